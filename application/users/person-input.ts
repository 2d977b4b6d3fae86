import { Cities } from '../../domain/properties/property-options.js';
import { coded, FieldErrorCollector, ValidationError } from '../../domain/shared/domain-error.js';
import { Email } from '../../domain/shared/email.js';
import { PersonName } from '../../domain/shared/person-name.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';

/** Roles an admin may give a person from the console (admins are made with EnsureAdmin only). */
export const PeopleRoles = ['TENANT', 'OWNER', 'RIDER'] as const;
export type PersonRole = (typeof PeopleRoles)[number];

export interface PersonInput {
  firstName?: unknown;
  lastName?: unknown;
  mobileNo?: unknown;
  email?: unknown;
  city?: unknown;
  role?: unknown;
}

export interface ParsedPerson {
  firstName: string;
  lastName: string;
  mobileNo: string;
  email: string | null | undefined;
  city: string | null | undefined;
  role: PersonRole;
}

/** Checks what an admin typed about a person, every field at once (the spec's messages for names, phone, email). */
export function parsePerson(input: PersonInput, options: { needsPhone: boolean; needsRole: boolean }): Partial<ParsedPerson> {
  const errors = new FieldErrorCollector();
  const firstName = input.firstName === undefined && !options.needsPhone ? undefined : errors.attempt('first_name', () => PersonName.create(input.firstName, 'first_name'));
  const lastName = input.lastName === undefined && !options.needsPhone ? undefined : errors.attempt('last_name', () => PersonName.create(input.lastName, 'last_name'));
  const phone = options.needsPhone ? errors.attempt('mobile_no', () => PhoneNumber.create(input.mobileNo)) : undefined;
  const email = input.email === undefined ? undefined : errors.attempt('email', () => Email.optional(input.email));
  const city = errors.attempt('city', () => parseCity(input.city));
  const role = errors.attempt('role', () => parseRole(input.role, options.needsRole));
  if (role === 'RIDER' && !city) errors.add('city', 'RIDER_CITY_REQUIRED');
  errors.throwIfAny();
  return {
    firstName: firstName?.value,
    lastName: lastName?.value,
    mobileNo: phone?.value,
    email: email === undefined ? undefined : (email?.value ?? null),
    city,
    role,
  };
}

function parseCity(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (!(Cities as readonly unknown[]).includes(value)) throw ValidationError.field('city', coded('MUST_BE_ONE_OF', { field: 'city', options: Cities.join(', ') }));
  return value as string;
}

function parseRole(value: unknown, required: boolean): PersonRole | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw ValidationError.field('role', coded('MUST_BE_ONE_OF', { field: 'role', options: PeopleRoles.join(', ') }));
    return undefined;
  }
  if (!(PeopleRoles as readonly unknown[]).includes(value)) throw ValidationError.field('role', coded('MUST_BE_ONE_OF', { field: 'role', options: PeopleRoles.join(', ') }));
  return value as PersonRole;
}
