import type { RiderApplicationRepository } from '../../../application/riders/ports/rider-application.repository.port.js';
import type { User } from '../../../domain/users/user.js';
import type * as Wire from '../contract/wire/index.js';
import { userJson } from '../users/user.presenter.js';
import { riderApplicationJson } from '../riders/rider-application.presenter.js';

/** A person as the console's people grids show them (more than the public user object). */
export function personJson(user: User): Wire.Person {
  return {
    ...userJson(user),
    city: user.city,
    status_reason: user.statusReason,
    status_changed_at: user.statusChangedAt?.toISOString() ?? null,
    updated_at: user.updatedAt.toISOString(),
  };
}

/** A person with, for riders, the application that made them one (full ID number: admins only read this). */
export async function personWithApplication(applications: RiderApplicationRepository, user: User) {
  const [application] = user.hasRole('RIDER') ? await applications.findApprovedForUsers([user.id]) : [];
  return { ...personJson(user), rider_application: application ? riderApplicationJson(application, { admin: true }) : null };
}
