import type { PropertyRequestListFilter, PropertyRequestRepository, PropertyRequestSortField } from '../../../application/property-requests/ports/property-request.repository.port.js';
import type { ListQuery } from '../../../application/shared/list-query.js';
import type { PropertyRequest } from '../../../domain/property-requests/property-request.js';
import { claimRowsByMobile, copyOf, listInMemory, newestFirst, newestFirstOrder, purgeAddressedRows, saveVersionedInMemory } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemoryPropertyRequestRepository implements PropertyRequestRepository, InMemoryStore {
  private readonly rows = new Map<string, PropertyRequest>();

  async listByPerson(person: { userId: string; mobileNo: string | null }) {
    return newestFirst([...this.rows.values()].filter((row) => row.userId === person.userId || (person.mobileNo !== null && row.mobileNo === person.mobileNo))).map(copyOf);
  }

  async claimByMobile(mobileNo: string, userId: string) {
    return claimRowsByMobile(this.rows, mobileNo, userId);
  }

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async save(request: PropertyRequest) {
    saveVersionedInMemory(this.rows, request);
  }

  async list(query: ListQuery<PropertyRequestListFilter, PropertyRequestSortField>) {
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (r, f) => (!f.city || r.city === f.city) && (!f.status || r.status === f.status),
      (r) => `${r.firstName} ${r.lastName} ${r.mobileNo} ${r.locality ?? ''}`,
      { firstStatus: 'NEW', rest: newestFirstOrder },
    );
    return { items: page.items.map(copyOf), total: page.total };
  }

  async purge(deleteBefore: Date, clearAddressBefore: Date) {
    return purgeAddressedRows(this.rows, deleteBefore, clearAddressBefore);
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
