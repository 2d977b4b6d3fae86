/** An audit log entry, from the shared contract. */
export type { AuditAction, AuditEntry, AuditSubjectType } from '../../../adapters/http/contract/wire/audit';
