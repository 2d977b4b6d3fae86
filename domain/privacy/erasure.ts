import { v7 as uuidv7 } from 'uuid';

/** Who asked for an erasure: the person themselves (signed in) or an admin on their request. */
export type ErasureRequester = 'SELF' | 'ADMIN';

/** How many of each record an erasure removed, cleared or ended. */
export interface ErasureCounts {
  listingsWithdrawn: number;
  photosDeleted: number;
  visitsCancelled: number;
  sessionsEnded: number;
  wishlistEntries: number;
  searchAlerts: number;
  callbackRequests: number;
  propertyRequests: number;
  listingReports: number;
  riderApplications: number;
  otpCodes: number;
  /** Tenancy proposals not yet confirmed by both, withdrawn (the other party texted). Absent on older records. */
  tenancyProposalsWithdrawn?: number;
}

/** What an erasure keeps, each for its own reason and until its own date (docs/rules.md, "Erasure"). */
export const KeptKinds = ['VISITS', 'LISTINGS', 'TENANCIES', 'TENANCY_PAYMENTS', 'ERASURE_RECORD'] as const;
export type KeptKind = (typeof KeptKinds)[number];

/**
 * The kinds the erasure record's own `keptUntil` covers (the visits and listings, purged together). Tenancies and
 * their payments have their own, longer date, counted from the tombstone's `erased_at`; the record itself its own.
 */
const PURGED_WITH_VISITS: readonly KeptKind[] = ['VISITS', 'LISTINGS'];

export interface KeptRecords {
  kind: KeptKind;
  count: number;
  /** When it is deleted (the nightly privacy purge). */
  until: Date;
}

/**
 * The record that a person was erased: when, who asked (the person, or which admin and why) and how many records
 * went. It holds nothing about the person: not their number, not their name; `subjectId` is the id of the
 * tombstone account left in their place ("Erased person"), which the kept visits point at.
 */
export class Erasure {
  id!: string;
  subjectId!: string;
  requestedBy!: ErasureRequester;
  adminId!: string | null;
  reason!: string | null;
  counts!: ErasureCounts;
  kept!: KeptRecords[];
  /** The latest of the kept visits' and listings' dates (not the tenancies'); null once the purge deleted them. */
  keptUntil!: Date | null;
  createdAt!: Date;

  static record(input: { subjectId: string; requestedBy: ErasureRequester; adminId: string | null; reason: string | null; counts: ErasureCounts; kept: KeptRecords[] }, now: Date): Erasure {
    const erasure = new Erasure();
    erasure.id = uuidv7();
    erasure.subjectId = input.subjectId;
    erasure.requestedBy = input.requestedBy;
    erasure.adminId = input.adminId;
    erasure.reason = input.reason;
    erasure.counts = input.counts;
    erasure.kept = input.kept;
    const dated = input.kept.filter((k) => PURGED_WITH_VISITS.includes(k.kind) && k.count > 0).map((k) => k.until.getTime());
    erasure.keptUntil = dated.length ? new Date(Math.max(...dated)) : null;
    erasure.createdAt = now;
    return erasure;
  }
}

/**
 * An admin's reason with the erased person's number and names taken out (a reason is kept with the record, which
 * must hold nothing about them).
 */
export function scrubReason(reason: string, person: { mobileNo: string | null; firstName: string; lastName: string }): string {
  let text = reason;
  if (person.mobileNo) text = text.split(person.mobileNo).join('[number]');
  for (const name of [person.firstName, person.lastName]) {
    if (name.trim().length < 2) continue;
    text = text.replace(new RegExp(name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '[name]');
  }
  return text;
}
