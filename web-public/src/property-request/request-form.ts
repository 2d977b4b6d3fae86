/**
 * The "Request a property" form (docs/contexts/projects.md): its values as typed, the
 * prefill from the signed-in user and the listing's filters, the checks with the spec's and the API's own
 * messages, the POST body and the server's field errors mapped back onto the fields. Pure, tested.
 */
import type { PropertyRequestBody } from '../api/property-requests';
import type { SessionUser } from '../auth/roles';
import { NAME_MAX_LENGTH, PHONE_PATTERN, PropertyRequestRules, indiaDate } from '../../../adapters/http/contract/rules';
import { t } from '../i18n/t';
import { CITIES, type City } from '../property/cities';
import type { ListingFilters } from '../property/listing-query';
import { all, calendarDate, maxLength, wholeNumber } from '../validation/api-rules';
import {
  normaliseName,
  optionalEmail,
  personName,
  phone,
  required,
  validateFields,
  type FieldErrors,
  type Rules,
} from '../validation/rules';

export type RequestField =
  | 'first_name'
  | 'last_name'
  | 'mobile_no'
  | 'email'
  | 'city'
  | 'locality'
  | 'bhk'
  | 'budget'
  | 'move_in_date'
  | 'notes';

export type RequestValues = Record<RequestField, string>;

/** The API's limits (domain/property-requests/property-request.ts). */
export const REQUEST_LIMITS = {
  name: NAME_MAX_LENGTH,
  locality: PropertyRequestRules.localityMaxLength,
  notes: PropertyRequestRules.notesMaxLength,
  budgetMin: PropertyRequestRules.budget.min,
  budgetMax: PropertyRequestRules.budget.max,
  bhkMax: PropertyRequestRules.bhk.max,
} as const;

/** The BHK choices: 1 RK (0) and 1 to 5 BHK, as the listing filter offers them; '' is "any". */
export const REQUEST_BHK_CHOICES = ['0', '1', '2', '3', '4', '5'] as const;

/** Where the form was opened from: the listing's city and filters, when there are any. */
export interface RequestContext {
  city?: string;
  filters?: Partial<Pick<ListingFilters, 'search' | 'bhk' | 'min_rent' | 'max_rent' | 'available_by' | 'property_type' | 'furnishing' | 'preferred_tenants'>>;
}

/** Today in India as YYYY-MM-DD: the day the server checks the move-in date against (the date input's minimum). */
export const todayInIndia = (now = new Date()): string => indiaDate(now);

function isCity(value: string | undefined): value is City {
  return (CITIES as readonly string[]).includes(value ?? '');
}

/**
 * The form's first values: name and phone from the signed-in user; city, locality (the search text), BHK,
 * budget (the top of the rent range), move-in date (not in the past) and a notes line naming the other
 * filters from the listing. Patna when no city is known.
 */
export function prefillRequest(
  user: Pick<SessionUser, 'first_name' | 'last_name' | 'mobile_no'> | null,
  context: RequestContext = {},
  today = todayInIndia(),
): RequestValues {
  const filters = context.filters ?? {};
  const city = context.city?.toLowerCase();
  const bhk = filters.bhk ?? '';
  const wanted = [
    filters.property_type ? t(`propertyType.${filters.property_type}`) : '',
    filters.furnishing ? t(`furnishing.${filters.furnishing}`) : '',
    filters.preferred_tenants ? t(`tenants.${filters.preferred_tenants}`) : '',
  ].filter(Boolean);
  const movingIn = filters.available_by ?? '';
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    mobile_no: PHONE_PATTERN.test(user?.mobile_no ?? '') ? user!.mobile_no : '',
    email: '',
    city: isCity(city) ? city : CITIES[0],
    locality: (filters.search ?? '').trim().slice(0, REQUEST_LIMITS.locality),
    bhk: (REQUEST_BHK_CHOICES as readonly string[]).includes(bhk) ? bhk : '',
    budget: filters.max_rent || '',
    move_in_date: movingIn && !calendarDate(movingIn) && movingIn >= today ? movingIn : '',
    notes: wanted.length ? t('request.notesPrefill', { items: wanted.join(', ') }) : '',
  };
}

/** The budget as typed, made plain: "₹ 12,000" → "12000" (anything else is left for the number rule). */
export function budgetDigits(value: string): string {
  return value.replace(/[\s,₹]/g, '');
}

const RULES: Rules<RequestField> = {
  first_name: all(personName, maxLength(REQUEST_LIMITS.name)),
  last_name: all(personName, maxLength(REQUEST_LIMITS.name)),
  mobile_no: phone,
  email: optionalEmail,
  city: required,
  locality: maxLength(REQUEST_LIMITS.locality),
  bhk: wholeNumber(0, REQUEST_LIMITS.bhkMax),
  budget: (value) => all(required, wholeNumber(REQUEST_LIMITS.budgetMin, REQUEST_LIMITS.budgetMax))(budgetDigits(value)),
  move_in_date: calendarDate,
  notes: (value) => (value.length > REQUEST_LIMITS.notes ? t('validation.maxLength', { max: REQUEST_LIMITS.notes }) : null),
};

/** The fields that fail, with the spec's (names, phone, email, required) and the API's (numbers, lengths, dates) messages. */
export function validateRequest(values: RequestValues, today = todayInIndia()): FieldErrors<RequestField> {
  const errors = validateFields(values, RULES);
  // The server's rule too: a move-in date before today (the picker's minimum, which typing can get past).
  if (!errors.move_in_date && values.move_in_date && values.move_in_date < today) errors.move_in_date = t('request.moveInPast');
  return errors;
}

/** The POST body for values that passed `validateRequest`: names normalised, empty optional fields left out. */
export function toRequestBody(values: RequestValues): PropertyRequestBody {
  const optional = <K extends string>(key: K, value: string) => (value.trim() ? ({ [key]: value.trim() } as Record<K, string>) : {});
  return {
    first_name: normaliseName(values.first_name),
    last_name: normaliseName(values.last_name),
    mobile_no: values.mobile_no.trim(),
    ...optional('email', values.email),
    city: values.city as City,
    ...optional('locality', values.locality),
    ...(values.bhk.trim() ? { bhk: Number(values.bhk.trim()) } : {}),
    budget: Number(budgetDigits(values.budget)),
    ...optional('move_in_date', values.move_in_date),
    ...optional('notes', values.notes),
  };
}

const FIELDS: readonly RequestField[] = ['first_name', 'last_name', 'mobile_no', 'email', 'city', 'locality', 'bhk', 'budget', 'move_in_date', 'notes'];

/**
 * The server's `errors` on the form's fields (its names are the form's; `country_code` belongs to the phone).
 * Anything else is left to the toast.
 */
export function fieldErrorsFromServer(errors: Record<string, string> | undefined): FieldErrors<RequestField> {
  const mapped: FieldErrors<RequestField> = {};
  for (const [name, message] of Object.entries(errors ?? {})) {
    const field = name === 'country_code' ? 'mobile_no' : name;
    if ((FIELDS as readonly string[]).includes(field) && message && !mapped[field as RequestField]) mapped[field as RequestField] = message;
  }
  return mapped;
}
