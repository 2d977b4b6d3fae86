/**
 * The wait before retry `retry` (1 for the first) of a job whose first retry waits `delaySeconds`: exponential
 * backoff with jitter, between delay·2^(retry-1) and delay·2^retry, as pg-boss computes it on the server (so
 * the in-process twin backs off alike). In milliseconds.
 */
export function retryDelayMs(delaySeconds: number, retry: number): number {
  const factor = 2 ** Math.min(16, retry);
  return delaySeconds * (factor / 2 + (factor / 2) * Math.random()) * 1000;
}
