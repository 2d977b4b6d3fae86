import type { Context } from 'koa';

type Success = { message?: string; data?: unknown; meta?: unknown; [extra: string]: unknown };

/** A success answer's body: `{ success: true, message, data, meta? }` (message 'OK' unless given). */
export function envelope(body: Success): { success: true; message: string } & Success {
  return { success: true, message: body.message ?? 'OK', ...body } as { success: true; message: string } & Success;
}

/** Writes a success answer. */
export function ok(ctx: Context, body: Success, status = 200): void {
  ctx.status = status;
  ctx.body = envelope(body);
}

export function pageMeta(page: number, limit: number, total: number) {
  return { page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
}
