import type { Guide, GuideStatus, GuideTopic } from '../../../domain/guides/guide.js';
import type { City } from '../../../domain/properties/property-options.js';
import type { Language } from '../../../domain/shared/language.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

export interface GuideListFilter {
  language?: Language;
  topic?: GuideTopic;
  /** Guides written for this city and those for every city (city null). */
  city?: City;
  status?: GuideStatus;
  groupId?: string;
}
export type GuideSortField = 'updatedAt' | 'publishedAt' | 'title';

export interface GuideRepository {
  findById(id: string): Promise<Guide | null>;
  findBySlug(slug: string): Promise<Guide | null>;
  /** The guides sharing a translation group (one per language). */
  findGroup(groupId: string): Promise<Guide[]>;
  /** Inserts or updates (optimistic: a stale copy is refused); a slug another guide has is GuideSlugTakenError. */
  save(guide: Guide): Promise<void>;
  delete(id: string): Promise<void>;
  /** Search (`search`) is over title and summary. */
  list(query: ListQuery<GuideListFilter, GuideSortField>): Promise<Page<Guide>>;
}
export const GuideRepository = port<GuideRepository>('GuideRepository');
