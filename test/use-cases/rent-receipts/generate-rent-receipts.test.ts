import { beforeEach, describe, expect, it } from 'vitest';
import { GenerateRentReceipts, type GenerateRentReceiptsInput } from '../../../application/rent-receipts/generate-rent-receipts.use-case.js';
import { RentReceiptMessages } from '../../../domain/rent-receipts/rent-receipt-rules.js';
import { RateLimitedError, ValidationError } from '../../../domain/shared/domain-error.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

/** The harness's clock starts on 22 Nov 2026 (India), in financial year 2026-27. */
const FORM: GenerateRentReceiptsInput = {
  tenantName: 'Ramesh Kumar',
  landlordName: 'Sita Devi',
  landlordPan: '',
  address: 'Flat 203, Boring Road, Patna 800001',
  monthlyRent: '8000',
  mode: 'UPI',
  period: 'FINANCIAL_YEAR',
  fromMonth: '',
  toMonth: '',
  financialYear: '2025-26',
  language: 'en',
  clientIp: '203.0.113.9',
};

describe('making self-made rent receipts', () => {
  let h: ReturnType<typeof harness>;
  const generate = (over: Partial<GenerateRentReceiptsInput> = {}) => h.container.get(GenerateRentReceipts).execute({ ...FORM, ...over });

  beforeEach(() => {
    h = harness({ env: { RENT_RECEIPTS_PER_IP_PER_HOUR: '2' } });
  });

  it("prints a financial year's twelve months, April to March", async () => {
    const made = await generate();
    expect(made.months).toBe(12);
    expect(made.fileName).toBe('rent-receipts-2025-04-to-2026-03.pdf');
    expect(Buffer.from(made.pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names every wrong field at once', async () => {
    const error = await failure(generate({ monthlyRent: '9000', landlordPan: '', mode: 'CHEQUE', period: 'MONTHS', fromMonth: '2026-05', toMonth: '2027-05' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).fieldCodes).sort()).toEqual(['landlord_pan', 'mode', 'to_month']);
    expect((error as ValidationError).fields.to_month).toBe(RentReceiptMessages.month); // May 2027 is past the current year's March
  });

  it('offers a new financial year from midnight of 1 April in India, not in UTC', async () => {
    // 31 March 2027, 23:59 in India: 2024-25 is still offered, 2027-28 not yet.
    h.clock.advanceSeconds((Date.parse('2027-03-31T18:29:00Z') - h.clock.now().getTime()) / 1000);
    await generate({ financialYear: '2024-25' });
    expect(await failure(generate({ financialYear: '2027-28' }))).toBeInstanceOf(ValidationError);
    // Two minutes later it is 1 April in India (still 31 March in UTC).
    h.clock.advanceMinutes(2);
    await generate({ financialYear: '2027-28', clientIp: '203.0.113.10' });
    expect(await failure(generate({ financialYear: '2024-25', clientIp: '203.0.113.10' }))).toBeInstanceOf(ValidationError);
  });

  it('spends the address budget only on PDFs made', async () => {
    await failure(generate({ monthlyRent: '' }));
    await generate();
    await generate();
    const refused = await failure(generate());
    expect(refused).toBeInstanceOf(RateLimitedError);
    await generate({ clientIp: '198.51.100.7' });
  });
});
