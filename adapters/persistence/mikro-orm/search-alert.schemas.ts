import { AlertDigest } from '../../../domain/search-alerts/alert-digest.js';
import { SearchAlert } from '../../../domain/search-alerts/search-alert.js';
import { bool, dateNull, intNull, str, ts, tsNull, uuid, uuidKeyedSchema, versionedTimes } from './columns.js';

/**
 * Search alerts and the record of their SMS (migrations/Migration20261126010000_search_alerts.ts). The waiting
 * matches are a plain table written by SQL statements only (MikroOrmSearchAlertRepository), not an entity.
 */
export const SearchAlertSchema = uuidKeyedSchema(SearchAlert, 'search_alerts', {
  userId: uuid,
  city: str(30),
  text: str(80, true),
  propertyType: str(20, true),
  bhk: intNull,
  minRent: intNull,
  maxRent: intNull,
  furnishing: str(20, true),
  preferredTenants: str(20, true),
  availableBy: dateNull,
  verifiedOnly: bool,
  status: str(10),
  stoppedAt: tsNull,
  ...versionedTimes,
});

export const AlertDigestSchema = uuidKeyedSchema(AlertDigest, 'search_alert_digests', {
  userId: uuid,
  code: str(32),
  stopTokenHash: str(64),
  linkPath: str(1000),
  alertIds: { type: 'string[]' },
  propertyIds: { type: 'string[]' },
  status: str(10),
  createdAt: ts,
  sentAt: tsNull,
});
