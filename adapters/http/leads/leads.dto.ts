import { IsObject, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { checkLeadDescription, checkLeadPropertyId, checkLeadType, type LeadType } from '../../../domain/leads/lead-type.js';
import { LeadMessages } from '../../../domain/leads/leads.errors.js';
import { coded as codedText, english } from '../../../domain/shared/catalogue/index.js';
import { checkEmail } from '../../../domain/shared/email.js';
import { Messages } from '../../../domain/shared/messages.js';
import { checkPersonName } from '../../../domain/shared/person-name.js';
import { checkCountryCode, checkMobileNo } from '../../../domain/shared/phone-number.js';
import { isLeadStatus, LeadStatuses, type LeadStatus } from '../../../domain/leads/lead-status.js';
import { LeadTypes } from '../../../domain/leads/lead-type.js';
import { SatisfiesRule, type RuleCheck } from '../dto/satisfies-rule.decorator.js';
import { PageDto } from '../shared/paging.js';
import { coded } from '../validate-dto.js';

/**
 * The text fields' words for a value that is there but is not text (each true of a non-text value: a number
 * sent as the description is not "too long", it is not text).
 */
const WRONG_TYPE = {
  first_name: Messages.nameChars,
  last_name: Messages.nameChars,
  country_code: Messages.countryCode,
  email: Messages.emailPattern,
  description: english('MUST_BE_TEXT', { field: 'description' }),
  type: LeadMessages.invalidType,
  property_id: LeadMessages.propertyInvalid,
} as const;
const isWrongType = (value: unknown) => value !== undefined && value !== null && typeof value !== 'string';

/**
 * A field's rule, read only when no text field has the wrong type: a body with a wrong-typed field is answered
 * with those fields alone (as the API always has); otherwise every broken rule is reported in one 400.
 */
const rule =
  (check: RuleCheck): RuleCheck =>
  (value, body) =>
    (Object.keys(WRONG_TYPE) as (keyof typeof WRONG_TYPE)[]).some((field) => isWrongType(body[field])) ? null : check(value, body);

/**
 * POST /leads (a callback request) and the console's POST: every field checked here, once, with the domain's
 * rules and the spec's messages, property_id against type too; the use case takes the typed result and asks
 * only whether the listing is live.
 */
export class SubmitLeadDto {
  @JSONSchema({ type: 'string' }) @SatisfiesRule(rule(checkPersonName), { wrongType: WRONG_TYPE.first_name }) first_name: string = undefined as unknown as string;
  @JSONSchema({ type: 'string' }) @SatisfiesRule(rule(checkPersonName), { wrongType: WRONG_TYPE.last_name }) last_name: string = undefined as unknown as string;
  /** Text or a number; anything else is 'Phone number is required.'. */
  @JSONSchema({ type: ['string', 'number'] }) @SatisfiesRule(rule(checkMobileNo)) mobile_no: string | number = undefined as unknown as string;
  /** Read once the number passes (a bad number is the one thing said about the phone). */
  @JSONSchema({ type: 'string' })
  @IsOptional()
  @SatisfiesRule(rule((value, body) => (checkMobileNo(body.mobile_no) ? null : checkCountryCode(value))), { wrongType: WRONG_TYPE.country_code })
  country_code?: string = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @SatisfiesRule(rule((value) => checkEmail(value, { required: false })), { wrongType: WRONG_TYPE.email }) email?: string | null = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @SatisfiesRule(rule(checkLeadDescription), { wrongType: WRONG_TYPE.description }) description?: string | null = undefined;
  /** The console's `queries` fill in TENANT before this check (adapters/http/leads/leads.routes.ts). */
  @JSONSchema({ type: 'string', enum: [...LeadTypes] }) @SatisfiesRule(rule(checkLeadType), { wrongType: WRONG_TYPE.type }) type: LeadType = undefined as unknown as LeadType;
  @JSONSchema({ type: ['string', 'null'] }) @SatisfiesRule(rule((value, body) => checkLeadPropertyId(value, body.type)), { wrongType: WRONG_TYPE.property_id }) property_id?: string | null = undefined;
}

/**
 * POST /leads/list's orders: `newest_first` (the spec's, when none is sent), or `late_first`, the console's: the
 * requests past the 48-hour reply promise first, longest waiting first, then the rest in the console queue's order.
 */
export const LeadListSorts = ['newest_first', 'late_first'] as const;
export type LeadListSort = (typeof LeadListSorts)[number];
const checkLeadListSort: RuleCheck = (value) =>
  (LeadListSorts as readonly unknown[]).includes(value) ? null : codedText('MUST_BE_ONE_OF', { field: 'sort', options: LeadListSorts.join(', ') });

/** POST /leads/list (the spec's paged filter, and an optional order) */
export class ListLeadsDto extends PageDto {
  @IsOptional() @IsString(coded('SEARCH_TEXT')) search?: string = undefined;
  @JSONSchema({ type: 'string', enum: [...LeadListSorts], default: 'newest_first' }) @IsOptional() @SatisfiesRule(checkLeadListSort) sort?: LeadListSort = undefined;
  @JSONSchema({ type: 'object', properties: { type: { type: 'string', enum: [...LeadTypes] }, status: { type: 'string', enum: [...LeadStatuses] }, has_property: { type: 'boolean' } } })
  @IsOptional()
  @IsObject(coded('LIST_FILTER'))
  filter?: Record<string, unknown> = undefined;
}

const checkLeadStatus: RuleCheck = (value) => (value === undefined || value === null || value === '' ? Messages.required : isLeadStatus(value) ? null : LeadMessages.invalidStatus);

/** PATCH /leads/{id}/status and the console's PUT: one of the lifecycle's statuses (which move is allowed is the lead's rule). */
export class LeadStatusDto {
  @JSONSchema({ type: 'string', enum: [...LeadStatuses] }) @SatisfiesRule(checkLeadStatus) status: LeadStatus = undefined as unknown as LeadStatus;
}
