import { EntitySchema } from '@mikro-orm/core';
import { Guide } from '../../../domain/guides/guide.js';

const ts = { type: 'datetime', columnType: 'timestamptz' } as const;

/** Guides (domain/guides/): the table is made by Migration20261201010000_guides. */
export const GuideSchema = new EntitySchema<Guide>({
  class: Guide,
  tableName: 'guides',
  properties: {
    id: { type: 'uuid', primary: true },
    slug: { type: 'string', length: 100 },
    title: { type: 'string', length: 140 },
    summary: { type: 'string', length: 300 },
    body: { type: 'text' },
    language: { type: 'string', length: 2 },
    city: { type: 'string', length: 30, nullable: true },
    topic: { type: 'string', length: 20 },
    status: { type: 'string', length: 10 },
    groupId: { type: 'uuid' },
    publishedAt: { ...ts, nullable: true },
    createdById: { type: 'uuid' },
    createdAt: ts,
    updatedAt: ts,
    version: { type: 'integer' },
  },
} as unknown as ConstructorParameters<typeof EntitySchema<Guide>>[0]);

export const guideSchemas = [GuideSchema];
