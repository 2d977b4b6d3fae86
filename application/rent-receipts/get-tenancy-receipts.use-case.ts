import { landlordPanRequired, yearlyRentJudged } from '../../domain/rent-receipts/rent-receipt-rules.js';
import { makeRentReceipts } from '../../domain/rent-receipts/rent-receipts.js';
import { ReceiptLink } from '../../domain/rent-receipts/receipt-link.js';
import { LandlordPanNeededError, NoReceiptsError, TenancyReceiptMessages } from '../../domain/rent-receipts/tenancy-receipts.errors.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { indiaDate } from '../../domain/shared/india-date.js';
import type { Language } from '../../domain/shared/language.js';
import { financialYearLabel, financialYearMonths, isYearMonth, parseFinancialYear, type YearMonth } from '../../domain/shared/year-month.js';
import type { User } from '../../domain/users/user.js';
import type { PdfRenderer } from '../documents/ports/pdf-renderer.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { TokenGenerator } from '../shared/ports/token-generator.port.js';
import type { PaymentRepository } from '../tenancies/ports/payment.repository.port.js';
import type { TenancyRepository } from '../tenancies/ports/tenancy.repository.port.js';
import { tenancyFor, type TenancySettings } from '../tenancies/tenancy-access.js';
import { nameOf } from '../tenancies/tenancy-views.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { fullAddress } from '../rent-agreements/agreement-of.js';
import type { ReceiptLinkRepository } from './ports/receipt-link.repository.port.js';
import { rentReceiptsDocument } from './rent-receipts-layout.js';
import { confirmedRentMonths, rentPaymentsOf } from './tenancy-receipt-months.js';

export interface TenancyReceiptsInput {
  user: User;
  tenancyId: string;
  /** YYYY-MM: one month's receipt. */
  month?: string;
  /** "2026-27": the financial year's receipts in one PDF. */
  financialYear?: string;
  language: Language;
  /** The public address of a receipt's verification page (the edge knows the site's origin). */
  verificationUrl: (code: string) => string;
}

/**
 * A tenancy's rent receipts as one PDF, for its parties (and an admin): a month's, or a financial year's, made only
 * from confirmed rent payments (a month's parts added up). Each receipt carries the link and QR code of its public
 * verification page (a short random code per tenancy and month, the same on every reprint). The landlord's PAN is
 * printed when given, and must have been given by the owner when the year's rent is above ₹1,00,000
 * (RECEIPTS_PAN_NEEDED otherwise); a cash month above ₹5,000 has the revenue-stamp note.
 */
export class GetTenancyReceipts {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly payments: PaymentRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly links: ReceiptLinkRepository,
    private readonly codes: TokenGenerator,
    private readonly renderer: PdfRenderer,
    private readonly clock: Clock,
    private readonly settings: TenancySettings,
  ) {}

  async execute(input: TenancyReceiptsInput): Promise<{ pdf: Uint8Array; fileName: string; months: number }> {
    const { tenancy } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
    const { months, label } = periodOf(input);
    const paid = confirmedRentMonths(await rentPaymentsOf(this.payments, tenancy.id), months);
    if (paid.length === 0) throw new NoReceiptsError();
    if (landlordPanRequired(yearlyRentJudged(paid.map((m) => m.amount))) && !tenancy.landlordPan) throw new LandlordPanNeededError();

    const now = this.clock.now();
    const known = new Map((await this.links.findByMonths(tenancy.id, paid.map((m) => m.month))).map((link) => [link.month, link.code]));
    for (const { month } of paid) {
      if (!known.has(month)) known.set(month, (await this.links.add(ReceiptLink.issue({ code: this.codes.generate(), tenancyId: tenancy.id, month }, now))).code);
    }
    const property = await this.properties.findById(tenancy.propertyId);
    const people = new Map((await this.users.findByIds([tenancy.ownerId, tenancy.tenantId])).map((u) => [u.id, u]));
    const receipts = makeRentReceipts({
      language: input.language,
      tenantName: nameOf(people.get(tenancy.tenantId)),
      landlordName: nameOf(people.get(tenancy.ownerId)),
      landlordPan: tenancy.landlordPan,
      address: fullAddress(property),
      months: paid.map((m) => ({ month: m.month, amount: m.amount, mode: m.mode, paidOn: m.paidOn, reference: m.reference, verification: { url: input.verificationUrl(known.get(m.month)!) } })),
      selfMade: false,
      madeOn: indiaDate(now),
    });
    const pdf = await this.renderer.render(rentReceiptsDocument(receipts, { product: this.settings.productName }));
    return { pdf, fileName: `rent-receipts-${label}-${input.language}.pdf`, months: paid.length };
  }
}

/** The months asked for: one month (`month`) or a financial year (`financialYear`), exactly one of them. */
function periodOf(input: Pick<TenancyReceiptsInput, 'month' | 'financialYear'>): { months: YearMonth[]; label: string } {
  const hasMonth = input.month !== undefined && input.month !== '';
  const hasYear = input.financialYear !== undefined && input.financialYear !== '';
  if (hasMonth && !hasYear && isYearMonth(input.month)) return { months: [input.month], label: input.month };
  const year = hasYear && !hasMonth ? parseFinancialYear(input.financialYear) : null;
  if (year !== null) return { months: financialYearMonths(year), label: `fy-${financialYearLabel(year)}` };
  throw ValidationError.field(hasYear && !hasMonth ? 'fy' : 'month', TenancyReceiptMessages.period);
}
