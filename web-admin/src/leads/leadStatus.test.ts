import { describe, expect, it } from 'vitest';
import {
  DOCUMENTED_NEXT_STATUSES,
  leadStatusChoices,
  leadStatusColor,
  leadStatusLabel,
  leadTypeChoices,
  nextStatusOptionLabel,
  nextStatusesOf,
  QUERY_TYPES,
} from './leadStatus';

describe('nextStatusesOf', () => {
  it('lists the API next_statuses in their order', () => {
    expect(nextStatusesOf({ status: 'CONTACTED', next_statuses: ['FOLLOW_UP', 'CONVERTED', 'CLOSED'] })).toEqual([
      'FOLLOW_UP',
      'CONVERTED',
      'CLOSED',
    ]);
  });
  it('trusts an empty list from the API (CONVERTED is final)', () => {
    expect(nextStatusesOf({ status: 'CONVERTED', next_statuses: [] })).toEqual([]);
  });
  it('drops unknown values, duplicates and the current status', () => {
    expect(nextStatusesOf({ status: 'NEW', next_statuses: ['CONTACTED', 'ARCHIVED', 'CONTACTED', 'NEW', 'CLOSED'] })).toEqual([
      'CONTACTED',
      'CLOSED',
    ]);
  });
  it('falls back to the documented moves when the record has no next_statuses', () => {
    expect(nextStatusesOf({ status: 'NEW' })).toEqual(['CONTACTED', 'CLOSED']);
    expect(nextStatusesOf({ status: 'CLOSED' })).toEqual(['NEW']);
    expect(nextStatusesOf({ status: 'WHATEVER' })).toEqual([]);
    expect(nextStatusesOf(undefined)).toEqual([]);
  });
  it('documents the moves of docs/contexts/leads.md', () => {
    expect(DOCUMENTED_NEXT_STATUSES).toEqual({
      NEW: ['CONTACTED', 'CLOSED'],
      CONTACTED: ['FOLLOW_UP', 'CONVERTED', 'CLOSED'],
      FOLLOW_UP: ['CONTACTED', 'CONVERTED', 'CLOSED'],
      CLOSED: ['NEW'],
      CONVERTED: [],
    });
  });
});

describe('labels', () => {
  it('names statuses for people', () => {
    expect(leadStatusLabel('FOLLOW_UP')).toBe('Follow up');
    expect(leadStatusLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(leadStatusLabel(null)).toBe('');
  });
  it('labels the menu options, reopening for CLOSED → NEW', () => {
    expect(nextStatusOptionLabel('NEW', 'CONTACTED')).toBe('Mark as Contacted');
    expect(nextStatusOptionLabel('CONTACTED', 'FOLLOW_UP')).toBe('Mark as Follow up');
    expect(nextStatusOptionLabel('CLOSED', 'NEW')).toBe('Reopen (New)');
  });
  it('colours each status', () => {
    expect(leadStatusColor('CONVERTED')).toBe('success');
    expect(leadStatusColor('CLOSED')).toBe('default');
  });
});

describe('filter choices', () => {
  it('offers the five statuses', () => {
    expect(leadStatusChoices.map((c) => c.id)).toEqual(['NEW', 'CONTACTED', 'FOLLOW_UP', 'CONVERTED', 'CLOSED']);
  });
  it('offers PROPERTY for leads but not for queries', () => {
    expect(leadTypeChoices().map((c) => c.id)).toEqual(['TENANT', 'OWNER', 'PROPERTY']);
    expect(leadTypeChoices(QUERY_TYPES).map((c) => c.id)).toEqual(['TENANT', 'OWNER']);
  });
});
