/**
 * The "Owner" step a rider fills in first when posting a home for its owner (docs/contexts/riders.md): the
 * owner's phone, their names when they are new to GharSetu, and the 6-digit code the owner received by SMS and
 * reads out. Checked with the spec's messages; sent with POST /properties. Pure, tested.
 */
import type { OwnerFields } from '../api/riders';
import { normaliseName, otp, personName, phone, type FieldErrors } from '../validation/rules';

export type OwnerField = 'owner_mobile_no' | 'owner_first_name' | 'owner_last_name' | 'owner_otp';
export type OwnerValues = Record<OwnerField, string>;

export const OWNER_FIELDS: readonly OwnerField[] = ['owner_mobile_no', 'owner_first_name', 'owner_last_name', 'owner_otp'];

export const emptyOwner = (): OwnerValues => ({ owner_mobile_no: '', owner_first_name: '', owner_last_name: '', owner_otp: '' });

/** Before "Send code to owner": only the phone matters. */
export function validateOwnerPhone(values: OwnerValues): FieldErrors<OwnerField> {
  const problem = phone(values.owner_mobile_no);
  return problem ? { owner_mobile_no: problem } : {};
}

/**
 * The whole step: the phone, the names (optional, for a number without an account; once one is typed both are
 * needed, letters and spaces only) and the 6-digit code.
 */
export function validateOwner(values: OwnerValues): FieldErrors<OwnerField> {
  const errors = validateOwnerPhone(values);
  const named = values.owner_first_name.trim() || values.owner_last_name.trim();
  if (named) {
    const first = personName(values.owner_first_name);
    const last = personName(values.owner_last_name);
    if (first) errors.owner_first_name = first;
    if (last) errors.owner_last_name = last;
  }
  const code = otp(values.owner_otp);
  if (code) errors.owner_otp = code;
  return errors;
}

/** What POST /properties gets for the owner (names only when given, normalised). */
export function ownerBody(values: OwnerValues): OwnerFields {
  const first = normaliseName(values.owner_first_name);
  const last = normaliseName(values.owner_last_name);
  return {
    owner_mobile_no: values.owner_mobile_no.trim(),
    ...(first || last ? { owner_first_name: first, owner_last_name: last } : {}),
    owner_otp: values.owner_otp.trim(),
  };
}

/** The server's errors on the owner's fields (`mobile_no` of the code request belongs to the owner's phone). */
export function ownerErrorsFromServer(errors: Record<string, string> | undefined): FieldErrors<OwnerField> {
  const mapped: FieldErrors<OwnerField> = {};
  for (const [name, message] of Object.entries(errors ?? {})) {
    const field = name === 'mobile_no' ? 'owner_mobile_no' : name;
    if ((OWNER_FIELDS as readonly string[]).includes(field) && message) mapped[field as OwnerField] = message;
  }
  return mapped;
}
