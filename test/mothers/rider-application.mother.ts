import { RiderApplication, submittedIdNumber, type RiderApplicationInput } from '../../domain/riders/rider-application.js';
import { UserMother } from './user.mother.js';

/** Vikash Yadav of Patna, with a vehicle, free Monday to Saturday from 9 to 19, showing an Aadhaar: as typed in the form. */
const VIKASH: RiderApplicationInput = {
  firstName: 'vikash',
  lastName: 'yadav',
  city: 'patna',
  localities: ['Boring Road', 'Kankarbagh'],
  hasVehicle: true,
  availability: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], from_hour: 9, to_hour: 19 },
  idDocumentType: 'AADHAAR',
  idDocumentNumber: '2345 6789 0124',
};

/** `input`'s fields under the API's names (`firstName` → `first_name`), as the form sends them. */
function inApiNames(input: RiderApplicationInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).map(([name, value]) => [name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]));
}

/** The "Become our rider" form (API names): Vikash's application. */
export function riderApplicationForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...inApiNames(VIKASH), ...overrides };
}

/** What the "Become our rider" form sends, as ApplyAsRider takes it: Vikash applying in Gaya with a PAN (sealed, not hashed). */
export function riderApplicationInput(overrides: Partial<RiderApplicationInput> = {}): RiderApplicationInput {
  return {
    ...VIKASH,
    city: 'gaya',
    localities: ['Civil Lines', 'Bodh Gaya'],
    availability: { days: ['MON', 'TUE', 'SAT'], from_hour: 10, to_hour: 18 },
    idDocumentType: 'PAN',
    idDocumentNumber: 'abcde1234f',
    ...overrides,
  };
}

/** Vikash's application as RiderApplication.submit takes it from `userId` (by default a new mobile number's). */
export function riderApplicationSubmission(
  userId: string,
  overrides: Partial<RiderApplicationInput> & { mobileNo?: string } = {},
): RiderApplicationInput & { userId: string; mobileNo: string } {
  return { ...VIKASH, mobileNo: UserMother.mobile(), ...overrides, userId };
}

const SUBMITTED_AT = new Date('2026-11-20T10:00:00Z');

/** Object Mother for rider applications: submitted through the domain, then reviewed when asked. */
export const RiderApplicationMother = {
  /** Its ID number kept as a stand-in seal (an Aadhaar: a stand-in hash); ApplyAsRider seals for real. */
  pending(userId: string, overrides: Partial<RiderApplicationInput> & { mobileNo?: string } = {}, at = SUBMITTED_AT): RiderApplication {
    const application = RiderApplication.submit(riderApplicationSubmission(userId, overrides), at);
    const number = submittedIdNumber({ idDocumentNumber: overrides.idDocumentNumber ?? VIKASH.idDocumentNumber });
    application.keepIdNumber(application.idDocumentType === 'AADHAAR' ? { sealed: null, hash: `test-hash:${number}` } : { sealed: `test-sealed:${number}`, hash: null });
    return application;
  },
  approved(userId: string, adminId: string, overrides: Partial<RiderApplicationInput> & { mobileNo?: string } = {}, at = SUBMITTED_AT, reviewedAt = new Date(at.getTime() + 3_600_000)): RiderApplication {
    const application = RiderApplicationMother.pending(userId, overrides, at);
    application.approve(adminId, 'Documents checked', reviewedAt);
    return application;
  },
  rejected(userId: string, adminId: string, overrides: Partial<RiderApplicationInput> & { mobileNo?: string } = {}, at = SUBMITTED_AT, reviewedAt = new Date(at.getTime() + 3_600_000)): RiderApplication {
    const application = RiderApplicationMother.pending(userId, overrides, at);
    application.reject(adminId, 'The ID number does not match the name.', reviewedAt);
    return application;
  },
};
