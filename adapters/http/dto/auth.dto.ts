import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { coded } from '../validate-dto.js';

const LOGIN_AS = ['OWNER', 'RIDER'];
const loginAsMessage = coded('LOGIN_AS');
const booleanMessage = coded('MUST_BE_TRUE_OR_FALSE', { field: 'is_signup' });

/** POST /auth/otp-challenge. mobile_no may arrive as a string or a number; PhoneNumber decides. */
export class OtpChallengeDto {
  mobile_no: unknown = undefined;
  @IsOptional() @IsString(coded('INDIAN_NUMBERS_ONLY')) country_code?: string = undefined;
  @IsOptional() @IsString(coded('CAPTCHA_FAILED')) captcha_token?: string = undefined;
  @IsOptional() @IsBoolean(booleanMessage) is_signup?: boolean = undefined;
  @IsOptional() @IsIn(LOGIN_AS, loginAsMessage) login_as?: string = undefined;
  /** The site's language ('en' or 'hi'); RequestOtp checks it. */
  language: unknown = undefined;
}

/** POST /auth/verify-otp */
export class VerifyOtpDto {
  mobile_no: unknown = undefined;
  otp: unknown = undefined;
  @IsOptional() @IsString(coded('INDIAN_NUMBERS_ONLY')) country_code?: string = undefined;
  @IsOptional() @IsBoolean(booleanMessage) is_signup?: boolean = undefined;
  @IsOptional() @IsIn(LOGIN_AS, loginAsMessage) login_as?: string = undefined;
  /** The browser's chosen language ('en' or 'hi'); VerifyOtp checks it. */
  language: unknown = undefined;
}

/** POST /auth/user (with the sign-up token) */
export class RegisterUserDto {
  @IsOptional() @IsString(coded('NAME_CHARS')) first_name?: string = undefined;
  @IsOptional() @IsString(coded('NAME_CHARS')) last_name?: string = undefined;
  mobile_no: unknown = undefined;
  @IsOptional() @IsString(coded('CAPTCHA_FAILED')) captcha_token?: string = undefined;
  /** The site's language ('en' or 'hi'): the new account's; RegisterUser checks it. */
  language: unknown = undefined;
}

/** POST /admin/login */
export class AdminLoginDto {
  @IsOptional() @IsString(coded('EMAIL_PATTERN')) email?: string = undefined;
  @IsOptional() @IsString(coded('REQUIRED')) password?: string = undefined;
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
