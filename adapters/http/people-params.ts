import type { Context } from 'koa';
import type { RiderApplicationRepository } from '../../application/riders/ports/rider-application.repository.port.js';
import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { User } from '../../domain/users/user.js';
import { isUuid } from './list-params.js';
import { personJson } from './presenters.js';
import { riderApplicationJson } from './riders/rider-application.presenter.js';

/** A person's fields from a JSON body (both dialects' people calls): wire names to the use cases' names. */
export function personInput(body: Record<string, unknown>) {
  return { firstName: body.first_name, lastName: body.last_name, mobileNo: body.mobile_no, email: body.email, city: body.city, role: body.role };
}

export function userId(ctx: Context): string {
  if (!isUuid(ctx.params.id!)) throw new NotFoundError('USER_NOT_FOUND');
  return ctx.params.id!;
}

/** A person with, for riders, the application that made them one (full ID number: admins only read this). */
export async function personWithApplication(applications: RiderApplicationRepository, user: User) {
  const [application] = user.hasRole('RIDER') ? await applications.findApprovedForUsers([user.id]) : [];
  return { ...personJson(user), rider_application: application ? riderApplicationJson(application, { admin: true }) : null };
}
