import type { ListingReportReason } from '../../domain/listing-reports/listing-report.js';
import type { OwnerAnswer } from '../../domain/listing-reports/owner-answer.js';
import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import type { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { ListingReportRepository } from './ports/listing-report.repository.port.js';

/**
 * What the owner of a listing sees of its check of reports: whether reports hold it out of search now, why people
 * reported it (the reasons and how many people gave each, never who or their notes) and the owner's own answers.
 */
export interface OwnerListingCheck {
  property: Property;
  /** Reports keep it out of search now (UNDER_REVIEW with the hold of reports): the owner may answer. */
  held: boolean;
  reasons: { reason: ListingReportReason; people: number }[];
  answers: OwnerAnswer[];
}

/** The owner's listing (an admin's too), or 404 for anyone else: a stranger learns nothing of it. */
export async function ownersListing(properties: PropertyRepository, actor: User, propertyId: string): Promise<Property> {
  const property = await properties.findById(propertyId);
  if (!property || (property.ownerId !== actor.id && !actor.isAdmin)) throw new PropertyNotFoundError();
  return property;
}

export async function readOwnerListingCheck(deps: { reports: ListingReportRepository }, property: Property): Promise<OwnerListingCheck> {
  const [open, answers] = await Promise.all([deps.reports.listForProperty(property.id, { openOnly: true }), deps.reports.listAnswers(property.id)]);
  const people = new Map<ListingReportReason, Set<string>>();
  for (const report of open) people.set(report.reason, (people.get(report.reason) ?? new Set()).add(report.reporterKey));
  const reasons = [...people].map(([reason, keys]) => ({ reason, people: keys.size })).sort((a, b) => b.people - a.people || a.reason.localeCompare(b.reason));
  return { property, held: isHeldByReports(property), reasons, answers };
}

/** Under review because reports held it (a rider's check or a resubmission is another kind of review). */
export function isHeldByReports(property: Property): boolean {
  return property.status === 'UNDER_REVIEW' && property.reviewHeldAt !== null;
}
