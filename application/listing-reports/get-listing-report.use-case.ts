import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { RideRepository } from '../rides/ports/ride.repository.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { loadListingReport } from './listing-report-access.js';
import { reportRows, type ListingReportDetails } from './listing-report-views.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';

/** A listing's latest check visits shown on its report page. */
const CHECK_VISITS_SHOWN = 50;

/**
 * One report for the console's record page, with its listing, the listing's owner, every report of the listing
 * (newest first), the check visits admins booked for it (newest first, with who booked them, their riders and reports)
 * and the owner's answers to the reports (newest first).
 */
export class GetListingReport {
  constructor(
    private readonly reports: ListingReportRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly rides: RideRepository,
  ) {}

  async execute(id: string): Promise<ListingReportDetails> {
    const report = await loadListingReport(this.reports, id);
    const [[row], all, visits, answers] = await Promise.all([
      reportRows([report], { reports: this.reports, properties: this.properties }),
      this.reports.listForProperty(report.propertyId),
      this.rides.list({ filter: { propertyId: report.propertyId, checkVisits: true }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: CHECK_VISITS_SHOWN }),
      this.reports.listAnswers(report.propertyId),
    ]);
    const checks = visits.items;
    const people = await this.users.findByIds(
      [...new Set([row!.property?.ownerId, ...checks.flatMap((r) => [r.riderId, r.bookedById])].filter((id): id is string => Boolean(id)))],
    );
    const person = new Map(people.map((u) => [u.id, u]));
    return {
      ...row!,
      owner: row!.property ? (person.get(row!.property.ownerId) ?? null) : null,
      reports: all,
      checkVisits: checks.map((ride) => ({ ride, rider: ride.riderId ? (person.get(ride.riderId) ?? null) : null, bookedBy: person.get(ride.bookedById) ?? null })),
      ownerAnswers: answers,
    };
  }
}
