import type { IncomingMessage } from 'node:http';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type { Middleware } from 'koa';

/**
 * A body passed on no faster than `bytesPerSecond`: each chunk is held until the bytes before it are due at that
 * rate (no credit builds up while the sender is slow). Held chunks stop the request being read, so TCP slows the
 * sender down too: a batch sent from a fast host cannot make its multipart parsing the event loop's main work.
 */
export class ReceiveRate extends Transform {
  private due = -Infinity;

  constructor(
    private readonly bytesPerSecond: number,
    private readonly now: () => number = () => performance.now(),
    private readonly later: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const now = this.now();
    // The chunk may go when the bytes before it are due; it is due itself after its own share of a second.
    const start = Math.max(this.due, now);
    this.due = start + (chunk.length / this.bytesPerSecond) * 1000;
    const wait = start - now;
    if (wait <= 0) done(null, chunk);
    else this.later(() => done(null, chunk), wait);
  }
}

/**
 * Runs `parse` (a body parser that reads `ctx.req`, such as koa-body's multipart) on the request's body received at
 * most `bytesPerSecond`, then the rest of the chain on the request as it was. A client that goes away mid-body fails
 * the parse as before (the premature close reaches the parser as an error).
 */
export function receivedAtMost(bytesPerSecond: number, parse: Middleware): Middleware {
  return async (ctx, next) => {
    const req = ctx.req;
    const slowed = pipeline(req, new ReceiveRate(bytesPerSecond), () => undefined);
    ctx.req = Object.assign(slowed, { headers: req.headers }) as unknown as IncomingMessage;
    try {
      await parse(ctx, () => {
        ctx.req = req;
        return next();
      });
    } finally {
      ctx.req = req;
    }
  };
}
