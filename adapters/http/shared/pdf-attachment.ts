import type { Context } from 'koa';

/**
 * A made PDF as the answer: a download under its file name, never kept by a cache (a receipt or an agreement names
 * people and sums). Returns the body for a route's handler; a middleware assigns it to `ctx.body`.
 */
export function pdfAttachment(ctx: Context, made: { fileName: string; pdf: Uint8Array }): Buffer {
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${made.fileName}"`);
  ctx.set('Cache-Control', 'private, no-store');
  return Buffer.from(made.pdf);
}
