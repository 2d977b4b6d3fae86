import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { addressBucket, chargeLimits, type ChargeResult } from '../shared/rate-limits.js';

/**
 * An admin account's slow lane, for wrong passwords and wrong second-factor codes alike: once the account's free
 * failures are spent, SLOW_LANE_TRIES tries get through per SLOW_LANE_SECONDS from anywhere, and each client address
 * takes at most one of them. A guesser spread over many addresses is slowed too; a stranger trying again and again
 * from one address fills one place of four and never the others, so they cannot hold the lane to keep the admin out;
 * the admin waits at most SLOW_LANE_SECONDS, never a lock-out.
 */
export const SLOW_LANE_SECONDS = 30;
export const SLOW_LANE_TRIES = 4;

/**
 * Takes a place in `account`'s slow lane for `clientIp` (keys `<scope>:slow-ip:<account>:<address>` and
 * `<scope>:slow:<account>`, counted by the RateLimiter, so every app instance sees the same places). The address's own
 * place is charged first: a refused try never touches the account's shared places. A try without an address (not
 * over HTTP) shares one place with every other such try.
 */
export function takeSlowLanePlace(limiter: RateLimiter, scope: string, account: string, clientIp: string | null, now: Date): Promise<ChargeResult> {
  const address = clientIp ? addressBucket(clientIp) : 'unknown';
  return chargeLimits(
    limiter,
    [
      { key: `${scope}:slow-ip:${account}:${address}`, limit: 1, windowSeconds: SLOW_LANE_SECONDS },
      { key: `${scope}:slow:${account}`, limit: SLOW_LANE_TRIES, windowSeconds: SLOW_LANE_SECONDS },
    ],
    now,
  );
}
