import type { AuditEntry } from '../../domain/audit/audit-entry.js';
import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { AuditFilter, AuditLog } from './ports/audit-log.port.js';

/** An entry as the console shows it: who did it by name and e-mail (null when the account is gone). */
export interface AuditRow extends AuditEntry {
  actor: { name: string | null; email: string | null };
}

/** The console's Audit log: entries newest first (or oldest), filtered by actor, action, subject and a time range. Admins only. */
export class ListAuditLog {
  constructor(
    private readonly auditLog: AuditLog,
    private readonly users: UserRepository,
  ) {}

  async execute(actor: User, query: ListQuery<AuditFilter, 'at'>): Promise<Page<AuditRow>> {
    if (!actor.isAdmin) throw new ForbiddenError();
    const page = await this.auditLog.list(query);
    const actors = new Map((await this.users.findByIds([...new Set(page.items.map((e) => e.actorId))])).map((u) => [u.id, u]));
    return {
      items: page.items.map((entry) => {
        const who = actors.get(entry.actorId);
        const name = who ? `${who.firstName} ${who.lastName}`.trim() : '';
        return { ...entry, actor: { name: name || null, email: who?.email ?? null } };
      }),
      total: page.total,
    };
  }
}
