/**
 * Readiness probe of whatever stores the data: answers within its own time budget, whatever the
 * request pool is doing. Only the HTTP health route and shutdown use it (no use case does), so it
 * lives with the adapters rather than among the application's ports.
 */
export interface DatabaseHealth {
  /** True when the database answered `select 1` within the budget. Never throws. */
  check(): Promise<boolean>;
  /** Releases what the probe holds (its own connection); called on shutdown. */
  close(): Promise<void>;
}
export const DatabaseHealth = Symbol.for('DatabaseHealth');

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
