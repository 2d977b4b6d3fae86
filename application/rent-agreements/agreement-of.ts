import { lockInMonths, termEndDate, type RentAgreement } from '../../domain/rent-agreements/rent-agreement.js';
import type { Property } from '../../domain/properties/property.js';
import { indiaDate } from '../../domain/shared/india-date.js';
import type { Language } from '../../domain/shared/language.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import { nameOf } from '../tenancies/tenancy-views.js';

/** The home's full address as documents print it: "12 Boring Road, Boring Road, patna 800001" (the city by slug). */
export function fullAddress(property: Pick<Property, 'address' | 'locality' | 'city' | 'pincode'> | null): string {
  if (!property) return '';
  const city = property.city.charAt(0).toUpperCase() + property.city.slice(1);
  const parts = [property.address, property.locality].map((part) => part.trim()).filter(Boolean);
  const unique = parts.filter((part, i) => parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === i);
  return `${[...unique, city].join(', ')} ${property.pincode}`.trim();
}

/** The agreement of a tenancy's confirmed terms, as of now: who approved it and when (an approval of older terms does not count). */
export function agreementOf(tenancy: Tenancy, property: Property | null, people: Map<string, User>, language: Language): RentAgreement {
  return {
    language,
    tenancyId: tenancy.id,
    owner: { name: nameOf(people.get(tenancy.ownerId)), approvedAt: tenancy.hasApprovedAgreement('OWNER') ? tenancy.ownerAgreementAt : null },
    tenant: { name: nameOf(people.get(tenancy.tenantId)), approvedAt: tenancy.hasApprovedAgreement('TENANT') ? tenancy.tenantAgreementAt : null },
    address: fullAddress(property),
    city: property?.city ?? tenancy.city,
    rent: tenancy.rent,
    deposit: tenancy.deposit,
    maintenance: tenancy.maintenance,
    moveInDate: tenancy.moveInDate,
    termMonths: tenancy.termMonths,
    endDate: termEndDate(tenancy.moveInDate, tenancy.termMonths),
    noticeMonths: tenancy.noticeMonths,
    lockInMonths: lockInMonths(tenancy.termMonths, tenancy.noticeMonths),
    rentDueDay: tenancy.rentDueDay,
    termsVersion: tenancy.termsVersion,
    madeOn: indiaDate(tenancy.confirmedAt ?? tenancy.createdAt),
  };
}
