import type { AppConfig } from '../../config.js';
import type * as Wire from '../contract/wire/index.js';

/** GET /config's data: also written into the server-rendered pages (public-pages/). */
export function publicConfigJson(config: AppConfig): Wire.PublicConfig {
  const captcha = config.captcha;
  return {
    product_name: config.productName,
    captcha: { provider: captcha.provider, site_key: captcha.provider === 'local' ? null : captcha.siteKey },
    support_phone: config.contact.supportPhone,
    whatsapp_number: config.contact.whatsappNumber,
    support_email: config.contact.supportEmail,
    company_address: config.contact.companyAddress,
    grievance_officer: config.contact.grievance.officer,
    grievance_email: config.contact.grievance.email,
    map_tile_url: config.map.tileUrl,
    map_attribution: config.map.attribution,
    map_attribution_url: config.map.attributionUrl,
  };
}
