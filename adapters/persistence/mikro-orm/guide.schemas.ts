import { Guide } from '../../../domain/guides/guide.js';
import { str, text, ts, tsNull, uuid, uuidKeyedSchema, versionedTimes } from './columns.js';

/** Guides (domain/guides/): the table is made by Migration20261201010000_guides. */
export const GuideSchema = uuidKeyedSchema(Guide, 'guides', {
  slug: str(100),
  title: str(140),
  summary: str(300),
  body: text,
  language: str(2),
  city: str(30, true),
  topic: str(20),
  status: str(10),
  groupId: uuid,
  publishedAt: tsNull,
  createdById: uuid,
  ...versionedTimes,
});

export const guideSchemas = [GuideSchema];
