import type { Property } from '../../domain/properties/property.js';
import type { Payment, PaymentAction } from '../../domain/tenancies/payment.js';
import type { TenancyActor, TenancyEvent } from '../../domain/tenancies/tenancy-event.js';
import type { Tenancy, TenancyAction } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { Page } from '../shared/list-query.js';

/** The home as a tenancy shows it: its title and where (no address beyond the locality). */
export interface TenancyHome {
  id: string;
  title: string;
  locality: string;
  city: string;
}

/** A tenancy as one of its parties (or an admin) reads it: the home, both names, whose confirmation counts, what they may do. */
export interface TenancyView {
  tenancy: Tenancy;
  /** The reader's side: OWNER, TENANT, or ADMIN. */
  as: TenancyActor['role'];
  home: TenancyHome | null;
  ownerName: string;
  tenantName: string;
  ownerConfirmed: boolean;
  tenantConfirmed: boolean;
  actions: TenancyAction[];
}

export interface PaymentView {
  payment: Payment;
  actions: PaymentAction[];
}

export interface TenancyDetail extends TenancyView {
  payments: Page<PaymentView>;
  history: TenancyEvent[];
}

export const homeOf = (property: Property | null | undefined): TenancyHome | null =>
  property ? { id: property.id, title: property.title, locality: property.locality, city: property.city } : null;

export const nameOf = (user: User | null | undefined): string => (user ? `${user.firstName} ${user.lastName}`.trim() : '');

export function tenancyView(tenancy: Tenancy, actor: TenancyActor, home: TenancyHome | null, people: Map<string, User>, now: Date): TenancyView {
  return {
    tenancy,
    as: actor.role,
    home,
    ownerName: nameOf(people.get(tenancy.ownerId)),
    tenantName: nameOf(people.get(tenancy.tenantId)),
    ownerConfirmed: tenancy.hasConfirmed('OWNER'),
    tenantConfirmed: tenancy.hasConfirmed('TENANT'),
    actions: tenancy.allowedActions(actor, now),
  };
}
