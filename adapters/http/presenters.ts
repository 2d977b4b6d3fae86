import type { User } from '../../domain/users/user.js';
import type { Project } from '../../domain/projects/project.js';
import type { AppConfig } from '../config.js';
import type * as Wire from './contract/wire/index.js';

/** JSON shapes of the API (snake_case, as the spec's fields); a listing's are in properties/property.presenter.ts. */
export function userJson(user: User): Wire.User {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    primary_role: user.primaryRole,
    secondary_role: user.secondaryRole,
    mobile_no: user.mobileNo,
    email: user.email,
    status: user.status,
    language: user.language,
    created_at: user.createdAt.toISOString(),
  };
}

export function projectJson(p: Project): Wire.Project {
  return {
    id: p.id,
    name: p.name,
    builder: p.builder,
    city: p.city,
    locality: p.locality,
    description: p.description,
    min_price: p.minPrice,
    max_price: p.maxPrice,
    unit_types: p.unitTypes,
    possession_date: p.possessionDate,
    rera_number: p.reraNumber,
    image_urls: p.imageUrls,
    status: p.status,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** A person as the console's people grids show them (more than the public user object). */
export function personJson(user: User): Wire.Person {
  return {
    ...userJson(user),
    city: user.city,
    status_reason: user.statusReason,
    status_changed_at: user.statusChangedAt?.toISOString() ?? null,
    updated_at: user.updatedAt.toISOString(),
  };
}

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
