import { v7 as uuidv7 } from 'uuid';
import { Cities, type City } from '../properties/property-options.js';
import { coded, ConflictError, FieldErrorCollector, ValidationError } from '../shared/domain-error.js';
import { Messages, atMostCharsMessage } from '../shared/messages.js';
import { PersonName } from '../shared/person-name.js';
import { moveStatus } from '../shared/status-machine.js';
import { idNumberProblem, IdDocumentTypes, normaliseIdNumber, type IdDocumentType } from './id-documents.js';

import {
  RiderApplicationMessages,
  RiderApplicationRules,
  RiderApplicationStatuses,
  Weekdays,
  type RiderApplicationStatus,
  type Weekday,
} from './rider-application-rules.js';

export { IdDocumentTypes, RiderApplicationMessages, RiderApplicationStatuses, Weekdays, type IdDocumentType, type RiderApplicationStatus, type Weekday };

/** Which days, and from which hour to which hour (India time, inside the 9-19 visiting day). */
export interface WeeklyAvailability {
  days: Weekday[];
  fromHour: number;
  toHour: number;
}


export interface RiderApplicationInput {
  firstName: unknown;
  lastName: unknown;
  city: unknown;
  localities: unknown;
  hasVehicle: unknown;
  availability: unknown;
  idDocumentType: unknown;
  idDocumentNumber: unknown;
}

/**
 * What is kept of an ID number (docs/rules.md): its last four characters for display, and either the number sealed
 * (SecretBox, every document but Aadhaar) or, for Aadhaar, a keyed hash only, so the same Aadhaar on another
 * application is recognised while the number itself is never stored, not even sealed.
 */
export interface KeptIdNumber {
  sealed: string | null;
  hash: string | null;
}

/**
 * A person's request to become a rider (a field agent who visits homes with tenants). Admins approve it,
 * which makes the person a rider, or reject it with a reason the person reads. The ID number is shown
 * masked (`•••• 1234`); an admin who asks reads the whole number (not an Aadhaar's: it is not kept).
 */
export class RiderApplication {
  id!: string;
  userId!: string;
  firstName!: string;
  lastName!: string;
  mobileNo!: string;
  city!: City;
  localities!: string[];
  hasVehicle!: boolean;
  availability!: WeeklyAvailability;
  idDocumentType!: IdDocumentType;
  /** The number's last four characters. */
  idNumberLast4!: string;
  /** The whole number sealed under `rider-id:<id>` (SecretBox); null for Aadhaar. */
  idNumberSealed!: string | null;
  /** Aadhaar only: the keyed hash of the whole number (finds the same Aadhaar on other applications). */
  idNumberHash!: string | null;
  status!: RiderApplicationStatus;
  reviewReason!: string | null;
  reviewedById!: string | null;
  reviewedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
  version!: number;

  static submit(input: RiderApplicationInput & { userId: string; mobileNo: string }, now: Date): RiderApplication {
    const errors = new FieldErrorCollector();
    const firstName = errors.attempt('first_name', () => PersonName.create(input.firstName, 'first_name'));
    const lastName = errors.attempt('last_name', () => PersonName.create(input.lastName, 'last_name'));
    const city = errors.attempt('city', () => parseCity(input.city));
    const localities = errors.attempt('localities', () => parseLocalities(input.localities));
    const availability = errors.attempt('availability', () => parseAvailability(input.availability));
    const idType = errors.attempt('id_document_type', () => parseIdType(input.idDocumentType));
    if (typeof input.hasVehicle !== 'boolean') errors.add('has_vehicle', RiderApplicationMessages.vehicle);
    const idNumber = idType ? errors.attempt('id_document_number', () => parseIdNumber(idType, input.idDocumentNumber)) : undefined;
    errors.throwIfAny();

    const application = new RiderApplication();
    application.id = uuidv7();
    application.userId = input.userId;
    application.firstName = firstName!.value;
    application.lastName = lastName!.value;
    application.mobileNo = input.mobileNo;
    application.city = city!;
    application.localities = localities!;
    application.hasVehicle = input.hasVehicle as boolean;
    application.availability = availability!;
    application.idDocumentType = idType!;
    application.idNumberLast4 = idNumber!.slice(-4);
    application.idNumberSealed = null;
    application.idNumberHash = null;
    application.status = 'PENDING';
    application.reviewReason = null;
    application.reviewedById = null;
    application.reviewedAt = null;
    application.createdAt = now;
    application.updatedAt = now;
    application.version = 0;
    return application;
  }

  approve(adminId: string, note: unknown, now: Date): void {
    this.review('APPROVED', adminId, typeof note === 'string' && note.trim() ? note.trim().slice(0, RiderApplicationRules.reasonMaxLength) : null, now);
  }

  reject(adminId: string, reason: unknown, now: Date): void {
    if (typeof reason !== 'string' || reason.trim() === '') throw ValidationError.field('reason', RiderApplicationMessages.reasonRequired);
    if (reason.trim().length > RiderApplicationRules.reasonMaxLength) throw ValidationError.field('reason', atMostCharsMessage(RiderApplicationRules.reasonMaxLength));
    this.review('REJECTED', adminId, reason.trim(), now);
  }

  /** "•••• 1234": the last four characters only. */
  get maskedIdNumber(): string {
    return maskIdNumber(this.idNumberLast4);
  }

  /** Whether the whole number is kept (sealed) and can be read back: every document but Aadhaar. */
  get keepsWholeIdNumber(): boolean {
    return this.idDocumentType !== 'AADHAAR';
  }

  /**
   * Records how the number is kept, once, right after `submit`: sealed for every document but Aadhaar, the keyed
   * hash only for Aadhaar. Anything else is a programming error.
   */
  keepIdNumber(kept: KeptIdNumber): void {
    const aadhaar = this.idDocumentType === 'AADHAAR';
    if (aadhaar ? !kept.hash || kept.sealed : !kept.sealed || kept.hash) throw new Error(aadhaar ? 'An Aadhaar number is kept as its hash only' : 'An ID number is kept sealed');
    this.idNumberSealed = kept.sealed;
    this.idNumberHash = kept.hash;
  }

  /**
   * The applicant was erased: the application stays (status, city, who reviewed it) with no name, number or ID
   * number: not its seal, not an Aadhaar's hash, not even its last four characters.
   */
  anonymise(now: Date): void {
    this.firstName = 'Erased';
    this.lastName = 'person';
    this.mobileNo = '';
    this.localities = [];
    this.idNumberLast4 = '';
    this.idNumberSealed = null;
    this.idNumberHash = null;
    this.updatedAt = now;
  }

  private review(to: RiderApplicationStatus, adminId: string, reason: string | null, now: Date): void {
    moveStatus(this, ['PENDING'], to, now, () => new ConflictError(RiderApplicationMessages.notPending));
    this.reviewReason = reason;
    this.reviewedById = adminId;
    this.reviewedAt = now;
  }
}

/** `•••• 1234`: only the last four characters, whatever the number's length. */
export function maskIdNumber(value: string): string {
  return `•••• ${value.slice(-4)}`;
}

/** The typed number as checked by `submit` (upper-cased, spaces and dashes dropped): what is sealed or hashed. */
export function submittedIdNumber(input: Pick<RiderApplicationInput, 'idDocumentNumber'>): string {
  return normaliseIdNumber(String(input.idDocumentNumber));
}

function parseCity(value: unknown): City {
  if (value === undefined || value === null || value === '') throw ValidationError.field('city', Messages.required);
  if (!(Cities as readonly unknown[]).includes(value)) throw ValidationError.field('city', coded('MUST_BE_ONE_OF', { field: 'city', options: Cities.join(', ') }));
  return value as City;
}

function parseLocalities(value: unknown): string[] {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) throw ValidationError.field('localities', RiderApplicationMessages.localities);
  const cleaned = [...new Set(list.map((item) => (typeof item === 'string' ? item.trim().replace(/\s+/g, ' ') : '')).filter((item) => item !== ''))];
  if (cleaned.length === 0 || cleaned.length > RiderApplicationRules.maxLocalities) throw ValidationError.field('localities', RiderApplicationMessages.localities);
  if (cleaned.some((item) => item.length > RiderApplicationRules.localityMaxLength)) throw ValidationError.field('localities', RiderApplicationMessages.locality);
  return cleaned;
}

function parseAvailability(value: unknown): WeeklyAvailability {
  const input = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const days = Array.isArray(input.days) ? [...new Set(input.days)] : [];
  if (days.length === 0 || !days.every((day) => (Weekdays as readonly unknown[]).includes(day))) throw ValidationError.field('availability', RiderApplicationMessages.availabilityDays);
  const fromHour = input.from_hour ?? input.fromHour;
  const toHour = input.to_hour ?? input.toHour;
  if (!Number.isInteger(fromHour) || !Number.isInteger(toHour) || (fromHour as number) < RiderApplicationRules.firstHour || (toHour as number) > RiderApplicationRules.lastHour || (toHour as number) <= (fromHour as number)) {
    throw ValidationError.field('availability', RiderApplicationMessages.availabilityHours);
  }
  return { days: Weekdays.filter((day) => days.includes(day)), fromHour: fromHour as number, toHour: toHour as number };
}

function parseIdType(value: unknown): IdDocumentType {
  if (value === undefined || value === null || value === '') throw ValidationError.field('id_document_type', Messages.required);
  if (!(IdDocumentTypes as readonly unknown[]).includes(value)) throw ValidationError.field('id_document_type', coded('MUST_BE_ONE_OF', { field: 'id_document_type', options: IdDocumentTypes.join(', ') }));
  return value as IdDocumentType;
}

function parseIdNumber(type: IdDocumentType, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw ValidationError.field('id_document_number', Messages.required);
  const normalised = normaliseIdNumber(value);
  const problem = idNumberProblem(type, normalised);
  if (problem) throw ValidationError.field('id_document_number', problem);
  return normalised;
}
