import type { Role } from '../session';

/** User record of the console (`/api/v1/admin/users`): the API user object plus status and created_at. */
export interface ConsoleUser {
  id: string | number;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string | null;
  email: string | null;
  primary_role: Role;
  secondary_role: Role | null;
  status?: string | null;
  created_at?: string;
}
