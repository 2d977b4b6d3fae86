import type { LeadListFilter, LeadRepository, LeadSortField } from '../../../application/leads/ports/lead.repository.port.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import type { Lead } from '../../../domain/leads/lead.js';
import { copyOf, listInMemory, saveVersionedInMemory } from './in-memory-list.js';

export class InMemoryLeadRepository implements LeadRepository {
  private readonly rows = new Map<string, Lead>();

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async save(lead: Lead) {
    saveVersionedInMemory(this.rows, lead);
  }

  async list(query: ListQuery<LeadListFilter, LeadSortField>): Promise<Page<Lead>> {
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (l, f) =>
        (!f.type || l.type === f.type) &&
        (!f.status || l.status === f.status) &&
        (f.hasProperty === undefined || (l.propertyId !== null) === f.hasProperty),
      (l) => [l.firstName, l.lastName, l.mobileNo, l.email ?? ''].join(' '),
    );
    return { items: page.items.map(copyOf), total: page.total };
  }
}
