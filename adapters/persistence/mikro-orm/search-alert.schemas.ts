import { EntitySchema } from '@mikro-orm/core';
import { AlertDigest } from '../../../domain/search-alerts/alert-digest.js';
import { SearchAlert } from '../../../domain/search-alerts/search-alert.js';

/**
 * Search alerts and the record of their SMS (migrations/Migration20261126010000_search_alerts.ts). The waiting
 * matches are a plain table written by SQL statements only (MikroOrmSearchAlertRepository), not an entity.
 */
const ts = { type: 'datetime', columnType: 'timestamptz' } as const;
const str = (length: number, nullable = false) => ({ type: 'string', length, nullable }) as const;
type Props = Record<string, object>;
const schema = <T>(meta: { class: new () => T; tableName: string; properties: Props }) =>
  new EntitySchema<T>(meta as unknown as ConstructorParameters<typeof EntitySchema<T>>[0]);

export const SearchAlertSchema = schema({
  class: SearchAlert,
  tableName: 'search_alerts',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    city: str(30),
    text: str(80, true),
    propertyType: str(20, true),
    bhk: { type: 'integer', nullable: true },
    minRent: { type: 'integer', nullable: true },
    maxRent: { type: 'integer', nullable: true },
    furnishing: str(20, true),
    preferredTenants: str(20, true),
    availableBy: { type: 'date', nullable: true },
    verifiedOnly: { type: 'boolean' },
    status: str(10),
    stoppedAt: { ...ts, nullable: true },
    createdAt: ts,
    updatedAt: ts,
    version: { type: 'integer' },
  },
});

export const AlertDigestSchema = schema({
  class: AlertDigest,
  tableName: 'search_alert_digests',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    code: str(32),
    stopTokenHash: str(64),
    linkPath: str(1000),
    alertIds: { type: 'string[]' },
    propertyIds: { type: 'string[]' },
    status: str(10),
    createdAt: ts,
    sentAt: { ...ts, nullable: true },
  },
});
