import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import type { UserListFilter, UserRepository, UserSortField } from '../../../application/users/ports/user.repository.port.js';
import type { User } from '../../../domain/users/user.js';
import { EmailTakenError, MobileTakenError } from '../../../domain/users/users.errors.js';
import { copyOf, listInMemory, saveVersionedInMemory } from './in-memory-list.js';
import { snapshotMaps, type InMemoryStore } from './in-memory-unit-of-work.js';

export class InMemoryUserRepository implements UserRepository, InMemoryStore {
  private readonly rows = new Map<string, User>();

  /** The ids of the rows matching `test` (the erasure purge: who was erased before a date). */
  idsWhere(test: (row: User) => boolean): Set<string> {
    return new Set([...this.rows.values()].filter(test).map((u) => u.id));
  }

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copyOf(row) : null;
  }

  async findByMobile(mobileNo: string) {
    return this.find((u) => u.mobileNo === mobileNo);
  }

  async findByIds(ids: readonly string[]) {
    return [...new Set(ids)].flatMap((id) => (this.rows.has(id) ? [copyOf(this.rows.get(id)!)] : []));
  }

  async findAdminByEmail(email: string) {
    return this.find((u) => u.isAdmin && u.email === email.toLowerCase());
  }

  async save(user: User) {
    for (const other of this.rows.values()) {
      if (other.id === user.id) continue;
      if (user.mobileNo && other.mobileNo === user.mobileNo) throw new MobileTakenError();
      if (user.isAdmin && other.isAdmin && user.email && other.email === user.email) throw new EmailTakenError();
    }
    saveVersionedInMemory(this.rows, user);
  }

  async list(query: ListQuery<UserListFilter, UserSortField>): Promise<Page<User>> {
    const page = listInMemory(
      [...this.rows.values()],
      query,
      (u, f) =>
        (!f.roles?.length || f.roles.includes(u.primaryRole) || (u.secondaryRole !== null && f.roles.includes(u.secondaryRole))) &&
        (!f.status || u.status === f.status) &&
        (!f.city || u.city === f.city) &&
        u.isErased === Boolean(f.erased),
      (u) => [u.firstName, u.lastName, u.mobileNo ?? '', u.email ?? ''].join(' '),
    );
    return { items: page.items.map(copyOf), total: page.total };
  }

  private find(predicate: (u: User) => boolean) {
    for (const row of this.rows.values()) if (predicate(row)) return copyOf(row);
    return null;
  }

  snapshot() {
    return snapshotMaps(this.rows);
  }
}
