import { ForbiddenError } from '../../domain/shared/domain-error.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { TenancyListFilter, TenancyRepository, TenancySortField } from './ports/tenancy.repository.port.js';

/** The console's grid of tenancies (admins only). */
export class ListTenancies {
  constructor(private readonly tenancies: TenancyRepository) {}

  async execute(input: { user: User; query: ListQuery<TenancyListFilter, TenancySortField> }): Promise<Page<Tenancy>> {
    if (!input.user.isAdmin) throw new ForbiddenError();
    return this.tenancies.list(input.query);
  }
}
