import { v7 as uuidv7 } from 'uuid';
import { coded, ConflictError, FieldErrorCollector, ValidationError } from '../shared/domain-error.js';
import { Email } from '../shared/email.js';
import { maxCharsMessage, Messages } from '../shared/messages.js';
import { parseNumber } from '../shared/number-and-link.js';
import { parseIsoDate } from '../shared/iso-date.js';
import { PersonName } from '../shared/person-name.js';
import { PhoneNumber } from '../shared/phone-number.js';
import { StatusMachine } from '../shared/status-machine.js';
import { normaliseText } from '../shared/text.js';
import { Cities, type City } from '../properties/property-options.js';

import {
  MOVE_IN_PAST_MESSAGE,
  PROPERTY_REQUEST_TRANSITIONS,
  PropertyRequestRules,
  PropertyRequestStatuses,
  type PropertyRequestStatus,
} from './property-request-rules.js';

export { MOVE_IN_PAST_MESSAGE, PROPERTY_REQUEST_TRANSITIONS, PropertyRequestStatuses, type PropertyRequestStatus };

const requestStatuses = new StatusMachine(PROPERTY_REQUEST_TRANSITIONS);

export interface NewPropertyRequest {
  firstName: string;
  lastName: string;
  mobileNo: string;
  email: string | null;
  city: City;
  locality: string | null;
  bhk: number | null;
  budget: number;
  moveInDate: string | null;
  notes: string | null;
  userId: string | null;
  clientIp: string | null;
}

/** A tenant's request for a home the listings do not show; admins work it like a lead. */
export class PropertyRequest implements NewPropertyRequest {
  id!: string;
  firstName!: string;
  lastName!: string;
  mobileNo!: string;
  email!: string | null;
  city!: City;
  locality!: string | null;
  bhk!: number | null;
  budget!: number;
  moveInDate!: string | null;
  notes!: string | null;
  userId!: string | null;
  clientIp!: string | null;
  status!: PropertyRequestStatus;
  statusChangedAt!: Date | null;
  statusChangedBy!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Optimistic lock: 0 until first stored; a save of a stale copy is refused. */
  version!: number;

  static raise(input: NewPropertyRequest, now: Date): PropertyRequest {
    const request = new PropertyRequest();
    request.id = uuidv7();
    Object.assign(request, input);
    request.status = 'NEW';
    request.statusChangedAt = null;
    request.statusChangedBy = null;
    request.createdAt = now;
    request.updatedAt = now;
    request.version = 0;
    return request;
  }

  get nextStatuses(): readonly PropertyRequestStatus[] {
    return requestStatuses.next(this.status);
  }

  changeStatus(to: PropertyRequestStatus, by: string, now: Date): void {
    requestStatuses.move(this, to, now, () => new ConflictError(this.status === to ? coded('STATUS_ALREADY', { status: to }) : coded('STATUS_CANNOT_CHANGE', { from: this.status, to })));
    this.statusChangedAt = now;
    this.statusChangedBy = by;
  }

  /** The person who asked erased themselves: the request stays (city, budget, status) with no name, number, email, notes or address. */
  anonymise(now: Date): void {
    this.firstName = 'Erased';
    this.lastName = 'person';
    this.mobileNo = '';
    this.email = null;
    this.notes = null;
    this.clientIp = null;
    this.updatedAt = now;
  }
}


/**
 * The public form: contact (spec name and phone rules), what and where, budget, when. With `today` (India
 * date, YYYY-MM-DD) a move-in date before it is refused, as the site's date picker does.
 */
export function parsePropertyRequest(input: Record<string, unknown>, today?: string): Omit<NewPropertyRequest, 'userId' | 'clientIp'> {
  const e = new FieldErrorCollector();
  const result = {
    firstName: e.attempt('first_name', () => PersonName.create(input.first_name, 'first_name').value),
    lastName: e.attempt('last_name', () => PersonName.create(input.last_name, 'last_name').value),
    mobileNo: e.attempt('mobile_no', () => PhoneNumber.create(input.mobile_no, input.country_code ?? '+91').value),
    email: e.attempt('email', () => Email.optional(input.email)?.value ?? null),
    city: e.attempt('city', () => {
      const city = typeof input.city === 'string' ? input.city.toLowerCase() : input.city;
      if (!city) throw ValidationError.field('city', Messages.required);
      if (!(Cities as readonly unknown[]).includes(city)) throw ValidationError.field('city', coded('CHOOSE_ONE_OF', { options: Cities.join(', ') }));
      return city as City;
    }),
    locality: e.attempt('locality', () => {
      const v = input.locality;
      if (v === undefined || v === null || v === '') return null;
      if (typeof v !== 'string' || normaliseText(v, {}).length > PropertyRequestRules.localityMaxLength) throw ValidationError.field('locality', maxCharsMessage(PropertyRequestRules.localityMaxLength));
      return normaliseText(v, {});
    }),
    bhk: e.attempt('bhk', () => parseNumber(input.bhk, 'bhk', PropertyRequestRules.bhk)),
    budget: e.attempt('budget', () => parseNumber(input.budget, 'budget', PropertyRequestRules.budget)),
    moveInDate: e.attempt('move_in_date', () => {
      const date = parseIsoDate(input.move_in_date, 'move_in_date');
      if (date && today && date < today) throw ValidationError.field('move_in_date', MOVE_IN_PAST_MESSAGE);
      return date;
    }),
    notes: e.attempt('notes', () => {
      const v = input.notes;
      if (v === undefined || v === null || v === '') return null;
      // Without the invisible controls a listing's texts lose too (bidi overrides, zero-width spaces...).
      if (typeof v !== 'string' || normaliseText(v, {}).length > PropertyRequestRules.notesMaxLength) throw ValidationError.field('notes', Messages.descriptionTooLong);
      return normaliseText(v, {}) || null;
    }),
  };
  e.throwIfAny();
  return result as Omit<NewPropertyRequest, 'userId' | 'clientIp'>;
}
