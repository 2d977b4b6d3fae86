/** The calls of docs/api.md the public site makes. */
import type { LoginAs, Role } from '../auth/roles';
import { request } from './client';
import type * as AuthWire from '../../../adapters/http/contract/wire/auth';
import type { CreatedId } from '../../../adapters/http/contract/wire/common';
import type * as LeadsWire from '../../../adapters/http/contract/wire/leads';
import type * as SystemWire from '../../../adapters/http/contract/wire/system';
import type * as UsersWire from '../../../adapters/http/contract/wire/users';

export type CaptchaProvider = SystemWire.CaptchaProvider;

export type PublicConfig = SystemWire.PublicConfig;

/** The user object (GET / PATCH users/me, the sign-in answers). */
export type User = UsersWire.User;

/** verify-otp and create-user answers: a token plus the user, or (a new number) a sign-up token and no user yet. */
export type AuthData = AuthWire.AuthSession;

/** The site always sends India's code, the captcha token and whether this is a sign-up. */
export interface OtpChallenge extends AuthWire.OtpChallengeBody {
  mobile_no: string;
  country_code: '+91';
  captcha_token: string;
  is_signup: boolean;
  login_as?: LoginAs;
}

export interface OtpVerification extends AuthWire.VerifyOtpBody {
  mobile_no: string;
  country_code: '+91';
  is_signup: boolean;
  login_as?: LoginAs;
  otp: string;
}

export interface NewUser extends AuthWire.RegisterUserBody {
  first_name: string;
  last_name: string;
  mobile_no: string;
  captcha_token: string;
}

export type LeadType = LeadsWire.LeadType;

export interface NewLead extends LeadsWire.SubmitLeadBody {
  first_name: string;
  last_name: string;
  mobile_no: string;
  email?: string;
  description?: string;
  type: LeadType;
  property_id?: string;
}

export type ProfileChanges = UsersWire.UpdateProfileBody;

export const fetchConfig = () => request<PublicConfig>('GET', '/config');

export const requestOtp = (body: OtpChallenge) => request<null>('POST', '/auth/otp-challenge', { body });

export const verifyOtp = (body: OtpVerification) => request<AuthData>('POST', '/auth/verify-otp', { body });

export const createUser = (signUpToken: string, body: NewUser) =>
  request<AuthWire.UserSession>('POST', '/auth/user', { body, token: signUpToken });

export const logout = () => request<null>('POST', '/auth/logout', { auth: true, quietOn401: true });

export const fetchMe = (signal?: AbortSignal) => request<User>('GET', '/users/me', { auth: true, signal });

export const updateMe = (body: ProfileChanges) => request<User>('PATCH', '/users/me', { body, auth: true });

/** A signed-in person's token goes with it, so the callback request is theirs (on "My requests") at once. */
export const createLead = (body: NewLead) => request<CreatedId>('POST', '/leads', { body, auth: true });
