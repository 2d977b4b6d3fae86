import Router from '@koa/router';
import type { Container } from 'inversify';
import { DatabaseHealth } from '../../composition-root.js';
import { AppConfig } from '../../config.js';
import { DevOutbox } from '../../dev-outbox/dev-outbox.js';
import { ok } from '../envelope.js';

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

  return router;
}
