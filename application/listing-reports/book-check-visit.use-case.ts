import type { ListingReport } from '../../domain/listing-reports/listing-report.js';
import { cityName } from '../../domain/properties/city-names.js';
import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import { OpenRideStatuses, Ride } from '../../domain/rides/ride.js';
import { RideSlot } from '../../domain/rides/ride-slot.js';
import { OpenCheckExistsError, RideTransitionError } from '../../domain/rides/rides.errors.js';
import { ForbiddenError } from '../../domain/shared/domain-error.js';
import { parseText } from '../../domain/shared/text.js';
import { CHECK_VISIT_NOTE_RULE } from '../../domain/rides/ride-status.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { RiderApplicationRepository } from '../riders/ports/rider-application.repository.port.js';
import type { RideRepository } from '../rides/ports/ride.repository.port.js';
import type { RideSettings } from '../rides/ride-access.js';
import { RideTexts } from '../rides/ride-notices.js';
import { queueSms } from '../shared/outbound-messages.js';
import { viewRides } from '../rides/ride-views.js';
import { listingsOwnPeople, rankRiders } from '../rides/rider-choices.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { loadListingReport } from './listing-report-access.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import { english } from '../../domain/shared/catalogue/index.js';

export const CheckVisitMessages = {
  noRider: (city: string) => english('CHECK_VISIT_NO_RIDER', { city }),
  notCheckable: english('CHECK_VISIT_NOT_CHECKABLE'),} as const;

/** Open checks of one listing read to find the admin's own (one per admin: more than the admins there are). */
const OPEN_CHECKS_READ = 500;

export interface BookCheckVisitInput {
  actor: User;
  reportId: string;
  slotDate: string;
  /** "10:00" or 10. */
  slotStart: string | number;
  /** What the rider should look at (optional; a default note says what a check is). */
  note?: string | null;
}

/**
 * An admin books a rider's visit to check a reported listing, in a 1-hour slot by the visit rules (9:00 to
 * 19:00 India time, 3 hours to 14 days ahead). The visit is the rides context's own Ride, requested by the admin
 * and assigned at once to the best rider of the listing's city who is free in the slot and on duty then (serving
 * its locality first: the assignment picker's order), never the listing's owner or the person who posted it (a
 * rider may own or post listings); with nobody free and on duty it is refused (409) and nothing is stored. An
 * off-duty rider is never sent on their day off by this automatic choice (the admin may still give them the visit
 * from Rides, seeing who is off duty). The
 * rider gets the usual SMS. The visit has no tenant (purpose CHECK): the admin is kept as who booked it, not put in
 * a tenant's seat, so no tenant's text (confirmed, cancelled) reaches the admin and the rider sees a check of a
 * reported listing, with the reasons it was reported for and the note, not a person to meet. The owner is not told
 * (as for any visit: no visit texts its owner, and a check announced to the advertiser would check little). The
 * database's unique index on (rider, slot) still decides a race with another assignment, and one open check per
 * admin per listing (a second is refused, 409). The visit then runs as any other: the rider confirms, visits and
 * reports; the report shows on the listing's reports.
 */
export class BookCheckVisit {
  constructor(
    private readonly reports: ListingReportRepository,
    private readonly properties: PropertyRepository,
    private readonly rides: RideRepository,
    private readonly users: UserRepository,
    private readonly applications: RiderApplicationRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: RideSettings,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  async execute(input: BookCheckVisitInput): Promise<{ report: ListingReport; ride: Ride }> {
    const { actor } = input;
    if (!actor.isAdmin) throw new ForbiddenError();
    // The admin's note for the rider (trimmed, spaces folded, at most 500); none when blank (the rider's page then
    // says what a check looks for, in the rider's language).
    const note = parseText(input.note, 'note', CHECK_VISIT_NOTE_RULE);
    const report = await loadListingReport(this.reports, input.reportId);
    const now = this.clock.now();
    const slot = RideSlot.book(input.slotDate, input.slotStart, now);
    const property = await this.properties.findById(report.propertyId);
    if (!property) throw new PropertyNotFoundError();
    if (property.status !== 'LIVE' && property.status !== 'UNDER_REVIEW') throw new RideTransitionError(CheckVisitMessages.notCheckable);
    // The admin's open check of the listing is the reason to give, not "no rider is free" (the unique index still
    // decides a race). A listing has at most one open check per admin, so the first page holds them all.
    const openChecks = await this.rides.list({
      filter: { propertyId: property.id, checkVisits: true, statuses: OpenRideStatuses },
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: OPEN_CHECKS_READ,
    });
    if (openChecks.items.some((ride) => ride.bookedById === actor.id)) throw new OpenCheckExistsError();

    const choices = await rankRiders(
      { city: property.city, locality: property.locality, slot, excludeIds: [actor.id, ...listingsOwnPeople(property)], currentRiderId: null },
      { rides: this.rides, applications: this.applications, users: this.users },
    );
    const rider = choices.find((choice) => choice.free && choice.onDuty)?.rider;
    if (!rider) throw new RideTransitionError(CheckVisitMessages.noRider(cityName(property.city, 'en')));
    // What the rider is told the listing was reported for: the reasons of its open reports (and of this one).
    const open = await this.reports.listForProperty(property.id, { openOnly: true });
    const reasons = [report, ...open].map((r) => r.reason);
    const ride = Ride.requestCheck({ propertyId: property.id, adminId: actor.id, city: property.city, locality: property.locality, slot, note, reasons }, now);
    ride.assign(rider.id, { id: actor.id, role: 'ADMIN' }, now);
    // The rider's text is queued with the visit (one unit of work): sent only if it is stored, not lost once it is.
    await this.unitOfWork.run(async () => {
      await this.rides.save(ride);
      const [view] = await viewRides([ride], this.properties, this.users);
      await queueSms(this.jobs, rider.mobileNo, RideTexts.assigned(view!, this.settings.productName, rider.language));
      // In the audit log as an assignment (the check visit for this report).
      await this.audit.record({ actorId: actor.id, action: 'RIDE_ASSIGNED', subject: { type: 'RIDE', id: ride.id }, detail: { riderId: rider.id, previousRiderId: null, checkForReportId: report.id }, at: now });
    });
    return { report, ride };
  }
}
