import { clientAddress } from '../client-address.js';
import Router from '@koa/router';
import { AdminLogIn } from '../../../application/auth/admin-log-in.use-case.js';
import { RequestPasswordReset } from '../../../application/auth/request-password-reset.use-case.js';
import { ResetPassword } from '../../../application/auth/reset-password.use-case.js';
import { AuthMessages } from '../../../domain/auth/auth.errors.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { AdminLoginDto, ForgotPasswordDto, ResetPasswordDto } from '../dto/auth.dto.js';
import { ok } from '../envelope.js';
import { writeDomainError } from '../error-middleware.js';
import { userJson } from '../presenters.js';
import { parseBody } from '../validate-dto.js';
import type { Resolved } from '../../typed-binding.js';

export const adminAuthNeeds = { adminLogIn: AdminLogIn, requestPasswordReset: RequestPasswordReset, resetPassword: ResetPassword };

/** Email + password sign-in for admins and the forgotten-password flow. */
export function adminAuthRouter(uses: Resolved<typeof adminAuthNeeds>): Router {
  const router = new Router();

  // The console reads `status` to decide whether the answer is a session (spec section 7).
  router.post('/admin/login', async (ctx) => {
    try {
      const body = await parseBody(AdminLoginDto, ctx.request.body);
      const { token, user } = await uses.adminLogIn.execute({ email: body.email, password: body.password, clientIp: clientAddress(ctx) });
      ok(ctx, { status: true, message: AuthMessages.loggedIn, data: { token, ...userJson(user) } });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      writeDomainError(ctx, error, { status: false });
    }
  });

  router.post('/admin/forgot-password', async (ctx) => {
    const body = await parseBody(ForgotPasswordDto, ctx.request.body);
    const { message } = await uses.requestPasswordReset.execute({ email: body.email, clientIp: clientAddress(ctx) });
    ok(ctx, { message, data: { message } });
  });

  router.post('/admin/reset-password', async (ctx) => {
    const body = await parseBody(ResetPasswordDto, ctx.request.body);
    const { message } = await uses.resetPassword.execute({
      token: body.token,
      password: body.password,
      confirmPassword: body.confirm_password,
    });
    ok(ctx, { message, data: { message } });
  });

  return router;
}
