import type { Role } from '../../../domain/users/role.js';
import type { User, UserStatus } from '../../../domain/users/user.js';
import type { ListQuery, Page } from '../../shared/list-query.js';
import { port } from '../../shared/port.js';

export interface UserListFilter {
  /** People holding any of these roles, as primary or secondary role. */
  roles?: readonly Role[];
  status?: UserStatus;
  city?: string;
  /**
   * true: only the erased people's tombstones ("Erased person", kept for the visits and records that name them);
   * absent or false: only people not erased. A list shows the tombstones only when asked.
   */
  erased?: boolean;
}

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  findByMobile(mobileNo: string): Promise<User | null>;
  /** In any order; missing ones are left out. */
  findByIds(ids: readonly string[]): Promise<User[]>;
  /** The admin account signing in with this email (emails are unique among admins only). */
  findAdminByEmail(email: string): Promise<User | null>;
  /** Inserts or updates. Throws MobileTakenError, or EmailTakenError when another admin has the email. */
  save(user: User): Promise<void>;
  list(query: ListQuery<UserListFilter, UserSortField>): Promise<Page<User>>;
}
export type UserSortField = 'createdAt' | 'firstName' | 'lastName';
export const UserRepository = port<UserRepository>('UserRepository');
