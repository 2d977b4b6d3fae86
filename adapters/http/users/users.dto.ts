import { IsOptional, IsString, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { coded } from '../validate-dto.js';

/** PATCH /users/me: every field optional; an empty or null email removes it. */
export class UpdateProfileDto {
  @IsOptional() @IsString(coded('NAME_CHARS')) first_name?: string = undefined;
  @IsOptional() @IsString(coded('NAME_CHARS')) last_name?: string = undefined;
  @ValidateIf((dto: UpdateProfileDto) => dto.email !== undefined && dto.email !== null)
  @IsString(coded('EMAIL_PATTERN'))
  email?: string | null = undefined;
  /** 'en' or 'hi'; UpdateMyProfile checks it (a 400 on `language` otherwise). */
  @JSONSchema({ type: 'string', enum: [...LANGUAGES] }) @IsOptional() language?: unknown = undefined;
}
