import { Lead } from '../../domain/leads/lead.js';
import type { Ride } from '../../domain/rides/ride.js';
import { parseVisitDecision, type VisitDecision, type VisitDecisionReason } from '../../domain/rides/visit-decision.js';
import type { User } from '../../domain/users/user.js';
import type { LeadRepository } from '../leads/ports/lead.repository.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import { typedWords } from '../shared/sms-texts/short-place.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { loadRide, type RideSettings } from './ride-access.js';
import { actorIn, viewRides, type RideView } from './ride-views.js';

export interface DecideAfterVisitInput {
  actor: User;
  rideId: string;
  decision: VisitDecision;
  reason?: VisitDecisionReason | null;
  note?: string | null;
}

/**
 * The tenant of a completed visit answers "I want to rent it" or "Not for me" (with a reason), and may change the
 * answer within the window (Ride.decide). The first "I want to rent it" makes a lead at the top of the console's
 * queue, linked to the visit and its listing, and texts the owner (once per visit: changing one's mind back and forth
 * texts nobody again). "Not for me" after it closes the lead while it is still open; wanting it again reopens it.
 * The answer, the lead and the text commit together (one unit of work). The same answer twice changes nothing.
 */
export class DecideAfterVisit {
  constructor(
    private readonly rides: RideRepository,
    private readonly leads: LeadRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: RideSettings,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: DecideAfterVisitInput): Promise<RideView> {
    const ride = await loadRide(this.rides, input.rideId);
    const actor = actorIn(ride, input.actor);
    const answer = parseVisitDecision(input);
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const changed = ride.decide(actor, answer, now);
      if (changed) {
        await this.rides.save(ride);
        await this.followLead(ride, input.actor, now);
      }
      return (await viewRides([ride], this.properties, this.users))[0]!;
    });
  }

  private async followLead(ride: Ride, tenant: User, now: Date): Promise<void> {
    const lead = await this.leads.findByVisitId(ride.id);
    if (ride.decision === 'NOT_INTERESTED') {
      if (lead?.withdrawInterest(tenant.id, now)) await this.leads.save(lead);
      return;
    }
    if (lead) {
      if (lead.renewInterest(tenant.id, now)) await this.leads.save(lead);
      return;
    }
    await this.leads.save(
      Lead.fromVisitInterest(
        { visitId: ride.id, propertyId: ride.propertyId, firstName: tenant.firstName, lastName: tenant.lastName, mobileNo: tenant.mobileNo ?? '' },
        now,
      ),
    );
    const property = await this.properties.findById(ride.propertyId);
    const owner = property ? await this.users.findById(property.ownerId) : null;
    if (!property || !owner) return;
    const place = typedWords(`${property.title}, ${property.locality}`);
    await queueSms(this.jobs, owner.mobileNo, smsNotice('VISIT_INTEREST', owner.language, { product: this.settings.productName, place }));
  }
}
