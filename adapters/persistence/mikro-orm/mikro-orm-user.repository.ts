import type { ListQuery, Page } from '../../../application/shared/list-query.js';
import type { UserListFilter, UserRepository, UserSortField } from '../../../application/users/ports/user.repository.port.js';
import { User } from '../../../domain/users/user.js';
import { EmailTakenError, MobileTakenError } from '../../../domain/users/users.errors.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { saveVersioned } from './versioned-save.js';
import { listWithQueryBuilder } from './sql-list.js';
import { mapUniqueViolation } from './unique-violation.js';

const SEARCH = `(first_name || ' ' || last_name || ' ' || coalesce(mobile_no, '') || ' ' || coalesce(email, ''))`;

export class MikroOrmUserRepository implements UserRepository {
  constructor(private readonly source: EntityManagerSource) {}

  findById(id: string) {
    return this.source.fork().findOne(User, { id });
  }

  findByMobile(mobileNo: string) {
    return this.source.fork().findOne(User, { mobileNo });
  }

  async findByIds(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.source.fork().find(User, { id: { $in: [...new Set(ids)] } });
  }

  findAdminByEmail(email: string) {
    return this.source.fork().findOne(User, { email: email.toLowerCase(), $or: [{ primaryRole: 'ADMIN' }, { secondaryRole: 'ADMIN' }] });
  }

  async save(user: User) {
    await mapUniqueViolation(() => saveVersioned(this.source.fork(), User, user), {
      users_mobile_no_unique: () => new MobileTakenError(),
      users_admin_email_unique: () => new EmailTakenError(),
    });
  }

  list(query: ListQuery<UserListFilter, UserSortField>): Promise<Page<User>> {
    const { roles, status, city, erased } = query.filter;
    const where: Record<string, unknown> = { erasedAt: erased ? { $ne: null } : null };
    if (status) where.status = status;
    if (city) where.city = city;
    if (roles?.length) where.$or = [{ primaryRole: { $in: roles } }, { secondaryRole: { $in: roles } }];
    return listWithQueryBuilder(this.source.fork(), User, query, where, { searchExpression: SEARCH });
  }
}
