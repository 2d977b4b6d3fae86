import type { RiderApplicationRepository } from '../../../application/riders/ports/rider-application.repository.port.js';
import type { User } from '../../../domain/users/user.js';
import { personJson } from '../presenters.js';
import { riderApplicationJson } from '../riders/rider-application.presenter.js';

export { personJson };

/** A person with, for riders, the application that made them one (full ID number: admins only read this). */
export async function personWithApplication(applications: RiderApplicationRepository, user: User) {
  const [application] = user.hasRole('RIDER') ? await applications.findApprovedForUsers([user.id]) : [];
  return { ...personJson(user), rider_application: application ? riderApplicationJson(application, { admin: true }) : null };
}
