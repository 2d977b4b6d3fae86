import { PropertyNotFoundError, NotYourPropertyError } from '../../domain/properties/properties.errors.js';
import type { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from './ports/property.repository.port.js';

/** A rider may work on a listing they posted for an owner until it goes live (draft, in review, rejected). */
export function riderMayWork(property: Property, actor: User): boolean {
  return actor.hasRole('RIDER') && property.postedById === actor.id && property.postedByRole === 'RIDER' && ['DRAFT', 'SUBMITTED', 'REJECTED'].includes(property.status);
}

/**
 * Who reads a listing in full (every field, in any state): its owner, admins, and the rider who posted it until
 * it goes live. Anyone else reads the public shape of a public listing.
 */
export function seesInFull(viewer: User | null, property: Property): boolean {
  return viewer !== null && (viewer.isAdmin || viewer.id === property.ownerId || riderMayWork(property, viewer));
}

/** Loads a listing the actor may manage: its owner, an admin, or the rider who posted it (until it goes live). */
export async function loadManageable(properties: PropertyRepository, id: string, actor: User): Promise<Property> {
  const property = await properties.findById(id);
  if (!property) throw new PropertyNotFoundError();
  if (!actor.isAdmin && property.ownerId !== actor.id && !riderMayWork(property, actor)) throw new NotYourPropertyError();
  return property;
}
