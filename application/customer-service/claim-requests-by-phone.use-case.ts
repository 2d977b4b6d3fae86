import type { User } from '../../domain/users/user.js';
import type { LeadRepository } from '../leads/ports/lead.repository.port.js';
import type { PropertyRequestRepository } from '../property-requests/ports/property-request.repository.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';

/**
 * After a person proved their number with an OTP: the callback requests and property requests made with that
 * number while signed out (no account holds them yet) become theirs, so they follow them on "My requests".
 * A signed-out listing report keeps no number, so none is claimed. How many requests were claimed.
 */
export class ClaimRequestsByPhone {
  constructor(
    private readonly leads: LeadRepository,
    private readonly propertyRequests: PropertyRequestRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(user: Pick<User, 'id' | 'mobileNo'>): Promise<number> {
    const mobileNo = user.mobileNo;
    if (!mobileNo) return 0;
    return this.unitOfWork.run(async () => (await this.leads.claimByMobile(mobileNo, user.id)) + (await this.propertyRequests.claimByMobile(mobileNo, user.id)));
  }
}
