import type { Property } from '../../domain/properties/property.js';
import { TenancyNotFoundError } from '../../domain/tenancies/tenancies.errors.js';
import type { TenancyActor } from '../../domain/tenancies/tenancy-event.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import { indianGrouping } from '../search-alerts/alert-sms.js';
import { port } from '../shared/port.js';
import { shortPlace } from '../shared/sms-texts/short-place.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';

/** The settings tenancies read: the product's name (in texts). */
export interface TenancySettings {
  productName: string;
}
export const TenancySettings = port<TenancySettings>('TenancySettings');

/**
 * Who `user` is on `tenancy`: its owner, its tenant, or an admin (for them). Anyone else is told there is no such
 * tenancy (a stranger learns nothing, not even that it exists).
 */
export function actorOn(tenancy: Tenancy, user: User): TenancyActor {
  const party = tenancy.partyOf(user.id);
  if (party) return { id: user.id, role: party };
  if (user.isAdmin) return { id: user.id, role: 'ADMIN' };
  throw new TenancyNotFoundError();
}

/** The tenancy `user` may see (a party or an admin), else TenancyNotFoundError. */
export async function tenancyFor(tenancies: TenancyRepository, id: string, user: User): Promise<{ tenancy: Tenancy; actor: TenancyActor }> {
  const tenancy = await tenancies.findById(id);
  if (!tenancy) throw new TenancyNotFoundError();
  return { tenancy, actor: actorOn(tenancy, user) };
}

/** A home as a text names it (its locality, shortened). */
export const placeOf = (property: Pick<Property, 'locality'> | null): string => shortPlace(property?.locality ?? '');

/** Whole rupees as a text says them: "Rs 12,500" (GSM-7 in English). */
export const rupees = (amount: number): string => `Rs ${indianGrouping(amount)}`;
