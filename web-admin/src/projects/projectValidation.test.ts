import { describe, expect, it } from 'vitest';
import {
  ISO_DATE_MESSAGE,
  LINK_MESSAGE,
  PRICE_ORDER_MESSAGE,
  PROJECT_FIELD_RULES,
  REQUIRED_MESSAGE,
  RERA_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
  UNIT_TYPES_MESSAGE,
  validateProjectValues,
} from './projectValidation';

const valid = {
  name: 'Ganga Heights',
  builder: 'Bihar Homes Pvt Ltd',
  city: 'patna',
  locality: 'Bailey Road',
  description: '',
  min_price: '4500000',
  max_price: 12_000_000,
  unit_types: ['2 BHK', '3 BHK'],
  possession_date: '2026-12-31',
  rera_number: 'BRERAP00123-1/456/R-789/2023',
  image_urls: ['https://example.com/a.jpg'],
  status: 'UPCOMING',
};

describe('validateProjectValues', () => {
  it('accepts a complete project', () => {
    expect(validateProjectValues(valid)).toEqual({});
  });
  it('asks for the required fields with the spec message', () => {
    expect(validateProjectValues({ unit_types: [], image_urls: [] })).toEqual({
      name: REQUIRED_MESSAGE,
      builder: REQUIRED_MESSAGE,
      city: REQUIRED_MESSAGE,
      locality: REQUIRED_MESSAGE,
      min_price: REQUIRED_MESSAGE,
      max_price: REQUIRED_MESSAGE,
      status: REQUIRED_MESSAGE,
    });
  });
  it('checks each link of image_urls on its own', () => {
    expect(validateProjectValues({ ...valid, image_urls: ['https://example.com/a.jpg', 'ftp://x', 'not a link'] })).toEqual({
      'image_urls.1': LINK_MESSAGE,
      'image_urls.2': LINK_MESSAGE,
    });
  });
});

describe('PROJECT_FIELD_RULES (server messages)', () => {
  it('limits text lengths after trimming', () => {
    expect(PROJECT_FIELD_RULES.name('x'.repeat(121))).toBe('Must be at most 120 characters.');
    expect(PROJECT_FIELD_RULES.name(`  ${'x'.repeat(120)}  `)).toBeUndefined();
    expect(PROJECT_FIELD_RULES.locality('x'.repeat(81))).toBe('Must be at most 80 characters.');
    expect(PROJECT_FIELD_RULES.description('x'.repeat(4001))).toBe('Must be at most 4000 characters.');
    expect(PROJECT_FIELD_RULES.description('   ')).toBeUndefined();
  });
  it('reads prices with the spec number rule', () => {
    expect(PROJECT_FIELD_RULES.min_price('12a')).toBe('Enter a valid number');
    expect(PROJECT_FIELD_RULES.min_price('-5')).toBe('Enter a valid number');
    expect(PROJECT_FIELD_RULES.min_price('10.5')).toBe('Enter a whole number');
    expect(PROJECT_FIELD_RULES.min_price('100000000001')).toBe('Must be at most 100000000000');
    expect(PROJECT_FIELD_RULES.min_price('0')).toBeUndefined();
  });
  it('keeps the highest price at or above the lowest', () => {
    expect(PROJECT_FIELD_RULES.max_price('100', { min_price: '200' })).toBe(PRICE_ORDER_MESSAGE);
    expect(PROJECT_FIELD_RULES.max_price('200', { min_price: '200' })).toBeUndefined();
    expect(PROJECT_FIELD_RULES.max_price('100', { min_price: 'abc' })).toBeUndefined();
  });
  it('takes up to 12 short unit type labels', () => {
    expect(PROJECT_FIELD_RULES.unit_types([])).toBeUndefined();
    expect(PROJECT_FIELD_RULES.unit_types(Array.from({ length: 13 }, (_, i) => `${i} BHK`))).toBe(UNIT_TYPES_MESSAGE);
    expect(PROJECT_FIELD_RULES.unit_types(['x'.repeat(41)])).toBe(UNIT_TYPES_MESSAGE);
    expect(PROJECT_FIELD_RULES.unit_types([' '])).toBe(UNIT_TYPES_MESSAGE);
  });
  it('takes an optional real date between 1900 and 2100', () => {
    expect(PROJECT_FIELD_RULES.possession_date('')).toBeUndefined();
    expect(PROJECT_FIELD_RULES.possession_date('2026-02-30')).toBe(ISO_DATE_MESSAGE);
    expect(PROJECT_FIELD_RULES.possession_date('2101-01-01')).toBe(ISO_DATE_MESSAGE);
    expect(PROJECT_FIELD_RULES.possession_date('31/12/2026')).toBe(ISO_DATE_MESSAGE);
  });
  it('checks the RERA number as the server does (any case)', () => {
    expect(PROJECT_FIELD_RULES.rera_number('brerap00123-1/456')).toBeUndefined();
    expect(PROJECT_FIELD_RULES.rera_number('AB 12345')).toBe(RERA_MESSAGE);
    expect(PROJECT_FIELD_RULES.rera_number('A12')).toBe(RERA_MESSAGE);
    expect(PROJECT_FIELD_RULES.rera_number('A'.repeat(61))).toBe('Must be at most 60 characters.');
    expect(PROJECT_FIELD_RULES.rera_number(null)).toBeUndefined();
  });
  it('takes at most 20 image links', () => {
    expect(PROJECT_FIELD_RULES.image_urls(Array.from({ length: 21 }, (_, i) => `https://x.in/${i}.jpg`))).toBe(TOO_MANY_IMAGES_MESSAGE);
    expect(PROJECT_FIELD_RULES.image_urls(Array.from({ length: 20 }, (_, i) => `https://x.in/${i}.jpg`))).toBeUndefined();
  });
  it('needs a known status', () => {
    expect(PROJECT_FIELD_RULES.status('SOLD')).toBe('Choose one of UPCOMING, UNDER_CONSTRUCTION, READY_TO_MOVE, ARCHIVED.');
  });
});
