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
  submitted: 'Application received. We will review it within 2 working days and tell you by SMS.',
  pending: 'Your application is already under review.',
  alreadyRider: 'You are already a rider. Sign in at the rider entry.',
  localities: 'Name at least one locality you can cover (up to 10).',
  locality: 'Each locality is at most 60 characters.',
  availabilityDays: 'Choose at least one day.',
  availabilityHours: 'Choose hours between 9 AM and 7 PM, the end after the start.',
  vehicle: 'Tell us whether you have a two-wheeler or other vehicle.',
  reasonRequired: 'Give a reason the applicant will read.',
  notPending: 'This application has already been reviewed.',
  approved: 'Application approved: the person is now a rider.',
  rejected: 'Application rejected.',
} as const;
