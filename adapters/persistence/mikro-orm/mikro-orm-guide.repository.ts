import type { GuideListFilter, GuideRepository, GuideSortField } from '../../../application/guides/ports/guide.repository.port.js';
import type { ListQuery } from '../../../application/shared/list-query.js';
import { Guide } from '../../../domain/guides/guide.js';
import { GuideSlugTakenError, GuideTranslationError } from '../../../domain/guides/guides.errors.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { listWithQueryBuilder } from './sql-list.js';
import { mapUniqueViolation } from './unique-violation.js';
import { saveVersioned } from './versioned-save.js';

export class MikroOrmGuideRepository implements GuideRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findById(id: string) {
    return this.source.fork().findOne(Guide, { id });
  }

  findBySlug(slug: string) {
    return this.source.fork().findOne(Guide, { slug });
  }

  findGroup(groupId: string) {
    return this.source.fork().find(Guide, { groupId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async save(guide: Guide) {
    await mapUniqueViolation(() => saveVersioned(this.source.fork(), Guide, guide), {
      guides_slug_key: () => new GuideSlugTakenError(),
      guides_group_language_key: () => new GuideTranslationError('GUIDE_TRANSLATION_TAKEN'),
    });
  }

  async delete(id: string) {
    await this.source.fork().nativeDelete(Guide, { id });
  }

  list(query: ListQuery<GuideListFilter, GuideSortField>) {
    const f = query.filter;
    const where: Record<string, unknown> = {};
    if (f.language) where.language = f.language;
    if (f.topic) where.topic = f.topic;
    if (f.status) where.status = f.status;
    if (f.groupId) where.groupId = f.groupId;
    if (f.city) where.$or = [{ city: f.city }, { city: null }];
    return listWithQueryBuilder(this.source.fork(), Guide, query, where, { searchExpression: `(title || ' ' || summary)` });
  }
}
