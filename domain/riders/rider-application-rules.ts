import { english } from '../shared/catalogue/index.js';

/**
 * A rider application's statuses and field rules: plain data read by the server (RiderApplication) and both
 * front ends (through adapters/http/contract/rules.ts). The ID documents' formats are in id-documents.ts.
 */
import { SLOT_RULES } from '../rides/slot-rules.js';

export const RiderApplicationStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RiderApplicationStatus = (typeof RiderApplicationStatuses)[number];

export const Weekdays = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof Weekdays)[number];

/** Up to 10 localities of at most 60 characters; availability inside the 9-19 visiting day (India time), the visit windows' day. */
export const RiderApplicationRules = {
  maxLocalities: 10,
  localityMaxLength: 60,
  firstHour: SLOT_RULES.firstHour,
  lastHour: SLOT_RULES.lastHour + 1,
  reasonMaxLength: 500,
} as const;

export const RiderApplicationMessages = {
  submitted: english('RIDER_APPLICATION_SUBMITTED'),
  pending: english('APPLICATION_UNDER_REVIEW'),
  alreadyRider: english('ALREADY_RIDER'),
  localities: english('RIDER_APPLICATION_LOCALITIES', { max: RiderApplicationRules.maxLocalities }),
  locality: english('RIDER_APPLICATION_LOCALITY', { max: RiderApplicationRules.localityMaxLength }),
  availabilityDays: english('RIDER_APPLICATION_AVAILABILITY_DAYS'),
  availabilityHours: english('RIDER_APPLICATION_AVAILABILITY_HOURS'),
  vehicle: english('RIDER_APPLICATION_VEHICLE'),
  reasonRequired: english('RIDER_APPLICATION_REASON_REQUIRED'),
  notPending: english('RIDER_APPLICATION_NOT_PENDING'),
  approved: english('RIDER_APPLICATION_APPROVED'),
  rejected: english('RIDER_APPLICATION_REJECTED'),} as const;
