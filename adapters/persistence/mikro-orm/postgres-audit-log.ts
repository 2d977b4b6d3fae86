import { v7 as uuid } from 'uuid';
import type { AuditFilter, AuditLog } from '../../../application/audit/ports/audit-log.port.js';
import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import type { AuditAction, AuditDetail, AuditEntry, AuditRecord, AuditSubject } from '../../../domain/audit/audit-entry.js';
import type { EntityManagerSource } from './entity-manager-source.js';

interface AuditRow {
  id: string;
  at: Date | string;
  actor_id: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  detail: AuditDetail | string | null;
  from_address: string | null;
}

/**
 * The audit log in `audit_log` (Migration20261129100000_audit_log): rows are only ever inserted; a trigger
 * refuses any UPDATE, DELETE or TRUNCATE, but the retention purge's (audit_log_purge) of rows past 3 years. `record` goes through the source's fork, so inside a unit of work it is
 * one more statement of that transaction: the action and its entry commit, or roll back, together.
 */
export class PostgresAuditLog implements AuditLog {
  /** `from`: the client address of the request being served, null outside one. */
  constructor(
    private readonly source: EntityManagerSource,
    private readonly from: () => string | null = () => null,
  ) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.source
      .fork()
      .execute(
        'insert into audit_log (id, at, actor_id, action, subject_type, subject_id, detail, from_address) values (?, ?, ?, ?, ?, ?, ?::jsonb, ?)',
        [uuid(), entry.at, entry.actorId, entry.action, entry.subject.type, entry.subject.id, JSON.stringify(entry.detail ?? {}), this.from()],
      );
  }

  /** Through audit_log_purge (Migration20261130020000_audit_log_retention): a plain DELETE is refused by the trigger. */
  async purge(before: Date): Promise<number> {
    const [row] = await this.source.fork().execute<Array<{ deleted: number }>>('select audit_log_purge(?) as deleted', [before]);
    return Number(row?.deleted ?? 0);
  }

  async list(query: ListQuery<AuditFilter, 'at'>): Promise<Page<AuditEntry>> {
    const { actorId, action, subjectType, subjectId, from, to } = query.filter;
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      where.push(sql);
      params.push(value);
    };
    if (actorId) add('actor_id = ?', actorId);
    if (action) add('action = ?', action);
    if (subjectType) add('subject_type = ?', subjectType);
    if (subjectId) add('subject_id = ?', subjectId);
    if (from) add('at >= ?', from);
    if (to) add('at < ?', to);
    const needle = query.search?.trim().toLowerCase();
    if (needle) add(`position(? in lower(action || ' ' || subject_type || ' ' || coalesce(subject_id, ''))) > 0`, needle);
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const direction = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const em = this.source.fork();
    const rows = await em.execute<AuditRow[]>(`select * from audit_log ${clause} order by at ${direction}, id ${direction} limit ? offset ?`, [...params, query.limit, query.offset]);
    const counted = await em.execute<{ n: number | string }[]>(`select count(*)::int as n from audit_log ${clause}`, params);
    return { items: rows.map(toEntry), total: Number(counted[0]?.n ?? 0) };
  }
}

function toEntry(row: AuditRow): AuditEntry {
  const detail = typeof row.detail === 'string' ? (JSON.parse(row.detail) as AuditDetail) : (row.detail ?? {});
  return {
    id: row.id,
    at: new Date(row.at),
    actorId: row.actor_id,
    action: row.action as AuditAction,
    subject: { type: row.subject_type as AuditSubject, id: row.subject_id },
    ...(Object.keys(detail).length ? { detail } : {}),
    from: row.from_address,
  };
}
