import { describe, expect, it } from 'vitest';
import type { Payment, Tenancy } from './resource';
import { historyActionLabel, paymentLine, paymentsToCsv, paymentStatusChoices, tenanciesToCsv, tenancyStatusChoices, termsLine, validateVoidReason, VOID_REASON_MESSAGE } from './tenancyFormat';

describe('tenancies and payments in the console', () => {
  it('offers every status of the shared lists as a filter', () => {
    expect(tenancyStatusChoices.map((c) => c.id)).toEqual(['PROPOSED', 'CONFIRMED', 'ENDING', 'ENDED', 'WITHDRAWN', 'VOIDED']);
    expect(paymentStatusChoices.map((c) => c.name)).toEqual(['Pending', 'Confirmed', 'Disputed', 'Voided']);
  });

  it('writes terms and payments with Indian grouping', () => {
    expect(termsLine({ rent: 12500, deposit: 125000, term_months: 11 })).toBe('₹12,500 a month · deposit ₹1,25,000 · 11 months');
    expect(paymentLine({ kind: 'RENT', amount: 12500, for_month: '2026-11' })).toBe('Rent ₹12,500 for 2026-11');
    expect(paymentLine({ kind: 'TOKEN', amount: 5000, for_month: null })).toBe('Token ₹5,000');
    expect(historyActionLabel('dispute_payment')).toBe('Disputed a payment');
  });

  it('asks a void reason of 5 to 500 characters, as the API', () => {
    expect(validateVoidReason('  no  ')).toBe(VOID_REASON_MESSAGE);
    expect(validateVoidReason('Fake owner')).toBeUndefined();
    expect(validateVoidReason('x'.repeat(501))).toBe(VOID_REASON_MESSAGE);
  });

  it('exports flat CSV rows, a formula-looking reference defused', () => {
    const payment = { id: 'p1', tenancy_id: 't1', kind: 'TOKEN', amount: 5000, mode: 'UPI', reference: '=HYPERLINK()', paid_on: '2026-11-20', for_month: null, recorded_by_party: 'TENANT', status: 'DISPUTED', dispute_note: 'Never paid', void_reason: null, created_at: '2026-11-20T05:00:00.000Z' } as Partial<Payment>;
    const [header, row] = paymentsToCsv([payment]).split('\r\n');
    expect(header).toBe('id,tenancy_id,kind,amount,mode,reference,paid_on,for_month,recorded_by,status,status_label,dispute_note,void_reason,created_at');
    expect(row).toBe("p1,t1,TOKEN,5000,UPI,'=HYPERLINK(),2026-11-20,,TENANT,DISPUTED,Disputed,Never paid,,2026-11-20T05:00:00.000Z");
    const tenancy = { id: 't1', status: 'CONFIRMED', rent: 12500 } as Partial<Tenancy>;
    expect(tenanciesToCsv([tenancy]).split('\r\n')[1]).toContain('t1,,,,,CONFIRMED,Confirmed,12500');
  });
});
