import type { Ride } from '../../domain/rides/ride.js';
import { RideNotFoundError } from '../../domain/rides/rides.errors.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { port } from '../shared/port.js';

export async function loadRide(rides: RideRepository, id: string): Promise<Ride> {
  const ride = await rides.findById(id);
  if (!ride) throw new RideNotFoundError();
  return ride;
}

/** Settings the ride use cases share: the product name in texts, and where a failed SMS is reported. */
export interface RideSettings {
  productName: string;
  onSmsFailure?: (error: unknown) => void;
}
export const RideSettings = port<RideSettings>('RideSettings');
