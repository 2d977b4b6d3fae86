import type { Person } from '../../../adapters/http/contract/wire/users';
import type { RiderApplication } from '../riderApplications/types';

/**
 * A person of the console's Tenants / Owner / Rider resources (`/api/v1/admin/tenants`, `/owner`, `/rider`), from the
 * shared contract: the API user object plus its status, the reason and date of the last block / unblock, city and
 * dates; read one by one, riders carry the application they were approved with (admins see the full ID number).
 */
export type ConsoleUser = Person & { rider_application?: RiderApplication | null };
