import type { Guide, GuideTopic } from '../../domain/guides/guide.js';
import type { City } from '../../domain/properties/property-options.js';
import type { Language } from '../../domain/shared/language.js';
import type { Page } from '../shared/list-query.js';
import type { GuideRepository } from './ports/guide.repository.port.js';

/** A page of the public list holds this many guides. */
export const GUIDES_PER_PAGE = 10;

export interface ListPublishedGuidesInput {
  language: Language;
  topic?: GuideTopic;
  city?: City;
  /** 1-based. */
  page: number;
}

/** The public /guides list: published guides in the reader's language, newest first, by topic and city. */
export class ListPublishedGuides {
  constructor(private readonly guides: GuideRepository) {}

  execute(input: ListPublishedGuidesInput): Promise<Page<Guide>> {
    const page = Math.max(1, Math.min(Math.floor(input.page) || 1, 1000));
    return this.guides.list({
      filter: { status: 'PUBLISHED', language: input.language, topic: input.topic, city: input.city },
      sort: { field: 'publishedAt', order: 'DESC' },
      offset: (page - 1) * GUIDES_PER_PAGE,
      limit: GUIDES_PER_PAGE,
    });
  }
}
