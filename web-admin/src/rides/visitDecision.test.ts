import { describe, expect, it } from 'vitest';
import { decisionText, decisionTimes } from './visitDecision';

const base = { answer: null, reason: null, note: null, decided_at: null, first_decided_at: null, open_until: '2026-11-30T05:10:00.000Z', can_answer: false };

describe("the tenant's decision after a visit, in the console", () => {
  it('says what the tenant answered, with the reason and their words', () => {
    expect(decisionText(base)).toBe('No answer yet');
    expect(decisionText({ ...base, answer: 'INTERESTED' })).toBe('Wants to rent it');
    expect(decisionText({ ...base, answer: 'NOT_INTERESTED', reason: 'RENT' })).toBe('Not for them: The rent');
    expect(decisionText({ ...base, answer: 'NOT_INTERESTED', reason: 'OTHER', note: 'No parking' })).toBe('Not for them: Other (No parking)');
  });

  it('says when it was answered, first answered after a change, and until when it may change (India time)', () => {
    expect(decisionTimes(base)).toBe('may answer until 30 Nov 2026, 10:40 AM');
    expect(decisionTimes({ ...base, answer: 'INTERESTED', decided_at: '2026-11-24T06:30:00.000Z', first_decided_at: '2026-11-23T06:30:00.000Z' })).toBe(
      'answered 24 Nov 2026, 12:00 PM; first answered 23 Nov 2026, 12:00 PM; may change until 30 Nov 2026, 10:40 AM',
    );
  });
});
