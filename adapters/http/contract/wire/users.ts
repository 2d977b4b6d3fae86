/** People: the user object, the console's person (more than the public user object), profile and console bodies. */
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from '../../../../domain/shared/language.js';
import { Roles } from '../../../../domain/users/role.js';
import { UserStatuses } from '../../../../domain/users/user-status.js';
import { DateTime, Id, Nullable, StringEnum } from './common.js';
import { RiderApplicationSchema } from './riders.js';

export const RoleSchema = StringEnum(Roles, { $id: 'Role' });
export type Role = Static<typeof RoleSchema>;
export const UserStatusSchema = StringEnum(UserStatuses, { $id: 'UserStatus' });
export type UserStatus = Static<typeof UserStatusSchema>;
/** The language of the site and of the person's SMS texts: 'en' (default) or 'hi'. */
export const LanguageSchema = StringEnum(LANGUAGES, { $id: 'Language' });
export type Language = Static<typeof LanguageSchema>;

/** The user object (`userJson`): GET/PATCH users/me, the sign-in answers, the console's `users`. */
export const UserSchema = Type.Object(
  {
    id: Id,
    first_name: Type.String(),
    last_name: Type.String(),
    primary_role: RoleSchema,
    secondary_role: Nullable(RoleSchema),
    mobile_no: Nullable(Type.String()),
    email: Nullable(Type.String()),
    status: UserStatusSchema,
    language: LanguageSchema,
    created_at: DateTime,
  },
  { $id: 'User' },
);
export type User = Static<typeof UserSchema>;

/** A person as the console's people grids show them (`personJson`): the user object plus city and status trail. */
export const PersonSchema = Type.Composite(
  [
    UserSchema,
    Type.Object({
      city: Nullable(Type.String()),
      status_reason: Nullable(Type.String()),
      status_changed_at: Nullable(DateTime),
      updated_at: DateTime,
    }),
  ],
  { $id: 'Person' },
);
export type Person = Static<typeof PersonSchema>;

/** One person read by id: for riders, the application that made them one (full ID number: admins only). */
export const PersonDetailsSchema = Type.Composite([PersonSchema, Type.Object({ rider_application: Nullable(RiderApplicationSchema) })], {
  $id: 'PersonDetails',
});
export type PersonDetails = Static<typeof PersonDetailsSchema>;

/** PATCH users/me: every field optional; an empty or null email removes it; `language` is the language switch. */
export const UpdateProfileBodySchema = Type.Object(
  {
    first_name: Type.Optional(Type.String()),
    last_name: Type.Optional(Type.String()),
    email: Type.Optional(Nullable(Type.String())),
    language: Type.Optional(LanguageSchema),
  },
  { $id: 'UpdateProfileBody' },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBodySchema>;

/** POST/PUT admin/user (and upsert), the console's tenants / owner / rider records. */
export const PersonBodySchema = Type.Object(
  {
    first_name: Type.Optional(Type.String()),
    last_name: Type.Optional(Type.String()),
    mobile_no: Type.Optional(Type.Union([Type.String(), Type.Number()])),
    email: Type.Optional(Nullable(Type.String())),
    city: Type.Optional(Nullable(Type.String())),
    role: Type.Optional(RoleSchema),
  },
  { $id: 'PersonBody' },
);
export type PersonBody = Static<typeof PersonBodySchema>;

/** PATCH admin/user/{id}/change-status and the console's POST {resource}/{id}/status. */
export const UserStatusBodySchema = Type.Object({ status: UserStatusSchema, reason: Type.Optional(Type.String()) }, { $id: 'UserStatusBody' });
export type UserStatusBody = Static<typeof UserStatusBodySchema>;
