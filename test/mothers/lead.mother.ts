import { Lead, type NewLead } from '../../domain/leads/lead.js';
import { UserMother } from './user.mother.js';

/** Object Mother for callback requests. */
export const LeadMother = {
  with(overrides: Partial<NewLead> = {}, at = new Date('2026-11-22T09:00:00Z')): Lead {
    return Lead.submit(
      {
        firstName: 'Ankit',
        lastName: 'Verma',
        mobileNo: UserMother.mobile(),
        email: null,
        description: 'Looking for a 2 BHK near Boring Road',
        type: 'TENANT',
        propertyId: null,
        clientIp: '10.0.0.1',
        ...overrides,
      },
      at,
    );
  },
  property(overrides: Partial<NewLead> = {}, at?: Date): Lead {
    return LeadMother.with({ type: 'PROPERTY', propertyId: '0190f0a0-0000-7000-8000-000000000001', ...overrides }, at);
  },
  /** The fields a person types into the callback form. */
  form(overrides: Record<string, unknown> = {}) {
    return { first_name: 'ankit', last_name: 'VERMA', mobile_no: UserMother.mobile(), type: 'TENANT', ...overrides };
  },
};
