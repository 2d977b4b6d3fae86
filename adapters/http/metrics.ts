import { timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { PrometheusMetrics } from '../metrics/prometheus-metrics.js';

/** The route label of a request no router matched: a few fixed names, so a scan of random paths adds no series. */
function unmatchedRoute(path: string): string {
  if (path === '/api' || path.startsWith('/api/')) return 'unmatched api';
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin (console files)';
  if (path.startsWith('/assets/')) return '/assets (site files)';
  if (path.startsWith('/media/')) return '/media (photos)';
  return 'unmatched page';
}

/** The OTP routes whose outcomes are counted (`otp_requests_total`): the answer's code when refused, "ok" otherwise. */
const OTP_STEPS: Record<string, 'challenge' | 'verify'> = {
  '/api/v1/auth/otp-challenge': 'challenge',
  '/api/v1/auth/verify-otp': 'verify',
};

/**
 * Observes every request once it is answered: the route template (never the path: an id or an SMS link's token is
 * no label), method, status and seconds taken; and the outcome of each OTP challenge and verification.
 */
export function requestMetrics(metrics: PrometheusMetrics) {
  return async (ctx: Context, next: Next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
      const route = matched ? String(matched) : unmatchedRoute(ctx.path);
      metrics.observeRequest(route, ctx.method, ctx.status, Number(process.hrtime.bigint() - started) / 1e9);
      const step = matched ? OTP_STEPS[String(matched)] : undefined;
      if (step && ctx.method === 'POST') {
        const code = (ctx.body as { code?: unknown } | null | undefined)?.code;
        metrics.countOtp(step, ctx.status < 400 ? 'ok' : typeof code === 'string' ? code : String(ctx.status));
      }
    }
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics on the app's port, for Prometheus: only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise,
 * with nothing said); without a token configured the path does not exist here (404). The separate listen address
 * (METRICS_PORT) serves the same text without a token: bind it where only the monitoring network reaches.
 */
export function metricsEndpoint(metrics: PrometheusMetrics, token: string | undefined) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/metrics') return next();
    if (!token) return next();
    const given = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1] ?? '';
    if (!sameToken(given, token)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.body = '';
      return;
    }
    ctx.set('Content-Type', metrics.contentType());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await metrics.render();
  };
}
