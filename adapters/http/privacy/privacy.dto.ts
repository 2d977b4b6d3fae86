import { JSONSchema } from 'class-validator-jsonschema';
import { checkErasureReason } from '../../../application/privacy/erase-person.use-case.js';
import { SatisfiesRule } from '../dto/satisfies-rule.decorator.js';

/** POST /admin/users/{id}/erase: the reason (3 to 500 characters; ErasePerson takes the person's name and number out of it). */
export class EraseDto {
  @JSONSchema({ type: 'string', minLength: 3, maxLength: 500 }) @SatisfiesRule(checkErasureReason) reason: string = undefined as unknown as string;
}
