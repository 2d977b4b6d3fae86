import { IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { checkStatusReason, checkUserStatus } from '../../../application/users/change-user-status.use-case.js';
import { Cities } from '../../../domain/properties/property-options.js';
import { Roles } from '../../../domain/users/role.js';
import type { UserStatus } from '../../../domain/users/user.js';
import { SatisfiesRule } from '../dto/satisfies-rule.decorator.js';
import { PageDto } from '../shared/paging.js';
import { coded } from '../validate-dto.js';

/**
 * A person's fields (both dialects' people calls). Each is checked by the user use cases (the person's rules and
 * messages: names, mobile number, e-mail, city, role), so the DTO only names them.
 */
export class PersonDto {
  @JSONSchema({ type: 'string' }) @IsOptional() first_name?: unknown = undefined;
  @JSONSchema({ type: 'string' }) @IsOptional() last_name?: unknown = undefined;
  @JSONSchema({ type: ['string', 'number'] }) @IsOptional() mobile_no?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'] }) @IsOptional() email?: unknown = undefined;
  @JSONSchema({ type: ['string', 'null'], enum: [...Cities, null] }) @IsOptional() city?: unknown = undefined;
  @JSONSchema({ type: 'string', enum: [...Roles] }) @IsOptional() role?: unknown = undefined;
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
