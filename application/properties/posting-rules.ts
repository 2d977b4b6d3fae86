import { ForbiddenError, ValidationError } from '../../domain/shared/domain-error.js';
import { LoginToPostError, PropertyMessages } from '../../domain/properties/properties.errors.js';
import { FieldErrorCollector } from '../../domain/shared/domain-error.js';
import { PersonName } from '../../domain/shared/person-name.js';
import { User } from '../../domain/users/user.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { parseOwnerPhone, type OwnerConsent } from './owner-consent.js';

/** Who a listing is for, as typed (which fields are needed depends on who posts: read by resolvePostingOwner). */
export interface OwnerChoice {
  /** Admins (console picker): the owner's account id. */
  ownerId?: string;
  /** Riders: the owner's phone, their names when new, and the code the owner received. */
  ownerMobileNo?: string | number | null;
  ownerFirstName?: string;
  ownerLastName?: string;
  ownerOtp?: string | number;
}

/**
 * Who may create a listing, for whom (spec section 6):
 * - an owner for themselves, from /owner/add-property (a tenant who posts becomes an owner too);
 * - a rider for an owner they visit, from /rider/add-property: by the owner's phone number, confirmed by the
 *   code the owner received (OwnerConsent); an unknown number becomes the owner's account;
 * - an admin for an existing owner or tenant, from the console (owner picker).
 * Nobody posts without signing in; an admin who is also a rider may not post at all.
 * Returns the owner; when that person is new or just became an owner the caller saves them (`ownerChanged`).
 */
export async function resolvePostingOwner(
  actor: User | null,
  choice: OwnerChoice,
  deps: { users: UserRepository; consent: OwnerConsent; productName: string; now: Date },
): Promise<{ owner: User; ownerChanged: boolean }> {
  assertMayPost(actor, deps.productName);
  if (actor.hasRole('ADMIN')) {
    const ownerId = choice.ownerId;
    if (typeof ownerId !== 'string' || ownerId === '') throw ValidationError.field('owner_id', PropertyMessages.ownerRequired);
    const owner = /^[0-9a-f-]{36}$/i.test(ownerId) ? await deps.users.findById(ownerId) : null;
    if (!owner || !mayOwn(owner)) throw ValidationError.field('owner_id', PropertyMessages.ownerNotFound);
    return { owner, ownerChanged: owner.becomeOwnerIfTenant(deps.now) };
  }
  if (actor.primaryRole === 'RIDER' || (actor.hasRole('RIDER') && choice.ownerMobileNo !== undefined)) {
    const mobileNo = parseOwnerPhone(choice.ownerMobileNo);
    if (mobileNo === actor.mobileNo) throw ValidationError.field('owner_mobile_no', 'OWNER_NOT_YOU');
    const existing = await deps.users.findByMobile(mobileNo);
    const names = existing ? null : parseOwnerNames(choice);
    await deps.consent.verify(actor, mobileNo, choice.ownerOtp);
    if (existing) {
      if (!mayOwn(existing)) throw ValidationError.field('owner_mobile_no', PropertyMessages.ownerNotFound);
      return { owner: existing, ownerChanged: existing.becomeOwnerIfTenant(deps.now) };
    }
    // In the rider's language, as the consent code was sent (they stand side by side): the owner's later texts
    // (the reminder to reconfirm, a take-down) then come in the language of the first one.
    const owner = User.register({ firstName: names!.firstName, lastName: names!.lastName, mobileNo, primaryRole: 'OWNER', language: actor.language }, deps.now);
    return { owner, ownerChanged: true };
  }
  return { owner: actor, ownerChanged: actor.becomeOwnerIfTenant(deps.now) };
}

/** A listing belongs to an active person who is not an admin, and not a rider unless they own homes too. */
function mayOwn(person: User): boolean {
  return person.isActive && !person.hasRole('ADMIN') && (!person.hasRole('RIDER') || person.hasRole('OWNER'));
}

function parseOwnerNames(choice: OwnerChoice): { firstName: string; lastName: string } {
  const errors = new FieldErrorCollector();
  const first = errors.attempt('owner_first_name', () => PersonName.create(choice.ownerFirstName, 'owner_first_name'));
  const last = errors.attempt('owner_last_name', () => PersonName.create(choice.ownerLastName, 'owner_last_name'));
  errors.throwIfAny();
  return { firstName: first!.value, lastName: last!.value };
}

/** Who may post at all, checked before the form so a refused person is not sent to fix fields first. */
export function assertMayPost(actor: User | null, productName: string): asserts actor is User {
  if (!actor) throw new LoginToPostError();
  if (actor.hasRole('ADMIN') && actor.hasRole('RIDER')) throw new ForbiddenError(PropertyMessages.differentRole(productName));
}
