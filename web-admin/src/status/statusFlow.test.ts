import { describe, expect, it } from 'vitest';
import { isStatusIn, nextStatusesIn, statusChoicesOf, statusLabelIn, statusOptionLabelIn, type StatusFlow } from './statusFlow';

type S = 'OPEN' | 'WORKING' | 'DONE' | 'DROPPED';
const flow: StatusFlow<S> = {
  statuses: ['OPEN', 'WORKING', 'DONE', 'DROPPED'],
  labels: { OPEN: 'Open', WORKING: 'Working', DONE: 'Done', DROPPED: 'Dropped' },
  documentedNext: { OPEN: ['WORKING', 'DROPPED'], WORKING: ['DONE', 'DROPPED'], DONE: [], DROPPED: ['OPEN'] },
};

describe('statusFlow', () => {
  it('knows its statuses', () => {
    expect(isStatusIn(flow, 'DONE')).toBe(true);
    expect(isStatusIn(flow, 'done')).toBe(false);
    expect(isStatusIn(flow, undefined)).toBe(false);
  });
  it('labels statuses, unknown ones as they come', () => {
    expect(statusLabelIn(flow, 'WORKING')).toBe('Working');
    expect(statusLabelIn(flow, 'ELSE')).toBe('ELSE');
    expect(statusLabelIn(flow, null)).toBe('');
  });
  it('offers the record next_statuses: known, unique, not the current one, in API order', () => {
    expect(nextStatusesIn(flow, { status: 'OPEN', next_statuses: ['DROPPED', 'WORKING', 'NOPE', 'DROPPED', 'OPEN'] })).toEqual(['DROPPED', 'WORKING']);
    expect(nextStatusesIn(flow, { status: 'DONE', next_statuses: [] })).toEqual([]);
  });
  it('falls back to the documented moves without next_statuses', () => {
    expect(nextStatusesIn(flow, { status: 'WORKING' })).toEqual(['DONE', 'DROPPED']);
    expect(nextStatusesIn(flow, { status: 'ELSE' })).toEqual([]);
    expect(nextStatusesIn(flow, null)).toEqual([]);
  });
  it('names a move back to the first status a reopening', () => {
    expect(statusOptionLabelIn(flow, 'DROPPED', 'OPEN')).toBe('Reopen (Open)');
    expect(statusOptionLabelIn(flow, 'OPEN', 'WORKING')).toBe('Mark as Working');
  });
  it('gives filter choices in order', () => {
    expect(statusChoicesOf(flow)).toEqual([
      { id: 'OPEN', name: 'Open' },
      { id: 'WORKING', name: 'Working' },
      { id: 'DONE', name: 'Done' },
      { id: 'DROPPED', name: 'Dropped' },
    ]);
  });
});
