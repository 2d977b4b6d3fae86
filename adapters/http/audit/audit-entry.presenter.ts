/** The JSON of the audit log's entries (the console's Audit log resource). */
import type { AuditRow } from '../../../application/audit/list-audit-log.use-case.js';
import type * as Wire from '../contract/wire/index.js';

export function auditEntryJson(e: AuditRow): Wire.AuditEntry {
  return {
    id: e.id,
    at: e.at.toISOString(),
    actor_id: e.actorId,
    actor_name: e.actor.name,
    actor_email: e.actor.email,
    action: e.action,
    subject_type: e.subject.type,
    subject_id: e.subject.id,
    detail: e.detail ?? {},
    from_address: e.from,
  };
}
