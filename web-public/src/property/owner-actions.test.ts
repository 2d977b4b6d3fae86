import { describe, expect, it } from 'vitest';
import { formatTime } from '../i18n/format';
import { en } from '../../../domain/shared/catalogue/site/en';
import { hi } from '../../../domain/shared/catalogue/site/hi';
import { displayStatus, inSearchUntil, isEditable, isSubmittable, matchesStatusFilter, needsReconfirm, ownerActions } from './owner-actions';

const now = new Date('2026-11-22T12:00:00Z');
const live = (listedUntil: string | null, stale = false) => ({ status: 'LIVE' as const, is_stale: stale, listed_until: listedUntil });

describe('ownerActions', () => {
  it('offers submit on drafts and rejected listings', () => {
    expect(ownerActions({ status: 'DRAFT', is_stale: false, listed_until: null }, now)).toEqual(['submit', 'edit', 'preview', 'archive']);
    expect(ownerActions({ status: 'REJECTED', is_stale: false, listed_until: null }, now)).toEqual(['edit', 'submit', 'preview', 'archive']);
    expect(ownerActions({ status: 'SUBMITTED', is_stale: false, listed_until: null }, now)).toEqual(['edit', 'preview', 'archive']);
  });

  it('offers "Still available" on live listings that are stale or about to be', () => {
    expect(ownerActions(live('2026-12-20T00:00:00Z'), now)).toEqual(['mark_rented', 'edit', 'preview', 'archive']);
    expect(ownerActions(live('2026-11-26T00:00:00Z'), now)).toEqual(['reconfirm', 'mark_rented', 'edit', 'preview', 'archive']);
    expect(ownerActions(live('2026-11-01T00:00:00Z', true), now)[0]).toBe('reconfirm');
  });

  it('lets the owner of a listing under review (reported) fix it, mark it rented or remove it, but not reconfirm it', () => {
    expect(ownerActions({ status: 'UNDER_REVIEW', is_stale: false, listed_until: '2026-11-26T00:00:00Z' }, now)).toEqual(['mark_rented', 'edit', 'preview', 'archive']);
    expect(isEditable('UNDER_REVIEW')).toBe(true);
    expect(displayStatus({ status: 'UNDER_REVIEW', is_stale: false })).toBe('UNDER_REVIEW');
  });

  it('offers relist on rented and archived listings, and no edit', () => {
    expect(ownerActions({ status: 'RENTED', is_stale: false, listed_until: null }, now)).toEqual(['relist', 'preview']);
    expect(ownerActions({ status: 'ARCHIVED', is_stale: false, listed_until: null }, now)).toEqual(['relist', 'preview']);
    expect(isEditable('RENTED')).toBe(false);
    expect(isEditable('LIVE')).toBe(true);
  });
});

describe('statuses', () => {
  it('calls a live listing out of search stale', () => {
    expect(displayStatus({ status: 'LIVE', is_stale: true })).toBe('STALE');
    expect(displayStatus({ status: 'LIVE', is_stale: false })).toBe('LIVE');
    expect(displayStatus({ status: 'DRAFT', is_stale: false })).toBe('DRAFT');
  });

  it('knows when to ask for a reconfirmation', () => {
    expect(needsReconfirm(live(null), now)).toBe(true);
    expect(needsReconfirm({ status: 'DRAFT', is_stale: false, listed_until: null }, now)).toBe(false);
  });

  it('knows which listings can be sent for review', () => {
    expect(['DRAFT', 'SUBMITTED', 'LIVE', 'REJECTED', 'RENTED', 'ARCHIVED'].filter((s) => isSubmittable(s as never))).toEqual(['DRAFT', 'REJECTED']);
  });
});

describe('inSearchUntil', () => {
  it('names the last day the listing is in search all day: a window ending at 01:00 India time is "until" the day before', () => {
    expect(inSearchUntil(live('2026-12-19T19:30:00.000Z'), now)).toEqual({ day: '2026-12-19' }); // ends 20 Dec, 01:00 in India
    expect(inSearchUntil(live('2026-12-19T18:30:00.000Z'), now)).toEqual({ day: '2026-12-19' }); // ends 20 Dec, 00:00
    expect(inSearchUntil(live('2026-12-22T10:00:00.000Z'), now)).toEqual({ day: '2026-12-21' }); // ends 22 Dec, 15:30
  });

  it('on the last day of the window, before it ends, says today and the time it ends, not yesterday', () => {
    const ends = '2026-12-22T10:00:00.000Z'; // 22 Dec, 15:30 in India
    const that = inSearchUntil(live(ends), new Date('2026-12-22T04:30:00Z')); // 22 Dec, 10:00 in India
    expect(that).toEqual({ todayUntil: new Date(ends) });
    // The row's words (YourPropertyPage), in both languages.
    expect(en['owner.yours.expiringToday'].replace('{time}', formatTime(ends, 'en'))).toBe('Shows in search until today, 3:30 pm.');
    expect(hi['owner.yours.expiringToday'].replace('{time}', formatTime(ends, 'hi'))).toBe('आज दोपहर 3:30 बजे तक खोज में दिखेगा।');
    // The evening before, the whole day is still ahead: that day is named.
    expect(inSearchUntil(live(ends), new Date('2026-12-21T14:30:00Z'))).toEqual({ day: '2026-12-21' });
  });

  it('says nothing of a listing out of search', () => {
    expect(inSearchUntil(live('2026-12-22T10:00:00.000Z', true))).toBeNull();
    expect(inSearchUntil(live(null))).toBeNull();
    expect(inSearchUntil({ status: 'RENTED', is_stale: false, listed_until: null })).toBeNull();
  });
});

describe('matchesStatusFilter', () => {
  it('keeps every status without a filter', () => {
    expect(matchesStatusFilter('SUBMITTED', undefined)).toBe(true);
  });

  it('drops a listing whose new status is not the filtered one', () => {
    expect(matchesStatusFilter('DRAFT', 'DRAFT')).toBe(true);
    expect(matchesStatusFilter('SUBMITTED', 'DRAFT')).toBe(false);
    expect(matchesStatusFilter('ARCHIVED', 'LIVE')).toBe(false);
  });
});
