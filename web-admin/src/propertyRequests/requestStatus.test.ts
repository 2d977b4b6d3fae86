import { describe, expect, it } from 'vitest';
import {
  REQUEST_FLOW,
  requestNextStatusesOf,
  requestStatusChoices,
  requestStatusColor,
  requestStatusLabel,
  requestStatusOptionLabel,
} from './requestStatus';

describe('property request statuses', () => {
  it('documents the moves of docs/contexts/property-requests.md', () => {
    expect(REQUEST_FLOW.documentedNext).toEqual({
      NEW: ['CONTACTED', 'CLOSED'],
      CONTACTED: ['MATCHED', 'CLOSED'],
      MATCHED: ['CLOSED'],
      CLOSED: ['NEW'],
    });
  });
  it("offers only the record's next_statuses", () => {
    expect(requestNextStatusesOf({ status: 'CONTACTED', next_statuses: ['MATCHED', 'CLOSED'] })).toEqual(['MATCHED', 'CLOSED']);
    expect(requestNextStatusesOf({ status: 'MATCHED', next_statuses: ['CLOSED'] })).toEqual(['CLOSED']);
    // Lead-only statuses are not request statuses.
    expect(requestNextStatusesOf({ status: 'NEW', next_statuses: ['FOLLOW_UP', 'CONTACTED'] })).toEqual(['CONTACTED']);
    expect(requestNextStatusesOf({ status: 'NEW', next_statuses: [] })).toEqual([]);
  });
  it('falls back to the documented moves without next_statuses', () => {
    expect(requestNextStatusesOf({ status: 'CLOSED' })).toEqual(['NEW']);
  });
  it('labels statuses and menu options', () => {
    expect(requestStatusLabel('MATCHED')).toBe('Matched');
    expect(requestStatusOptionLabel('CONTACTED', 'MATCHED')).toBe('Mark as Matched');
    expect(requestStatusOptionLabel('CLOSED', 'NEW')).toBe('Reopen (New)');
  });
  it('colours statuses and offers the four as filter choices', () => {
    expect(requestStatusColor('MATCHED')).toBe('success');
    expect(requestStatusColor('CLOSED')).toBe('default');
    expect(requestStatusChoices.map((c) => c.id)).toEqual(['NEW', 'CONTACTED', 'MATCHED', 'CLOSED']);
  });
});
