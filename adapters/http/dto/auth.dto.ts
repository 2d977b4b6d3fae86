import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { AuthMessages } from '../../../domain/auth/auth.errors.js';
import { Messages } from '../../../domain/shared/messages.js';

const LOGIN_AS = ['OWNER', 'RIDER'];
const loginAsMessage = { message: 'login_as must be OWNER or RIDER.' };
const booleanMessage = { message: 'is_signup must be true or false.' };

/** POST /auth/otp-challenge. mobile_no may arrive as a string or a number; PhoneNumber decides. */
export class OtpChallengeDto {
  mobile_no: unknown = undefined;
  @IsOptional() @IsString({ message: Messages.countryCode }) country_code?: string = undefined;
  @IsOptional() @IsString({ message: AuthMessages.captchaFailed }) captcha_token?: string = undefined;
  @IsOptional() @IsBoolean(booleanMessage) is_signup?: boolean = undefined;
  @IsOptional() @IsIn(LOGIN_AS, loginAsMessage) login_as?: string = undefined;
  /** The site's language ('en' or 'hi'); RequestOtp checks it. */
  language: unknown = undefined;
}

/** POST /auth/verify-otp */
export class VerifyOtpDto {
  mobile_no: unknown = undefined;
  otp: unknown = undefined;
  @IsOptional() @IsString({ message: Messages.countryCode }) country_code?: string = undefined;
  @IsOptional() @IsBoolean(booleanMessage) is_signup?: boolean = undefined;
  @IsOptional() @IsIn(LOGIN_AS, loginAsMessage) login_as?: string = undefined;
  /** The browser's chosen language ('en' or 'hi'); VerifyOtp checks it. */
  language: unknown = undefined;
}

/** POST /auth/user (with the sign-up token) */
export class RegisterUserDto {
  @IsOptional() @IsString({ message: Messages.nameChars }) first_name?: string = undefined;
  @IsOptional() @IsString({ message: Messages.nameChars }) last_name?: string = undefined;
  mobile_no: unknown = undefined;
  @IsOptional() @IsString({ message: AuthMessages.captchaFailed }) captcha_token?: string = undefined;
  /** The site's language ('en' or 'hi'): the new account's; RegisterUser checks it. */
  language: unknown = undefined;
}

/** POST /admin/login */
export class AdminLoginDto {
  @IsOptional() @IsString({ message: Messages.emailPattern }) email?: string = undefined;
  @IsOptional() @IsString({ message: Messages.required }) password?: string = undefined;
}

/** POST /admin/forgot-password */
export class ForgotPasswordDto {
  @IsOptional() @IsString({ message: Messages.emailPattern }) email?: string = undefined;
}

/** POST /admin/reset-password */
export class ResetPasswordDto {
  @IsOptional() @IsString({ message: AuthMessages.resetLinkInvalid }) token?: string = undefined;
  @IsOptional() @IsString({ message: Messages.password }) password?: string = undefined;
  @IsOptional() @IsString({ message: Messages.passwordsDiffer }) confirm_password?: string = undefined;
}
