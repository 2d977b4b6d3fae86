/** People forms → API bodies (docs/contexts/users.md: POST / PUT /admin/{resource}). */

export interface UserFormValues {
  first_name?: unknown;
  last_name?: unknown;
  mobile_no?: unknown;
  email?: unknown;
  city?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value == null ? '' : String(value).trim());

/** `POST /admin/{resource}` (the role comes from the resource): empty email and city are left out. */
export function toUserCreatePayload(values: UserFormValues): { first_name: string; last_name: string; mobile_no: string; email?: string; city?: string } {
  const email = text(values.email);
  const city = text(values.city);
  return {
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    mobile_no: text(values.mobile_no),
    ...(email ? { email } : {}),
    ...(city ? { city } : {}),
  };
}

/** `PUT /admin/{resource}/{id}`: names, email and city only (the mobile number is the sign-in and stays); null clears. */
export function toUserUpdatePayload(values: UserFormValues): { first_name: string; last_name: string; email: string | null; city: string | null } {
  return {
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    email: text(values.email) || null,
    city: text(values.city) || null,
  };
}
