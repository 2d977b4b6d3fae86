import { describe, expect, it } from 'vitest';
import {
  COORDINATES_PAIR_MESSAGE,
  DATE_MESSAGE,
  FLOOR_ABOVE_TOTAL_MESSAGE,
  LINK_MESSAGE,
  NUMBER_MESSAGE,
  numberOf,
  PINCODE_MESSAGE,
  PROPERTY_FIELD_RULES as rules,
  PROPERTY_REQUIRED_FIELDS,
  REQUIRED_MESSAGE,
  validatePropertyValues,
  WHOLE_NUMBER_MESSAGE,
  type RuledField,
} from './propertyValidation';

const valid = {
  owner_id: 'u-1',
  title: '2BHK near Boring Road',
  description: '',
  property_type: 'APARTMENT',
  bhk: '2',
  bathrooms: 2,
  furnishing: 'SEMI_FURNISHED',
  preferred_tenants: 'FAMILY',
  rent: '12000',
  deposit: '',
  maintenance: null,
  built_up_area: undefined,
  floor: '2',
  total_floors: '4',
  available_from: '2025-07-01',
  amenities: ['LIFT'],
  city: 'patna',
  locality: 'Boring Road',
  address: '12, Shanti Vihar, Boring Road',
  pincode: '800001',
  latitude: '',
  longitude: '',
  virtual_tour_url: '',
};

describe('messages are the spec texts', () => {
  it('matches docs/contexts/properties.md word for word', () => {
    expect(REQUIRED_MESSAGE).toBe('This field is required');
    expect(NUMBER_MESSAGE).toBe('Enter a valid number');
    expect(LINK_MESSAGE).toBe('Enter a valid link');
    expect(PINCODE_MESSAGE).toBe('Pincode must be 6 digits.');
  });
});

describe('validatePropertyValues', () => {
  it('accepts a complete form', () => {
    expect(validatePropertyValues(valid, { withOwner: true })).toEqual({});
  });
  it('asks for every required field of an empty form', () => {
    const errors = validatePropertyValues({}, { withOwner: true });
    expect(errors.owner_id).toBe('Choose the owner this property is posted for.');
    for (const field of Object.keys(rules) as RuledField[]) {
      if (field === 'owner_id') continue;
      expect(errors[field], field).toBe(PROPERTY_REQUIRED_FIELDS.has(field) ? REQUIRED_MESSAGE : undefined);
    }
  });
  it('leaves the owner out unless asked (edit form)', () => {
    expect(validatePropertyValues({ ...valid, owner_id: '' })).toEqual({});
  });
});

describe('numbers', () => {
  it("follow the spec's number rule", () => {
    expect(numberOf('12000')).toBe(12000);
    expect(numberOf(' 1.5 ')).toBe(1.5);
    expect(numberOf('1e3')).toBe(1000);
    expect(numberOf('')).toBeNull();
    expect(numberOf('12,000')).toBeNaN();
    expect(numberOf('-5')).toBeNaN();
    expect(numberOf('12a')).toBeNaN();
  });
  it("answer 'Enter a valid number' for text", () => {
    expect(rules.rent('12k')).toBe(NUMBER_MESSAGE);
    expect(rules.deposit('abc')).toBe(NUMBER_MESSAGE);
    expect(rules.latitude('north')).toBe(NUMBER_MESSAGE);
  });
  it('check whole rupees and ranges', () => {
    expect(rules.rent('499')).toBe('Must be at least 500');
    expect(rules.rent('500')).toBeUndefined();
    expect(rules.rent('1200.5')).toBe(WHOLE_NUMBER_MESSAGE);
    expect(rules.bhk('11')).toBe('Must be at most 10');
    expect(rules.bhk(0)).toBeUndefined();
    expect(rules.total_floors('0')).toBe('Must be at least 1');
  });
  it('keep the floor at or below the total floors', () => {
    expect(rules.floor('5', { total_floors: '4' })).toBe(FLOOR_ABOVE_TOTAL_MESSAGE);
    expect(rules.floor('4', { total_floors: '4' })).toBeUndefined();
    expect(rules.floor('5', {})).toBeUndefined();
  });
});

describe('pincode', () => {
  it('is required and has 6 digits, not starting with 0', () => {
    expect(rules.pincode('')).toBe(REQUIRED_MESSAGE);
    expect(rules.pincode('80001')).toBe(PINCODE_MESSAGE);
    expect(rules.pincode('8000011')).toBe(PINCODE_MESSAGE);
    expect(rules.pincode('080001')).toBe(PINCODE_MESSAGE);
    expect(rules.pincode('80000a')).toBe(PINCODE_MESSAGE);
    expect(rules.pincode('800001')).toBeUndefined();
    expect(rules.pincode(800001)).toBeUndefined();
  });
});

describe('virtual tour link', () => {
  it('is optional and must be an http(s) link', () => {
    expect(rules.virtual_tour_url('')).toBeUndefined();
    expect(rules.virtual_tour_url('https://tour.example.com/x')).toBeUndefined();
    expect(rules.virtual_tour_url('tour.example.com')).toBe(LINK_MESSAGE);
    expect(rules.virtual_tour_url('javascript:alert(1)')).toBe(LINK_MESSAGE);
    expect(rules.virtual_tour_url(`https://e.com/${'a'.repeat(500)}`)).toBe(LINK_MESSAGE);
  });
});

describe('coordinates', () => {
  it('come both or neither, inside India', () => {
    expect(rules.latitude('25.6', { longitude: '85.1' })).toBeUndefined();
    expect(rules.longitude('', { latitude: '25.6' })).toBe(COORDINATES_PAIR_MESSAGE);
    expect(rules.latitude('', { longitude: '85.1' })).toBe(COORDINATES_PAIR_MESSAGE);
    expect(rules.latitude('', { longitude: '' })).toBeUndefined();
    expect(rules.latitude('51.5', { longitude: '85.1' })).toBe('Must be at most 38');
    expect(rules.longitude('0.1', { latitude: '25.6' })).toBe('Must be at least 68');
  });
});

describe('text and dates', () => {
  it('limit the text lengths', () => {
    expect(rules.title('x'.repeat(120))).toBeUndefined();
    expect(rules.title('x'.repeat(121))).toBe('Must be at most 120 characters.');
    expect(rules.title('   ')).toBe(REQUIRED_MESSAGE);
    expect(rules.locality('x'.repeat(81))).toBe('Must be at most 80 characters.');
    expect(rules.description('x'.repeat(4001))).toBe('Must be at most 4000 characters.');
  });
  it('want a real calendar date', () => {
    expect(rules.available_from('')).toBe(REQUIRED_MESSAGE);
    expect(rules.available_from('2025-02-30')).toBe(DATE_MESSAGE);
    expect(rules.available_from('01/07/2025')).toBe(DATE_MESSAGE);
    expect(rules.available_from('2024-02-29')).toBeUndefined();
  });
  it('say what the API says about dates, years 1900 to 2100 only', () => {
    expect(DATE_MESSAGE).toBe('Enter a date as YYYY-MM-DD.');
    expect(rules.available_from('2150-01-01')).toBe(DATE_MESSAGE);
    expect(rules.available_from('1899-12-31')).toBe(DATE_MESSAGE);
    expect(rules.available_from('2100-12-31')).toBeUndefined();
  });
  it('need a choice for the selects and the owner', () => {
    expect(rules.city('')).toBe(REQUIRED_MESSAGE);
    expect(rules.property_type(null)).toBe(REQUIRED_MESSAGE);
    expect(rules.owner_id('u-1')).toBeUndefined();
    expect(rules.owner_id('')).toBe('Choose the owner this property is posted for.');
    expect(rules.owner_id(null)).toBe('Choose the owner this property is posted for.');
  });
});
