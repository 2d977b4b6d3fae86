import type { Role } from '../session';
import type { RiderApplication } from '../riderApplications/types';
import type { UserStatus } from './userStatus';

/**
 * A person of the console's Tenants / Owner / Rider resources (`/api/v1/admin/tenants`, `/owner`, `/rider`):
 * the API user object plus its status, the reason and date of the last block / unblock, city and dates.
 */
export interface ConsoleUser {
  id: string | number;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string | null;
  email: string | null;
  primary_role: Role;
  secondary_role: Role | null;
  status?: UserStatus | string | null;
  status_reason?: string | null;
  status_changed_at?: string | null;
  city?: string | null;
  created_at?: string;
  updated_at?: string;
  /** Riders: the application they were approved with (admins see the full ID number). */
  rider_application?: RiderApplication | null;
}
