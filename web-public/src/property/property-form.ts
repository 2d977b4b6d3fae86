/**
 * The owner's property form (add and update): its values as typed, the five steps, each step's checks with
 * the API's own messages (docs/contexts/properties.md), and the POST / PUT body. Pure, tested.
 */
import type { Amenity, City, Furnishing, Listing, PreferredTenants, PropertyBody, PropertyType } from '../api/properties';
import { checkFloorWithinTotal, checkPincode, LINK_MAX_LENGTH, PropertyNumberRules, PropertyTextRules } from '../../../adapters/http/contract/rules';
import { localise } from '../i18n/t';
import { all, calendarDate, numberByRule, textByRule } from '../validation/api-rules';
import { link, required, type FieldErrors, type Validator } from '../validation/rules';

export interface PropertyFormValues {
  title: string;
  property_type: PropertyType | '';
  bhk: string;
  bathrooms: string;
  furnishing: Furnishing | '';
  preferred_tenants: PreferredTenants | '';
  rent: string;
  deposit: string;
  maintenance: string;
  available_from: string;
  city: City;
  locality: string;
  address: string;
  pincode: string;
  built_up_area: string;
  floor: string;
  total_floors: string;
  amenities: Amenity[];
  description: string;
  virtual_tour_url: string;
}

export type FormField = keyof PropertyFormValues;
export type FormStep = 1 | 2 | 3 | 4 | 5;
export const STEPS: FormStep[] = [1, 2, 3, 4, 5];
/** The draft is created (or saved) when step 4 is done; step 5 adds photos to it. */
export const SAVE_STEP: FormStep = 4;

export const STEP_FIELDS: Record<Exclude<FormStep, 5>, FormField[]> = {
  1: ['title', 'property_type', 'bhk', 'bathrooms', 'furnishing', 'preferred_tenants'],
  2: ['rent', 'deposit', 'maintenance', 'available_from'],
  3: ['city', 'locality', 'address', 'pincode'],
  4: ['built_up_area', 'floor', 'total_floors', 'amenities', 'description', 'virtual_tour_url'],
};

/** The API's limits (the shared contract's PropertyTextRules and link rule), for the inputs' maxLength. */
export const LIMITS = {
  title: PropertyTextRules.title.max,
  description: PropertyTextRules.description.max,
  locality: PropertyTextRules.locality.max,
  address: PropertyTextRules.address.max,
  virtualTourUrl: LINK_MAX_LENGTH,
} as const;

export function emptyForm(): PropertyFormValues {
  return {
    title: '',
    property_type: '',
    bhk: '',
    bathrooms: '',
    furnishing: '',
    preferred_tenants: '',
    rent: '',
    deposit: '',
    maintenance: '',
    available_from: '',
    city: 'patna',
    locality: '',
    address: '',
    pincode: '',
    built_up_area: '',
    floor: '',
    total_floors: '',
    amenities: [],
    description: '',
    virtual_tour_url: '',
  };
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved listing as form values (update page). */
export function formFromListing(listing: Listing): PropertyFormValues {
  return {
    title: listing.title,
    property_type: listing.property_type,
    bhk: text(listing.bhk),
    bathrooms: text(listing.bathrooms),
    furnishing: listing.furnishing,
    preferred_tenants: listing.preferred_tenants,
    rent: text(listing.rent),
    deposit: listing.deposit ? text(listing.deposit) : '',
    maintenance: listing.maintenance ? text(listing.maintenance) : '',
    available_from: listing.available_from,
    city: listing.city,
    locality: listing.locality,
    address: listing.address,
    pincode: listing.pincode,
    built_up_area: text(listing.built_up_area),
    floor: text(listing.floor),
    total_floors: text(listing.total_floors),
    amenities: [...listing.amenities],
    description: listing.description ?? '',
    virtual_tour_url: listing.virtual_tour_url ?? '',
  };
}

const pincode: Validator = (value) => localise(checkPincode(value.trim()));
const numberRule = (field: keyof typeof PropertyNumberRules): Validator => numberByRule(PropertyNumberRules[field]);

const RULES: Partial<Record<FormField, Validator>> = {
  title: textByRule(PropertyTextRules.title),
  property_type: required,
  bhk: all(required, numberRule('bhk')),
  bathrooms: all(required, numberRule('bathrooms')),
  furnishing: required,
  preferred_tenants: required,
  rent: all(required, numberRule('rent')),
  deposit: numberRule('deposit'),
  maintenance: numberRule('maintenance'),
  available_from: all(required, calendarDate),
  city: required,
  locality: textByRule(PropertyTextRules.locality),
  address: textByRule(PropertyTextRules.address),
  pincode: all(required, pincode),
  built_up_area: numberRule('built_up_area'),
  floor: numberRule('floor'),
  total_floors: numberRule('total_floors'),
  description: textByRule(PropertyTextRules.description),
  // The link rule refuses a link over LINK_MAX_LENGTH itself ('Enter a valid link', the server's words).
  virtual_tour_url: link,
};

/** The errors of one step's fields (step 5, photos, has none here). */
export function validateStep(step: FormStep, values: PropertyFormValues): FieldErrors<FormField> {
  if (step === 5) return {};
  const errors: FieldErrors<FormField> = {};
  for (const field of STEP_FIELDS[step]) {
    const value = values[field];
    const message = typeof value === 'string' ? RULES[field]?.(value) : null;
    if (message) errors[field] = message;
  }
  if (step === 4 && !errors.floor && !errors.total_floors && values.floor.trim() && values.total_floors.trim()) {
    const floorProblem = localise(checkFloorWithinTotal(Number(values.floor), Number(values.total_floors)));
    if (floorProblem) errors.floor = floorProblem;
  }
  return errors;
}

/** Every step's errors at once (before saving). */
export function validateAll(values: PropertyFormValues): FieldErrors<FormField> {
  return STEPS.reduce<FieldErrors<FormField>>((errors, step) => ({ ...errors, ...validateStep(step, values) }), {});
}

/** The first step holding one of `errors` (the server's too: its field names are the form's). */
export function firstStepWithError(errors: Partial<Record<string, string>>): FormStep | null {
  for (const step of [1, 2, 3, 4] as const) {
    if (STEP_FIELDS[step].some((field) => errors[field])) return step;
  }
  return null;
}

const numberOrNull = (value: string) => (value.trim() ? Number(value.trim()) : null);

/**
 * The POST / PUT body. Assumes the values passed `validateAll`. `keep` carries what the form does not edit
 * (coordinates), since PUT takes the full form.
 */
export function toBody(values: PropertyFormValues, keep: { latitude?: number | null; longitude?: number | null } = {}): PropertyBody {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    property_type: values.property_type as PropertyType,
    bhk: Number(values.bhk),
    bathrooms: Number(values.bathrooms),
    furnishing: values.furnishing as Furnishing,
    preferred_tenants: values.preferred_tenants as PreferredTenants,
    rent: Number(values.rent.trim()),
    deposit: numberOrNull(values.deposit),
    maintenance: numberOrNull(values.maintenance),
    built_up_area: numberOrNull(values.built_up_area),
    floor: numberOrNull(values.floor),
    total_floors: numberOrNull(values.total_floors),
    available_from: values.available_from.trim(),
    amenities: [...values.amenities],
    city: values.city,
    locality: values.locality.trim(),
    address: values.address.trim(),
    pincode: values.pincode.trim(),
    latitude: keep.latitude ?? null,
    longitude: keep.longitude ?? null,
    virtual_tour_url: values.virtual_tour_url.trim() || null,
  };
}
