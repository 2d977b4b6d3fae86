import type { ErasureRepository } from '../../../application/privacy/ports/erasure.repository.port.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import { Erasure, type ErasureCounts, type KeptRecords } from '../../../domain/privacy/erasure.js';
import { reportPhotoKeys, type RideReport } from '../../../domain/rides/ride.js';
import type { EntityManagerSource } from './entity-manager-source.js';

interface ErasureRow {
  id: string;
  subject_id: string;
  requested_by: Erasure['requestedBy'];
  admin_id: string | null;
  reason: string | null;
  counts: ErasureCounts | string;
  kept: Array<{ kind: KeptRecords['kind']; count: number; until: string }> | string;
  kept_until: Date | string | null;
  created_at: Date | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The stored files of deleted visits' report photos (`returning report`). */
const photoFiles = (rows: { report: RideReport | string | null }[]) => rows.flatMap((row) => reportPhotoKeys(row.report === null ? null : json(row.report)));

function toErasure(row: ErasureRow): Erasure {
  return Object.assign(new Erasure(), {
    id: row.id,
    subjectId: row.subject_id,
    requestedBy: row.requested_by,
    adminId: row.admin_id,
    reason: row.reason,
    counts: json(row.counts),
    kept: json(row.kept).map((k) => ({ kind: k.kind, count: k.count, until: new Date(k.until) })),
    keptUntil: row.kept_until === null ? null : new Date(row.kept_until),
    createdAt: new Date(row.created_at),
  });
}

/** Erasure records in PostgreSQL (table `erasures`, raw SQL: a flat append-only record with two JSON columns). */
export class PostgresErasureRepository implements ErasureRepository {
  constructor(private readonly source: EntityManagerSource) {}

  async add(e: Erasure) {
    await this.source
      .fork()
      .execute(
        `insert into erasures (id, subject_id, requested_by, admin_id, reason, counts, kept, kept_until, created_at) values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)`,
        [e.id, e.subjectId, e.requestedBy, e.adminId, e.reason, JSON.stringify(e.counts), JSON.stringify(e.kept), e.keptUntil, e.createdAt],
      );
  }

  async list(query: ListQuery<Record<string, never>, 'createdAt'>): Promise<Page<Erasure>> {
    const em = this.source.fork();
    const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const rows = await em.execute<ErasureRow[]>(`select * from erasures order by created_at ${order}, id ${order} limit ? offset ?`, [query.limit, query.offset]);
    const count = await em.execute<{ n: number }[]>('select count(*)::int as n from erasures');
    return { items: rows.map(toErasure), total: Number(count[0]!.n) };
  }

  async purgeKept(now: Date, recordsBefore: Date, tenanciesBefore: Date) {
    return this.source.fork().transactional(async (em) => {
      const due = await em.execute<{ id: string; subject_id: string }[]>('select id, subject_id from erasures where kept_until is not null and kept_until <= ? for update', [now]);
      let visits = 0;
      let listings = 0;
      const files: string[] = [];
      for (const { id, subject_id: person } of due) {
        const owned = `select id from properties where owner_id = ?`;
        const rides = await em.execute<{ id: string; report: RideReport | string | null }[]>(
          `delete from rides where tenant_id = ? or rider_id = ? or property_id in (${owned}) returning id, report`,
          [person, person, person],
        );
        files.push(...photoFiles(rides));
        // A listing a tenancy refers to stays while the tenancy does (deleting it would cascade to the tenancy).
        const unlet = `select p.id from properties p where p.owner_id = ? and not exists (select 1 from tenancies t where t.property_id = p.id)`;
        await em.execute(`delete from listing_reports where property_id in (${unlet})`, [person]);
        const gone = await em.execute<{ id: string }[]>(`delete from properties where id in (${unlet}) returning id`, [person]);
        await em.execute('update erasures set kept_until = null where id = ?', [id]);
        visits += rides.length;
        listings += gone.length;
      }
      // Tenancies of people erased before the date, with their payments, history and receipt links (cascade); then
      // those people's listings no tenancy refers to any more.
      const erased = 'select id from users where erased_at is not null and erased_at <= ?';
      const tenancies = await em.execute<{ id: string }[]>(`delete from tenancies where owner_id in (${erased}) or tenant_id in (${erased}) returning id`, [tenanciesBefore, tenanciesBefore]);
      const homes = `select p.id from properties p where p.owner_id in (${erased}) and not exists (select 1 from tenancies t where t.property_id = p.id)`;
      const homeRides = await em.execute<{ id: string; report: RideReport | string | null }[]>(`delete from rides where property_id in (${homes}) returning id, report`, [tenanciesBefore]);
      files.push(...photoFiles(homeRides));
      await em.execute(`delete from listing_reports where property_id in (${homes})`, [tenanciesBefore]);
      const homesGone = await em.execute<{ id: string }[]>(`delete from properties where id in (${homes}) returning id`, [tenanciesBefore]);
      listings += homesGone.length;
      const records = await em.execute<{ id: string }[]>('delete from erasures where created_at < ? returning id', [recordsBefore]);
      return { visits, listings, tenancies: tenancies.length, records: records.length, files };
    });
  }
}
