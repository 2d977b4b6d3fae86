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
 * The admin audit log: append-only (no update, no delete, enforced by the database too). `record` joins the
 * caller's unit of work, so an action and its entry are committed together; the adapter adds the client address
 * of the request being served.
 */
export interface AuditLog {
  record(entry: AuditRecord): Promise<void>;
  list(query: ListQuery<AuditFilter, 'at'>): Promise<Page<AuditEntry>>;
}
export const AuditLog = port<AuditLog>('AuditLog');
