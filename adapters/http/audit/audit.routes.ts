import { ListAuditLog, type AuditRow } from '../../../application/audit/list-audit-log.use-case.js';
import type { AuditFilter } from '../../../application/audit/ports/audit-log.port.js';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../domain/audit/audit-entry.js';
import { addDays, indiaTime } from '../../../domain/shared/india-date.js';
import { checkIsoDate } from '../../../domain/shared/iso-date.js';
import { ValidationError } from '../../../domain/shared/domain-error.js';
import { AuditEntrySchema } from '../contract/wire/index.js';
import { optionalEnum, optionalUuid } from '../list-params.js';
import { declareRoutes } from '../shared/route.js';
import { gridRoute, type ResourceList } from '../simple-rest/resource.js';
import { auditEntryJson } from './audit-entry.presenter.js';

export const consoleAuditNeeds = { listAuditLog: ListAuditLog };

/** The actor filter: an account id (a UUID, any case) or nothing; anything else is a 400 on that field. */
function optionalId(value: unknown, field: string): string | undefined {
  return value === null ? undefined : optionalUuid(value, field, 'AUDIT_ACTOR_ID');
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A time bound: a day (YYYY-MM-DD, India's day: `from` its start, `to` the start of the next, so both days are
 * included) or an exact instant (ISO 8601 with its offset).
 */
function optionalBound(value: unknown, field: 'from' | 'to'): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return new Date(value);
  const problem = checkIsoDate(value);
  if (problem) throw ValidationError.field(field, problem);
  const day = value as string;
  return indiaTime(field === 'from' ? day : addDays(day, 1), 0);
}

/**
 * The console's Audit log resource (`audit-log`): read only, newest first (sort `at`), filters `actor_id`, `action`,
 * `subject_type`, `subject_id`, and `from` / `to` (days in India's time, both included, or exact instants). Admin only.
 */
export const consoleAuditRoutes = declareRoutes(consoleAuditNeeds, { tag: 'Console', dialect: 'simple-rest' }, (route) => [
  route(
    gridRoute('audit-log', 'The admin audit log (filters actor_id, action, subject_type, subject_id, from, to)', AuditEntrySchema, (uses, actor): ResourceList<AuditFilter, 'at', AuditRow> => ({
      // `created_at` too: the sort every grid's list takes when none is sent (list-params.ts).
      sortable: { at: 'at', created_at: 'at' },
      defaultSort: 'at',
      filter: (filter) => ({
        actorId: optionalId(filter.actor_id, 'actor_id'),
        action: optionalEnum(filter.action, AUDIT_ACTIONS, 'action'),
        subjectType: optionalEnum(filter.subject_type, AUDIT_SUBJECTS, 'subject_type'),
        subjectId: typeof filter.subject_id === 'string' && filter.subject_id.trim() !== '' ? filter.subject_id.trim().toLowerCase() : undefined,
        from: optionalBound(filter.from, 'from'),
        to: optionalBound(filter.to, 'to'),
      }),
      read: (query) => uses.listAuditLog.execute(actor, query),
      row: () => auditEntryJson,
    })),
  ),
]);
