import { describe, expect, it } from 'vitest';
import { ReportListingDto } from '../../adapters/http/listing-reports/listing-reports.dto.js';
import { parseBody } from '../../adapters/http/validate-dto.js';
import { CLOSED_NOTES, ListingReport, peopleCountedToHide, reportNoteOf, type Reporter, type ReporterStanding } from '../../domain/listing-reports/listing-report.js';
import { ESTABLISHED_ACCOUNT_DAYS, reporterStanding } from '../../domain/listing-reports/listing-report-rules.js';
import { checkTakeDownReason, ListingReportMessages } from '../../domain/listing-reports/listing-report-rules.js';
import { ListingReportReviewedError } from '../../domain/listing-reports/listing-reports.errors.js';
import { ValidationError } from '../../domain/shared/domain-error.js';

const T0 = new Date('2026-11-22T10:00:00Z');
const LISTING = '0190f0a0-0000-7000-8000-0000000000b1';
const ADMIN = '0190f0a0-0000-7000-8000-0000000000a2';

/** The reporter's answers as the edge reads them: the request DTO (the report's rules), the note as kept. */
const parseListingReport = async (input: { reason?: unknown; note?: unknown }) => {
  const body = await parseBody(ReportListingDto, input);
  return { reason: body.reason, note: reportNoteOf(body.note) };
};

const fieldsOf = async (input: { reason?: unknown; note?: unknown }) => {
  try {
    await parseListingReport(input);
    return {};
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).fields;
  }
};

const report = () =>
  ListingReport.file({ propertyId: LISTING, city: 'patna', reason: 'BROKER', note: null, reporter: { userId: null, mobileNo: null, key: 'visitor:abc' } }, T0);

describe('a listing report: reason and note', () => {
  it('takes one of the five reasons, and a trimmed note (none when blank)', async () => {
    expect(await parseListingReport({ reason: 'FRAUD', note: '  Asked for ₹5,000 before the visit  ' })).toEqual({ reason: 'FRAUD', note: 'Asked for ₹5,000 before the visit' });
    expect(await parseListingReport({ reason: 'ALREADY_RENTED', note: '   ' })).toEqual({ reason: 'ALREADY_RENTED', note: null });
    expect(await parseListingReport({ reason: 'WRONG_DETAILS' })).toEqual({ reason: 'WRONG_DETAILS', note: null });
  });

  it('refuses a missing or unknown reason, and says so under the reason only', async () => {
    for (const reason of [undefined, '', 'SPAM', 'broker', 3]) expect(await fieldsOf({ reason })).toEqual({ reason: ListingReportMessages.reason });
  });

  it('asks for a note when the reason is "other"', async () => {
    expect(await fieldsOf({ reason: 'OTHER' })).toEqual({ note: ListingReportMessages.noteForOther });
    expect(await fieldsOf({ reason: 'OTHER', note: '   ' })).toEqual({ note: ListingReportMessages.noteForOther });
    expect((await parseListingReport({ reason: 'OTHER', note: 'Same photos as another listing' })).note).toBe('Same photos as another listing');
  });

  it('keeps a note to 500 characters', async () => {
    expect((await parseListingReport({ reason: 'BROKER', note: 'x'.repeat(500) })).note).toHaveLength(500);
    expect(await fieldsOf({ reason: 'BROKER', note: 'x'.repeat(501) })).toEqual({ note: 'Must be at most 500 characters.' });
    expect(await fieldsOf({ reason: 'nope', note: 'x'.repeat(501) })).toEqual({ reason: ListingReportMessages.reason, note: 'Must be at most 500 characters.' });
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

describe('a listing report: closed when the listing left the site first', () => {
  it('is closed with no reviewer and the reason as its note, once', () => {
    const closed = report();
    closed.close(CLOSED_NOTES.RENTED!, T0);
    expect(closed).toMatchObject({ status: 'CLOSED', reviewedById: null, reviewNote: 'Closed: the listing was marked rented.', isOpen: false });
    expect(closed.reviewedAt).toEqual(T0);
    expect(() => closed.dismiss(ADMIN, null, T0)).toThrow(ListingReportReviewedError);
  });
});

describe('who counts toward hiding a listing (peopleCountedToHide)', () => {
  const PUBLISHED = new Date(T0.getTime() - 86_400_000);
  const visitor = (n: number): Reporter => ({ userId: null, mobileNo: null, key: `visitor:address-${n}` });
  /** A signed-in reporter (ESTABLISHED unless told), reporting from network `from` when given. */
  const person = (n: number, from: number | null = null, standing: ReporterStanding = 'ESTABLISHED'): Reporter => ({
    userId: `user-${n}`,
    mobileNo: null,
    key: `user:user-${n}`,
    addressKey: from === null ? null : `visitor:address-${from}`,
    standing,
  });
  const filed = (reporter: Reporter, at = T0) => ListingReport.file({ propertyId: LISTING, city: 'patna', reason: 'FRAUD', note: null, reporter }, at);

  it('a standing from the visit and the account: visited, established at 30 days, new before; signed out a visitor', () => {
    const now = T0;
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    expect(reporterStanding({ signedIn: true, visited: true, accountCreatedAt: now }, now)).toBe('VISITED');
    expect(reporterStanding({ signedIn: true, visited: false, accountCreatedAt: daysAgo(ESTABLISHED_ACCOUNT_DAYS) }, now)).toBe('ESTABLISHED');
    expect(reporterStanding({ signedIn: true, visited: false, accountCreatedAt: daysAgo(ESTABLISHED_ACCOUNT_DAYS - 1) }, now)).toBe('NEW');
    expect(reporterStanding({ signedIn: false, visited: false, accountCreatedAt: null }, now)).toBe('VISITOR');
    expect(filed(visitor(1)).reporterStanding).toBe('VISITOR');
  });

  it('signed-out visitors and new accounts never count; visitors of the home and established accounts do', () => {
    expect(peopleCountedToHide([filed(visitor(1)), filed(visitor(2)), filed(visitor(3))], PUBLISHED)).toBe(0);
    expect(peopleCountedToHide([filed(person(1, 1, 'NEW')), filed(person(2, 2, 'NEW')), filed(visitor(3))], PUBLISHED)).toBe(0);
    expect(peopleCountedToHide([filed(person(1, 1, 'VISITED')), filed(person(2, 1, 'VISITED')), filed(person(3, 1, 'VISITED'))], PUBLISHED)).toBe(3);
    expect(peopleCountedToHide([filed(person(1)), filed(person(2)), filed(visitor(1))], PUBLISHED)).toBe(2);
  });

  it('established accounts count once per network they reported from', () => {
    expect(peopleCountedToHide([filed(person(1, 1)), filed(person(2, 1)), filed(person(3, 1))], PUBLISHED)).toBe(1);
    expect(peopleCountedToHide([filed(person(1, 1)), filed(person(2, 1)), filed(person(3, 2)), filed(person(4, 1, 'VISITED'))], PUBLISHED)).toBe(3);
  });

  it('counts only open reports filed since the listing last went live', () => {
    const before = new Date(PUBLISHED.getTime() - 1);
    expect(peopleCountedToHide([filed(person(1), before), filed(person(2), before), filed(person(3))], PUBLISHED)).toBe(1);
    const closed = filed(person(2));
    closed.close(CLOSED_NOTES.ARCHIVED!, T0);
    expect(peopleCountedToHide([filed(person(1)), closed], PUBLISHED)).toBe(1);
  });

  it('never counts a reporter an admin dismissed on this listing again', () => {
    const dismissed = [filed(person(1)), filed(person(2)), filed(person(3, null, 'VISITED'))];
    for (const r of dismissed) r.dismiss(ADMIN, null, T0);
    const again = [filed(person(1)), filed(person(2)), filed(person(3, null, 'VISITED'))];
    expect(peopleCountedToHide([...dismissed, ...again], PUBLISHED)).toBe(0);
    expect(peopleCountedToHide([...dismissed, ...again, filed(person(4))], PUBLISHED)).toBe(1);
    // An actioned or closed report does not bar its reporter.
    const actioned = filed(person(5));
    actioned.action(ADMIN, 'Taken down', T0);
    expect(peopleCountedToHide([actioned, filed(person(5))], PUBLISHED)).toBe(1);
  });
});
