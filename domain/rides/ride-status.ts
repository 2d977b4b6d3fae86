/** A ride's statuses, moves and report limits: plain data read by the server and both front ends. */
import { english } from '../shared/catalogue/index.js';

export const RideStatuses = ['REQUESTED', 'ASSIGNED', 'CONFIRMED', 'STARTED', 'COMPLETED', 'CANCELLED', 'NO_SHOW', 'EXPIRED'] as const;
export type RideStatus = (typeof RideStatuses)[number];

/** Rides still to happen or happening: a tenant has at most one of these per listing. */
export const OpenRideStatuses: readonly RideStatus[] = ['REQUESTED', 'ASSIGNED', 'CONFIRMED', 'STARTED'];
/** Rides that are over, one way or another (a person's "previous" visits). */
export const ClosedRideStatuses: readonly RideStatus[] = RideStatuses.filter((status) => !OpenRideStatuses.includes(status));

/**
 * Rides the clock closes: a visit still waiting for a rider (requested) or for the rider's confirmation (assigned)
 * when its slot ends can no longer happen; the expiry job moves it to EXPIRED and texts the tenant.
 */
export const ExpiringRideStatuses: readonly RideStatus[] = ['REQUESTED', 'ASSIGNED'];
/**
 * Rides the rider must close: confirmed or started, they wait for a report or a no-show. One still open this many
 * hours after its slot ended is overdue: the console flags it for our team (the rider forgot, or could not go).
 */
export const RiderClosedRideStatuses: readonly RideStatus[] = ['CONFIRMED', 'STARTED'];
export const RIDE_OVERDUE_HOURS = 6;

/** A confirmed visit can be started this many minutes before its slot. */
export const START_EARLY_MINUTES = 30;
/** Rides that hold their rider's slot (the unique index on rider + slot start covers exactly these). */
export const SlotHoldingStatuses: readonly RideStatus[] = ['ASSIGNED', 'CONFIRMED', 'STARTED', 'COMPLETED'];

/**
 * Why a visit is made: TENANT, a tenant's visit to see the home (they booked it and come along); CHECK, a rider's
 * check of a listing that an admin booked (a reported listing), with no tenant at all.
 */
export const RidePurposes = ['TENANT', 'CHECK'] as const;
export type RidePurpose = (typeof RidePurposes)[number];

export const RideActions = ['assign', 'confirm', 'start', 'complete', 'cancel', 'no_show'] as const;
export type RideAction = (typeof RideActions)[number];

/** A visit report: at most 10 photos; differences and notes at most 1000 characters; a note or reason at most 500. */
export const MAX_REPORT_PHOTOS = 10;
export const RIDE_REPORT_TEXT_MAX_LENGTH = 1000;
export const RIDE_REASON_MAX_LENGTH = 500;
/** An admin's note to the rider on a check visit: trimmed, spaces folded, at most RIDE_REASON_MAX_LENGTH. */
export const CHECK_VISIT_NOTE_RULE = { max: RIDE_REASON_MAX_LENGTH, foldSpaces: true } as const;

export const ReportMessages = {
  matched: english('RIDE_REPORT_MATCHED'),
  differences: english('RIDE_REPORT_DIFFERENCES'),
  tooLong: english('AT_MOST_CHARS', { max: RIDE_REPORT_TEXT_MAX_LENGTH }),
  tooManyPhotos: english('REPORT_PHOTOS_MAX', { max: MAX_REPORT_PHOTOS }),} as const;
