import type { Ride } from '../../domain/rides/ride.js';
import { RideNotFoundError } from '../../domain/rides/rides.errors.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { port } from '../shared/port.js';

export async function loadRide(rides: RideRepository, id: string): Promise<Ride> {
  const ride = await rides.findById(id);
  if (!ride) throw new RideNotFoundError();
  return ride;
}

/** Settings the ride use cases share: the product name in texts (a text that fails is retried and logged by its job). */
export interface RideSettings {
  productName: string;
  /** A listing's page on the public site is this plus its id (texts that offer to book again link to it). */
  listingLinkBase: string;
}
export const RideSettings = port<RideSettings>('RideSettings');
