import { describe, expect, it } from 'vitest';
import { PropertyTransitionError } from '../../domain/properties/properties.errors.js';
import { RECONFIRM_EVERY_DAYS, VERIFICATION_VALID_DAYS, type PropertyStatus } from '../../domain/properties/property-options.js';
import type { Property } from '../../domain/properties/property.js';
import { PropertyMother } from '../mothers/property.mother.js';

const T0 = new Date('2026-11-22T10:00:00Z');
const DAY_MS = 86_400_000;
const at = (days: number, ms = 0) => new Date(T0.getTime() + days * DAY_MS + ms);
const OWNER = '0190f0a0-0000-7000-8000-0000000000a1';
const ADMIN = '0190f0a0-0000-7000-8000-0000000000a2';

/** A listing brought to a state the way people bring it there. */
function listingIn(status: PropertyStatus): Property {
  const p = PropertyMother.draft(OWNER, {}, T0);
  if (status === 'DRAFT') return p;
  p.submit(T0);
  if (status === 'SUBMITTED') return p;
  if (status === 'REJECTED') {
    p.reject('Photos are missing', T0);
    return p;
  }
  p.approve(T0);
  if (status === 'RENTED') p.markRented(T0);
  if (status === 'ARCHIVED') p.archive(T0);
  if (status === 'SUSPENDED') p.suspend(T0);
  if (status === 'UNDER_REVIEW') p.holdForReview(T0);
  return p;
}

type Action =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'reconfirm'
  | 'markRented'
  | 'archive'
  | 'relist'
  | 'verify'
  | 'suspend'
  | 'restore'
  | 'sendBackToReview'
  | 'holdForReview'
  | 'releaseFromReview';
const act: Record<Action, (p: Property, now: Date) => void> = {
  submit: (p, now) => p.submit(now),
  approve: (p, now) => p.approve(now),
  reject: (p, now) => p.reject('Misleading photos', now),
  reconfirm: (p, now) => p.reconfirm(now),
  markRented: (p, now) => p.markRented(now),
  archive: (p, now) => p.archive(now),
  relist: (p, now) => p.relist(now),
  verify: (p, now) => p.verify(ADMIN, now),
  suspend: (p, now) => p.suspend(now),
  restore: (p, now) => p.restore(now),
  sendBackToReview: (p, now) => p.sendBackToReview('A rider found 1 BHK, not 2', now),
  holdForReview: (p, now) => p.holdForReview(now),
  releaseFromReview: (p, now) => p.releaseFromReview(now),
};

/**
 * The life of a listing as docs/rules.md ("Property model") describes it: draft → submitted →
 * live | rejected; live → rented | archived | rejected (an admin's take-down); rented/archived → draft.
 * Anything may be archived (DELETE archives). Reconfirm keeps a live listing live; verify marks a
 * submitted or live one. A missing entry is a refused move.
 */
const ALLOWED: Record<PropertyStatus, Partial<Record<Action, PropertyStatus>>> = {
  DRAFT: { submit: 'SUBMITTED', archive: 'ARCHIVED' },
  SUBMITTED: { approve: 'LIVE', reject: 'REJECTED', archive: 'ARCHIVED', verify: 'SUBMITTED' },
  // An owner blocked: live listings are suspended (out of search) and restored when unblocked; a rider's
  // visit that found differences sends a live listing back to review.
  LIVE: {
    reject: 'REJECTED',
    reconfirm: 'LIVE',
    markRented: 'RENTED',
    archive: 'ARCHIVED',
    verify: 'LIVE',
    suspend: 'SUSPENDED',
    sendBackToReview: 'SUBMITTED',
    holdForReview: 'UNDER_REVIEW',
  },
  // The code also lets a rejected listing be sent for review again without an edit.
  REJECTED: { submit: 'SUBMITTED', archive: 'ARCHIVED' },
  RENTED: { archive: 'ARCHIVED', relist: 'DRAFT' },
  ARCHIVED: { relist: 'DRAFT' },
  SUSPENDED: { restore: 'LIVE', archive: 'ARCHIVED' },
  // Reported by three people: out of search until an admin dismisses the reports (back live) or takes it
  // down (rejected); the owner may still mark it rented or remove it.
  UNDER_REVIEW: { releaseFromReview: 'LIVE', reject: 'REJECTED', markRented: 'RENTED', archive: 'ARCHIVED' },
};

const cases = (Object.keys(ALLOWED) as PropertyStatus[]).flatMap((from) =>
  (Object.keys(act) as Action[]).map((action) => [from, action, ALLOWED[from][action] ?? null] as const),
);

describe('Property: state moves', () => {
  it.each(cases)('%s + %s → %s (null = refused)', (from, action, to) => {
    const listing = listingIn(from);
    const later = at(1);
    if (to === null) {
      expect(() => act[action](listing, later)).toThrow(PropertyTransitionError);
      expect(listing.status).toBe(from);
      expect(listing.updatedAt.getTime()).toBe(T0.getTime());
    } else {
      act[action](listing, later);
      expect(listing.status).toBe(to);
      expect(listing.updatedAt.getTime()).toBe(later.getTime());
    }
  });

  it('a refused move says what was tried, as a 409 conflict', () => {
    const listing = listingIn('DRAFT');
    let error: unknown;
    try {
      listing.approve(T0);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PropertyTransitionError);
    expect(error).toMatchObject({ kind: 'CONFLICT', message: 'Cannot change a draft listing to live.' });
  });

  it('submitting records when; approving publishes it in search for the reconfirm period', () => {
    const listing = listingIn('DRAFT');
    expect(listing.isPublic(T0)).toBe(false);
    listing.submit(at(1));
    expect(listing.submittedAt!.getTime()).toBe(at(1).getTime());
    expect(listing.isPublic(at(1))).toBe(false);
    listing.approve(at(2));
    expect(listing.publishedAt!.getTime()).toBe(at(2).getTime());
    expect(listing.listedUntil!.getTime()).toBe(at(2 + RECONFIRM_EVERY_DAYS).getTime());
    expect(listing.isPublic(at(2))).toBe(true);
    expect(listing.isStale(at(2))).toBe(false);
  });

  it('a relisted home goes live as new: published again at its new approval', () => {
    const listing = listingIn('DRAFT');
    listing.submit(at(1));
    listing.approve(at(2));
    listing.markRented(at(10));
    listing.relist(at(100));
    listing.submit(at(100));
    listing.approve(at(101));
    expect(listing.publishedAt!.getTime()).toBe(at(101).getTime());
  });

  it('a rejection keeps its reason for the owner; sending it again clears the reason', () => {
    const listing = listingIn('SUBMITTED');
    listing.reject('Photos are missing', at(1));
    expect(listing).toMatchObject({ status: 'REJECTED', rejectionReason: 'Photos are missing' });
    expect(listing.isPublic(at(1))).toBe(false);
    listing.submit(at(2));
    expect(listing).toMatchObject({ status: 'SUBMITTED', rejectionReason: null });
  });

  it('an admin takes a live listing down with a reason: it leaves search at once', () => {
    const listing = listingIn('LIVE');
    expect(listing.isPublic(at(1))).toBe(true);
    listing.reject('Fake listing: the address does not exist', at(1));
    expect(listing).toMatchObject({ status: 'REJECTED', rejectionReason: 'Fake listing: the address does not exist', listedUntil: null });
    expect(listing.isPublic(at(1))).toBe(false);
  });

  it.each(['markRented', 'archive'] as const)('%s takes a live listing out of search', (action) => {
    const listing = listingIn('LIVE');
    act[action](listing, at(1));
    expect(listing.listedUntil).toBeNull();
    expect(listing.isPublic(at(1))).toBe(false);
    expect(listing.isStale(at(1))).toBe(false);
  });

  it('a relisted home is a draft again and must pass review before it is public', () => {
    for (const from of ['RENTED', 'ARCHIVED'] as const) {
      const listing = listingIn(from);
      listing.relist(at(40));
      expect(listing.status).toBe('DRAFT');
      expect(listing.isPublic(at(40))).toBe(false);
      expect(() => listing.approve(at(40))).toThrow(PropertyTransitionError);
      listing.submit(at(40));
      listing.approve(at(41));
      expect(listing.isPublic(at(41))).toBe(true);
      expect(listing.listedUntil!.getTime()).toBe(at(41 + RECONFIRM_EVERY_DAYS).getTime());
    }
  });
});

describe('Property: editing', () => {
  const edited = PropertyMother.details({ rent: 16500, title: '2 BHK, freshly painted' });

  it.each([
    ['DRAFT', 'DRAFT'],
    ['SUBMITTED', 'SUBMITTED'],
    ['LIVE', 'LIVE'],
    ['REJECTED', 'DRAFT'],
  ] as const)('editing a %s listing leaves it %s with the new details', (from, to) => {
    const listing = listingIn(from);
    listing.revise(edited, at(1));
    expect(listing).toMatchObject({ status: to, rent: 16500, title: '2 BHK, freshly painted' });
    expect(listing.updatedAt.getTime()).toBe(at(1).getTime());
  });

  it('editing a live listing keeps it in search until the same date', () => {
    const listing = listingIn('LIVE');
    const until = listing.listedUntil!.getTime();
    listing.revise(edited, at(5));
    expect(listing.isPublic(at(5))).toBe(true);
    expect(listing.listedUntil!.getTime()).toBe(until);
  });

  it.each(['RENTED', 'ARCHIVED'] as const)('a %s listing cannot be edited (relist it first)', (from) => {
    const listing = listingIn(from);
    expect(() => listing.revise(edited, at(1))).toThrow(PropertyTransitionError);
    expect(() => listing.revise(edited, at(1))).toThrow(from === 'ARCHIVED' ? 'An archived listing cannot be edited.' : 'A rented listing cannot be edited.');
    expect(listing.rent).toBe(14000);
  });
});

describe('Property: staleness and reconfirmation', () => {
  it(`a live listing shows for ${RECONFIRM_EVERY_DAYS} days after approval, then is stale (still LIVE) until reconfirmed`, () => {
    const listing = listingIn('LIVE');
    expect(listing.isPublic(at(RECONFIRM_EVERY_DAYS, -1))).toBe(true);
    expect(listing.isStale(at(RECONFIRM_EVERY_DAYS))).toBe(true);
    expect(listing.isPublic(at(RECONFIRM_EVERY_DAYS))).toBe(false);
    expect(listing.status).toBe('LIVE');

    listing.reconfirm(at(RECONFIRM_EVERY_DAYS + 3));
    expect(listing.isPublic(at(RECONFIRM_EVERY_DAYS + 3))).toBe(true);
    expect(listing.listedUntil!.getTime()).toBe(at(2 * RECONFIRM_EVERY_DAYS + 3).getTime());
    expect(listing.isPublic(at(2 * RECONFIRM_EVERY_DAYS + 3))).toBe(false);
  });

  it('reconfirming early extends from the day of the reconfirmation', () => {
    const listing = listingIn('LIVE');
    listing.reconfirm(at(10));
    expect(listing.listedUntil!.getTime()).toBe(at(10 + RECONFIRM_EVERY_DAYS).getTime());
    expect(listing.isPublic(at(RECONFIRM_EVERY_DAYS + 5))).toBe(true);
  });

  it.each(['DRAFT', 'SUBMITTED', 'REJECTED', 'RENTED', 'ARCHIVED'] as const)('a %s listing is neither stale nor public, however old', (status) => {
    const listing = listingIn(status);
    expect(listing.isStale(at(365))).toBe(false);
    expect(listing.isPublic(at(1))).toBe(false);
  });
});

describe('Property: verification', () => {
  it(`a verified mark lasts ${VERIFICATION_VALID_DAYS} days and records who gave it`, () => {
    const listing = listingIn('LIVE');
    expect(listing.isVerified(T0)).toBe(false);
    listing.verify(ADMIN, at(1));
    expect(listing).toMatchObject({ verifiedById: ADMIN });
    expect(listing.verifiedAt!.getTime()).toBe(at(1).getTime());
    expect(listing.isVerified(at(1 + VERIFICATION_VALID_DAYS, -1))).toBe(true);
    expect(listing.isVerified(at(1 + VERIFICATION_VALID_DAYS))).toBe(false);
  });

  it('verifying again starts a new period', () => {
    const listing = listingIn('LIVE');
    listing.verify(ADMIN, T0);
    listing.verify(ADMIN, at(80));
    expect(listing.isVerified(at(VERIFICATION_VALID_DAYS + 10))).toBe(true);
  });

  it('a rejection or a take-down removes the verified mark; it has to be earned again', () => {
    for (const from of ['SUBMITTED', 'LIVE'] as const) {
      const listing = listingIn(from);
      listing.verify(ADMIN, T0);
      listing.reject('Photos are of another house', at(1));
      expect(listing.isVerified(at(1))).toBe(false);
      expect(listing).toMatchObject({ verifiedAt: null, verifiedById: null, verifiedUntil: null });
    }
  });

  it('a submitted listing can be verified before it goes live', () => {
    const listing = listingIn('SUBMITTED');
    listing.verify(ADMIN, T0);
    listing.approve(T0);
    expect(listing.isVerified(at(1))).toBe(true);
  });
});

describe('Property: cover photo', () => {
  it('changes the cover (and the edit time) only when the url changes', () => {
    const listing = listingIn('DRAFT');
    listing.setCover('/media/a-640.webp', 1, at(1));
    expect(listing.coverImageUrl).toBe('/media/a-640.webp');
    listing.setCover('/media/a-640.webp', 1, at(2));
    expect(listing.updatedAt.getTime()).toBe(at(1).getTime());
    listing.setCover(null, 0, at(3));
    expect(listing.coverImageUrl).toBeNull();
  });
});

describe('Property: under review after reports', () => {
  it('leaves search while held, and comes back with the days it had left when it was held', () => {
    const listing = listingIn('DRAFT');
    listing.submit(T0);
    listing.approve(T0); // listed until day 30
    listing.holdForReview(at(10)); // 20 days left
    expect(listing.isPublic(at(10))).toBe(false);
    expect(listing.reviewHeldAt!.getTime()).toBe(at(10).getTime());
    listing.releaseFromReview(at(25)); // 15 days under review do not count
    expect(listing.status).toBe('LIVE');
    expect(listing.reviewHeldAt).toBeNull();
    expect(listing.listedUntil!.getTime()).toBe(at(45).getTime());
    expect(listing.isPublic(at(44))).toBe(true);
    expect(listing.isStale(at(45))).toBe(true);
  });

  it('a take-down while under review rejects it with the reason and clears the hold and any mark', () => {
    const listing = listingIn('LIVE');
    listing.verify(ADMIN, T0);
    listing.holdForReview(at(1));
    listing.reject('The advertiser is a broker, not the owner', at(2));
    expect(listing).toMatchObject({ status: 'REJECTED', rejectionReason: 'The advertiser is a broker, not the owner', reviewHeldAt: null, listedUntil: null, verifiedAt: null });
  });

  it('editing a listing under review keeps it under review (the owner may fix the photos or rent)', () => {
    const listing = listingIn('UNDER_REVIEW');
    listing.revise(PropertyMother.details({ rent: 12000 }), at(1));
    expect(listing.status).toBe('UNDER_REVIEW');
    expect(listing.rent).toBe(12000);
  });
});
