import type { GuideListFilter, GuideRepository, GuideSortField } from '../../../application/guides/ports/guide.repository.port.js';
import type { ListQuery } from '../../../application/shared/list-query.js';
import type { Guide } from '../../../domain/guides/guide.js';
import { GuideSlugTakenError, GuideTranslationError } from '../../../domain/guides/guides.errors.js';
import { copyOf, listInMemory, saveVersionedInMemory } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemoryGuideRepository implements GuideRepository, InMemoryStore {
  private readonly rows = new Map<string, Guide>();

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async findBySlug(slug: string) {
    const row = [...this.rows.values()].find((g) => g.slug === slug);
    return row ? copyOf(row) : null;
  }

  async findGroup(groupId: string) {
    return [...this.rows.values()].filter((g) => g.groupId === groupId).map(copyOf);
  }

  async save(guide: Guide) {
    const others = [...this.rows.values()].filter((g) => g.id !== guide.id);
    if (others.some((g) => g.slug === guide.slug)) throw new GuideSlugTakenError();
    if (others.some((g) => g.groupId === guide.groupId && g.language === guide.language)) throw new GuideTranslationError('GUIDE_TRANSLATION_TAKEN');
    saveVersionedInMemory(this.rows, guide);
  }

  async delete(id: string) {
    this.rows.delete(id);
  }

  async list(query: ListQuery<GuideListFilter, GuideSortField>) {
    const f = query.filter;
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (g) =>
        (!f.language || g.language === f.language) &&
        (!f.topic || g.topic === f.topic) &&
        (!f.city || g.city === f.city || g.city === null) &&
        (!f.status || g.status === f.status) &&
        (!f.groupId || g.groupId === f.groupId),
      (g) => `${g.title} ${g.summary}`,
    );
    return { items: page.items.map(copyOf), total: page.total };
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
