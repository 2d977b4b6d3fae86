/** Signing in: phone + OTP for tenants, owners and riders; e-mail + password for admins; sign-up. */
import { Type, type Static } from '@sinclair/typebox';
import type { LoginAs as DomainLoginAs } from '../../../../domain/auth/otp-challenge.js';
import { DateTime, StringEnum, messageCode } from './common.js';
import { UserSchema, type Language } from './users.js';

/** Who signs in with a phone besides tenants (the domain declares a type; `satisfies` keeps this list inside it). */
export const LoginAsOptions = ['OWNER', 'RIDER'] as const satisfies readonly DomainLoginAs[];
export const LoginAsSchema = StringEnum(LoginAsOptions, { $id: 'LoginAs' });
export type LoginAs = Static<typeof LoginAsSchema>;

/**
 * What the public site sends to sign in and sign up (the server's request DTOs, which check them and give the
 * document its request schemas, are adapters/http/auth/auth.dto.ts). The phone number may come as text or a number.
 */
type MobileNo = string | number;

/** POST auth/otp-challenge */
export interface OtpChallengeBody {
  mobile_no: MobileNo;
  country_code?: string;
  captcha_token?: string;
  is_signup?: boolean;
  login_as?: LoginAs;
  /** The site's current language: the OTP text's language for a number without an account (else the account's). */
  language?: Language;
}

/** POST auth/verify-otp */
export interface VerifyOtpBody {
  mobile_no: MobileNo;
  otp: string | number;
  country_code?: string;
  is_signup?: boolean;
  login_as?: LoginAs;
  /**
   * The language the person chose in this browser (absent when none): an account that holds only the default takes
   * it; an account whose language the person chose keeps its own (the answer's `language` says which).
   */
  language?: Language;
}

/** POST auth/user, with the sign-up token of verify-otp. */
export interface RegisterUserBody {
  first_name?: string;
  last_name?: string;
  mobile_no: MobileNo;
  captcha_token?: string;
  /** The site's current language: the new account's language (English when absent). */
  language?: Language;
}

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

/** `data` of POST admin/login: the session token and the user object (the envelope also carries `status: true`). */
export const AdminSessionSchema = Type.Composite([Type.Object({ token: Type.String() }), UserSchema], { $id: 'AdminSession' });
export type AdminSession = Static<typeof AdminSessionSchema>;

/** How an admin whose password was right gives the second factor: set up an authenticator first, or type its code. */
export const SecondFactorOptions = ['SETUP', 'CODE'] as const;

/** POST admin/login */
export interface AdminLoginBody {
  email: string;
  password: string;
}

/** POST admin/login/second-factor: the pending sign-in's token and a 6-digit code or a recovery code. */
export interface AdminSecondFactorBody {
  pending_token: string;
  code: string;
}

/** The authenticator to add at the first sign-in: a QR code (an SVG document), and the same as text. */
export const AdminSecondFactorSetUpSchema = Type.Object(
  {
    /** The secret in base32, for typing into an app by hand. */
    secret: Type.String(),
    /** The `otpauth://totp/...` address the QR code holds. */
    otpauth_uri: Type.String(),
    qr_svg: Type.String(),
  },
  { $id: 'AdminSecondFactorSetUp' },
);
export type AdminSecondFactorSetUp = Static<typeof AdminSecondFactorSetUpSchema>;

/** `data` of POST admin/login: no session yet; the pending sign-in that the second factor finishes (10 minutes). */
export const AdminPendingSignInSchema = Type.Object(
  {
    pending_token: Type.String(),
    second_factor: StringEnum(SecondFactorOptions),
    expires_at: DateTime,
    /** Only when `second_factor` is SETUP. */
    set_up: Type.Union([AdminSecondFactorSetUpSchema, Type.Null()]),
  },
  { $id: 'AdminPendingSignIn' },
);
export type AdminPendingSignIn = Static<typeof AdminPendingSignInSchema>;

/** The whole answer of POST admin/login: the envelope plus `status: true` (spec section 7), the second step to take. */
export const AdminLoginAnswerSchema = Type.Object(
  { success: Type.Literal(true), status: Type.Literal(true), ...messageCode, message: Type.String(), data: AdminPendingSignInSchema },
  { $id: 'AdminLoginAnswer' },
);
export type AdminLoginAnswer = Static<typeof AdminLoginAnswerSchema>;

/** `data` of POST admin/login/second-factor: the session; at set-up also the recovery codes, shown this once. */
export const AdminSignedInSchema = Type.Composite([AdminSessionSchema, Type.Object({ recovery_codes: Type.Optional(Type.Array(Type.String())) })], {
  $id: 'AdminSignedIn',
});
export type AdminSignedIn = Static<typeof AdminSignedInSchema>;

/** The whole answer of POST admin/login/second-factor: the envelope plus `status: true`. */
export const AdminSignInAnswerSchema = Type.Object(
  { success: Type.Literal(true), status: Type.Literal(true), ...messageCode, message: Type.String(), data: AdminSignedInSchema },
  { $id: 'AdminSignInAnswer' },
);
export type AdminSignInAnswer = Static<typeof AdminSignInAnswerSchema>;

/** `data` of POST admin/second-factor/recovery-codes: the new codes, shown this once. */
export const RecoveryCodesSchema = Type.Object({ recovery_codes: Type.Array(Type.String()) }, { $id: 'RecoveryCodes' });
export type RecoveryCodes = Static<typeof RecoveryCodesSchema>;

/** `data` of the answers with nothing to return (otp-challenge, logout). */
export const NoDataSchema = Type.Null({ $id: 'NoData' });
