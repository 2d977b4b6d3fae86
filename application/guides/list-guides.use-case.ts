import type { Guide } from '../../domain/guides/guide.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { GuideListFilter, GuideRepository, GuideSortField } from './ports/guide.repository.port.js';

/** The console's Guides grid: drafts and published guides, paged, searched, filtered. */
export class ListGuides {
  constructor(private readonly guides: GuideRepository) {}

  execute(query: ListQuery<GuideListFilter, GuideSortField>): Promise<Page<Guide>> {
    return this.guides.list(query);
  }
}
