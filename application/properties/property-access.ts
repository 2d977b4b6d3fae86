import { PropertyNotFoundError, NotYourPropertyError } from '../../domain/properties/properties.errors.js';
import type { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from './ports/property.repository.port.js';

/** Loads a listing the actor may manage: its owner, or an admin. */
export async function loadManageable(properties: PropertyRepository, id: string, actor: User): Promise<Property> {
  const property = await properties.findById(id);
  if (!property) throw new PropertyNotFoundError();
  if (!actor.isAdmin && property.ownerId !== actor.id) throw new NotYourPropertyError();
  return property;
}
