import Router from '@koa/router';
import type { Container } from 'inversify';
import { DatabaseHealth } from '../../composition-root.js';
import { AppConfig } from '../../config.js';
import { DevOutbox } from '../../dev-outbox/dev-outbox.js';
import { ok } from '../envelope.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import { AdjustableClock } from '../../clock/adjustable-clock.js';

/** Health, the public site's configuration, and (local adapters only) the dev outbox. */
export function systemRouter(container: Container): Router {
  const router = new Router();
  const config = container.get<AppConfig>(AppConfig);

  router.get('/health', async (ctx) => {
    const up = await container.get<DatabaseHealth>(DatabaseHealth).check();
    ctx.status = up ? 200 : 503;
    ctx.body = { success: up, message: up ? 'OK' : 'Database unavailable', data: { database: up ? 'up' : 'down' } };
  });

  router.get('/config', (ctx) => {
    const captcha = config.captcha;
    ctx.set('Cache-Control', 'public, max-age=300');
    ok(ctx, {
      data: {
        product_name: config.productName,
        captcha: { provider: captcha.provider, site_key: captcha.provider === 'local' ? null : captcha.siteKey },
        support_phone: config.contact.supportPhone,
        whatsapp_number: config.contact.whatsappNumber,
        support_email: config.contact.supportEmail,
        company_address: config.contact.companyAddress,
      },
    });
  });

  if (container.isBound(DevOutbox)) {
    const outbox = container.get(DevOutbox);
    router.get('/dev/outbox', (ctx) => {
      const to = typeof ctx.query.to === 'string' ? ctx.query.to : undefined;
      ok(ctx, { data: outbox.list(to) });
    });
  }

  const clock = container.get<Clock>(Clock);
  if (config.devClock && !config.production && clock instanceof AdjustableClock) {
    // Development only: move the server's clock (a visit booked for tomorrow can be started today).
    router.post('/dev/clock', (ctx) => {
      const at = new Date(String((ctx.request.body as { now?: unknown } | undefined)?.now ?? ''));
      if (Number.isNaN(at.getTime())) throw ValidationError.field('now', 'now must be an ISO date-time.');
      clock.setNow(at);
      ok(ctx, { data: { now: clock.now().toISOString() } });
    });
  }

  return router;
}
