import type { User } from '../../domain/users/user.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import { recordPeopleExport, type PeopleReader } from '../audit/people-export.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UserListFilter, UserRepository, UserSortField } from './ports/user.repository.port.js';

/** The console's Tenants / Owner / Rider grids; a read larger than a grid's page (a CSV export) is in the audit log. */
export class ListUsers {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(query: ListQuery<UserListFilter, UserSortField>, reader: PeopleReader): Promise<Page<User>> {
    const page = await this.users.list(query);
    await recordPeopleExport(this.audit, this.clock, reader, query.limit, page.items.length);
    return page;
  }
}
