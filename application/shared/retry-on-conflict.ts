import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';

/**
 * Runs `attempt` (read, change, save) again while its save finds the stored copy changed since the read
 * (ConcurrentModificationError), at most `times` runs in all; any other error, or the last conflict, is thrown.
 * Each run reads afresh, so the change is worked out again on what is stored now.
 */
export async function retryOnConflict<T>(times: number, attempt: () => Promise<T>): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ConcurrentModificationError) || run >= times) throw error;
    }
  }
}
