import { IsInt, IsObject, IsOptional, IsString, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE } from '../../../application/shared/list-query.js';
import { LeadMessages } from '../../../domain/leads/leads.errors.js';
import { Messages } from '../../../domain/shared/messages.js';

/** POST /leads (a callback request) */
export class SubmitLeadDto {
  @IsOptional() @IsString({ message: Messages.nameChars }) first_name?: string = undefined;
  @IsOptional() @IsString({ message: Messages.nameChars }) last_name?: string = undefined;
  mobile_no: unknown = undefined;
  @IsOptional() @IsString({ message: Messages.countryCode }) country_code?: string = undefined;
  @IsOptional() @IsString({ message: Messages.emailPattern }) email?: string | null = undefined;
  @IsOptional() @IsString({ message: Messages.descriptionTooLong }) description?: string | null = undefined;
  @IsOptional() @IsString({ message: LeadMessages.invalidType }) type?: string = undefined;
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
