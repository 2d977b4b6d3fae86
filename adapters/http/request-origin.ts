import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, Next } from 'koa';
import { clientAddress } from './client-address.js';

/** Where the request being served came from, as this app sees it. */
interface RequestOrigin {
  clientAddress: string;
}

const storage = new AsyncLocalStorage<RequestOrigin>();

/**
 * Middleware: runs the rest of the request (and everything it awaits) knowing the client's address, so code deep
 * in a use case's adapters (the audit log) can read it without every use case passing it on. The address is
 * `clientAddress(ctx)`: Koa's `ctx.ip`, which follows X-Forwarded-For only with TRUST_PROXY=true (and then only
 * the address the one trusted proxy appended, create-app.ts).
 */
export function requestOrigin(ctx: Context, next: Next): Promise<unknown> {
  return storage.run({ clientAddress: clientAddress(ctx) }, next);
}

/** The client address of the request being served; null outside one (a job, a start-up task, a script). */
export function currentClientAddress(): string | null {
  return storage.getStore()?.clientAddress ?? null;
}

/**
 * Runs `work` as if no request were being served: a job run from a timer set while serving one (the in-process
 * queue wakes from inside the request that enqueued) must not be taken for that request.
 */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}
