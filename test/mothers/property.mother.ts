import { Property, type PropertyDetails } from '../../domain/properties/property.js';

/** The form fields (API names) of a typical Patna 2 BHK. */
export function propertyForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: '2 BHK family flat near Boring Road',
    description: 'Sunny flat on the 2nd floor, 5 minutes from Boring Road crossing.',
    property_type: 'APARTMENT',
    bhk: 2,
    bathrooms: 2,
    furnishing: 'SEMI_FURNISHED',
    preferred_tenants: 'FAMILY',
    rent: 14000,
    deposit: 28000,
    maintenance: 1000,
    built_up_area: 1050,
    floor: 2,
    total_floors: 4,
    available_from: '2026-12-01',
    amenities: ['PARKING', 'POWER_BACKUP'],
    city: 'patna',
    locality: 'Boring Road',
    address: 'House 12, North SK Puri, Patna',
    pincode: '800013',
    virtual_tour_url: 'https://tours.example.com/boring-road-2bhk',
    ...overrides,
  };
}

export const PropertyMother = {
  details(overrides: Partial<PropertyDetails> = {}): PropertyDetails {
    return {
      title: '2 BHK family flat near Boring Road',
      description: null,
      propertyType: 'APARTMENT',
      bhk: 2,
      bathrooms: 2,
      furnishing: 'SEMI_FURNISHED',
      preferredTenants: 'FAMILY',
      rent: 14000,
      deposit: 28000,
      maintenance: 1000,
      builtUpArea: 1050,
      floor: 2,
      totalFloors: 4,
      availableFrom: '2026-12-01',
      amenities: ['PARKING'],
      city: 'patna',
      locality: 'Boring Road',
      address: 'House 12, Patna',
      pincode: '800013',
      latitude: null,
      longitude: null,
      virtualTourUrl: null,
      ...overrides,
    };
  },
  draft(ownerId: string, overrides: Partial<PropertyDetails> = {}, at = new Date('2026-11-20T10:00:00Z')): Property {
    return Property.draft({ ownerId, postedById: ownerId, postedByRole: 'OWNER', details: PropertyMother.details(overrides) }, at);
  },
  live(ownerId: string, overrides: Partial<PropertyDetails> = {}, at = new Date('2026-11-20T10:00:00Z')): Property {
    const property = PropertyMother.draft(ownerId, overrides, at);
    property.submit(at);
    property.approve(at);
    return property;
  },
};
