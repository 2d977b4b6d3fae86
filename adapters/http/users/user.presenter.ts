import type { User } from '../../../domain/users/user.js';
import type * as Wire from '../contract/wire/index.js';

/** A user as the API shows them (the public user object: the spec's snake_case fields). */
export function userJson(user: User): Wire.User {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    primary_role: user.primaryRole,
    secondary_role: user.secondaryRole,
    mobile_no: user.mobileNo,
    email: user.email,
    status: user.status,
    language: user.language,
    created_at: user.createdAt.toISOString(),
  };
}
