import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import type { LoginAs } from '../../../domain/auth/otp-challenge.js';
import { checkPersonName } from '../../../domain/shared/person-name.js';
import { LANGUAGES, type Language } from '../../../domain/shared/language.js';
import { checkOptionalLanguage } from '../../../domain/shared/language-choice.js';
import { Messages } from '../../../domain/shared/messages.js';
import { checkOtp } from '../../../domain/shared/otp-code.js';
import { checkCountryCode, checkMobileNo } from '../../../domain/shared/phone-number.js';
import { SatisfiesRule, whenSent, whenShaped, type RuleCheck } from '../dto/satisfies-rule.decorator.js';
import { coded } from '../validate-dto.js';

type Schema = Parameters<typeof JSONSchema>[0];

const LOGIN_AS: readonly LoginAs[] = ['OWNER', 'RIDER'];
const loginAsMessage = coded('LOGIN_AS');
const booleanMessage = coded('MUST_BE_TRUE_OR_FALSE', { field: 'is_signup' });

/** The phone number may come as text or a number (checkMobileNo judges both). */
const MOBILE_NO: Schema = { type: ['string', 'number'] };
/** The site's language (a 400 on `language` otherwise). */
const LANGUAGE: Schema = { type: 'string', enum: [...LANGUAGES] };

/** The country code, read once the number passes (a bad number is the one thing said about the phone); absent is +91. */
const countryCodeRule: RuleCheck = (value, body) => (checkMobileNo(body.mobile_no) ? null : checkCountryCode(value));

/** The sign-in shapes: a wrong-typed field is answered alone, before the rules of the phone, the code and the language. */
const otpChallengeRule = whenShaped({ country_code: 'string', captcha_token: 'string', is_signup: 'boolean', login_as: LOGIN_AS });
const verifyOtpRule = whenShaped({ country_code: 'string', is_signup: 'boolean', login_as: LOGIN_AS });
const registerRule = whenShaped({ first_name: 'string', last_name: 'string', captcha_token: 'string' });

/** POST /auth/otp-challenge */
export class OtpChallengeDto {
  @JSONSchema(MOBILE_NO) @SatisfiesRule(otpChallengeRule(checkMobileNo)) mobile_no: string | number = undefined as unknown as string;
  @JSONSchema({ type: 'string' })
  @whenSent()
  @SatisfiesRule(otpChallengeRule(countryCodeRule), { wrongType: Messages.countryCode })
  country_code?: string | null = undefined;
  @IsOptional() @IsString(coded('CAPTCHA_FAILED')) captcha_token?: string | null = undefined;
  @IsOptional() @IsBoolean(booleanMessage) is_signup?: boolean | null = undefined;
  @IsOptional() @IsIn(LOGIN_AS, loginAsMessage) login_as?: LoginAs | null = undefined;
  /** The OTP text's language for a number without an account (else the account's). */
  @JSONSchema(LANGUAGE) @whenSent() @SatisfiesRule(otpChallengeRule(checkOptionalLanguage)) language?: Language = undefined;
}

/** POST /auth/verify-otp */
export class VerifyOtpDto {
  @JSONSchema(MOBILE_NO) @SatisfiesRule(verifyOtpRule(checkMobileNo)) mobile_no: string | number = undefined as unknown as string;
  @JSONSchema({ type: 'string' })
  @whenSent()
  @SatisfiesRule(verifyOtpRule(countryCodeRule), { wrongType: Messages.countryCode })
  country_code?: string | null = undefined;
  @JSONSchema({ type: ['string', 'number'] }) @SatisfiesRule(verifyOtpRule(checkOtp)) otp: string | number = undefined as unknown as string;
  @IsOptional() @IsBoolean(booleanMessage) is_signup?: boolean | null = undefined;
  @IsOptional() @IsIn(LOGIN_AS, loginAsMessage) login_as?: LoginAs | null = undefined;
  /**
   * The language the person chose in this browser (absent when none): an account that holds only the default takes
   * it; an account whose language the person chose keeps its own.
   */
  @JSONSchema(LANGUAGE) @whenSent() @SatisfiesRule(verifyOtpRule(checkOptionalLanguage)) language?: Language = undefined;
}

/** POST /auth/user (with the sign-up token) */
export class RegisterUserDto {
  @JSONSchema({ type: 'string' }) @SatisfiesRule(registerRule(checkPersonName), { wrongType: Messages.nameChars }) first_name: string = undefined as unknown as string;
  @JSONSchema({ type: 'string' }) @SatisfiesRule(registerRule(checkPersonName), { wrongType: Messages.nameChars }) last_name: string = undefined as unknown as string;
  @JSONSchema(MOBILE_NO) @SatisfiesRule(registerRule(checkMobileNo)) mobile_no: string | number = undefined as unknown as string;
  @IsOptional() @IsString(coded('CAPTCHA_FAILED')) captcha_token?: string | null = undefined;
  /** The new account's language (English when absent). */
  @JSONSchema(LANGUAGE) @whenSent() @SatisfiesRule(registerRule(checkOptionalLanguage)) language?: Language = undefined;
}

/** POST /admin/login */
export class AdminLoginDto {
  @IsOptional() @IsString(coded('EMAIL_PATTERN')) email?: string | null = undefined;
  @IsOptional() @IsString(coded('REQUIRED')) password?: string | null = undefined;
}

/** POST /admin/login/second-factor (the code may come as text or a number; CompleteAdminSignIn decides) */
export class AdminSecondFactorDto {
  @IsOptional() @IsString(coded('SIGN_IN_EXPIRED')) pending_token?: string | null = undefined;
  /** Any other value counts as no code (`codeText`): CompleteAdminSignIn answers a missing token before it. */
  @IsOptional() @JSONSchema({ type: ['string', 'number'] }) code?: unknown = undefined;
}

/** POST /admin/second-factor/recovery-codes: the current code of the admin's authenticator app. */
export class NewRecoveryCodesDto {
  /** Any other value counts as no code (`codeText`): RegenerateRecoveryCodes answers a missing second factor before it. */
  @IsOptional() @JSONSchema({ type: ['string', 'number'] }) code?: unknown = undefined;
}

/** POST /admin/forgot-password */
export class ForgotPasswordDto {
  @IsOptional() @IsString(coded('EMAIL_PATTERN')) email?: string | null = undefined;
}

/** POST /admin/reset-password */
export class ResetPasswordDto {
  @IsOptional() @IsString(coded('RESET_LINK_INVALID')) token?: string | null = undefined;
  @IsOptional() @IsString(coded('PASSWORD_RULES')) password?: string | null = undefined;
  @IsOptional() @IsString(coded('PASSWORDS_DIFFER')) confirm_password?: string | null = undefined;
}
