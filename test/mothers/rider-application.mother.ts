import { RiderApplication, submittedIdNumber, type RiderApplicationInput } from '../../domain/riders/rider-application.js';
import { UserMother } from './user.mother.js';

/** The "Become our rider" form (API names). */
export function riderApplicationForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'vikash',
    last_name: 'yadav',
    city: 'patna',
    localities: ['Boring Road', 'Kankarbagh'],
    has_vehicle: true,
    availability: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], from_hour: 9, to_hour: 19 },
    id_document_type: 'AADHAAR',
    id_document_number: '2345 6789 0124',
    ...overrides,
  };
}

/** What the "Become our rider" form sends, as ApplyAsRider takes it (a PAN: sealed, not hashed). */
export function riderApplicationInput(overrides: Partial<RiderApplicationInput> = {}): RiderApplicationInput {
  return {
    firstName: 'vikash',
    lastName: 'yadav',
    city: 'gaya',
    localities: ['Civil Lines', 'Bodh Gaya'],
    hasVehicle: true,
    availability: { days: ['MON', 'TUE', 'SAT'], from_hour: 10, to_hour: 18 },
    idDocumentType: 'PAN',
    idDocumentNumber: 'abcde1234f',
    ...overrides,
  };
}

const SUBMITTED_AT = new Date('2026-11-20T10:00:00Z');

/** Object Mother for rider applications: submitted through the domain, then reviewed when asked. */
export const RiderApplicationMother = {
  /** Its ID number kept as a stand-in seal (an Aadhaar: a stand-in hash); ApplyAsRider seals for real. */
  pending(userId: string, overrides: Partial<RiderApplicationInput> & { mobileNo?: string } = {}, at = SUBMITTED_AT): RiderApplication {
    const application = RiderApplication.submit(
      {
        firstName: 'Vikash',
        lastName: 'Yadav',
        city: 'patna',
        localities: ['Boring Road', 'Kankarbagh'],
        hasVehicle: true,
        availability: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], fromHour: 9, toHour: 19 },
        idDocumentType: 'AADHAAR',
        idDocumentNumber: '234567890124',
        mobileNo: UserMother.mobile(),
        ...overrides,
        userId,
      },
      at,
    );
    const number = submittedIdNumber({ idDocumentNumber: overrides.idDocumentNumber ?? '234567890124' });
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
