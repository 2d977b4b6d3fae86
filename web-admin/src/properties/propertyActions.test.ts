import { describe, expect, it } from 'vitest';
import {
  actionPayload,
  actionsFor,
  bulkSummary,
  isActionAllowed,
  isEditable,
  lockedMessage,
  PROPERTY_UPDATED_MESSAGE,
  REJECT_REASON_MESSAGE,
  REVIEW_ACTIONS,
  validateRejectReason,
} from './propertyActions';

describe('actionsFor', () => {
  it('offers approve, reject, verify and archive for a submitted listing', () => {
    expect(actionsFor('SUBMITTED')).toEqual(['approve', 'reject', 'verify', 'archive']);
  });
  it('offers reject (take down with a reason), verify and archive for a live listing', () => {
    expect(actionsFor('LIVE')).toEqual(['reject', 'verify', 'archive']);
  });
  it('offers only archive for a listing under review after reports: its take-down is on the Reports page (reports closed, owner texted)', () => {
    expect(actionsFor('UNDER_REVIEW')).toEqual(['archive']);
  });
  it('offers send for review and archive for drafts and rejected listings (the server lets an admin submit)', () => {
    for (const status of ['DRAFT', 'REJECTED']) expect(actionsFor(status), status).toEqual(['submit', 'archive']);
  });
  it('offers relist for rented and archived listings (the server lets an admin relist), archive for rented ones', () => {
    expect(actionsFor('RENTED')).toEqual(['relist', 'archive']);
    expect(actionsFor('ARCHIVED')).toEqual(['relist']);
  });
  it('offers nothing for an unknown status', () => {
    expect(actionsFor('SOLD')).toEqual([]);
    expect(actionsFor(undefined)).toEqual([]);
  });
  it('keeps to the given moves (list rows: no archive)', () => {
    expect(actionsFor('SUBMITTED', REVIEW_ACTIONS)).toEqual(['approve', 'reject', 'verify']);
    expect(actionsFor('LIVE', REVIEW_ACTIONS)).toEqual(['reject', 'verify']);
    expect(actionsFor('DRAFT', REVIEW_ACTIONS)).toEqual([]);
  });
  it('answers single questions', () => {
    expect(isActionAllowed('approve', 'SUBMITTED')).toBe(true);
    expect(isActionAllowed('approve', 'LIVE')).toBe(false);
    expect(isActionAllowed('verify', 'LIVE')).toBe(true);
    expect(isActionAllowed('archive', 'ARCHIVED')).toBe(false);
    expect(isActionAllowed('submit', 'SUBMITTED')).toBe(false);
    expect(isActionAllowed('relist', 'LIVE')).toBe(false);
  });
  it('sends a plain { action } for the new moves', () => {
    expect(actionPayload('submit')).toEqual({ action: 'submit' });
    expect(actionPayload('relist')).toEqual({ action: 'relist' });
  });
});

describe('isEditable / lockedMessage', () => {
  it('locks rented and archived listings, whose edits the server refuses with 409', () => {
    for (const status of ['DRAFT', 'SUBMITTED', 'LIVE', 'REJECTED']) expect(isEditable(status), status).toBe(true);
    for (const status of ['RENTED', 'ARCHIVED', undefined, 'SOLD']) expect(isEditable(status), String(status)).toBe(false);
  });
  it('says why, with the right article', () => {
    expect(lockedMessage('ARCHIVED')).toBe('An archived listing cannot be edited; relist it first (it goes back to draft).');
    expect(lockedMessage('RENTED')).toBe('A rented listing cannot be edited; relist it first (it goes back to draft).');
  });
});

describe('validateRejectReason', () => {
  it('wants 5 to 500 characters once trimmed', () => {
    expect(validateRejectReason('')).toBe(REJECT_REASON_MESSAGE);
    expect(validateRejectReason('   abcd   ')).toBe(REJECT_REASON_MESSAGE);
    expect(validateRejectReason('abcde')).toBeUndefined();
    expect(validateRejectReason('x'.repeat(500))).toBeUndefined();
    expect(validateRejectReason('x'.repeat(501))).toBe(REJECT_REASON_MESSAGE);
    expect(validateRejectReason(undefined)).toBe(REJECT_REASON_MESSAGE);
  });
});

describe('actionPayload', () => {
  it('sends the trimmed reason with a rejection only', () => {
    expect(actionPayload('reject', '  Photos are blurry  ')).toEqual({ action: 'reject', reason: 'Photos are blurry' });
    expect(actionPayload('approve', 'ignored')).toEqual({ action: 'approve' });
    expect(actionPayload('verify')).toEqual({ action: 'verify' });
  });
});

describe('bulkSummary', () => {
  it("says 'Property updated' for a single success", () => {
    expect(bulkSummary([{ ok: true }])).toEqual({ type: 'success', message: PROPERTY_UPDATED_MESSAGE });
  });
  it("passes a single refusal's message through", () => {
    expect(bulkSummary([{ ok: false, message: 'Cannot change a live listing to live.' }])).toEqual({
      type: 'error',
      message: 'Cannot change a live listing to live.',
    });
  });
  it('counts the successes of several', () => {
    expect(bulkSummary([{ ok: true }, { ok: true }, { ok: true }])).toEqual({ type: 'success', message: '3 of 3 properties updated' });
    expect(bulkSummary([{ ok: true }, { ok: false, message: 'Nope.' }, { ok: true }])).toEqual({
      type: 'warning',
      message: '2 of 3 properties updated (Nope.)',
    });
    expect(bulkSummary([{ ok: false }, { ok: false }])).toEqual({ type: 'error', message: '0 of 2 properties updated' });
  });
});
