import { describe, expect, it } from 'vitest';
import { ListingReport, parseListingReport } from '../../domain/listing-reports/listing-report.js';
import { checkTakeDownReason, ListingReportMessages } from '../../domain/listing-reports/listing-report-rules.js';
import { ListingReportReviewedError } from '../../domain/listing-reports/listing-reports.errors.js';
import { ValidationError } from '../../domain/shared/domain-error.js';

const T0 = new Date('2026-11-22T10:00:00Z');
const LISTING = '0190f0a0-0000-7000-8000-0000000000b1';
const ADMIN = '0190f0a0-0000-7000-8000-0000000000a2';

const fieldsOf = (input: { reason?: unknown; note?: unknown }) => {
  try {
    parseListingReport(input);
    return {};
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).fields;
  }
};

const report = () =>
  ListingReport.file({ propertyId: LISTING, city: 'patna', reason: 'BROKER', note: null, reporter: { userId: null, mobileNo: null, key: 'visitor:abc' } }, T0);

describe('a listing report: reason and note', () => {
  it('takes one of the five reasons, and a trimmed note (none when blank)', () => {
    expect(parseListingReport({ reason: 'FRAUD', note: '  Asked for ₹5,000 before the visit  ' })).toEqual({ reason: 'FRAUD', note: 'Asked for ₹5,000 before the visit' });
    expect(parseListingReport({ reason: 'ALREADY_RENTED', note: '   ' })).toEqual({ reason: 'ALREADY_RENTED', note: null });
    expect(parseListingReport({ reason: 'WRONG_DETAILS' })).toEqual({ reason: 'WRONG_DETAILS', note: null });
  });

  it('refuses a missing or unknown reason, and says so under the reason only', () => {
    for (const reason of [undefined, '', 'SPAM', 'broker', 3]) expect(fieldsOf({ reason })).toEqual({ reason: ListingReportMessages.reason });
  });

  it('asks for a note when the reason is "other"', () => {
    expect(fieldsOf({ reason: 'OTHER' })).toEqual({ note: ListingReportMessages.noteForOther });
    expect(fieldsOf({ reason: 'OTHER', note: '   ' })).toEqual({ note: ListingReportMessages.noteForOther });
    expect(parseListingReport({ reason: 'OTHER', note: 'Same photos as another listing' }).note).toBe('Same photos as another listing');
  });

  it('keeps a note to 500 characters', () => {
    expect(parseListingReport({ reason: 'BROKER', note: 'x'.repeat(500) }).note).toHaveLength(500);
    expect(fieldsOf({ reason: 'BROKER', note: 'x'.repeat(501) })).toEqual({ note: 'Must be at most 500 characters.' });
    expect(fieldsOf({ reason: 'nope', note: 'x'.repeat(501) })).toEqual({ reason: ListingReportMessages.reason, note: 'Must be at most 500 characters.' });
  });

  it('a take-down reason has 5 to 500 characters (the owner reads it)', () => {
    expect(checkTakeDownReason('Fake')).toBe(ListingReportMessages.takeDownReason);
    expect(checkTakeDownReason('   Broker   ')).toBeNull();
    expect(checkTakeDownReason('x'.repeat(501))).toBe(ListingReportMessages.takeDownReason);
    expect(checkTakeDownReason(undefined)).toBe(ListingReportMessages.takeDownReason);
  });
});

describe('a listing report: review', () => {
  it('is open when filed, by an anonymous visitor when no account is named', () => {
    const filed = report();
    expect(filed).toMatchObject({ status: 'OPEN', isOpen: true, isAnonymous: true, reviewedById: null, reviewedAt: null, reviewNote: null, city: 'patna' });
  });

  it('is dismissed or actioned once, with who, when and the note or reason', () => {
    const dismissed = report();
    dismissed.dismiss(ADMIN, 'Owner showed papers', new Date(T0.getTime() + 60_000));
    expect(dismissed).toMatchObject({ status: 'DISMISSED', reviewedById: ADMIN, reviewNote: 'Owner showed papers', isOpen: false });
    expect(() => dismissed.action(ADMIN, 'Broker', T0)).toThrow(ListingReportReviewedError);
    const actioned = report();
    actioned.action(ADMIN, 'The advertiser is a broker', T0);
    expect(actioned).toMatchObject({ status: 'ACTIONED', reviewNote: 'The advertiser is a broker' });
    expect(() => actioned.dismiss(ADMIN, null, T0)).toThrow(ListingReportReviewedError);
  });
});
