import { RiderApplication, type RiderApplicationInput } from '../../domain/riders/rider-application.js';
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
    id_document_number: '2345 6789 0123',
    ...overrides,
  };
}

const SUBMITTED_AT = new Date('2026-11-20T10:00:00Z');

/** Object Mother for rider applications: submitted through the domain, then reviewed when asked. */
export const RiderApplicationMother = {
  pending(userId: string, overrides: Partial<RiderApplicationInput> & { mobileNo?: string } = {}, at = SUBMITTED_AT): RiderApplication {
    return RiderApplication.submit(
      {
        firstName: 'Vikash',
        lastName: 'Yadav',
        city: 'patna',
        localities: ['Boring Road', 'Kankarbagh'],
        hasVehicle: true,
        availability: { days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], fromHour: 9, toHour: 19 },
        idDocumentType: 'AADHAAR',
        idDocumentNumber: '234567890123',
        mobileNo: UserMother.mobile(),
        ...overrides,
        userId,
      },
      at,
    );
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
