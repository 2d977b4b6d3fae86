/** The calls of docs/api.md the public site makes. */
import type { LoginAs, Role } from '../auth/roles';
import { request } from './client';

export type CaptchaProvider = 'local' | 'recaptcha' | 'turnstile';

export interface PublicConfig {
  captcha: { provider: CaptchaProvider; site_key: string | null };
  support_phone: string;
  whatsapp_number: string;
  support_email: string;
  company_address: string;
}

export interface User {
  id: string;
  first_name: string;
  last_name: string;
  primary_role: Role | null;
  secondary_role: Role | null;
  mobile_no: string;
  email: string | null;
}

/** verify-otp and create-user answers: a token plus the user (id null and is_signup true for a new number). */
export interface AuthData extends Omit<User, 'email' | 'id'> {
  id: string | null;
  token: string;
  is_signup: boolean;
}

export interface OtpChallenge {
  mobile_no: string;
  country_code: '+91';
  captcha_token: string;
  is_signup: boolean;
  login_as?: LoginAs;
}

export interface OtpVerification extends Omit<OtpChallenge, 'captcha_token'> {
  otp: string;
}

export interface NewUser {
  first_name: string;
  last_name: string;
  mobile_no: string;
  captcha_token: string;
}

export type LeadType = 'TENANT' | 'OWNER' | 'PROPERTY';

export interface NewLead {
  first_name: string;
  last_name: string;
  mobile_no: string;
  email?: string;
  description?: string;
  type: LeadType;
  property_id?: string;
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
}

export const fetchConfig = () => request<PublicConfig>('GET', '/config');

export const requestOtp = (body: OtpChallenge) => request<null>('POST', '/auth/otp-challenge', { body });

export const verifyOtp = (body: OtpVerification) => request<AuthData>('POST', '/auth/verify-otp', { body });

export const createUser = (signUpToken: string, body: NewUser) =>
  request<AuthData>('POST', '/auth/user', { body, token: signUpToken });

export const logout = () => request<null>('POST', '/auth/logout', { auth: true, quietOn401: true });

export const fetchMe = (signal?: AbortSignal) => request<User>('GET', '/users/me', { auth: true, signal });

export const updateMe = (body: ProfileChanges) => request<User>('PATCH', '/users/me', { body, auth: true });

export const createLead = (body: NewLead) => request<{ id: string }>('POST', '/leads', { body });
