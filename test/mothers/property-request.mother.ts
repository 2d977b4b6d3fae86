import { PropertyRequest, type NewPropertyRequest } from '../../domain/property-requests/property-request.js';
import { UserMother } from './user.mother.js';

/** The public "Request a property" form (API names). */
export function propertyRequestForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'neha',
    last_name: 'kumari',
    mobile_no: UserMother.mobile(),
    email: 'neha@example.com',
    city: 'patna',
    locality: 'Boring Road',
    bhk: 2,
    budget: 15000,
    move_in_date: '2027-01-01',
    notes: 'Near a girls school',
    ...overrides,
  };
}

/** Object Mother for tenants' property requests. */
export const PropertyRequestMother = {
  with(overrides: Partial<NewPropertyRequest> = {}, at = new Date('2026-11-20T10:00:00Z')): PropertyRequest {
    return PropertyRequest.raise(
      {
        firstName: 'Neha',
        lastName: 'Kumari',
        mobileNo: UserMother.mobile(),
        email: null,
        city: 'patna',
        locality: 'Boring Road',
        bhk: 2,
        budget: 15000,
        moveInDate: '2027-01-01',
        notes: null,
        userId: null,
        clientIp: '203.0.113.5',
        ...overrides,
      },
      at,
    );
  },
};
