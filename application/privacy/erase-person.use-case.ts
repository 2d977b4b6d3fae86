import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../domain/shared/domain-error.js';
import { english } from '../../domain/shared/catalogue/index.js';
import { RETENTION, yearsBefore } from '../../domain/shared/retention.js';
import type { Property } from '../../domain/properties/property.js';
import { Erasure, scrubReason, type ErasureCounts, type KeptRecords } from '../../domain/privacy/erasure.js';
import type { Ride } from '../../domain/rides/ride.js';
import { RideNoteMessages } from '../../domain/rides/rides.errors.js';
import type { User } from '../../domain/users/user.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { OtpChallengeRepository } from '../auth/ports/otp-challenge.repository.port.js';
import type { SessionRepository } from '../auth/ports/session.repository.port.js';
import type { LeadRepository } from '../leads/ports/lead.repository.port.js';
import type { ListingReportRepository } from '../listing-reports/ports/listing-report.repository.port.js';
import type { PropertyImageRepository } from '../properties/ports/property-image.repository.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { WishlistRepository } from '../properties/ports/wishlist.repository.port.js';
import { shareCardKey } from '../properties/share-card.js';
import type { PropertyRequestRepository } from '../property-requests/ports/property-request.repository.port.js';
import type { RiderApplicationRepository } from '../riders/ports/rider-application.repository.port.js';
import type { RideRepository } from '../rides/ports/ride.repository.port.js';
import type { RideSettings } from '../rides/ride-access.js';
import { storeCancellation, tellCancellation } from '../rides/ride-cancellation.js';
import type { SearchAlertRepository } from '../search-alerts/ports/search-alert.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { PaymentRepository } from '../tenancies/ports/payment.repository.port.js';
import type { TenancyRepository } from '../tenancies/ports/tenancy.repository.port.js';
import { tellParties, termsNotice } from '../tenancies/tenancy-notices.js';
import type { TenancyActor } from '../../domain/tenancies/tenancy-event.js';
import { pages } from './export-my-data.use-case.js';
import type { ErasureRepository } from './ports/erasure.repository.port.js';
import { checkReason, reasonText } from '../../domain/shared/text.js';
import './delete-stored-files.use-case.js';

export const ErasureMessages = {
  signInAgain: english('ERASURE_SIGN_IN_AGAIN'),
  reason: english('ERASURE_REASON'),
  admin: english('ERASURE_ADMIN'),
  already: english('ERASURE_ALREADY'),
  /** The reason kept on a tenancy proposal the erasure withdrew (the other party reads it on the tenancy page). */
  tenancyWithdrawn: english('TENANCY_PARTY_ERASED'),
} as const;

/** A person erasing themselves must have signed in this recently (their session's start): a left-open browser cannot. */
export const ERASURE_FRESH_SIGN_IN_MS = 10 * 60_000;

/** The stores the erasure reads and writes. */
interface ErasureStores {
  users: UserRepository;
  sessions: SessionRepository;
  otps: OtpChallengeRepository;
  properties: PropertyRepository;
  images: PropertyImageRepository;
  rides: RideRepository;
  leads: LeadRepository;
  propertyRequests: PropertyRequestRepository;
  listingReports: ListingReportRepository;
  riderApplications: RiderApplicationRepository;
  wishlist: WishlistRepository;
  searchAlerts: SearchAlertRepository;
  tenancies: TenancyRepository;
  payments: PaymentRepository;
  erasures: ErasureRepository;
}

/** An admin's reason for an erasure: 3 to 500 characters. Its message, or null. */
export const checkErasureReason = (input: unknown): string | null => checkReason(input, { min: 3, max: 500 }, ErasureMessages.reason);

export interface ErasePersonInput {
  actor: User;
  /** The person to erase: the actor themselves (DELETE /users/me) or, for an admin, anyone but an admin. */
  userId: string;
  /** An admin's reason (required then; the person's number and names are taken out before it is kept). */
  reason?: string | null;
  /** When the actor's session began (a person erasing themselves must have signed in within 10 minutes). */
  signedInAt?: Date;
}

/**
 * A person's right to erasure (DPDP Act 2023, s. 12), asked by the person or by an admin on their request. One unit
 * of work: their listings withdrawn (archived, out of search; photos deleted from storage by a job queued in the
 * unit, and so are the photos riders took of them in visit reports), their open visits cancelled with a text to the other side, their sessions, wishlist, search alerts and
 * one-time passwords deleted, the callback requests, requests for a home, listing reports and rider applications
 * they made anonymised, their tenancy proposals not yet confirmed by both withdrawn (the other party texted, as for
 * any withdrawal), and their account turned into a tombstone ("Erased person", no number or email: the number may
 * sign up afresh). Kept, without anything personal, until a date each (docs/rules.md, "Erasure"): the visits they
 * took part in and their withdrawn listings (disputes); the tenancies they were a party to and their payments (the
 * other party's records too, and rent receipts for tax: RETENTION.erasedTenancyYears); and the erasure record (counts
 * only). An admin's erasure is audited (USER_ERASED).
 */
export class ErasePerson {
  private readonly stores: ErasureStores;

  constructor(
    users: UserRepository,
    sessions: SessionRepository,
    otps: OtpChallengeRepository,
    properties: PropertyRepository,
    images: PropertyImageRepository,
    rides: RideRepository,
    leads: LeadRepository,
    propertyRequests: PropertyRequestRepository,
    listingReports: ListingReportRepository,
    riderApplications: RiderApplicationRepository,
    wishlist: WishlistRepository,
    searchAlerts: SearchAlertRepository,
    tenancies: TenancyRepository,
    payments: PaymentRepository,
    erasures: ErasureRepository,
    private readonly audit: AuditLog,
    private readonly rateLimiter: RateLimiter,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: RideSettings,
    private readonly unitOfWork: UnitOfWork,
  ) {
    this.stores = { users, sessions, otps, properties, images, rides, leads, propertyRequests, listingReports, riderApplications, wishlist, searchAlerts, tenancies, payments, erasures };
  }

  async execute(input: ErasePersonInput): Promise<Erasure> {
    const { actor } = input;
    const now = this.clock.now();
    const self = actor.id === input.userId;
    let reason: string | null = null;
    if (self) {
      if (actor.isAdmin) throw new ForbiddenError(ErasureMessages.admin);
      if (!input.signedInAt || now.getTime() - input.signedInAt.getTime() > ERASURE_FRESH_SIGN_IN_MS) throw new ForbiddenError('ERASURE_SIGN_IN_AGAIN');
    } else {
      if (!actor.isAdmin) throw new ForbiddenError();
      const problem = checkErasureReason(input.reason);
      if (problem) throw ValidationError.field('reason', problem);
      reason = reasonText(input.reason);
    }
    const { users } = this.stores;
    const person = self ? actor : await users.findById(input.userId);
    if (!person) throw new NotFoundError('USER_NOT_FOUND');
    if (person.isAdmin) throw new ForbiddenError(ErasureMessages.admin);
    if (person.isErased) throw new ConflictError('ERASURE_ALREADY');
    const mobileNo = person.mobileNo;
    if (reason !== null) reason = scrubReason(reason, person);

    const erasure = await this.unitOfWork.run(async () => {
      const counts = await this.eraseRecords(person, now, actor);
      const visits = await this.forgetInVisits(person, counts.ownedIds, now);
      const visitsKept = visits.kept;
      if (visits.files.length) {
        await this.jobs.enqueue('privacy.delete-files', { keys: visits.files });
        counts.counts.photosDeleted += visits.files.length;
      }
      const tenancies = await this.withdrawProposals(person, actor, now);
      counts.counts.tenancyProposalsWithdrawn = tenancies.withdrawn;
      const keptUntil = new Date(now.getTime() + RETENTION.erasedVisitDays * 86_400_000);
      const tenanciesUntil = yearsBefore(now, -RETENTION.erasedTenancyYears);
      const kept: KeptRecords[] = [
        { kind: 'VISITS', count: visitsKept, until: keptUntil },
        { kind: 'LISTINGS', count: counts.ownedIds.length, until: keptUntil },
        { kind: 'TENANCIES', count: tenancies.kept, until: tenanciesUntil },
        { kind: 'TENANCY_PAYMENTS', count: tenancies.payments, until: tenanciesUntil },
        { kind: 'ERASURE_RECORD', count: 1, until: yearsBefore(now, -RETENTION.erasureRecordYears) },
      ];
      person.erase(now);
      await users.save(person);
      const record = Erasure.record({ subjectId: person.id, requestedBy: self ? 'SELF' : 'ADMIN', adminId: self ? null : actor.id, reason, counts: counts.counts, kept }, now);
      await this.stores.erasures.add(record);
      if (!self) {
        await this.audit.record({ actorId: actor.id, action: 'USER_ERASED', subject: { type: 'USER', id: person.id }, detail: { erasure_id: record.id, reason }, at: now });
      }
      return record;
    });
    // Rate-limit counters are kept outside any unit of work; a key holding the number goes once the erasure is stored.
    if (mobileNo) await this.rateLimiter.forgetSubject(mobileNo);
    return erasure;
  }

  private async eraseRecords(person: User, now: Date, actor: User): Promise<{ counts: ErasureCounts; ownedIds: string[] }> {
    const s = this.stores;
    const owned = await this.ownedListings(person.id);
    const files: string[] = [];
    let withdrawn = 0;
    for (const listing of owned) {
      const { before } = await s.images.changeGallery(listing.id, () => []);
      for (const image of before) files.push(...image.variants.map((v) => v.key), shareCardKey(image));
      if (listing.status !== 'ARCHIVED') {
        listing.archive(now);
        withdrawn += 1;
      }
      listing.setCover(null, 0, now);
      await s.properties.save(listing);
    }
    if (files.length) await this.jobs.enqueue('privacy.delete-files', { keys: files });

    const open = [...(await s.rides.listOpenFor(person.id)), ...(await s.rides.listOpenForProperties(owned.map((p) => p.id)))];
    const seen = new Set<string>();
    const notices = { properties: s.properties, users: s.users, jobs: this.jobs, settings: this.settings };
    for (const ride of open) {
      if (seen.has(ride.id)) continue;
      seen.add(ride.id);
      await storeCancellation(s.rides, ride, { id: actor.id, role: 'SYSTEM' }, RideNoteMessages.partyErased, now);
      // The other side is told (queued in the unit: sent once it commits); the erased person is not.
      await tellCancellation(ride, notices, { quiet: person.id });
    }

    const sessionsEnded = await s.sessions.deleteAllForUser(person.id, person.mobileNo);
    const wishlistEntries = await s.wishlist.clear(person.id);
    const alerts = await s.searchAlerts.listByUser(person.id);
    for (const alert of alerts) await s.searchAlerts.delete(alert.id);

    const leads = person.mobileNo ? await s.leads.listByMobile(person.mobileNo) : [];
    for (const lead of leads) {
      lead.anonymise(now);
      await s.leads.save(lead);
    }
    const requests = await s.propertyRequests.listByPerson({ userId: person.id, mobileNo: person.mobileNo });
    for (const request of requests) {
      request.anonymise(now);
      await s.propertyRequests.save(request);
    }
    const reports = await s.listingReports.listByReporter(person.id);
    for (const report of reports) {
      report.anonymiseReporter(now);
      await s.listingReports.save(report);
    }
    const applications = (await s.riderApplications.list({ filter: { userId: person.id }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 1000 })).items;
    for (const application of applications) {
      application.anonymise(now);
      await s.riderApplications.save(application);
    }
    const otpCodes = person.mobileNo ? await s.otps.deleteForNumber(person.mobileNo) : 0;
    return {
      ownedIds: owned.map((p) => p.id),
      counts: {
        listingsWithdrawn: withdrawn,
        photosDeleted: files.length,
        visitsCancelled: seen.size,
        sessionsEnded,
        wishlistEntries,
        searchAlerts: alerts.length,
        callbackRequests: leads.length,
        propertyRequests: requests.length,
        listingReports: reports.length,
        riderApplications: applications.length,
        otpCodes,
      },
    };
  }

  /**
   * The person's tenancy proposals that both parties have not yet confirmed are withdrawn (by them, or by the admin
   * erasing them), the other party texted as for any withdrawal; the erased person is not. Every tenancy they were a
   * party to stays, with its payments, pointing at the tombstone: counted as kept.
   */
  private async withdrawProposals(person: User, actor: User, now: Date): Promise<{ withdrawn: number; kept: number; payments: number }> {
    const { tenancies, payments, properties, users } = this.stores;
    const all = await pages((offset, limit) => tenancies.list({ filter: { partyId: person.id }, sort: { field: 'createdAt', order: 'ASC' }, offset, limit }));
    let withdrawn = 0;
    let paymentCount = 0;
    for (const tenancy of all) {
      if (tenancy.status === 'PROPOSED') {
        const party: TenancyActor = { id: person.id, role: tenancy.partyOf(person.id)! };
        const by: TenancyActor = actor.id === person.id ? party : { id: actor.id, role: 'ADMIN' };
        const event = tenancy.withdraw(by, ErasureMessages.tenancyWithdrawn, now);
        await tenancies.save(tenancy);
        await tenancies.addEvent(event);
        const property = await properties.findById(tenancy.propertyId);
        // Told as the party withdrawing: only the other party hears of it.
        await tellParties({ users, jobs: this.jobs, productName: this.settings.productName }, tenancy, party, termsNotice('TENANCY_WITHDRAWN', this.settings.productName, tenancy, property));
        withdrawn += 1;
      }
      paymentCount += (await payments.list({ filter: { tenancyId: tenancy.id }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 1 })).total;
    }
    return { withdrawn, kept: all.length, payments: paymentCount };
  }

  /**
   * Every visit the person took part in (as tenant, as rider, on their listings): kept, the tenant's note and their
   * words after it cleared; the report photos of a visit to their listing (their home, like its gallery) taken out, their
   * files returned for deletion.
   */
  private async forgetInVisits(person: User, ownedIds: string[], now: Date): Promise<{ kept: number; files: string[] }> {
    const filters = [{ tenantId: person.id }, { riderId: person.id }, ...ownedIds.map((propertyId) => ({ propertyId }))];
    const owned = new Set(ownedIds);
    const seen = new Set<string>();
    const files: string[] = [];
    for (const filter of filters) {
      for (const ride of await this.allRides(filter)) {
        if (seen.has(ride.id)) continue;
        seen.add(ride.id);
        let changed = false;
        if (ride.tenantId === person.id && (ride.tenantNote !== null || ride.decisionNote !== null)) {
          ride.forgetTenantNote(now);
          changed = true;
        }
        if (owned.has(ride.propertyId)) {
          const keys = ride.forgetReportPhotos(now);
          files.push(...keys);
          changed ||= keys.length > 0;
        }
        if (changed) await this.stores.rides.save(ride);
      }
    }
    return { kept: seen.size, files };
  }

  private async allRides(filter: { tenantId?: string; riderId?: string; propertyId?: string }): Promise<Ride[]> {
    const found: Ride[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await this.stores.rides.list({ filter, sort: { field: 'createdAt', order: 'ASC' }, offset, limit: 100 });
      found.push(...page.items);
      if (page.items.length < 100) return found;
    }
  }

  private async ownedListings(ownerId: string): Promise<Property[]> {
    const found: Property[] = [];
    const now = this.clock.now();
    for (let offset = 0; ; offset += 100) {
      const page = await this.stores.properties.list({ filter: { ownerId, now }, sort: { field: 'createdAt', order: 'ASC' }, offset, limit: 100 });
      found.push(...page.items);
      if (page.items.length < 100) return found;
    }
  }
}
