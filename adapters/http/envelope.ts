import type { Context } from 'koa';
import { textOf } from '../../domain/shared/domain-error.js';

/**
 * Success answers: `{ success: true, code, params, message, data, meta? }`; `code` and `params` name the message in
 * the catalogue (a message no code names yet goes without them).
 */
export function ok(ctx: Context, body: { message?: string; data?: unknown; meta?: unknown; [extra: string]: unknown }, status = 200): void {
  const { code, params, english } = textOf(body.message ?? 'OK');
  ctx.status = status;
  ctx.body = { success: true, ...(code === 'UNCODED' ? {} : { code, params }), ...body, message: english };
}

export function pageMeta(page: number, limit: number, total: number) {
  return { page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
}
