import Router from '@koa/router';
import { UpdateMyProfile } from '../../../application/users/update-my-profile.use-case.js';
import { currentUser, type guards } from '../auth-middleware.js';
import { UpdateProfileDto } from '../dto/users.dto.js';
import { ok } from '../envelope.js';
import { userJson } from '../presenters.js';
import { parseBody } from '../validate-dto.js';
import type { Resolved } from '../../typed-binding.js';

export const usersNeeds = { updateMyProfile: UpdateMyProfile };

/** The signed-in person's own profile. */
export function usersRouter(uses: Resolved<typeof usersNeeds>, guard: ReturnType<typeof guards>): Router {
  const router = new Router();

  router.get('/users/me', guard.requireUser(), (ctx) => {
    ok(ctx, { data: userJson(currentUser(ctx)) });
  });

  router.patch('/users/me', guard.requireUser(), async (ctx) => {
    const body = await parseBody(UpdateProfileDto, ctx.request.body);
    const user = await uses.updateMyProfile.execute(currentUser(ctx), {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      language: body.language,
    });
    ok(ctx, { message: 'PROFILE_UPDATED', data: userJson(user) });
  });

  return router;
}
