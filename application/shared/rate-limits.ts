import type { RateLimiter } from './ports/rate-limiter.port.js';

/** One counter to charge: a key, its cap, and its window. */
export interface Limit {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type ChargeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Charges `limits` in order (the requester's broadest budget first, e.g. their address) and stops at
 * the first refusal. A refused request gives back every hit it took, so counters hold only the requests
 * that were let through and a burst of refused ones changes nothing; later keys are never touched once
 * an earlier one refuses, so a requester over their own cap cannot spend a narrower key's budget.
 */
export async function chargeLimits(limiter: RateLimiter, limits: readonly Limit[], now: Date): Promise<ChargeResult> {
  const charged: Limit[] = [];
  for (const limit of limits) {
    const decision = await limiter.consume(limit.key, limit.limit, limit.windowSeconds, now);
    charged.push(limit);
    if (!decision.allowed) {
      await refundLimits(limiter, charged, now);
      return { allowed: false, retryAfterSeconds: decision.retryAfterSeconds };
    }
  }
  return { allowed: true };
}

/** Gives back one hit on each limit (the work they were charged for did not happen or does not count). */
export async function refundLimits(limiter: RateLimiter, limits: readonly Limit[], now: Date): Promise<void> {
  for (const limit of [...limits].reverse()) await limiter.refund(limit.key, limit.windowSeconds, now);
}

/**
 * The requester's own budgets for asking about `subject` (a number or an email): their address first, then
 * the (subject, address) pair, so what one address does never touches what another can ask for. Without an
 * address (not over HTTP) the subject alone. Both share `windowSeconds` unless `addressWindowSeconds` sets the
 * address's own. Keys: `<scope>:ip:<address>`, `<scope>:<kind>-ip:<subject>:<address>`,
 * `<scope>:<kind>:<subject>`.
 */
export function requesterLimits(
  scope: string,
  subject: { kind: 'number' | 'email'; value: string },
  clientIp: string | null,
  caps: { perAddress: number; perPair: number; windowSeconds: number; addressWindowSeconds?: number },
): Limit[] {
  const { perAddress, perPair, windowSeconds, addressWindowSeconds = windowSeconds } = caps;
  if (!clientIp) return [{ key: `${scope}:${subject.kind}:${subject.value}`, limit: perPair, windowSeconds }];
  const ip = addressBucket(clientIp);
  return [
    { key: `${scope}:ip:${ip}`, limit: perAddress, windowSeconds: addressWindowSeconds },
    { key: `${scope}:${subject.kind}-ip:${subject.value}:${ip}`, limit: perPair, windowSeconds },
  ];
}

/**
 * The part of a client address that rate-limit keys use. IPv4 addresses (and IPv4-mapped IPv6) as they
 * are; other IPv6 addresses by their /64 prefix, the block one subscriber usually gets, so rotating
 * through one's own /64 does not buy a fresh budget per address.
 */
export function addressBucket(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address.split('%')[0]!);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  if (tail.at(-1)?.includes('.') || head.at(-1)?.includes('.')) {
    // An embedded IPv4 tail counts as two groups; only the first four groups matter here.
    (tail.length ? tail : head).splice(-1, 1, '0', '0');
  }
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
