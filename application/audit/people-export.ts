import type { User } from '../../domain/users/user.js';
import { MAX_PAGE_SIZE } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { AuditLog } from './ports/audit-log.port.js';

/** Who reads a list of people (an admin) and through which list (the console's resource, `tenants`, `leads`, ...). */
export interface PeopleReader {
  actor: User;
  resource: string;
}

/**
 * A read of people's contact details larger than any page of a grid (MAX_PAGE_SIZE, 100) is a bulk export: the
 * console's CSV export asks for up to MAX_EXPORT_SIZE rows at once, and so would a script. It is recorded as
 * PEOPLE_EXPORTED with the list and how many people it returned (never who they are). The rule is the server's
 * own (no flag the client could leave out); paging through a grid 100 at a time is ordinary reading, not recorded.
 */
export async function recordPeopleExport(audit: AuditLog, clock: Clock, reader: PeopleReader, asked: number, returned: number): Promise<void> {
  if (asked <= MAX_PAGE_SIZE) return;
  await audit.record({
    actorId: reader.actor.id,
    action: 'PEOPLE_EXPORTED',
    subject: { type: 'PEOPLE', id: null },
    detail: { resource: reader.resource, count: returned },
    at: clock.now(),
  });
}
