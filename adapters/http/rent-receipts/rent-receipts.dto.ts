import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { checkMonthlyRent, checkPaymentMode, checkReceiptAddress, PaymentModes, RentReceiptMessages } from '../../../domain/rent-receipts/rent-receipt-rules.js';
import { checkPan } from '../../../domain/shared/pan.js';
import { checkPersonName } from '../../../domain/shared/person-name.js';
import { SatisfiesRule, whenSent, wrongTypeOnly } from '../dto/satisfies-rule.decorator.js';
import { ReceiptPeriods } from '../../../application/rent-receipts/generate-rent-receipts.use-case.js';
import { LANGUAGES } from '../../../domain/shared/language.js';

/*
 * The generator's fields, as the form at /rent-receipt posts them. A value of the wrong type is answered here with
 * its rule's message (domain/rent-receipts/rent-receipt-rules.ts); the rules themselves read one another (the PAN by
 * the rent, the months by the period) and today's window, so GenerateRentReceipts reads every field's text at once.
 */

const nameRule = wrongTypeOnly(checkPersonName);
const monthRule = wrongTypeOnly(() => RentReceiptMessages.month);

/** POST /rent-receipts: the months' receipts as one PDF. */
export class GenerateRentReceiptsDto {
  @JSONSchema({ type: 'string' }) @whenSent() @SatisfiesRule(nameRule) tenant_name?: string | null = undefined;
  @JSONSchema({ type: 'string' }) @whenSent() @SatisfiesRule(nameRule) landlord_name?: string | null = undefined;
  @JSONSchema({ type: ['string', 'null'], description: 'Required when 12 × monthly_rent is above ₹1,00,000' })
  @whenSent() @SatisfiesRule(wrongTypeOnly(checkPan))
  landlord_pan?: string | null = undefined;
  @JSONSchema({ type: 'string', description: '10 to 200 characters' }) @whenSent() @SatisfiesRule(wrongTypeOnly(checkReceiptAddress)) address?: string | null = undefined;
  @JSONSchema({ type: ['integer', 'string'], description: 'Whole rupees, 1 to 1000000' })
  @whenSent() @SatisfiesRule(wrongTypeOnly(checkMonthlyRent, true))
  monthly_rent?: number | string | null = undefined;
  @JSONSchema({ type: 'string', enum: [...PaymentModes] }) @whenSent() @SatisfiesRule(wrongTypeOnly(checkPaymentMode)) mode?: string | null = undefined;
  @JSONSchema({ type: 'string', enum: [...ReceiptPeriods] }) @whenSent() @SatisfiesRule(wrongTypeOnly(() => RentReceiptMessages.period)) period?: string | null = undefined;
  @JSONSchema({ type: 'string', description: 'YYYY-MM, with period MONTHS' }) @whenSent() @SatisfiesRule(monthRule) from_month?: string | null = undefined;
  @JSONSchema({ type: 'string', description: 'YYYY-MM, with period MONTHS (at most 12 months from from_month)' }) @whenSent() @SatisfiesRule(monthRule) to_month?: string | null = undefined;
  @JSONSchema({ type: 'string', description: '"2025-26", with period FINANCIAL_YEAR' })
  @whenSent() @SatisfiesRule(wrongTypeOnly(() => RentReceiptMessages.financialYear))
  financial_year?: string | null = undefined;
  @JSONSchema({ type: 'string', enum: [...LANGUAGES], description: 'The receipts\' language (default en)' }) @IsOptional() language?: unknown = undefined;
}
