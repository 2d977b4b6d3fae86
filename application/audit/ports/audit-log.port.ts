import type { AuditAction, AuditEntry, AuditRecord, AuditSubject } from '../../../domain/audit/audit-entry.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

export interface AuditFilter {
  actorId?: string;
  action?: AuditAction;
  subjectType?: AuditSubject;
  subjectId?: string;
  from?: Date;
  to?: Date;
}

/**
 * The admin audit log: append-only (no update, no delete, enforced by the database too) but for the retention purge.
 * `record` joins the caller's unit of work, so an action and its entry are committed together; the adapter adds the
 * client address of the request being served.
 */
export interface AuditLog {
  record(entry: AuditRecord): Promise<void>;
  list(query: ListQuery<AuditFilter, 'at'>): Promise<Page<AuditEntry>>;
  /**
   * The retention purge (RETENTION.auditLogYears), the one deletion the log allows: deletes the entries made before
   * `before` and answers how many. The database refuses it for any entry younger than its own floor (3 years).
   */
  purge(before: Date): Promise<number>;
}
export const AuditLog = port<AuditLog>('AuditLog');
