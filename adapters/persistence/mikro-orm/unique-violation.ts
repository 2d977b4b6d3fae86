import { UniqueConstraintViolationException } from '@mikro-orm/core';

/** Runs a write and turns a unique-constraint clash into the domain error named by the constraint. */
export async function mapUniqueViolation<T>(write: () => Promise<T>, byConstraint: Record<string, () => Error>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      const text = `${error.message} ${(error as { constraint?: string }).constraint ?? ''}`;
      for (const [constraint, make] of Object.entries(byConstraint)) if (text.includes(constraint)) throw make();
    }
    throw error;
  }
}
