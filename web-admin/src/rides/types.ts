import type * as Wire from '../../../adapters/http/contract/wire/rides';

/** The ride object of docs/contexts/rides.md as an admin reads it (names and numbers of both sides), from the shared contract. */
export type RideProperty = Wire.RideProperty;

/** The tenant or the rider of a ride. */
export type RidePerson = Wire.RideTenant | Wire.RideRider;

export type RidePhoto = Wire.RidePhoto;
export type RidePhotoVariant = RidePhoto['variants'][number];
export type RideReport = Wire.RideReport;
export type RideActorRole = Wire.RideActorRole;
export type RideHistoryEvent = Wire.RideHistoryEvent;
export type Ride = Wire.Ride;

/** One answer of `GET /admin/rides/{id}/free-riders`: free ones first. */
export type FreeRider = Wire.FreeRider;
