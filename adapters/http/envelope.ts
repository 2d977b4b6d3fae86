import type { Context } from 'koa';

/** Success answers: `{ success: true, message, data, meta? }`. */
export function ok(ctx: Context, body: { message?: string; data?: unknown; meta?: unknown; [extra: string]: unknown }, status = 200): void {
  ctx.status = status;
  ctx.body = { success: true, message: body.message ?? 'OK', ...body };
}

export function pageMeta(page: number, limit: number, total: number) {
  return { page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
}
