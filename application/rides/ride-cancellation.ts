import type { Ride, RideActor } from '../../domain/rides/ride.js';
import type { CodedText } from '../../domain/shared/domain-error.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import type { RideSettings } from './ride-access.js';
import { queueRideNotice, RideTexts, type RideNotice } from './ride-notices.js';
import { viewRides, type RideView } from './ride-views.js';

/**
 * The two steps of cancelling a visit, shared by CancelRide (a person cancels) and ChangeUserStatus (blocking
 * an account cancels its visits): store the cancellation and queue the texts, both inside the caller's unit of
 * work (the texts go out once it has committed, never for a cancellation rolled back).
 */

/** The cancellation stored, nobody told yet (`reason`: a person's words, or a catalogue text the system gives). */
export async function storeCancellation(rides: RideRepository, ride: Ride, actor: RideActor, reason: string | CodedText, now: Date): Promise<Ride> {
  ride.cancel(actor, reason, now);
  await rides.save(ride);
  return ride;
}

/** What telling needs: the listing and people of the ride, the job queue (the texts are jobs), and the product name in the text. */
export interface CancellationNotices {
  properties: PropertyRepository;
  users: UserRepository;
  jobs: JobQueue;
  settings: RideSettings;
}

/** The cancellation's text, to the tenant (a check visit has none) and the rider, each in their own language. */
export function cancellationNotice(view: RideView, productName: string): RideNotice {
  return { to: [view.tenant, view.rider], text: (language) => RideTexts.cancelled(view, view.ride.cancelReason!, productName, language) };
}

/** Texts the tenant (a check visit has none) and the rider of a cancelled visit, except `quiet` (a blocked person is not told); answers the view it read. */
export async function tellCancellation(ride: Ride, deps: CancellationNotices, options: { quiet?: string } = {}): Promise<RideView> {
  const [view] = await viewRides([ride], deps.properties, deps.users);
  await queueRideNotice(deps.jobs, cancellationNotice(view!, deps.settings.productName), options.quiet);
  return view!;
}
