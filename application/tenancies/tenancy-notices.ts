import type { Property } from '../../domain/properties/property.js';
import type { TenancyActor } from '../../domain/tenancies/tenancy-event.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { placeOf, rupees } from './tenancy-access.js';

type TenancyNoticeKey = 'TENANCY_PROPOSED' | 'TENANCY_CHANGED' | 'TENANCY_WITHDRAWN';

/**
 * The people a move is told to: the other party when a party moved it, both when an admin did (for them). Each in
 * their own language, queued with the move's unit of work.
 */
export async function tellParties(
  deps: { users: UserRepository; jobs: JobQueue; productName: string },
  tenancy: Tenancy,
  actor: TenancyActor,
  notice: (user: User) => ReturnType<typeof smsNotice>,
): Promise<void> {
  const ids = [tenancy.ownerId, tenancy.tenantId].filter((id) => actor.role === 'ADMIN' || id !== actor.id);
  for (const user of await deps.users.findByIds(ids)) await queueSms(deps.jobs, user.mobileNo, notice(user));
}

/** A proposal, a change or a withdrawal, told with the place and the rent. */
export const termsNotice = (key: TenancyNoticeKey, productName: string, tenancy: Tenancy, property: Property | null) => (user: User) =>
  smsNotice(key, user.language, { product: productName, place: placeOf(property), rent: rupees(tenancy.rent) });
