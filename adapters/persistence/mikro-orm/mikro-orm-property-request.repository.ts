import type { PropertyRequestListFilter, PropertyRequestRepository, PropertyRequestSortField } from '../../../application/property-requests/ports/property-request.repository.port.js';
import type { ListQuery } from '../../../application/shared/list-query.js';
import { PropertyRequest } from '../../../domain/property-requests/property-request.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { saveVersioned } from './versioned-save.js';
import { listWithQueryBuilder } from './sql-list.js';

export class MikroOrmPropertyRequestRepository implements PropertyRequestRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findById(id: string) {
    return this.source.fork().findOne(PropertyRequest, { id });
  }

  async save(request: PropertyRequest) {
    await saveVersioned(this.source.fork(), PropertyRequest, request);
  }

  listByPerson(person: { userId: string; mobileNo: string | null }) {
    const who: Array<Record<string, string>> = [{ userId: person.userId }];
    if (person.mobileNo) who.push({ mobileNo: person.mobileNo });
    return this.source.fork().find(PropertyRequest, { $or: who }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Bumps each row's version: a copy read before the claim cannot save the request back without its account. */
  async claimByMobile(mobileNo: string, userId: string) {
    const rows = await this.source.fork().execute<Array<{ id: string }>>('update property_requests set user_id = ?, version = version + 1 where mobile_no = ? and user_id is null returning id', [userId, mobileNo]);
    return rows.length;
  }

  async purge(deleteBefore: Date, clearAddressBefore: Date) {
    const em = this.source.fork();
    const deleted = await em.nativeDelete(PropertyRequest, { createdAt: { $lt: deleteBefore } });
    const addressesCleared = await em.nativeUpdate(PropertyRequest, { createdAt: { $lt: clearAddressBefore }, clientIp: { $ne: null } }, { clientIp: null });
    return { deleted, addressesCleared };
  }

  list(query: ListQuery<PropertyRequestListFilter, PropertyRequestSortField>) {
    const where: Record<string, unknown> = {};
    if (query.filter.city) where.city = query.filter.city;
    if (query.filter.status) where.status = query.filter.status;
    return listWithQueryBuilder(this.source.fork(), PropertyRequest, query, where, {
      searchExpression: `(first_name || ' ' || last_name || ' ' || mobile_no || ' ' || coalesce(locality, ''))`,
      lateFirst: { firstStatus: 'NEW', rest: { createdAt: 'desc', id: 'desc' } },
    });
  }
}
