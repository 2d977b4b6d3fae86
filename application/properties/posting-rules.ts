import { ForbiddenError, ValidationError } from '../../domain/shared/domain-error.js';
import { LoginToPostError, PropertyMessages } from '../../domain/properties/properties.errors.js';
import type { User } from '../../domain/users/user.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';

/**
 * Spec section 6: posting needs sign-in; an admin who is also a rider cannot post. Owners post for
 * themselves (a tenant who posts becomes an owner too); admins and riders post on an owner's behalf.
 * Returns the owner the listing belongs to; when that person just became an owner, the caller saves
 * them after the listing is stored, so a refused listing changes nobody's role.
 */
export async function resolvePostingOwner(actor: User | null, ownerId: unknown, users: UserRepository, productName: string, now: Date): Promise<{ owner: User; roleChanged: boolean }> {
  assertMayPost(actor, productName);
  if (actor.hasRole('ADMIN') || actor.hasRole('RIDER')) {
    if (typeof ownerId !== 'string' || ownerId === '') throw ValidationError.field('owner_id', PropertyMessages.ownerRequired);
    const owner = /^[0-9a-f-]{36}$/i.test(ownerId) ? await users.findById(ownerId) : null;
    if (!owner || !owner.isActive || owner.hasRole('ADMIN') || owner.hasRole('RIDER')) throw ValidationError.field('owner_id', PropertyMessages.ownerNotFound);
    return { owner, roleChanged: owner.becomeOwnerIfTenant(now) };
  }
  return { owner: actor, roleChanged: actor.becomeOwnerIfTenant(now) };
}

/** Who may post at all, checked before the form so a refused person is not sent to fix fields first. */
export function assertMayPost(actor: User | null, productName: string): asserts actor is User {
  if (!actor) throw new LoginToPostError();
  if (actor.hasRole('ADMIN') && actor.hasRole('RIDER')) throw new ForbiddenError(PropertyMessages.differentRole(productName));
}
