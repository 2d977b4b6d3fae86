import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { PaymentKinds, PaymentModes } from '../../../domain/tenancies/tenancy-rules.js';
import { PageDto } from '../shared/paging.js';

/*
 * The bodies of the tenancy moves. Each field is checked by the domain (tenancy-terms.ts, payment.ts: whole rupees,
 * the dates, the due day 1-28, the month of a rent), so these DTOs only name the fields.
 */

/** PATCH /tenancies/{id}: the terms to change (what is left out stays). */
export class TenancyTermsDto {
  @JSONSchema({ type: 'integer', description: 'Whole rupees a month' }) @IsOptional() rent?: unknown = undefined;
  @JSONSchema({ type: 'integer' }) @IsOptional() deposit?: unknown = undefined;
  @JSONSchema({ type: 'integer' }) @IsOptional() maintenance?: unknown = undefined;
  @JSONSchema({ type: 'string', format: 'date' }) @IsOptional() move_in_date?: unknown = undefined;
  @JSONSchema({ type: 'integer', description: '1-60, 11 by default' }) @IsOptional() term_months?: unknown = undefined;
  @JSONSchema({ type: 'integer', description: '0-6, 1 by default' }) @IsOptional() notice_months?: unknown = undefined;
  @JSONSchema({ type: 'integer', description: '1-28, 5 by default' }) @IsOptional() rent_due_day?: unknown = undefined;
}

/** POST /tenancies: the listing, the tenant's mobile number (when the owner or an admin proposes) and the terms. */
export class ProposeTenancyDto extends TenancyTermsDto {
  @JSONSchema({ type: 'string', format: 'uuid' }) @IsOptional() property_id?: unknown = undefined;
  @JSONSchema({ type: 'string', description: 'The tenant’s 10-digit mobile number they signed up with' }) @IsOptional() tenant_mobile_no?: unknown = undefined;
}

/** A confirmation code (6 digits). */
export class ConfirmCodeDto {
  @JSONSchema({ type: 'string' }) @IsOptional() code?: unknown = undefined;
}

/** A withdrawal's reason, a dispute's note, a void's reason. */
export class ReasonDto {
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() reason?: unknown = undefined;
}
export class NoteDto {
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() note?: unknown = undefined;
}

export class NoticeDto {
  @JSONSchema({ type: 'string', format: 'date' }) @IsOptional() move_out_date?: unknown = undefined;
}

export class VisitStatementDto {
  @JSONSchema({ type: 'string', format: 'date' }) @IsOptional() visited_on?: unknown = undefined;
}

/** POST /tenancies/{id}/payments. */
export class RecordPaymentDto {
  @JSONSchema({ type: 'string', enum: [...PaymentKinds] }) @IsOptional() kind?: unknown = undefined;
  @JSONSchema({ type: 'integer', description: 'Whole rupees' }) @IsOptional() amount?: unknown = undefined;
  @JSONSchema({ type: 'string', enum: [...PaymentModes] }) @IsOptional() mode?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() reference?: unknown = undefined;
  @JSONSchema({ type: 'string', format: 'date' }) @IsOptional() paid_on?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'], description: 'YYYY-MM, for rent' }) @IsOptional() for_month?: unknown = undefined;
}

/** GET /tenancies/{id}: the page of its payments. */
export class TenancyPageDto extends PageDto {}
