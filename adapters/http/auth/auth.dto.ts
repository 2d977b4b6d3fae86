import { Allow, IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { coded } from '../validate-dto.js';

type Schema = Parameters<typeof JSONSchema>[0];

const LOGIN_AS = ['OWNER', 'RIDER'];
const loginAsMessage = coded('LOGIN_AS');
const booleanMessage = coded('MUST_BE_TRUE_OR_FALSE', { field: 'is_signup' });

/** The phone number may come as text or a number; PhoneNumber decides. */
const MOBILE_NO: Schema = { type: ['string', 'number'] };
/** The site's language; the use case checks it (a 400 on `language` otherwise). */
const LANGUAGE: Schema = { type: 'string', enum: [...LANGUAGES] };

/** POST /auth/otp-challenge */
export class OtpChallengeDto {
  @Allow() @JSONSchema(MOBILE_NO) mobile_no: unknown = undefined;
  @IsOptional() @IsString(coded('INDIAN_NUMBERS_ONLY')) country_code?: string = undefined;
  @IsOptional() @IsString(coded('CAPTCHA_FAILED')) captcha_token?: string = undefined;
  @IsOptional() @IsBoolean(booleanMessage) is_signup?: boolean = undefined;
  @IsOptional() @IsIn(LOGIN_AS, loginAsMessage) login_as?: string = undefined;
  /** The OTP text's language for a number without an account (else the account's); RequestOtp checks it. */
  @IsOptional() @JSONSchema(LANGUAGE) language: unknown = undefined;
}

/** POST /auth/verify-otp */
export class VerifyOtpDto {
  @Allow() @JSONSchema(MOBILE_NO) mobile_no: unknown = undefined;
  @Allow() @JSONSchema({ type: ['string', 'number'] }) otp: unknown = undefined;
  @IsOptional() @IsString(coded('INDIAN_NUMBERS_ONLY')) country_code?: string = undefined;
  @IsOptional() @IsBoolean(booleanMessage) is_signup?: boolean = undefined;
  @IsOptional() @IsIn(LOGIN_AS, loginAsMessage) login_as?: string = undefined;
  /**
   * The language the person chose in this browser (absent when none): an account that holds only the default takes
   * it; an account whose language the person chose keeps its own. VerifyOtp checks it.
   */
  @IsOptional() @JSONSchema(LANGUAGE) language: unknown = undefined;
}

/** POST /auth/user (with the sign-up token) */
export class RegisterUserDto {
  @IsOptional() @IsString(coded('NAME_CHARS')) first_name?: string = undefined;
  @IsOptional() @IsString(coded('NAME_CHARS')) last_name?: string = undefined;
  @Allow() @JSONSchema(MOBILE_NO) mobile_no: unknown = undefined;
  @IsOptional() @IsString(coded('CAPTCHA_FAILED')) captcha_token?: string = undefined;
  /** The new account's language (English when absent); RegisterUser checks it. */
  @IsOptional() @JSONSchema(LANGUAGE) language: unknown = undefined;
}

/** POST /admin/login */
export class AdminLoginDto {
  @IsOptional() @IsString(coded('EMAIL_PATTERN')) email?: string = undefined;
  @IsOptional() @IsString(coded('REQUIRED')) password?: string = undefined;
}

/** POST /admin/login/second-factor (the code may come as text or a number; CompleteAdminSignIn decides) */
export class AdminSecondFactorDto {
  @IsOptional() @IsString(coded('SIGN_IN_EXPIRED')) pending_token?: string = undefined;
  @Allow() @JSONSchema({ type: ['string', 'number'] }) code: unknown = undefined;
}

/** POST /admin/second-factor/recovery-codes: the current code of the admin's authenticator app. */
export class NewRecoveryCodesDto {
  @Allow() @JSONSchema({ type: ['string', 'number'] }) code: unknown = undefined;
}

/** POST /admin/forgot-password */
export class ForgotPasswordDto {
  @IsOptional() @IsString(coded('EMAIL_PATTERN')) email?: string = undefined;
}

/** POST /admin/reset-password */
export class ResetPasswordDto {
  @IsOptional() @IsString(coded('RESET_LINK_INVALID')) token?: string = undefined;
  @IsOptional() @IsString(coded('PASSWORD_RULES')) password?: string = undefined;
  @IsOptional() @IsString(coded('PASSWORDS_DIFFER')) confirm_password?: string = undefined;
}
