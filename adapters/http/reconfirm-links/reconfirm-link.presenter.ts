import type { ReconfirmLinkState } from '../../../domain/properties/reconfirm-link.js';
import type { ReconfirmLink } from '../contract/wire/reconfirm-links.js';

/** A link and its listing as the API answers them (the page, adapters/http/reconfirm-page/, shows the same). */
export function reconfirmLinkJson(state: ReconfirmLinkState, linkState: ReconfirmLink['state'], now: Date): ReconfirmLink {
  const { link, property } = state;
  return {
    state: linkState,
    language: state.language,
    expires_at: link.expiresAt.toISOString(),
    used_at: link.usedAt?.toISOString() ?? null,
    used_action: link.usedAction,
    listing: {
      id: property.id,
      title: property.title,
      locality: property.locality,
      city: property.city,
      status: property.status,
      listed_until: property.listedUntil?.toISOString() ?? null,
      in_search: property.isPublic(now),
    },
  };
}
