/** Signing in: phone + OTP for tenants, owners and riders; e-mail + password for admins; sign-up; reset. */
import { Type, type Static } from '@sinclair/typebox';
import type { LoginAs as DomainLoginAs } from '../../../../domain/auth/otp-challenge.js';
import { Nullable, StringEnum, messageCode } from './common.js';
import { LanguageSchema, UserSchema } from './users.js';

/** Who signs in with a phone besides tenants (the domain declares a type; `satisfies` keeps this list inside it). */
export const LoginAsOptions = ['OWNER', 'RIDER'] as const satisfies readonly DomainLoginAs[];
export const LoginAsSchema = StringEnum(LoginAsOptions, { $id: 'LoginAs' });
export type LoginAs = Static<typeof LoginAsSchema>;

/** The phone number may come as text or a number; PhoneNumber decides. */
const MobileNo = Type.Union([Type.String(), Type.Number()]);

/** POST auth/otp-challenge */
export const OtpChallengeBodySchema = Type.Object(
  {
    mobile_no: MobileNo,
    country_code: Type.Optional(Type.String()),
    captcha_token: Type.Optional(Type.String()),
    is_signup: Type.Optional(Type.Boolean()),
    login_as: Type.Optional(LoginAsSchema),
    /** The site's current language: the OTP text's language for a number without an account (else the account's). */
    language: Type.Optional(LanguageSchema),
  },
  { $id: 'OtpChallengeBody' },
);
export type OtpChallengeBody = Static<typeof OtpChallengeBodySchema>;

/** POST auth/verify-otp */
export const VerifyOtpBodySchema = Type.Object(
  {
    mobile_no: MobileNo,
    otp: Type.Union([Type.String(), Type.Number()]),
    country_code: Type.Optional(Type.String()),
    is_signup: Type.Optional(Type.Boolean()),
    login_as: Type.Optional(LoginAsSchema),
    /**
     * The language the person chose in this browser (absent when none): an account that holds only the default takes
     * it; an account whose language the person chose keeps its own (the answer's `language` says which).
     */
    language: Type.Optional(LanguageSchema),
  },
  { $id: 'VerifyOtpBody' },
);
export type VerifyOtpBody = Static<typeof VerifyOtpBodySchema>;

/** POST auth/user, with the sign-up token of verify-otp. */
export const RegisterUserBodySchema = Type.Object(
  {
    first_name: Type.Optional(Type.String()),
    last_name: Type.Optional(Type.String()),
    mobile_no: MobileNo,
    captcha_token: Type.Optional(Type.String()),
    /** The site's current language: the new account's language (English when absent). */
    language: Type.Optional(LanguageSchema),
  },
  { $id: 'RegisterUserBody' },
);
export type RegisterUserBody = Static<typeof RegisterUserBodySchema>;

/** A new number verified: a sign-up token, no user yet. */
export const SignupSessionSchema = Type.Object(
  {
    token: Type.String(),
    is_signup: Type.Literal(true),
    id: Type.Null(),
    first_name: Type.Null(),
    last_name: Type.Null(),
    primary_role: Type.Null(),
    secondary_role: Type.Null(),
    mobile_no: Type.String(),
  },
  { $id: 'SignupSession' },
);
export type SignupSession = Static<typeof SignupSessionSchema>;

/** Signed in (verify-otp of a known number, auth/user): the session token and the user object. */
export const UserSessionSchema = Type.Composite([Type.Object({ token: Type.String(), is_signup: Type.Literal(false) }), UserSchema], { $id: 'UserSession' });
export type UserSession = Static<typeof UserSessionSchema>;

/** `data` of POST auth/verify-otp. */
export const AuthSessionSchema = Type.Union([UserSessionSchema, SignupSessionSchema], { $id: 'AuthSession' });
export type AuthSession = Static<typeof AuthSessionSchema>;

/** POST admin/login */
export const AdminLoginBodySchema = Type.Object({ email: Type.Optional(Type.String()), password: Type.Optional(Type.String()) }, { $id: 'AdminLoginBody' });
export type AdminLoginBody = Static<typeof AdminLoginBodySchema>;

/** `data` of POST admin/login: the session token and the user object (the envelope also carries `status: true`). */
export const AdminSessionSchema = Type.Composite([Type.Object({ token: Type.String() }), UserSchema], { $id: 'AdminSession' });
export type AdminSession = Static<typeof AdminSessionSchema>;

/** The whole answer of POST admin/login: the envelope plus `status: true` (spec section 7). */
export const AdminLoginAnswerSchema = Type.Object(
  { success: Type.Literal(true), status: Type.Literal(true), ...messageCode, message: Type.String(), data: AdminSessionSchema },
  { $id: 'AdminLoginAnswer' },
);
export type AdminLoginAnswer = Static<typeof AdminLoginAnswerSchema>;

/** POST admin/forgot-password */
export const ForgotPasswordBodySchema = Type.Object({ email: Type.Optional(Type.String()) }, { $id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>;

/** POST admin/reset-password */
export const ResetPasswordBodySchema = Type.Object(
  { token: Type.Optional(Type.String()), password: Type.Optional(Type.String()), confirm_password: Type.Optional(Type.String()) },
  { $id: 'ResetPasswordBody' },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;

/** `data` of the answers with nothing to return (otp-challenge, logout). */
export const NoDataSchema = Type.Null({ $id: 'NoData' });
