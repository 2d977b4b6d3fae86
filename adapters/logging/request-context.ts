import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving one request carries. */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it awaits or schedules) inside the request's context. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The id of the request being served, wherever in its call chain this is asked; undefined outside one. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
