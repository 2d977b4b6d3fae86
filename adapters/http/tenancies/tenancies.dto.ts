import { JSONSchema } from 'class-validator-jsonschema';
import { checkIsoDate } from '../../../domain/shared/iso-date.js';
import { checkNumber, type NumberRule } from '../../../domain/shared/number-and-link.js';
import { checkMobileNo } from '../../../domain/shared/phone-number.js';
import { checkPaymentKind, checkPaymentMode, checkPaymentReference, checkRentMonth, checkTenancyNote, checkVoidReason } from '../../../domain/tenancies/tenancy-checks.js';
import { PAYMENT_AMOUNT_RULE, PaymentKinds, PaymentModes, TenancyTermRules, type PaymentKind, type PaymentMode } from '../../../domain/tenancies/tenancy-rules.js';
import { SatisfiesRule, whenSent, whenPresent, type RuleCheck } from '../dto/satisfies-rule.decorator.js';
import { givenNumber } from '../dto/wire-values.js';
import { PageDto } from '../shared/paging.js';

/*
 * The bodies of the tenancy moves, checked with the domain's rules (tenancy-checks.ts, tenancy-rules.ts: whole
 * rupees, dates, the due day 1-28, the month of a rent). A field left out (or null) is the use case's to judge: a
 * default, "required", or what stays as it was; the checks that need today's date or the tenancy stay there too.
 */

/** A whole number as text or a number, within `rule`'s range. */
const numberRule = (rule: NumberRule): RuleCheck => whenPresent((value) => checkNumber(value, rule));
const dateRule: RuleCheck = whenPresent((value) => checkIsoDate(value, true));


/** PATCH /tenancies/{id}: the terms to change (what is left out stays). */
export class TenancyTermsDto {
  @JSONSchema({ type: 'integer', description: 'Whole rupees a month' }) @whenSent() @SatisfiesRule(numberRule(TenancyTermRules.rent)) rent?: number | string | null = undefined;
  @JSONSchema({ type: 'integer' }) @whenSent() @SatisfiesRule(numberRule(TenancyTermRules.deposit)) deposit?: number | string | null = undefined;
  @JSONSchema({ type: 'integer' }) @whenSent() @SatisfiesRule(numberRule(TenancyTermRules.maintenance)) maintenance?: number | string | null = undefined;
  @JSONSchema({ type: 'string', format: 'date' }) @whenSent() @SatisfiesRule(dateRule) move_in_date?: string | null = undefined;
  @JSONSchema({ type: 'integer', description: '1-60, 11 by default' }) @whenSent() @SatisfiesRule(numberRule(TenancyTermRules.term_months)) term_months?: number | string | null = undefined;
  @JSONSchema({ type: 'integer', description: '0-6, 1 by default' }) @whenSent() @SatisfiesRule(numberRule(TenancyTermRules.notice_months)) notice_months?: number | string | null = undefined;
  @JSONSchema({ type: 'integer', description: '1-28, 5 by default' }) @whenSent() @SatisfiesRule(numberRule(TenancyTermRules.rent_due_day)) rent_due_day?: number | string | null = undefined;
}

/** The terms of a body as the use cases take them. */
export const termsOf = (body: TenancyTermsDto) => ({
  rent: givenNumber(body.rent),
  deposit: givenNumber(body.deposit),
  maintenance: givenNumber(body.maintenance),
  moveInDate: body.move_in_date,
  termMonths: givenNumber(body.term_months),
  noticeMonths: givenNumber(body.notice_months),
  rentDueDay: givenNumber(body.rent_due_day),
});

/** POST /tenancies: the listing, the tenant's mobile number (when the owner or an admin proposes) and the terms. */
export class ProposeTenancyDto extends TenancyTermsDto {
  /** Checked by the route (PROPERTY_ID): a listing id is a UUID. */
  @JSONSchema({ type: 'string', format: 'uuid' }) property_id?: unknown = undefined;
  /** Needed (and read) only when the owner or an admin proposes; blank counts as not given. */
  @JSONSchema({ type: 'string', description: 'The tenant’s 10-digit mobile number they signed up with' })
  @whenSent() @SatisfiesRule(whenPresent((value) => (value === '' ? null : checkMobileNo(value))))
  tenant_mobile_no?: string | number | null = undefined;
}

/** A confirmation code (6 digits): any other value counts as no code, which the use case answers in turn. */
export class ConfirmCodeDto {
  @JSONSchema({ type: 'string' }) code?: unknown = undefined;
}

/** A withdrawal's reason (optional). */
export class ReasonDto {
  @JSONSchema({ type: ['string', 'null'] }) @whenSent() @SatisfiesRule(whenPresent(checkTenancyNote)) reason?: string | null = undefined;
}
/** A void's reason (5 to 500 characters). */
export class VoidReasonDto {
  @JSONSchema({ type: 'string' }) @SatisfiesRule(checkVoidReason) reason: string = undefined as unknown as string;
}
/** A dispute's note (optional). */
export class NoteDto {
  @JSONSchema({ type: ['string', 'null'] }) @whenSent() @SatisfiesRule(whenPresent(checkTenancyNote)) note?: string | null = undefined;
}

export class NoticeDto {
  @JSONSchema({ type: 'string', format: 'date' }) @SatisfiesRule(dateRule) move_out_date?: string | null = undefined;
}

export class VisitStatementDto {
  @JSONSchema({ type: 'string', format: 'date' }) @SatisfiesRule(dateRule) visited_on?: string | null = undefined;
}

/** POST /tenancies/{id}/payments. */
export class RecordPaymentDto {
  @JSONSchema({ type: 'string', enum: [...PaymentKinds] }) @SatisfiesRule(whenPresent(checkPaymentKind)) kind?: PaymentKind | null = undefined;
  @JSONSchema({ type: 'integer', description: 'Whole rupees' }) @SatisfiesRule(numberRule(PAYMENT_AMOUNT_RULE)) amount?: number | string | null = undefined;
  @JSONSchema({ type: 'string', enum: [...PaymentModes] }) @SatisfiesRule(whenPresent(checkPaymentMode)) mode?: PaymentMode | null = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @whenSent() @SatisfiesRule(whenPresent(checkPaymentReference)) reference?: string | null = undefined;
  @JSONSchema({ type: 'string', format: 'date' }) @SatisfiesRule(dateRule) paid_on?: string | null = undefined;
  @JSONSchema({ type: ['string', 'null'], description: 'YYYY-MM, for rent' })
  @whenSent() @SatisfiesRule((value, body) => checkRentMonth(value, body.kind))
  for_month?: string | null = undefined;
}

/** GET /tenancies/{id}: the page of its payments. */
export class TenancyPageDto extends PageDto {}
