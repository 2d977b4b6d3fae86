import { IsInt, IsObject, IsOptional, IsString, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '../../../application/shared/list-query.js';
import { checkLeadDescription, checkLeadType, type LeadType } from '../../../domain/leads/lead-type.js';
import { LeadMessages } from '../../../domain/leads/leads.errors.js';
import { checkEmail } from '../../../domain/shared/email.js';
import { Messages } from '../../../domain/shared/messages.js';
import { checkPersonName } from '../../../domain/shared/person-name.js';
import { checkCountryCode, checkMobileNo } from '../../../domain/shared/phone-number.js';
import { SatisfiesRule } from './satisfies-rule.decorator.js';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * POST /leads (a callback request) and the console's POST: every field checked here, once, with the domain's
 * rules and the spec's messages; a value of the wrong type is told so. The use case takes the typed result.
 */
export class SubmitLeadDto {
  @SatisfiesRule(checkPersonName, { wrongType: Messages.nameChars }) first_name: string = undefined as unknown as string;
  @SatisfiesRule(checkPersonName, { wrongType: Messages.nameChars }) last_name: string = undefined as unknown as string;
  @SatisfiesRule(checkMobileNo, { wrongType: Messages.phoneDigits, allowNumber: true }) mobile_no: string | number = undefined as unknown as string;
  @IsOptional() @SatisfiesRule(checkCountryCode, { wrongType: Messages.countryCode }) country_code?: string = undefined;
  @SatisfiesRule((value) => checkEmail(value, { required: false }), { wrongType: Messages.emailPattern }) email?: string | null = undefined;
  @SatisfiesRule(checkLeadDescription, { wrongType: 'description must be text.' }) description?: string | null = undefined;
  /** Absent: the console fills in its default, and the use case asks for one. */
  @SatisfiesRule((value) => (present(value) ? checkLeadType(value) : null), { wrongType: LeadMessages.invalidType }) type?: LeadType = undefined;
  @IsOptional() @IsString({ message: LeadMessages.propertyInvalid }) property_id?: string | null = undefined;
}

const pageSize = { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` };
const pageNumber = { message: 'page must be a whole number from 1 to 100000.' };

/** POST /leads/list (the spec's paged filter) */
export class ListLeadsDto {
  @IsOptional() @IsInt(pageSize) @Min(1, pageSize) @Max(MAX_PAGE_SIZE, pageSize) limit?: number = undefined;
  @IsOptional() @IsInt(pageNumber) @Min(1, pageNumber) @Max(100_000, pageNumber) page?: number = undefined;
  @IsOptional() @IsString({ message: 'search must be text.' }) search?: string = undefined;
  @IsOptional() @IsObject({ message: 'filter must be an object.' }) filter?: Record<string, unknown> = undefined;
}

/** PATCH /leads/{id}/status and the console's PUT */
export class LeadStatusDto {
  status: unknown = undefined;
}
