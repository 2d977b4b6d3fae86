import type { PropertyCounter, PropertyListFilter, PropertyRepository, PropertySearch, PropertySortField, SearchPage } from '../../../application/properties/ports/property.repository.port.js';
import { SEARCH_COUNT_CAP } from '../../../application/properties/ports/property.repository.port.js';
import type { IdempotencyStamp, KeyHolder } from '../../../application/shared/idempotency.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import type { Property } from '../../../domain/properties/property.js';
import { copyOf, listInMemory, saveVersionedInMemory, deleteRowsWhere } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

/** The rider's landing: live in the city without a current rider-verified mark, or (any city, any state) posted by them. */
function awaitingRiderVisit(p: Property, f: PropertyListFilter): boolean {
  const awaiting = p.status === 'LIVE' && (!f.city || p.city === f.city) && !p.isRiderVerified(f.now);
  return awaiting || (f.orPostedById !== undefined && p.postedById === f.orPostedById);
}

export class InMemoryPropertyRepository implements PropertyRepository, InMemoryStore {
  private readonly rows = new Map<string, Property>();
  /** (poster, Idempotency-Key) → the listing it created and its request's fingerprint (a unique index in SQL). */
  private readonly keys = new Map<string, { id: string; fingerprint: string }>();

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async findByIds(ids: string[]) {
    return ids.flatMap((id) => (this.rows.has(id) ? [copyOf(this.rows.get(id)!)] : []));
  }

  async save(property: Property) {
    saveVersionedInMemory(this.rows, property, ['viewCount', 'wishlistCount', 'callbackCount']);
  }

  async findByIdempotencyKey(postedById: string, key: string): Promise<KeyHolder<Property> | null> {
    const entry = this.keys.get(`${postedById} ${key}`);
    return entry ? { record: copyOf(this.rows.get(entry.id)!), fingerprint: entry.fingerprint } : null;
  }

  async insertOnce(property: Property, stamp: IdempotencyStamp): Promise<KeyHolder<Property> | null> {
    // Checked and set with no await in between, as one statement would be.
    const taken = this.keys.get(`${property.postedById} ${stamp.key}`);
    if (taken) return { record: copyOf(this.rows.get(taken.id)!), fingerprint: taken.fingerprint };
    saveVersionedInMemory(this.rows, property, ['viewCount', 'wishlistCount', 'callbackCount']);
    this.keys.set(`${property.postedById} ${stamp.key}`, { id: property.id, fingerprint: stamp.fingerprint });
    return null;
  }

  async search(q: PropertySearch): Promise<SearchPage> {
    const needle = q.text?.trim().toLowerCase();
    const matches = [...this.rows.values()].filter(
      (p) =>
        p.isPublic(q.now) &&
        p.city === q.city &&
        (!needle || `${p.locality} ${p.title}`.toLowerCase().includes(needle)) &&
        (!q.propertyType || p.propertyType === q.propertyType) &&
        (q.bhk === undefined || p.bhk === q.bhk) &&
        (q.minRent === undefined || p.rent >= q.minRent) &&
        (q.maxRent === undefined || p.rent <= q.maxRent) &&
        (!q.furnishing || p.furnishing === q.furnishing) &&
        (!q.preferredTenants || p.preferredTenants === q.preferredTenants || p.preferredTenants === 'ANY') &&
        (!q.availableBy || p.availableFrom <= q.availableBy) &&
        (!q.verifiedOnly || p.isVerified(q.now)),
    );
    const byId = (a: Property, b: Property) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    const sorted = matches.sort((a, b) => {
      if (q.sort === 'rent_asc') return a.rent - b.rent || -byId(a, b);
      if (q.sort === 'rent_desc') return b.rent - a.rent || byId(a, b);
      return b.publishedAt!.getTime() - a.publishedAt!.getTime() || byId(a, b);
    });
    const total = Math.min(sorted.length, SEARCH_COUNT_CAP);
    return { items: sorted.slice(q.offset, q.offset + q.limit).map(copyOf), total, totalIsExact: sorted.length <= SEARCH_COUNT_CAP };
  }

  async list(query: ListQuery<PropertyListFilter, PropertySortField>): Promise<Page<Property>> {
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (p, f) =>
        (!f.ownerId || p.ownerId === f.ownerId) &&
        (!f.postedById || p.postedById === f.postedById) &&
        (!f.status || p.status === f.status) &&
        (f.awaitingRiderVisit ? awaitingRiderVisit(p, f) : !f.city || p.city === f.city) &&
        (f.verified === undefined || p.isVerified(f.now) === f.verified),
      (p) => `${p.title} ${p.locality} ${p.address} ${p.pincode}`,
    );
    return { items: page.items.map(copyOf), total: page.total };
  }

  async increment(id: string, counter: PropertyCounter, by: number) {
    const row = this.rows.get(id);
    if (row) row[counter] = Math.max(0, row[counter] + by);
  }

  /** Deletes the rows `doomed` picks (the in-memory erasure purge; SQL deletes them in its own statements). Returns how many. */
  deleteWhere(doomed: (row: Property) => boolean): number {
    return deleteRowsWhere(this.rows, doomed);
  }

  snapshot() {
    return snapshotMaps(this.rows, this.keys);
  }
}
