import { Cities } from '../../domain/properties/property-options.js';
import type { CodedText } from '../../domain/shared/catalogue/index.js';
import { coded, FieldErrorCollector, ValidationError } from '../../domain/shared/domain-error.js';
import { Email } from '../../domain/shared/email.js';
import { PersonName } from '../../domain/shared/person-name.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';

/** Roles an admin may give a person from the console (admins are made with EnsureAdmin only). */
export const PeopleRoles = ['TENANT', 'OWNER', 'RIDER'] as const;
export type PersonRole = (typeof PeopleRoles)[number];

/**
 * What an admin typed about a person, as text (the number may be a number): the HTTP edge refused a value of another
 * type; parsePerson reads every rule, every field at once, after the use case found the person (404 first).
 */
export interface PersonInput {
  firstName?: string | null;
  lastName?: string | null;
  mobileNo?: string | number | null;
  email?: string | null;
  city?: string | null;
  role?: string | null;
}

/** A person's city: one of the cities (blank or null is none). Its text, or null. */
export function checkPersonCity(value: unknown): CodedText | null {
  return value === undefined || value === null || value === '' || (Cities as readonly unknown[]).includes(value) ? null : coded('MUST_BE_ONE_OF', { field: 'city', options: Cities.join(', ') });
}

/** A role an admin may give (blank is none; whether one is needed is the use case's). Its text, or null. */
export function checkPersonRole(value: unknown): CodedText | null {
  return value === undefined || value === null || value === '' || (PeopleRoles as readonly unknown[]).includes(value) ? null : coded('MUST_BE_ONE_OF', { field: 'role', options: PeopleRoles.join(', ') });
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
  const problem = checkPersonCity(value);
  if (problem) throw ValidationError.field('city', problem);
  return value === null || value === '' ? null : (value as string);
}

function parseRole(value: unknown, required: boolean): PersonRole | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw ValidationError.field('role', coded('MUST_BE_ONE_OF', { field: 'role', options: PeopleRoles.join(', ') }));
    return undefined;
  }
  const problem = checkPersonRole(value);
  if (problem) throw ValidationError.field('role', problem);
  return value as PersonRole;
}
