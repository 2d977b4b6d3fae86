import { IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { checkStatusReason, checkUserStatus } from '../../../application/users/change-user-status.use-case.js';
import { checkPersonCity, checkPersonRole } from '../../../application/users/person-input.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { checkEmail } from '../../../domain/shared/email.js';
import { checkPersonName } from '../../../domain/shared/person-name.js';
import { checkMobileNo } from '../../../domain/shared/phone-number.js';
import { Roles } from '../../../domain/users/role.js';
import type { UserStatus } from '../../../domain/users/user.js';
import { SatisfiesRule, whenSent, wrongTypeOnly } from '../dto/satisfies-rule.decorator.js';
import { PageDto } from '../shared/paging.js';
import { coded } from '../validate-dto.js';

/**
 * A person's fields (both dialects' people calls). A value of the wrong type is answered here with its rule's
 * message; the text is read by the user use cases with the person's rules (names, mobile number, e-mail, city, role;
 * which are needed depends on the call), every field at once and after an unknown id's 404.
 */
export class PersonDto {
  @JSONSchema({ type: 'string' }) @whenSent() @SatisfiesRule(wrongTypeOnly(checkPersonName)) first_name?: string | null = undefined;
  @JSONSchema({ type: 'string' }) @whenSent() @SatisfiesRule(wrongTypeOnly(checkPersonName)) last_name?: string | null = undefined;
  @JSONSchema({ type: ['string', 'number'] }) @whenSent() @SatisfiesRule(wrongTypeOnly(checkMobileNo, true)) mobile_no?: string | number | null = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @whenSent() @SatisfiesRule(wrongTypeOnly((value) => checkEmail(value, { required: false }))) email?: string | null = undefined;
  @JSONSchema({ type: ['string', 'null'], enum: [...Cities, null] }) @whenSent() @SatisfiesRule(wrongTypeOnly(checkPersonCity)) city?: string | null = undefined;
  @JSONSchema({ type: 'string', enum: [...Roles] }) @whenSent() @SatisfiesRule(wrongTypeOnly(checkPersonRole)) role?: string | null = undefined;
}

/** A person's fields, under the use cases' names. */
export function personInput(body: PersonDto) {
  return { firstName: body.first_name, lastName: body.last_name, mobileNo: body.mobile_no, email: body.email, city: body.city, role: body.role };
}

/** Block or unblock: the status, and the reason (3 to 500 characters; read once the status is right). */
export class UserStatusDto {
  @JSONSchema({ type: 'string', enum: ['ACTIVE', 'BLOCKED'] }) @SatisfiesRule(checkUserStatus) status: UserStatus = undefined as unknown as UserStatus;
  @JSONSchema({ type: ['string', 'null'] })
  @SatisfiesRule((value, body) => (checkUserStatus(body.status) ? null : checkStatusReason(value)))
  reason?: string | null = undefined;
}

/** GET /admin/user/list: the one paging rule, a search text and the filters (each read against its allowed values). */
export class ListPeopleDto extends PageDto {
  @IsOptional() @IsString(coded('SEARCH_TEXT')) search?: string = undefined;
  @JSONSchema({ type: 'string', enum: [...Roles] }) @IsOptional() role?: string = undefined;
  @JSONSchema({ type: 'string', enum: ['ACTIVE', 'BLOCKED'] }) @IsOptional() status?: string = undefined;
  @JSONSchema({ type: 'string', enum: [...Cities] }) @IsOptional() city?: string = undefined;
}
