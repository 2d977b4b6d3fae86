import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PaymentModes } from '../../../domain/rent-receipts/rent-receipt-rules.js';
import { ReceiptPeriods } from '../../../application/rent-receipts/generate-rent-receipts.use-case.js';
import { LANGUAGES } from '../../../domain/shared/language.js';

/*
 * The generator's fields, as the form at /rent-receipt posts them. Every rule is checked by GenerateRentReceipts
 * (domain/rent-receipts/rent-receipt-rules.ts, messages by code), so this DTO only names the fields.
 */

/** POST /rent-receipts: the months' receipts as one PDF. */
export class GenerateRentReceiptsDto {
  @JSONSchema({ type: 'string' }) @IsOptional() tenant_name?: unknown = undefined;
  @JSONSchema({ type: 'string' }) @IsOptional() landlord_name?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'], description: 'Required when 12 × monthly_rent is above ₹1,00,000' }) @IsOptional() landlord_pan?: unknown = undefined;
  @JSONSchema({ type: 'string', description: '10 to 200 characters' }) @IsOptional() address?: unknown = undefined;
  @JSONSchema({ type: ['integer', 'string'], description: 'Whole rupees, 1 to 1000000' }) @IsOptional() monthly_rent?: unknown = undefined;
  @JSONSchema({ type: 'string', enum: [...PaymentModes] }) @IsOptional() mode?: unknown = undefined;
  @JSONSchema({ type: 'string', enum: [...ReceiptPeriods] }) @IsOptional() period?: unknown = undefined;
  @JSONSchema({ type: 'string', description: 'YYYY-MM, with period MONTHS' }) @IsOptional() from_month?: unknown = undefined;
  @JSONSchema({ type: 'string', description: 'YYYY-MM, with period MONTHS (at most 12 months from from_month)' }) @IsOptional() to_month?: unknown = undefined;
  @JSONSchema({ type: 'string', description: '"2025-26", with period FINANCIAL_YEAR' }) @IsOptional() financial_year?: unknown = undefined;
  @JSONSchema({ type: 'string', enum: [...LANGUAGES], description: 'The receipts\' language (default en)' }) @IsOptional() language?: unknown = undefined;
}
