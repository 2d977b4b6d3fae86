import { CLOSED_NOTES, peopleCountedToHide, type ListingReport } from '../../domain/listing-reports/listing-report.js';
import { ESTABLISHED_ACCOUNT_DAYS, REPORTS_TO_HIDE } from '../../domain/listing-reports/listing-report-rules.js';
import { ListingReportNotFoundError } from '../../domain/listing-reports/listing-reports.errors.js';
import type { Property } from '../../domain/properties/property.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { port } from '../shared/port.js';
import { retryOnConflict } from '../shared/retry-on-conflict.js';
import { queueSms } from '../shared/outbound-messages.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import { typedWords } from '../shared/sms-texts/short-place.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';

/** How many reports a reporter may file (anonymous ones are rate-limited; signed-in ones get more room). */
export interface ListingReportLimits {
  /** Reports from one client address per hour while signed out. */
  anonymousPerAddressPerHour: number;
  /** Reports by one signed-in person per hour. */
  signedInPerHour: number;
  /** An account this many days old counts toward hiding a listing (listing-report-rules.ts reporterStanding). */
  establishedAccountDays: number;
}
export const DEFAULT_LISTING_REPORT_LIMITS: ListingReportLimits = { anonymousPerAddressPerHour: 5, signedInPerHour: 20, establishedAccountDays: ESTABLISHED_ACCOUNT_DAYS };
export const ListingReportLimits = port<ListingReportLimits>('ListingReportLimits');

/** Settings the report use cases share: the product name in the owner's SMS. */
export interface ListingReportSettings {
  productName: string;
}
export const ListingReportSettings = port<ListingReportSettings>('ListingReportSettings');

/** The report, or 404. */
export async function loadListingReport(reports: ListingReportRepository, id: string): Promise<ListingReport> {
  const report = await reports.findById(id);
  if (!report) throw new ListingReportNotFoundError();
  return report;
}

/**
 * Takes a live listing out of search once REPORTS_TO_HIDE distinct people count against it (peopleCountedToHide:
 * open reports since it last went live by reporters who saw the home on a rider visit or whose account is
 * established, one established account per network, none by a reporter already dismissed on it; signed-out and
 * new-account reports are kept for the admins but never count). Run after a report is committed, never inside the unit that stores it: of two reports
 * committed at the same moment, each one's count then sees the other, so the third report hides the listing
 * whichever of them lands last (a count inside each unit could see only itself and the two before). The reports
 * are counted after the listing is read, and the hold is saved on that listing's version: a dismissal saves the
 * listing too (DismissListingReports), so a dismissal that lands between the count and the hold makes the hold's
 * save fail, and the retry reads the listing again and counts again (no listing is left under review with nothing
 * open). A listing no longer live (already under review, taken down, rented) is left alone. The owner is sent an
 * SMS in their language (LISTING_UNDER_REVIEW: see why and answer from Your Properties), queued in the unit that
 * saves the hold, so a hold that fails texts nobody. Returns the listing as it now stands (null when it is gone).
 */
export async function holdIfReported(propertyId: string, deps: HoldDeps): Promise<Property | null> {
  return retryOnConflict(3, async () => {
    const property = await deps.properties.findById(propertyId);
    if (!property || property.status !== 'LIVE') return property;
    const people = peopleCountedToHide(await deps.reports.listForProperty(propertyId), property.publishedAt);
    if (people < REPORTS_TO_HIDE) return property;
    property.holdForReview(deps.clock.now());
    await deps.unitOfWork.run(async () => {
      await deps.properties.save(property);
      const owner = await deps.users.findById(property.ownerId);
      if (owner?.mobileNo) {
        const title = smsTitle(typedWords(property.title));
        await queueSms(deps.jobs, owner.mobileNo, smsNotice('LISTING_UNDER_REVIEW', owner.language, { product: deps.settings.productName, title }));
      }
    });
    return property;
  });
}

export interface HoldDeps {
  reports: ListingReportRepository;
  properties: PropertyRepository;
  users: UserRepository;
  jobs: JobQueue;
  clock: Clock;
  unitOfWork: UnitOfWork;
  settings: ListingReportSettings;
}

/** The listing's title in an owner's SMS: at most this many characters (one SMS part where possible). */
const TITLE_IN_SMS = 40;

/**
 * The title in at most TITLE_IN_SMS characters, cut between whole characters as a reader sees them (grapheme
 * clusters): never inside an emoji's surrogate pair (a lone surrogate the SMS provider refuses) or a Devanagari
 * syllable, with "…" where it was cut.
 */
export function smsTitle(title: string): string {
  const characters = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(title), (s) => s.segment);
  return characters.length > TITLE_IN_SMS ? `${characters.slice(0, TITLE_IN_SMS - 1).join('').trimEnd()}…` : title;
}

/**
 * A listing left the site another way than a review of its reports (its owner marked it rented or removed it, an
 * admin rejected or archived it, a rider's visit sent it back to review): its open reports are CLOSED with why, so
 * none waits in the queue for a listing that is gone, and none counts if it comes back. Run in the unit of work
 * that saves the listing. A listing still on the site, under review or suspended (its owner may be unblocked) keeps
 * them.
 */
export async function closeOpenReports(reports: ListingReportRepository, property: Property, now: Date): Promise<void> {
  const note = CLOSED_NOTES[property.status];
  if (!note) return;
  for (const report of await reports.listForProperty(property.id, { openOnly: true })) {
    report.close(note, now);
    await reports.save(report);
  }
}
