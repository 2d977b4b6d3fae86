/** Guides: the console's `guides` resource (the public pages are HTML, adapters/http/guide-pages/). */
import { Type, type Static } from '@sinclair/typebox';
import { GuideStatuses, GuideTopics } from '../../../../domain/guides/guide.js';
import { CitySchema, DateTime, Id, Nullable, StringEnum } from './common.js';
import { LanguageSchema } from './users.js';

export const GuideTopicSchema = StringEnum(GuideTopics, { $id: 'GuideTopic' });
export type GuideTopic = Static<typeof GuideTopicSchema>;
export const GuideStatusSchema = StringEnum(GuideStatuses, { $id: 'GuideStatus' });
export type GuideStatus = Static<typeof GuideStatusSchema>;

/** A guide (`guideJson`): `body` is its Markdown as written; `translation_of` the id of the other language's guide. */
export const GuideSchema = Type.Object(
  {
    id: Id,
    slug: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    body: Type.String(),
    language: LanguageSchema,
    city: Nullable(CitySchema),
    topic: GuideTopicSchema,
    status: GuideStatusSchema,
    group_id: Id,
    translation_of: Type.Optional(Nullable(Id)),
    published_at: Nullable(DateTime),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'Guide' },
);
export type Guide = Static<typeof GuideSchema>;

/** POST / PUT admin/guides: the form. */
export const GuideBodySchema = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    body: Type.String(),
    language: LanguageSchema,
    city: Type.Optional(Nullable(CitySchema)),
    topic: GuideTopicSchema,
    status: Type.Optional(GuideStatusSchema),
    translation_of: Type.Optional(Nullable(Id)),
  },
  { $id: 'GuideBody' },
);
export type GuideBody = Static<typeof GuideBodySchema>;
