/**
 * The "Become our rider" application (POST /riders/applications): its values as typed, the prefill from the
 * signed-in user (or the rejected application being sent again), the checks with the spec's name messages and
 * the server's own (domain/riders/rider-application.ts), the body and the server's field errors. Pure, tested.
 */
import { ID_DOCUMENT_TYPES, WEEKDAYS, type IdDocumentType, type RiderApplication, type RiderApplicationBody, type Weekday } from '../api/riders';
import type { SessionUser } from '../auth/roles';
import { t } from '../i18n/t';
import { CITIES, type City } from '../property/cities';
import { normaliseName, personName, required, type FieldErrors } from '../validation/rules';
// The server's own format of each ID document (one source: domain/riders/id-documents.ts, through the shared contract).
import { idNumberProblem as serverIdNumberProblem, NAME_MAX_LENGTH, normaliseIdNumber, RiderApplicationRules } from '../../../adapters/http/contract/rules';

export const APPLICATION_LIMITS = {
  localities: RiderApplicationRules.maxLocalities,
  locality: RiderApplicationRules.localityMaxLength,
  name: NAME_MAX_LENGTH,
} as const;

/** The visiting day: windows between 9:00 and 19:00 India time. */
export const AVAILABILITY_HOURS = { from: RiderApplicationRules.firstHour, to: RiderApplicationRules.lastHour } as const;

export type ApplicationField =
  | 'first_name'
  | 'last_name'
  | 'city'
  | 'localities'
  | 'has_vehicle'
  | 'days'
  | 'availability'
  | 'id_document_type'
  | 'id_document_number';

export interface ApplicationValues {
  first_name: string;
  last_name: string;
  city: City | '';
  /** As typed: comma separated. */
  localities: string;
  has_vehicle: '' | 'yes' | 'no';
  days: Weekday[];
  from_hour: string;
  to_hour: string;
  id_document_type: IdDocumentType | '';
  id_document_number: string;
}


/** First values: names from the signed-in user, or from a rejected application sent again (all but the ID number). */
export function prefillApplication(
  user: Pick<SessionUser, 'first_name' | 'last_name'> | null,
  previous?: Pick<RiderApplication, 'first_name' | 'last_name' | 'city' | 'localities' | 'has_vehicle' | 'availability' | 'id_document_type'> | null,
): ApplicationValues {
  if (previous) {
    const city = (CITIES as readonly string[]).includes(previous.city) ? (previous.city as City) : 'patna';
    return {
      first_name: previous.first_name,
      last_name: previous.last_name,
      city,
      localities: previous.localities.join(', '),
      has_vehicle: previous.has_vehicle ? 'yes' : 'no',
      days: WEEKDAYS.filter((day) => previous.availability.days.includes(day)),
      from_hour: String(previous.availability.from_hour),
      to_hour: String(previous.availability.to_hour),
      id_document_type: previous.id_document_type,
      id_document_number: '',
    };
  }
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    city: 'patna',
    localities: '',
    has_vehicle: '',
    days: [],
    from_hour: String(AVAILABILITY_HOURS.from),
    to_hour: String(AVAILABILITY_HOURS.to),
    id_document_type: '',
    id_document_number: '',
  };
}

/** "Boring Road, kankarbagh ,, Boring Road" → ["Boring Road", "kankarbagh"]: trimmed, single spaces, no blanks or repeats. */
export function parseLocalities(text: string): string[] {
  const cleaned = text
    .split(',')
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  return [...new Set(cleaned)];
}

/** "abcde 1234-f" → "ABCDE1234F", as the server stores it. */
export { normaliseIdNumber };

function idNumberProblem(type: ApplicationValues['id_document_type'], value: string): string | null {
  if (!value.trim()) return t('validation.required');
  if (!type) return null; // the type's own error says what to do first
  const problem = serverIdNumberProblem(type, normaliseIdNumber(value));
  if (!problem) return null;
  return problem === 'ID_AADHAAR_CHECKSUM' ? t('rider.apply.idChecksum') : t(`rider.apply.idFormat.${type}`);
}

/** The fields that fail: the spec's messages for names, the server's for the rest. */
export function validateApplication(values: ApplicationValues): FieldErrors<ApplicationField> {
  const errors: FieldErrors<ApplicationField> = {};
  const name = (value: string) => personName(value) ?? (value.trim().length > APPLICATION_LIMITS.name ? t('validation.maxLength', { max: APPLICATION_LIMITS.name }) : null);
  const first = name(values.first_name);
  const last = name(values.last_name);
  if (first) errors.first_name = first;
  if (last) errors.last_name = last;
  const city = required(values.city);
  if (city) errors.city = city;
  const localities = parseLocalities(values.localities);
  if (localities.length === 0 || localities.length > APPLICATION_LIMITS.localities) errors.localities = t('rider.apply.localitiesRule');
  else if (localities.some((item) => item.length > APPLICATION_LIMITS.locality)) errors.localities = t('rider.apply.localityLength');
  if (values.has_vehicle !== 'yes' && values.has_vehicle !== 'no') errors.has_vehicle = t('rider.apply.vehicleRule');
  const from = Number(values.from_hour);
  const to = Number(values.to_hour);
  // The days' rule shows under the days, the hours' under the hours.
  if (values.days.length === 0) errors.days = t('rider.apply.daysRule');
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < AVAILABILITY_HOURS.from || to > AVAILABILITY_HOURS.to || to <= from) {
    errors.availability = t('rider.apply.hoursRule');
  }
  const type = required(values.id_document_type);
  if (type) errors.id_document_type = type;
  const number = idNumberProblem(values.id_document_type, values.id_document_number);
  if (number) errors.id_document_number = number;
  return errors;
}

/** The body for values that passed `validateApplication`. */
export function toApplicationBody(values: ApplicationValues): RiderApplicationBody {
  return {
    first_name: normaliseName(values.first_name),
    last_name: normaliseName(values.last_name),
    city: values.city as City,
    localities: parseLocalities(values.localities),
    has_vehicle: values.has_vehicle === 'yes',
    availability: { days: WEEKDAYS.filter((day) => values.days.includes(day)), from_hour: Number(values.from_hour), to_hour: Number(values.to_hour) },
    id_document_type: values.id_document_type as IdDocumentType,
    id_document_number: normaliseIdNumber(values.id_document_number),
  };
}

const FIELDS: readonly ApplicationField[] = [
  'first_name',
  'last_name',
  'city',
  'localities',
  'has_vehicle',
  'days',
  'availability',
  'id_document_type',
  'id_document_number',
];

/** The server's `errors` on the form's fields (`availability.days` to the days, the rest of `availability.*` to the hours). */
export function applicationErrorsFromServer(errors: Record<string, string> | undefined): FieldErrors<ApplicationField> {
  const mapped: FieldErrors<ApplicationField> = {};
  for (const [name, message] of Object.entries(errors ?? {})) {
    const field = name === 'availability.days' ? 'days' : name.split('.')[0]!;
    if ((FIELDS as readonly string[]).includes(field) && message && !mapped[field as ApplicationField]) mapped[field as ApplicationField] = message;
  }
  return mapped;
}

export const isIdDocumentType = (value: string): value is IdDocumentType => (ID_DOCUMENT_TYPES as readonly string[]).includes(value);
