import type { DatabaseHealth } from '../../application/shared/ports/database-health.port.js';

/** Nothing to reach: the in-memory stores are always there. */
export const alwaysUp: DatabaseHealth = { check: async () => true, close: async () => undefined };

/** Resolves to false when `probe` fails or has not answered within `budgetMs`. */
export async function withinBudget(probe: () => Promise<unknown>, budgetMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), budgetMs);
  });
  try {
    return await Promise.race([probe().then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
