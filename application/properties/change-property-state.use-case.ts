import { ForbiddenError, ValidationError } from '../../domain/shared/domain-error.js';
import type { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import { loadManageable } from './property-access.js';
import type { PropertyRepository } from './ports/property.repository.port.js';

export const OwnerActions = ['submit', 'reconfirm', 'mark_rented', 'archive', 'relist'] as const;
export const AdminActions = ['approve', 'reject', 'verify'] as const;
export type PropertyAction = (typeof OwnerActions)[number] | (typeof AdminActions)[number];

/**
 * Moves a listing through its life. Owners submit, reconfirm, mark rented, archive and relist their own
 * listings; admins may do that to any listing and also approve, reject (with a reason) and verify.
 */
export class ChangePropertyState {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { actor: User; propertyId: string; action: unknown; reason?: unknown }): Promise<Property> {
    const action = input.action as PropertyAction;
    const known = [...OwnerActions, ...AdminActions] as readonly unknown[];
    if (!known.includes(action)) throw ValidationError.field('action', `action must be one of ${known.join(', ')}.`);
    if ((AdminActions as readonly string[]).includes(action) && !input.actor.isAdmin) throw new ForbiddenError();
    let reason = '';
    if (action === 'reject') {
      reason = typeof input.reason === 'string' ? input.reason.trim() : '';
      if (reason.length < 5 || reason.length > 500) throw ValidationError.field('reason', 'Give a reason (5 to 500 characters) so the owner can fix the listing.');
    }
    const property = await loadManageable(this.properties, input.propertyId, input.actor);
    const now = this.clock.now();
    switch (action) {
      case 'submit':
        property.submit(now);
        break;
      case 'reconfirm':
        property.reconfirm(now);
        break;
      case 'mark_rented':
        property.markRented(now);
        break;
      case 'archive':
        property.archive(now);
        break;
      case 'relist':
        property.relist(now);
        break;
      case 'approve':
        property.approve(now);
        break;
      case 'reject':
        property.reject(reason, now);
        break;
      case 'verify':
        property.verify(input.actor.id, now);
        break;
    }
    await this.properties.save(property);
    return property;
  }
}
