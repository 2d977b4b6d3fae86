import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** POST /admin/users/{id}/erase: the reason (3 to 500 characters, checked by ErasePerson; no name or number of the person). */
export class EraseDto {
  @JSONSchema({ type: 'string', minLength: 3, maxLength: 500 }) @IsOptional() reason?: unknown = undefined;
}
