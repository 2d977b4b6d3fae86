import type { Context, Next } from 'koa';
import { AdminLogIn } from '../../../application/auth/admin-log-in.use-case.js';
import { CompleteAdminSignIn } from '../../../application/auth/complete-admin-sign-in.use-case.js';
import { RegenerateRecoveryCodes } from '../../../application/auth/regenerate-recovery-codes.use-case.js';
import { LogOut } from '../../../application/auth/log-out.use-case.js';
import { RegisterUser } from '../../../application/auth/register-user.use-case.js';
import { RequestOtp } from '../../../application/auth/request-otp.use-case.js';
import { RequestPasswordReset } from '../../../application/auth/request-password-reset.use-case.js';
import { ResetPassword } from '../../../application/auth/reset-password.use-case.js';
import { VerifyOtp } from '../../../application/auth/verify-otp.use-case.js';
import { AuthMessages } from '../../../domain/auth/auth.errors.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { currentPrincipal } from '../auth-middleware.js';
import { clientAddress } from '../client-address.js';
import {
  AdminLoginAnswerSchema,
  AdminSignInAnswerSchema,
  AuthSessionSchema,
  EnvelopeOf,
  MessageDataSchema,
  NoDataSchema,
  RecoveryCodesSchema,
  UserSessionSchema,
} from '../contract/wire/index.js';
import { envelope } from '../envelope.js';
import { writeDomainError } from '../error-middleware.js';
import { userJson } from '../users/user.presenter.js';
import { declareRoutes } from '../shared/route.js';
import { codeText } from '../dto/wire-values.js';
import { AdminLoginDto, AdminSecondFactorDto, ForgotPasswordDto, NewRecoveryCodesDto, OtpChallengeDto, RegisterUserDto, ResetPasswordDto, VerifyOtpDto } from './auth.dto.js';

export const authNeeds = { requestOtp: RequestOtp, verifyOtp: VerifyOtp, registerUser: RegisterUser, logOut: LogOut };

/** Phone + OTP sign-in for tenants, owners and riders; sign-up; log-out. */
export const authRoutes = declareRoutes(authNeeds, { tag: 'Auth', dialect: 'envelope' }, (route) => [
  route({
    method: 'POST',
    path: '/auth/otp-challenge',
    access: 'public',
    summary: 'Send a 6-digit code by SMS (the same answer whether or not the number has an account)',
    body: OtpChallengeDto,
    ok: [{ status: 200, schema: EnvelopeOf(NoDataSchema) }],
    errors: [403, 429, 502],
    handle: async ({ body, ctx }, uses) => {
      const result = await uses.requestOtp.execute({
        mobileNo: body.mobile_no,
        countryCode: body.country_code,
        captchaToken: body.captcha_token,
        isSignup: body.is_signup ?? false,
        loginAs: body.login_as,
        language: body.language,
        clientIp: clientAddress(ctx),
      });
      return envelope({ message: result.message, data: null });
    },
  }),
  route({
    method: 'POST',
    path: '/auth/verify-otp',
    access: 'public',
    summary: 'Verify the code: a session, or a sign-up token for a new number',
    body: VerifyOtpDto,
    ok: [{ status: 200, schema: EnvelopeOf(AuthSessionSchema) }],
    errors: [403, 429],
    handle: async ({ body, ctx }, uses) => {
      const result = await uses.verifyOtp.execute({
        mobileNo: body.mobile_no,
        countryCode: body.country_code,
        otp: body.otp,
        loginAs: body.login_as,
        language: body.language,
        clientIp: clientAddress(ctx),
      });
      if (result.isSignup) {
        return envelope({
          message: 'OTP_VERIFIED_SIGNUP',
          data: { token: result.token, is_signup: true, id: null, first_name: null, last_name: null, primary_role: null, secondary_role: null, mobile_no: result.mobileNo },
        });
      }
      return envelope({ message: AuthMessages.loggedIn, data: { token: result.token, is_signup: false, ...userJson(result.user) } });
    },
  }),
  route({
    method: 'POST',
    path: '/auth/user',
    access: 'sign-up',
    summary: 'Register the verified new number (Bearer = the sign-up token)',
    body: RegisterUserDto,
    ok: [{ status: 201, schema: EnvelopeOf(UserSessionSchema) }],
    errors: [409, 429],
    handle: async ({ body, ctx }, uses) => {
      const result = await uses.registerUser.execute({
        signupSession: currentPrincipal(ctx).session,
        firstName: body.first_name,
        lastName: body.last_name,
        mobileNo: body.mobile_no,
        captchaToken: body.captcha_token,
        language: body.language,
        clientIp: clientAddress(ctx),
      });
      return envelope({ message: AuthMessages.registered, data: { token: result.token, is_signup: false, ...userJson(result.user) } });
    },
  }),
  route({
    method: 'POST',
    path: '/auth/logout',
    access: 'signed-in',
    signIn: 'any-session',
    summary: 'End this session',
    ok: [{ status: 200, schema: EnvelopeOf(NoDataSchema) }],
    handle: async ({ ctx }, uses) => {
      await uses.logOut.execute(currentPrincipal(ctx).session);
      return envelope({ message: AuthMessages.loggedOut, data: null });
    },
  }),
]);

/** The console reads `status` to decide whether the answer is a session (spec section 7): a refusal says `status: false`. */
async function statusFalseOnRefusal(ctx: Context, next: Next) {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    writeDomainError(ctx, error, { status: false });
  }
}

export const adminAuthNeeds = {
  adminLogIn: AdminLogIn,
  completeAdminSignIn: CompleteAdminSignIn,
  regenerateRecoveryCodes: RegenerateRecoveryCodes,
  requestPasswordReset: RequestPasswordReset,
  resetPassword: ResetPassword,
};

/**
 * Email + password sign-in for admins, then the second factor (an authenticator code, set up at the first sign-in, or
 * a recovery code), and the forgotten-password flow: the console's only paths a signed-out person may call
 * (OPEN_CONSOLE_PATHS), answered in the envelope dialect. A signed-in admin may make new recovery codes.
 */
export const adminAuthRoutes = declareRoutes(adminAuthNeeds, { tag: 'Auth', dialect: 'envelope' }, (route) => [
  route({
    method: 'POST',
    path: '/admin/login',
    access: 'public',
    summary: 'Admin sign-in, first step: e-mail and password open a 10-minute pending sign-in for the second factor (set up at the first sign-in)',
    body: AdminLoginDto,
    before: [statusFalseOnRefusal],
    ok: [{ status: 200, schema: AdminLoginAnswerSchema }],
    errors: [401, 429],
    handle: async ({ body, ctx }, uses) => {
      const step = await uses.adminLogIn.execute({ email: body.email, password: body.password, clientIp: clientAddress(ctx) });
      const setUp = step.secondFactor === 'SETUP' ? { secret: step.setUp.secret, otpauth_uri: step.setUp.keyUri, qr_svg: step.setUp.qrSvg } : null;
      return envelope({
        status: true,
        message: setUp ? AuthMessages.secondFactorSetUp : AuthMessages.secondFactorCode,
        data: { pending_token: step.pendingToken, second_factor: step.secondFactor, expires_at: step.expiresAt.toISOString(), set_up: setUp },
      });
    },
  }),
  route({
    method: 'POST',
    path: '/admin/login/second-factor',
    access: 'public',
    summary: 'Admin sign-in, second step: the pending token and a 6-digit authenticator code (or a recovery code) give the session; at set-up also the recovery codes, once',
    body: AdminSecondFactorDto,
    before: [statusFalseOnRefusal],
    ok: [{ status: 200, schema: AdminSignInAnswerSchema }],
    errors: [400, 401, 429],
    handle: async ({ body, ctx }, uses) => {
      const { token, user, recoveryCodes } = await uses.completeAdminSignIn.execute({
        pendingToken: body.pending_token,
        code: codeText(body.code),
        clientIp: clientAddress(ctx),
      });
      return envelope({
        status: true,
        message: AuthMessages.loggedIn,
        data: { token, ...userJson(user), ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) },
      });
    },
  }),
  route({
    method: 'POST',
    path: '/admin/second-factor/recovery-codes',
    access: ['ADMIN'],
    summary: "New recovery codes for the signed-in admin, given the authenticator app's current code (shown once; the earlier ones stop working)",
    body: NewRecoveryCodesDto,
    ok: [{ status: 200, schema: EnvelopeOf(RecoveryCodesSchema) }],
    errors: [400, 403, 429],
    handle: async ({ actor, body }, uses) => {
      const { recoveryCodes } = await uses.regenerateRecoveryCodes.execute(actor, codeText(body.code));
      return envelope({ message: AuthMessages.recoveryCodesMade, data: { recovery_codes: recoveryCodes } });
    },
  }),
  route({
    method: 'POST',
    path: '/admin/forgot-password',
    access: 'public',
    summary: 'Mail a reset link (the same answer and timing for any e-mail)',
    body: ForgotPasswordDto,
    ok: [{ status: 200, schema: EnvelopeOf(MessageDataSchema) }],
    handle: async ({ body, ctx }, uses) => {
      const { message } = await uses.requestPasswordReset.execute({ email: body.email, clientIp: clientAddress(ctx) });
      return envelope({ message, data: { message } });
    },
  }),
  route({
    method: 'POST',
    path: '/admin/reset-password',
    access: 'public',
    summary: 'Set a new password with a reset link',
    body: ResetPasswordDto,
    ok: [{ status: 200, schema: EnvelopeOf(MessageDataSchema) }],
    handle: async ({ body }, uses) => {
      const { message } = await uses.resetPassword.execute({ token: body.token, password: body.password, confirmPassword: body.confirm_password });
      return envelope({ message, data: { message } });
    },
  }),
]);
