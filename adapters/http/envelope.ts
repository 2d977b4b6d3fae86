import type { Context } from 'koa';
import { textOf } from '../../domain/shared/domain-error.js';

type Success = { message?: string; data?: unknown; meta?: unknown; [extra: string]: unknown };

/**
 * A success answer's body: `{ success: true, code, params, message, data, meta? }` (message 'OK' unless given, a
 * catalogue code or its English); `code` and `params` name the message in the catalogue (a message no code names
 * yet goes without them).
 */
export function envelope(body: Success): { success: true; message: string } & Success {
  const { code, params, english } = textOf(body.message ?? 'OK');
  return { success: true, ...(code === 'UNCODED' ? {} : { code, params }), ...body, message: english } as { success: true; message: string } & Success;
}

/** Writes a success answer. */
export function ok(ctx: Context, body: Success, status = 200): void {
  ctx.status = status;
  ctx.body = envelope(body);
}

export function pageMeta(page: number, limit: number, total: number) {
  return { page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
}
