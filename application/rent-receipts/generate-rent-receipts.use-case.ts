import { checkLandlordPan, checkMonthlyRent, checkPaymentMode, checkReceiptAddress, checkReceiptFinancialYear, checkReceiptMonth, checkReceiptMonthRange, checkReceiptParties, receiptWindow, RentReceiptMessages, yearlyRentJudged, type PaymentMode } from '../../domain/rent-receipts/rent-receipt-rules.js';
import { makeRentReceipts } from '../../domain/rent-receipts/rent-receipts.js';
import { FieldErrorCollector, RateLimitedError } from '../../domain/shared/domain-error.js';
import { indiaDate } from '../../domain/shared/india-date.js';
import type { Language } from '../../domain/shared/language.js';
import { financialYearMonths, monthsFromTo, parseFinancialYear, type YearMonth } from '../../domain/shared/year-month.js';
import type { PdfRenderer } from '../documents/ports/pdf-renderer.port.js';
import { port } from '../shared/port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { RateLimiter } from '../shared/ports/rate-limiter.port.js';
import { addressBucket, chargeLimits } from '../shared/rate-limits.js';
import { rentReceiptsDocument } from './rent-receipts-layout.js';

export interface RentReceiptSettings {
  /** PDFs one client address may make in an hour (each is up to 12 receipts and a moment of the server's CPU). */
  perIpPerHour: number;
  productName: string;
}
export const DEFAULT_RENT_RECEIPTS_PER_IP_PER_HOUR = 20;
export const RentReceiptSettings = port<RentReceiptSettings>('RentReceiptSettings');

/** The receipts' months: from one month to another, or a financial year (April to March). */
export const ReceiptPeriods = ['MONTHS', 'FINANCIAL_YEAR'] as const;
export type ReceiptPeriod = (typeof ReceiptPeriods)[number];

/** The generator's form as typed: text (the rent may be a number); every rule is checked here, every field at once. */
export interface GenerateRentReceiptsInput {
  tenantName?: string | null;
  landlordName?: string | null;
  landlordPan?: string | null;
  address?: string | null;
  monthlyRent?: string | number | null;
  mode?: string | null;
  period?: string | null;
  /** YYYY-MM, with period MONTHS. */
  fromMonth?: string | null;
  toMonth?: string | null;
  /** "2025-26", with period FINANCIAL_YEAR. */
  financialYear?: string | null;
  language: Language;
  clientIp: string | null;
}

export interface GeneratedReceipts {
  pdf: Uint8Array;
  /** "rent-receipts-2025-04-to-2026-03.pdf". */
  fileName: string;
  months: number;
}

/**
 * The public rent receipt generator (no sign-in): checks the form (every field's problem at once, under the form's
 * names), charges the client address's hourly budget (only for a PDF actually made), and prints the months' receipts
 * as one PDF, self-made and without a verification link. Nothing is stored: the PDF is the only trace.
 */
export class GenerateRentReceipts {
  constructor(
    private readonly renderer: PdfRenderer,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly settings: RentReceiptSettings,
  ) {}

  async execute(input: GenerateRentReceiptsInput): Promise<GeneratedReceipts> {
    const now = this.clock.now();
    const today = indiaDate(now);
    const months = this.check(input, today);

    const charge = await chargeLimits(
      this.rateLimiter,
      [{ key: `rent-receipts:ip:${input.clientIp ? addressBucket(input.clientIp) : 'unknown'}`, limit: this.settings.perIpPerHour, windowSeconds: 3600 }],
      now,
    );
    if (!charge.allowed) throw new RateLimitedError(RentReceiptMessages.tooMany, charge.retryAfterSeconds);

    const amount = Number(String(input.monthlyRent).trim());
    const receipts = makeRentReceipts({
      language: input.language,
      tenantName: input.tenantName as string,
      landlordName: input.landlordName as string,
      landlordPan: typeof input.landlordPan === 'string' ? input.landlordPan : null,
      address: input.address as string,
      months: months.map((month) => ({ month, amount, mode: input.mode as PaymentMode })),
      selfMade: true,
      madeOn: today,
    });
    const pdf = await this.renderer.render(rentReceiptsDocument(receipts, { product: this.settings.productName }));
    return { pdf, fileName: `rent-receipts-${months[0]}-to-${months.at(-1)}.pdf`, months: months.length };
  }

  /** The months asked for, once every field passes; else one ValidationError naming every bad field. */
  private check(input: GenerateRentReceiptsInput, today: string): YearMonth[] {
    const errors = new FieldErrorCollector();
    const add = (field: string, problem: string | null) => problem && errors.add(field, problem);
    const parties = checkReceiptParties(input.tenantName, input.landlordName);
    add('tenant_name', parties.tenant_name);
    add('landlord_name', parties.landlord_name);
    add('address', checkReceiptAddress(input.address));
    const rentProblem = checkMonthlyRent(input.monthlyRent);
    add('monthly_rent', rentProblem);
    if (!rentProblem) add('landlord_pan', checkLandlordPan(input.landlordPan, yearlyRentJudged([Number(String(input.monthlyRent).trim())])));
    add('mode', checkPaymentMode(input.mode));

    const window = receiptWindow(today);
    let months: YearMonth[] = [];
    if (input.period === 'FINANCIAL_YEAR') {
      const year = parseFinancialYear(input.financialYear);
      const problem = checkReceiptFinancialYear(year, window);
      add('financial_year', problem);
      if (!problem) months = financialYearMonths(year!);
    } else if (input.period === 'MONTHS') {
      const fromProblem = checkReceiptMonth(input.fromMonth, window);
      const toProblem = checkReceiptMonth(input.toMonth, window);
      add('from_month', fromProblem);
      add('to_month', toProblem);
      if (!fromProblem && !toProblem) {
        const rangeProblem = checkReceiptMonthRange(input.fromMonth as YearMonth, input.toMonth as YearMonth);
        add('to_month', rangeProblem);
        if (!rangeProblem) months = monthsFromTo(input.fromMonth as YearMonth, input.toMonth as YearMonth);
      }
    } else {
      add('period', RentReceiptMessages.period);
    }
    errors.throwIfAny();
    return months;
  }
}

