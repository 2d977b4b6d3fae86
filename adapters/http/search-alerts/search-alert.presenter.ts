/** The JSON of search alerts: the signed-in person's own alerts. */
import type { SearchAlert } from '../../../domain/search-alerts/search-alert.js';
import type * as Wire from '../contract/wire/index.js';

export function searchAlertJson(alert: SearchAlert): Wire.SearchAlert {
  return {
    id: alert.id,
    city: alert.city,
    search: alert.text,
    property_type: alert.propertyType,
    bhk: alert.bhk,
    min_rent: alert.minRent,
    max_rent: alert.maxRent,
    furnishing: alert.furnishing,
    preferred_tenants: alert.preferredTenants,
    available_by: alert.availableBy,
    verified_only: alert.verifiedOnly,
    status: alert.status,
    stopped_at: alert.stoppedAt?.toISOString() ?? null,
    created_at: alert.createdAt.toISOString(),
  };
}
