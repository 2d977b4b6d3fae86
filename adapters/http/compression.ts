import zlib from 'node:zlib';
import type { Context, Next } from 'koa';
import compress from 'koa-compress';

/** The codings koa-compress may pick here (brotli is off: slow at the levels that beat gzip; zstd where Node has it). */
const CODINGS = [...('createZstdCompress' in zlib ? ['zstd'] : []), 'gzip', 'deflate', 'identity'];

/**
 * gzip/deflate for answers over 1 kB, when the client accepts one of them.
 *
 * koa-compress 5.2 assumes its negotiation always finds something ("identity" at worst) and sets
 * `Content-Encoding: undefined`, which Node refuses with "Invalid value undefined for header
 * Content-Encoding" (a 500), whenever the client refuses every coding including identity
 * (`Accept-Encoding: *;q=0`, `identity;q=0`, `gzip;q=0, identity;q=0`). RFC 9110 12.5.3 and 15.5.7 allow
 * either a 406 or disregarding the header; like nginx and Express's compression, we disregard it and send
 * the content uncompressed (identity): a 406 would blank pages behind a misconfigured proxy for no gain.
 * So compression is switched off for such a request before koa-compress looks at it.
 */
export function compression() {
  const compressor = compress({ threshold: 1024, br: false });
  return (ctx: Context, next: Next) => {
    if (!ctx.acceptsEncodings(CODINGS)) ctx.compress = false;
    return compressor(ctx, async () => {
      await next();
      serializeOnce(ctx);
    });
  };
}

/**
 * A JSON answer as its text, once. Left an object, it would be serialized up to three times: for its length
 * (koa-compress reads `ctx.response.length`, which Koa computes by stringifying), to compress it, and to send
 * it. Only a plain object or array under 500: a 5xx object still gets its `request_id` added on the way out
 * (request-log.ts), and anything else (a stream, a buffer, text) is left as it is. The type stays JSON (Koa
 * keeps the Content-Type the object set).
 */
function serializeOnce(ctx: Context): void {
  const body = ctx.body as unknown;
  if (ctx.status >= 500 || body === null || typeof body !== 'object') return;
  const proto = Object.getPrototypeOf(body);
  if (proto === Object.prototype || Array.isArray(body)) ctx.body = JSON.stringify(body);
}
