import type { Property } from '../../domain/properties/property.js';
import type { TenancyActor } from '../../domain/tenancies/tenancy-event.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { placeOf, rupees, type TenancySettings } from './tenancy-access.js';

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

/**
 * A proposal, a change or a withdrawal told to the people the move is told to (tellParties), with the home's place
 * (read from the listing when the caller has not read it) and the rent. Bound once for the use cases that make them.
 */
export class TermsNotices {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly settings: TenancySettings,
  ) {}

  async tell(key: TenancyNoticeKey, tenancy: Tenancy, actor: TenancyActor, property?: Property | null): Promise<void> {
    const home = property === undefined ? await this.properties.findById(tenancy.propertyId) : property;
    const { productName } = this.settings;
    await tellParties({ users: this.users, jobs: this.jobs, productName }, tenancy, actor, termsNotice(key, productName, tenancy, home));
  }
}
