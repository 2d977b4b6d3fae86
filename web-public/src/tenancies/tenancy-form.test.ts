import { afterEach, describe, expect, it } from 'vitest';
import { hi, hiMessages } from '../../../domain/shared/catalogue/site/hi';
import { activateLanguage, t } from '../i18n/t';
import { actorName, monthLabel, otherParty, paymentBody, paymentStart, rentMonths, termsBody, termsStart, waitingFor } from './tenancy-form';

const tenancy = { owner_id: 'o1', tenant_id: 't1', owner_name: 'Ravi Kumar', tenant_name: 'Sita Devi' };

describe('the tenancy forms', () => {
  afterEach(() => activateLanguage('en'));

  it('start the terms from the listing with an 11-month term, a month’s notice and rent due by the 5th', () => {
    expect(termsStart({ rent: 12500, deposit: 25000 })).toEqual({
      rent: '12500',
      deposit: '25000',
      maintenance: '0',
      move_in_date: '',
      term_months: '11',
      notice_months: '1',
      rent_due_day: '5',
    });
  });

  it('check the terms by the API’s rules and send whole numbers', () => {
    const values = { ...termsStart({ rent: 12500, deposit: 25000 }), move_in_date: '2026-12-01' };
    expect(termsBody(values)).toEqual({
      body: { rent: 12500, deposit: 25000, maintenance: 0, move_in_date: '2026-12-01', term_months: 11, notice_months: 1, rent_due_day: 5 },
    });
    const wrong = termsBody({ ...values, rent: '100', rent_due_day: '31', term_months: '', move_in_date: '31/02/2026' });
    expect('errors' in wrong && wrong.errors).toEqual({
      rent: 'Must be at least 500',
      rent_due_day: 'Must be at most 28',
      term_months: 'This field is required',
      move_in_date: expect.any(String),
    });
  });

  it('send a payment with the month only for rent, and ask for the month of a rent', () => {
    const start = paymentStart('2026-11-29');
    expect(start).toMatchObject({ kind: 'RENT', mode: 'UPI', paid_on: '2026-11-29', for_month: '2026-11' });
    expect(paymentBody({ ...start, amount: '12500', reference: ' UPI123 ' }, t)).toEqual({
      body: { kind: 'RENT', amount: 12500, mode: 'UPI', reference: 'UPI123', paid_on: '2026-11-29', for_month: '2026-11' },
    });
    expect(paymentBody({ ...start, kind: 'TOKEN', amount: '5000', mode: 'CASH' }, t)).toEqual({
      body: { kind: 'TOKEN', amount: 5000, mode: 'CASH', reference: null, paid_on: '2026-11-29', for_month: null },
    });
    const wrong = paymentBody({ ...start, amount: '0', for_month: '' }, t);
    expect('errors' in wrong && wrong.errors).toEqual({ amount: 'Must be at least 1', for_month: 'Choose the month this rent is for.' });
  });

  it('offer the rent months from a year back to two ahead, named in the reader’s language', () => {
    const months = rentMonths('2026-11-29');
    expect(months[0]).toBe('2027-01');
    expect(months.at(-1)).toBe('2025-11');
    expect(months).toHaveLength(15);
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-11', 'hi')).toBe('नवंबर 2026');
  });

  it('name who did what in the history: you, the other party, or the GharSetu team (never a staff member)', () => {
    expect(actorName({ by_id: 'o1', by_role: 'OWNER' }, tenancy, 'o1', t)).toBe('You');
    expect(actorName({ by_id: 'o1', by_role: 'OWNER' }, tenancy, 't1', t)).toBe('Ravi Kumar');
    expect(actorName({ by_id: 't1', by_role: 'TENANT' }, tenancy, 'o1', t)).toBe('Sita Devi');
    expect(actorName({ by_id: 'admin-7', by_role: 'ADMIN' }, tenancy, 'o1', t)).toBe('GharSetu team');
    activateLanguage('hi', hi, hiMessages);
    expect(actorName({ by_id: 'admin-7', by_role: 'ADMIN' }, tenancy, 'o1', t)).toBe('घरसेतु टीम');
  });

  it('say who the other party is and whose confirmation is missing', () => {
    expect(otherParty({ as: 'TENANT', ...tenancy })).toEqual({ role: 'OWNER', name: 'Ravi Kumar' });
    expect(otherParty({ as: 'OWNER', ...tenancy })).toEqual({ role: 'TENANT', name: 'Sita Devi' });
    expect(waitingFor({ status: 'PROPOSED', owner_confirmed: true, tenant_confirmed: false })).toEqual(['TENANT']);
    expect(waitingFor({ status: 'CONFIRMED', owner_confirmed: true, tenant_confirmed: true })).toEqual([]);
  });
});
