import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LANGUAGES } from '../../../domain/shared/language.js';

/* The rent agreement's and the tenancy receipts' requests: the use cases check every field. */

/** GET /tenancies/{id}/agreement. */
export class AgreementQueryDto {
  @JSONSchema({ type: 'string', enum: [...LANGUAGES], description: 'The agreement’s language (default en)' }) @IsOptional() lang?: unknown = undefined;
}

/** GET /tenancies/{id}/receipts: a month or a financial year. */
export class ReceiptsQueryDto {
  @JSONSchema({ type: 'string', description: 'YYYY-MM: one month’s receipt' }) @IsOptional() month?: unknown = undefined;
  @JSONSchema({ type: 'string', description: '"2026-27": a financial year’s receipts (April to March) in one PDF' }) @IsOptional() fy?: unknown = undefined;
  @JSONSchema({ type: 'string', enum: [...LANGUAGES], description: 'The receipts’ language (default en)' }) @IsOptional() lang?: unknown = undefined;
}

/** PUT /tenancies/{id}/landlord-pan. */
export class LandlordPanDto {
  @JSONSchema({ type: ['string', 'null'], description: 'ABCDE1234F; blank or null removes it' }) @IsOptional() landlord_pan?: unknown = undefined;
}
