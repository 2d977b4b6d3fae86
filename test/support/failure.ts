import { DomainError } from '../../domain/shared/domain-error.js';

/** Awaits a call that must fail with a DomainError and returns it (fails the test if it succeeds). */
export async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError, but the call succeeded');
}
