import { JSONSchema } from 'class-validator-jsonschema';
import { checkEmail } from '../../../domain/shared/email.js';
import { LANGUAGES, type Language } from '../../../domain/shared/language.js';
import { checkOptionalLanguage } from '../../../domain/shared/language-choice.js';
import { Messages } from '../../../domain/shared/messages.js';
import { checkPersonName } from '../../../domain/shared/person-name.js';
import { SatisfiesRule, whenSent, whenShaped, type RuleCheck } from '../dto/satisfies-rule.decorator.js';

/** A wrong-typed name or e-mail is answered alone; otherwise every broken rule at once. */
const profileRule = whenShaped({ first_name: 'string', last_name: 'string', email: 'string' });
/** A name that is there (null included) follows the name rule; absent, it stays as it is. */
const givenName: RuleCheck = (value) => (value === undefined ? null : checkPersonName(value));
/** An e-mail that is there follows the e-mail rule; empty or null removes it. */
const givenEmail: RuleCheck = (value) => (value === undefined ? null : checkEmail(value, { required: false }));

/** PATCH /users/me: every field optional; an empty or null email removes it. */
export class UpdateProfileDto {
  @JSONSchema({ type: 'string' }) @whenSent() @SatisfiesRule(profileRule(givenName), { wrongType: Messages.nameChars }) first_name?: string | null = undefined;
  @JSONSchema({ type: 'string' }) @whenSent() @SatisfiesRule(profileRule(givenName), { wrongType: Messages.nameChars }) last_name?: string | null = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @whenSent() @SatisfiesRule(profileRule(givenEmail), { wrongType: Messages.emailPattern }) email?: string | null = undefined;
  /** 'en' or 'hi' (a 400 on `language` otherwise). */
  @JSONSchema({ type: 'string', enum: [...LANGUAGES] }) @whenSent() @SatisfiesRule(profileRule(checkOptionalLanguage)) language?: Language = undefined;
}
