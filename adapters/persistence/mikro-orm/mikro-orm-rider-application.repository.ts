import type { RiderApplicationListFilter, RiderApplicationRepository, RiderApplicationSortField } from '../../../application/riders/ports/rider-application.repository.port.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import { RiderApplication, RiderApplicationMessages } from '../../../domain/riders/rider-application.js';
import { ConflictError } from '../../../domain/shared/domain-error.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { listWithQueryBuilder } from './sql-list.js';
import { mapUniqueViolation } from './unique-violation.js';
import { saveVersioned } from './versioned-save.js';

/** The grid's search: the same expression rider_applications_search_idx indexes. */
const SEARCH = `(first_name || ' ' || last_name || ' ' || mobile_no || ' ' || localities::text)`;

/**
 * An approved application with no later approval of the same person: their current rider profile.
 * "Later" is by review time, then id (ids are time-ordered UUIDv7).
 */
const NEWEST_APPROVAL = `ra.status = 'APPROVED' and not exists (
  select 1 from rider_applications newer
  where newer.user_id = ra.user_id and newer.status = 'APPROVED' and (newer.reviewed_at, newer.id) > (ra.reviewed_at, ra.id)
)`;

export class MikroOrmRiderApplicationRepository implements RiderApplicationRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findById(id: string) {
    return this.source.fork().findOne(RiderApplication, { id });
  }

  findLatestForUser(userId: string) {
    return this.source.fork().findOne(RiderApplication, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async save(application: RiderApplication) {
    await mapUniqueViolation(() => saveVersioned(this.source.fork(), RiderApplication, application), {
      rider_applications_pending_unique: () => new ConflictError(RiderApplicationMessages.pending),
    });
  }

  list(query: ListQuery<RiderApplicationListFilter, RiderApplicationSortField>): Promise<Page<RiderApplication>> {
    const { status, city, userId } = query.filter;
    const where: Record<string, unknown> = {};
    if (status) where.status = status;
    if (city) where.city = city;
    if (userId) where.userId = userId;
    return listWithQueryBuilder(this.source.fork(), RiderApplication, query, where, { searchExpression: SEARCH });
  }

  async listApprovedInCity(city: string) {
    return this.source
      .fork()
      .createQueryBuilder(RiderApplication, 'ra')
      .where(NEWEST_APPROVAL)
      .andWhere({ city: city as RiderApplication['city'] })
      .orderBy({ firstName: 'asc', lastName: 'asc', id: 'asc' })
      .getResultList();
  }

  async findApprovedForUsers(userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    return this.source
      .fork()
      .createQueryBuilder(RiderApplication, 'ra')
      .where(NEWEST_APPROVAL)
      .andWhere({ userId: { $in: [...userIds] } })
      .orderBy({ firstName: 'asc', lastName: 'asc', id: 'asc' })
      .getResultList();
  }

  async findOthersWithIdHash(hash: string, exceptUserId: string) {
    const rows = await this.source
      .fork()
      .execute<Array<{ id: string }>>('select id from rider_applications where id_number_hash = ? and user_id <> ? order by created_at desc, id desc', [hash, exceptUserId]);
    return rows.map((r) => r.id);
  }
}
