import { IsOptional, IsString, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { Messages } from '../../../domain/shared/messages.js';

/** PATCH /users/me: every field optional; an empty or null email removes it. */
export class UpdateProfileDto {
  @IsOptional() @IsString({ message: Messages.nameChars }) first_name?: string = undefined;
  @IsOptional() @IsString({ message: Messages.nameChars }) last_name?: string = undefined;
  @ValidateIf((dto: UpdateProfileDto) => dto.email !== undefined && dto.email !== null)
  @IsString({ message: Messages.emailPattern })
  email?: string | null = undefined;
  /** 'en' or 'hi'; UpdateMyProfile checks it (a 400 on `language` otherwise). */
  @JSONSchema({ type: 'string', enum: [...LANGUAGES] }) @IsOptional() language?: unknown = undefined;
}
