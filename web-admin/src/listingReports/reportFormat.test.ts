import { describe, expect, it } from 'vitest';
import {
  firstCheckSlot,
  indiaDay,
  openReportsLabel,
  REPORT_REASONS,
  reportReasonChoices,
  reportReasonLabel,
  reporterLabel,
  reportStatusLabel,
  SLOT_STARTS,
  validateTakeDownReason,
} from './reportFormat';

describe('reports in the console', () => {
  it('labels every reason and status of the contract, and passes an unknown one through', () => {
    expect(reportReasonChoices.map((c) => c.id)).toEqual([...REPORT_REASONS]);
    expect(reportReasonChoices.every((c) => c.name && c.name !== c.id)).toBe(true);
    expect(reportReasonLabel('FRAUD')).toBe('Fraud / asks for advance money');
    expect(reportStatusLabel('ACTIONED')).toBe('Taken down');
    expect(reportReasonLabel('SPAM')).toBe('SPAM');
  });

  it('says who reported: the signed-in number, or Anonymous', () => {
    expect(reporterLabel({ anonymous: true, reporter_mobile_no: null })).toBe('Anonymous');
    expect(reporterLabel({ anonymous: false, reporter_mobile_no: '9801000011' })).toBe('9801000011');
    // And what their word rests on: only a visit of the home or an established account counts toward hiding it.
    expect(reporterLabel({ anonymous: false, reporter_mobile_no: '9801000011', reporter_standing: 'VISITED' })).toBe('9801000011 · visited it with our rider');
    expect(reporterLabel({ anonymous: false, reporter_mobile_no: '9801000012', reporter_standing: 'NEW' })).toBe('9801000012 · new account (not counted)');
    expect(openReportsLabel(1)).toBe('1 open report');
    expect(openReportsLabel(3)).toBe('3 open reports');
  });

  it('checks a take-down reason with the server’s rule', () => {
    expect(validateTakeDownReason('Bad')).toBe('Give a reason (5 to 500 characters): the owner reads it in an SMS.');
    expect(validateTakeDownReason('A broker, not the owner')).toBeUndefined();
  });

  it('offers the first check-visit slot at least 3 hours ahead, in India time', () => {
    expect(SLOT_STARTS[0]).toBe('09:00');
    expect(SLOT_STARTS.at(-1)).toBe('18:00');
    // 15:30 in Patna: 18:00 is 2.5 hours away, so tomorrow 9:00.
    expect(firstCheckSlot(new Date('2026-11-22T10:00:00Z'))).toEqual({ date: '2026-11-23', start: '09:00' });
    // 08:00 in Patna: 11:00 is exactly 3 hours away.
    expect(firstCheckSlot(new Date('2026-11-22T02:30:00Z'))).toEqual({ date: '2026-11-22', start: '11:00' });
    // 23:00 UTC is already the next day in India.
    expect(indiaDay(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
  });
});
