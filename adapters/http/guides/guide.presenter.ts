import type { Guide } from '../../../domain/guides/guide.js';
import type * as Wire from '../contract/wire/index.js';

/** The JSON of a guide, as the console's Guides grid and form show it (`translationOf` on a single guide's answer). */
export function guideJson(g: Guide, translationOf?: string | null): Wire.Guide {
  return {
    id: g.id,
    slug: g.slug,
    title: g.title,
    summary: g.summary,
    body: g.body,
    language: g.language,
    city: g.city,
    topic: g.topic,
    status: g.status,
    group_id: g.groupId,
    ...(translationOf !== undefined ? { translation_of: translationOf } : {}),
    published_at: g.publishedAt?.toISOString() ?? null,
    created_at: g.createdAt.toISOString(),
    updated_at: g.updatedAt.toISOString(),
  };
}
