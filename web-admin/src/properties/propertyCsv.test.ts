import { describe, expect, it } from 'vitest';
import { PROPERTY_CSV_COLUMNS, propertiesToCsv, withOwners } from './propertyCsv';
import type { Property } from './types';

const listing: Partial<Property> = {
  id: 'p-1',
  owner_id: 'u-1',
  posted_by_role: 'OWNER',
  title: 'Sunny 2BHK, "corner" flat',
  description: 'Line one\nline two',
  property_type: 'BUILDER_FLOOR',
  bhk: 2,
  bathrooms: 2,
  furnishing: 'SEMI_FURNISHED',
  preferred_tenants: 'FAMILY',
  rent: 15000,
  deposit: 30000,
  maintenance: 0,
  built_up_area: null,
  floor: 1,
  total_floors: 3,
  available_from: '2025-07-01',
  amenities: ['LIFT', 'WATER_24X7'],
  city: 'patna',
  locality: 'Boring Road',
  address: '=cmd',
  pincode: '800001',
  latitude: null,
  longitude: null,
  virtual_tour_url: null,
  status: 'LIVE',
  rejection_reason: null,
  is_verified: true,
  verified_at: '2025-06-01T10:00:00.000Z',
  is_stale: false,
  listed_until: '2025-07-01T10:00:00.000Z',
  published_at: '2025-06-01T09:00:00.000Z',
  cover_image_url: '/media/properties/p-1/a-640.webp',
  images: [{ id: 'i', position: 0, width: 1, height: 1, urls: {} }],
  view_count: 12,
  wishlist_count: 3,
  callback_count: 1,
  created_at: '2025-05-30T10:00:00.000Z',
  updated_at: '2025-06-01T10:00:00.000Z',
};

const parse = (csv: string) => {
  const [header, ...rows] = csv.split('\r\n');
  return { header: header.split(','), rows };
};

describe('propertiesToCsv', () => {
  it('has one column per listing field (no nested images) plus labels and the owner', () => {
    const { header } = parse(propertiesToCsv([]));
    expect(header).toEqual(PROPERTY_CSV_COLUMNS.map((c) => c.header));
    expect(header).toContain('owner_name');
    expect(header).not.toContain('images');
    for (const field of ['rent', 'status', 'is_verified', 'is_stale', 'amenities', 'view_count', 'wishlist_count', 'callback_count', 'cover_image_url']) {
      expect(header).toContain(field);
    }
  });
  it('flattens a listing: labels, amenities joined, yes/no, quoting, formula guard', () => {
    const [row] = withOwners([listing], { 'u-1': { first_name: 'Ravi', last_name: 'Kumar', mobile_no: '9876543210' } });
    const csv = propertiesToCsv([row]);
    const { header, rows } = parse(csv);
    expect(rows).toHaveLength(1);
    const line = rows[0];
    expect(line.startsWith('p-1,"Sunny 2BHK, ""corner"" flat",LIVE,Live,,yes,')).toBe(true);
    expect(line).toContain(',u-1,Ravi Kumar,9876543210,Owner,Builder floor,2,2,Semi-furnished,Family,15000,30000,0,,1,3,2025-07-01,Lift | 24x7 water,Patna,Boring Road,');
    expect(line).toContain(",'=cmd,800001,");
    expect(line).toContain('"Line one\nline two"');
    expect(header.indexOf('is_stale')).toBeGreaterThan(-1);
    expect(line).toContain(',no,2025-07-01T10:00:00.000Z,');
  });
  it('labels who posted the listing, like the other enums (no raw ADMIN / RIDER)', () => {
    const line = (role: 'ADMIN' | 'RIDER') => propertiesToCsv(withOwners([{ ...listing, posted_by_role: role }], {})).split('\r\n')[1];
    expect(line('ADMIN')).toContain(',u-1,,,Admin,');
    expect(line('RIDER')).toContain(',u-1,,,Rider,');
  });
  it('leaves the owner columns empty when the owner is unknown', () => {
    const [row] = withOwners([listing], {});
    expect(row.owner).toBeNull();
    expect(propertiesToCsv([row]).split('\r\n')[1]).toContain(',u-1,,,Owner,');
  });
});
