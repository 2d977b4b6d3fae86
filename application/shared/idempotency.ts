import { createHash } from 'node:crypto';
import { ConflictError } from '../../domain/shared/domain-error.js';
import { english } from '../../domain/shared/catalogue/index.js';

/**
 * A client's `Idempotency-Key` and the fingerprint of the request it first came with. The key is stored
 * on the row the request creates, in the same insert (a unique index decides between racing requests),
 * so a retry finds the row, and a key is never recorded without its row or a row without its key.
 */
export interface IdempotencyStamp {
  key: string;
  fingerprint: string;
}

/** The record a key already created, and the fingerprint of the request that created it. */
export interface KeyHolder<T> {
  record: T;
  fingerprint: string;
}

export const IdempotencyMessages = {
  reused: english('IDEMPOTENCY_REUSED'),} as const;

/** The same key came back with a different request: refused rather than answered with the wrong record. */
export class IdempotencyKeyReusedError extends ConflictError {
  constructor() {
    super(IdempotencyMessages.reused);
  }
}

/**
 * A stable digest of a request's parsed input (keys sorted, so field order does not matter), compared when
 * a key comes back. Parsed values are hashed, so spellings the parser folds together ("ankit" / "Ankit")
 * count as the same request.
 */
export function requestFingerprint(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

/** The first answer again when the retry is the same request; a conflict when it is not. */
export function replayOrRefuse<T>(holder: KeyHolder<T>, fingerprint: string): T {
  if (holder.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError();
  return holder.record;
}

/**
 * The record a racing twin (same key, sent at the same moment) stores, waiting up to about a second for its
 * commit; null when none appears. For a request refused only because its twins spent what it needed (a rate
 * limit charged before the winner's row existed): the client asked once, so it gets the one answer.
 */
export async function awaitTwin<T>(find: () => Promise<KeyHolder<T> | null>): Promise<KeyHolder<T> | null> {
  for (let attempt = 0; attempt < TWIN_WAIT_ATTEMPTS; attempt++) {
    const stored = await find();
    if (stored) return stored;
    await new Promise((resolve) => setTimeout(resolve, TWIN_WAIT_STEP_MS));
  }
  return find();
}

const TWIN_WAIT_ATTEMPTS = 20;
const TWIN_WAIT_STEP_MS = 50;

function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
