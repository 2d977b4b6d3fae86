import { clientAddress } from '../client-address.js';
import Router from '@koa/router';
import { LogOut } from '../../../application/auth/log-out.use-case.js';
import { RegisterUser } from '../../../application/auth/register-user.use-case.js';
import { RequestOtp } from '../../../application/auth/request-otp.use-case.js';
import { VerifyOtp } from '../../../application/auth/verify-otp.use-case.js';
import { AuthMessages } from '../../../domain/auth/auth.errors.js';
import { currentPrincipal, type guards } from '../auth-middleware.js';
import { OtpChallengeDto, RegisterUserDto, VerifyOtpDto } from '../dto/auth.dto.js';
import { ok } from '../envelope.js';
import { userJson } from '../presenters.js';
import { parseBody } from '../validate-dto.js';
import type { Resolved } from '../../typed-binding.js';

export const authNeeds = { requestOtp: RequestOtp, verifyOtp: VerifyOtp, registerUser: RegisterUser, logOut: LogOut };

/** Phone + OTP sign-in for tenants, owners and riders; sign-up; log-out. */
export function authRouter(uses: Resolved<typeof authNeeds>, guard: ReturnType<typeof guards>): Router {
  const router = new Router();

  router.post('/auth/otp-challenge', async (ctx) => {
    const body = await parseBody(OtpChallengeDto, ctx.request.body);
    const result = await uses.requestOtp.execute({
      mobileNo: body.mobile_no,
      countryCode: body.country_code,
      captchaToken: body.captcha_token,
      isSignup: body.is_signup ?? false,
      loginAs: body.login_as,
      language: body.language,
      clientIp: clientAddress(ctx),
    });
    ok(ctx, { message: result.message, data: null });
  });

  router.post('/auth/verify-otp', async (ctx) => {
    const body = await parseBody(VerifyOtpDto, ctx.request.body);
    const result = await uses.verifyOtp.execute({
      mobileNo: body.mobile_no,
      countryCode: body.country_code,
      otp: body.otp,
      loginAs: body.login_as,
      language: body.language,
      clientIp: clientAddress(ctx),
    });
    if (result.isSignup) {
      ok(ctx, {
        message: 'OTP_VERIFIED_SIGNUP',
        data: { token: result.token, is_signup: true, id: null, first_name: null, last_name: null, primary_role: null, secondary_role: null, mobile_no: result.mobileNo },
      });
      return;
    }
    ok(ctx, { message: AuthMessages.loggedIn, data: { token: result.token, is_signup: false, ...userJson(result.user) } });
  });

  router.post('/auth/user', guard.requireSignup, async (ctx) => {
    const body = await parseBody(RegisterUserDto, ctx.request.body);
    const principal = currentPrincipal(ctx);
    const result = await uses.registerUser.execute({
      signupSession: principal.session,
      firstName: body.first_name,
      lastName: body.last_name,
      mobileNo: body.mobile_no,
      captchaToken: body.captcha_token,
      language: body.language,
      clientIp: clientAddress(ctx),
    });
    ok(ctx, { message: AuthMessages.registered, data: { token: result.token, is_signup: false, ...userJson(result.user) } }, 201);
  });

  router.post('/auth/logout', guard.requireAnySession, async (ctx) => {
    await uses.logOut.execute(currentPrincipal(ctx).session);
    ok(ctx, { message: AuthMessages.loggedOut, data: null });
  });

  return router;
}
