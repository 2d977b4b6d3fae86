import { describe, expect, it } from 'vitest';
import { reportBody, serverErrors, validateReport } from './report-form';

describe('the report form', () => {
  it('asks for a reason, and for a note when the reason is "something else" (the server’s words)', () => {
    expect(validateReport({ reason: '', note: '' })).toEqual({ reason: 'Choose what is wrong with this listing.' });
    expect(validateReport({ reason: 'OTHER', note: '  ' })).toEqual({ note: 'Tell us in a few words what is wrong.' });
    expect(validateReport({ reason: 'BROKER', note: '' })).toEqual({});
    expect(validateReport({ reason: 'BROKER', note: 'x'.repeat(501) })).toEqual({ note: 'Must be at most 500 characters.' });
  });

  it('sends the reason and a trimmed note, none when blank', () => {
    expect(reportBody({ reason: 'FRAUD', note: '  Wants money first  ' })).toEqual({ reason: 'FRAUD', note: 'Wants money first' });
    expect(reportBody({ reason: 'ALREADY_RENTED', note: '   ' })).toEqual({ reason: 'ALREADY_RENTED' });
  });

  it("shows a refusal's field errors under their fields", () => {
    expect(serverErrors({ note: 'Tell us in a few words what is wrong.', other: 'x' })).toEqual({ note: 'Tell us in a few words what is wrong.' });
    expect(serverErrors(undefined)).toEqual({});
  });
});
