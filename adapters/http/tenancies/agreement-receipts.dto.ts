import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { checkPan, normalisePan } from '../../../domain/shared/pan.js';
import { SatisfiesRule, whenSent, whenPresent } from '../dto/satisfies-rule.decorator.js';

/* The rent agreement's and the tenancy receipts' requests: the landlord's PAN checked here, the period by the use case. */

/** GET /tenancies/{id}/agreement. */
export class AgreementQueryDto {
  @JSONSchema({ type: 'string', enum: [...LANGUAGES], description: 'The agreement’s language (default en)' }) @IsOptional() lang?: unknown = undefined;
}

/** GET /tenancies/{id}/receipts: a month or a financial year. */
export class ReceiptsQueryDto {
  /** A query value is text; GetTenancyReceipts reads the period (exactly one of the two) after the tenancy. */
  @JSONSchema({ type: 'string', description: 'YYYY-MM: one month’s receipt' }) @IsOptional() month?: string = undefined;
  @JSONSchema({ type: 'string', description: '"2026-27": a financial year’s receipts (April to March) in one PDF' }) @IsOptional() fy?: string = undefined;
  @JSONSchema({ type: 'string', enum: [...LANGUAGES], description: 'The receipts’ language (default en)' }) @IsOptional() lang?: unknown = undefined;
}

/** PUT /tenancies/{id}/landlord-pan. */
export class LandlordPanDto {
  @JSONSchema({ type: ['string', 'null'], description: 'ABCDE1234F; blank or null removes it' })
  @whenSent() @SatisfiesRule(whenPresent((value) => (typeof value === 'string' && normalisePan(value) === '' ? null : checkPan(value))))
  landlord_pan?: string | null = undefined;
}
