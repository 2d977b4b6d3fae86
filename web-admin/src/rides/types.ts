import type { RideAction, RideStatus } from './rideStatus';

/** docs/api.md "Ride object" as an admin reads it (names and numbers of both sides). */
export interface RideProperty {
  id: string;
  title: string;
  address?: string | null;
  locality?: string | null;
  city?: string | null;
  pincode?: string | null;
  rent?: number | null;
  bhk?: number | null;
  cover_image_url?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  map_url?: string | null;
}

export interface RidePerson {
  id: string;
  first_name: string | null;
  last_name?: string | null;
  mobile_no?: string | null;
}

export interface RidePhotoVariant {
  width: number;
  height: number;
  url: string;
}

export interface RidePhoto {
  id: string;
  width: number;
  height: number;
  variants: RidePhotoVariant[];
}

export interface RideReport {
  matched: boolean;
  differences: string | null;
  notes: string | null;
  photos: RidePhoto[];
}

export type RideActorRole = 'TENANT' | 'ADMIN' | 'RIDER' | 'SYSTEM';

export interface RideHistoryEvent {
  at: string;
  by_role: RideActorRole;
  by_id: string | null;
  action: 'request' | RideAction;
  from: RideStatus | null;
  to: RideStatus;
  note: string | null;
}

export interface Ride {
  id: string;
  status: RideStatus;
  /** YYYY-MM-DD, India. */
  slot_date: string;
  /** "HH:00", India. */
  slot_start: string;
  /** "10:00-11:00". */
  slot_window: string;
  slot_start_at: string;
  slot_end_at: string;
  city: string;
  locality: string;
  property: RideProperty | null;
  tenant: RidePerson | null;
  rider: RidePerson | null;
  tenant_note: string | null;
  cancel_reason: string | null;
  report: RideReport | null;
  history: RideHistoryEvent[];
  allowed_actions: string[];
  created_at: string;
  updated_at: string;
}

/** One answer of `GET /admin/rides/{id}/free-riders`. */
export interface FreeRider {
  id: string;
  first_name: string | null;
  last_name: string | null;
  mobile_no: string | null;
  city: string | null;
  localities: string[] | null;
  /** The rider covers the visit's locality. */
  serves_locality: boolean;
  /** No other visit in that hour. */
  free: boolean;
  /** Within the rider's stated availability. */
  on_duty: boolean;
}
