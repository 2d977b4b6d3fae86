import { describe, expect, it } from 'vitest';
import { toPropertyPayload } from './propertyPayload';

const form = {
  id: 'p-1',
  status: 'LIVE',
  images: [{ id: 'i-1' }],
  view_count: 4,
  owner_id: 'u-9',
  title: '  2BHK  ',
  description: '',
  property_type: 'APARTMENT',
  bhk: '2',
  bathrooms: 1,
  furnishing: 'UNFURNISHED',
  preferred_tenants: 'ANY',
  rent: '12000',
  deposit: '',
  maintenance: null,
  built_up_area: '950',
  floor: '0',
  total_floors: '3',
  available_from: '2025-07-01',
  amenities: ['LIFT', 'LIFT', 'WIFI'],
  city: 'Patna',
  locality: 'Kankarbagh',
  address: 'Road 5',
  pincode: ' 800020 ',
  latitude: '25.59',
  longitude: '85.16',
  virtual_tour_url: '',
  submit: true,
};

describe('toPropertyPayload', () => {
  it('sends only the form fields, numbers as numbers, blanks as null', () => {
    expect(toPropertyPayload(form)).toEqual({
      title: '2BHK',
      description: null,
      property_type: 'APARTMENT',
      bhk: 2,
      bathrooms: 1,
      furnishing: 'UNFURNISHED',
      preferred_tenants: 'ANY',
      rent: 12000,
      deposit: null,
      maintenance: null,
      built_up_area: 950,
      floor: 0,
      total_floors: 3,
      available_from: '2025-07-01',
      amenities: ['LIFT', 'WIFI'],
      city: 'patna',
      locality: 'Kankarbagh',
      address: 'Road 5',
      pincode: '800020',
      latitude: 25.59,
      longitude: 85.16,
      virtual_tour_url: null,
    });
  });
  it('adds the owner and "submit" on create', () => {
    const out = toPropertyPayload(form, { withOwner: true });
    expect(out.owner_id).toBe('u-9');
    expect(out.submit).toBe(true);
    expect(toPropertyPayload({ ...form, submit: false }, { withOwner: true })).not.toHaveProperty('submit');
  });
  it('sends a value that is not a number as typed (the server names the field)', () => {
    expect(toPropertyPayload({ ...form, rent: ' 12k ' }).rent).toBe('12k');
  });
  it('sends an empty amenity list when none was picked', () => {
    expect(toPropertyPayload({ ...form, amenities: undefined }).amenities).toEqual([]);
  });
});
