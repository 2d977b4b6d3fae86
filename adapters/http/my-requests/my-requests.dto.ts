import { JSONSchema } from 'class-validator-jsonschema';
import { checkRequestNote, RequestNoteRules } from '../../../domain/customer-service/my-request.js';
import { SatisfiesRule } from '../dto/satisfies-rule.decorator.js';

/** POST /users/me/requests/{id}/notes: the person's note (1-500 characters). */
export class RequestNoteDto {
  @JSONSchema({ type: 'string', minLength: 1, maxLength: RequestNoteRules.max }) @SatisfiesRule(checkRequestNote) note: string = undefined as unknown as string;
}
