import { describe, expect, it } from 'vitest';
import type { Listing } from '../api/properties';
import { checkText, LINK_MAX_LENGTH, PropertyTextRules } from '../../../adapters/http/contract/rules';
import { emptyForm, firstStepWithError, formFromListing, toBody, validateAll, validateStep, type FormStep, type PropertyFormValues } from './property-form';

const valid: PropertyFormValues = {
  ...emptyForm(),
  title: '2 BHK near Boring Road',
  property_type: 'APARTMENT',
  bhk: '2',
  bathrooms: '2',
  furnishing: 'SEMI_FURNISHED',
  preferred_tenants: 'FAMILY',
  rent: '14000',
  deposit: '28000',
  available_from: '2026-12-01',
  city: 'patna',
  locality: 'Boring Road',
  address: '12 Boring Road',
  pincode: '800001',
  amenities: ['LIFT'],
};

describe('validateStep', () => {
  it('asks for every required field of a step with the spec message', () => {
    expect(validateStep(1, emptyForm())).toEqual({
      title: 'This field is required',
      property_type: 'This field is required',
      bhk: 'This field is required',
      bathrooms: 'This field is required',
      furnishing: 'This field is required',
      preferred_tenants: 'This field is required',
    });
    expect(validateStep(2, emptyForm())).toEqual({ rent: 'This field is required', available_from: 'This field is required' });
    expect(validateStep(3, emptyForm())).toEqual({
      locality: 'This field is required',
      address: 'This field is required',
      pincode: 'This field is required',
    });
    expect(validateStep(4, emptyForm())).toEqual({});
    expect(validateStep(5, emptyForm())).toEqual({});
  });

  it("uses the API's number messages", () => {
    expect(validateStep(1, { ...valid, bathrooms: 'two' }).bathrooms).toBe('Enter a valid number');
    expect(validateStep(1, { ...valid, bathrooms: '1.5' }).bathrooms).toBe('Enter a whole number');
    expect(validateStep(1, { ...valid, bathrooms: '11' }).bathrooms).toBe('Must be at most 10');
    expect(validateStep(2, { ...valid, rent: '499' }).rent).toBe('Must be at least 500');
    expect(validateStep(2, { ...valid, rent: '1.4e4' }).rent).toBeUndefined();
    expect(validateStep(2, { ...valid, deposit: '-5' }).deposit).toBe('Enter a valid number');
  });

  it('checks dates, pincodes, lengths and links', () => {
    expect(validateStep(2, { ...valid, available_from: '2026-02-30' }).available_from).toBe('Enter the date as dd/mm/yyyy, for example 24/11/2026.');
    expect(validateStep(3, { ...valid, pincode: '080001' }).pincode).toBe('Pincode must be 6 digits.');
    expect(validateStep(3, { ...valid, locality: 'x'.repeat(81) }).locality).toBe('Must be at most 80 characters.');
    expect(validateStep(4, { ...valid, virtual_tour_url: 'tour' }).virtual_tour_url).toBe('Enter a valid link');
    expect(validateStep(4, { ...valid, virtual_tour_url: 'https://youtu.be/x' })).toEqual({});
  });

  it("counts a listing's texts as the server does: trimmed, runs of spaces folded", () => {
    const title = `${'a'.repeat(60)}  ${'b'.repeat(59)}`; // 121 characters typed, 120 once folded
    expect(title).toHaveLength(121);
    expect(checkText(title, PropertyTextRules.title)).toBeNull(); // the server's rule takes it
    expect(validateStep(1, { ...valid, title })).toEqual({});
    expect(validateStep(1, { ...valid, title: 'x'.repeat(121) }).title).toBe('Must be at most 120 characters.');
    const cases: Array<[FormStep, 'title' | 'locality' | 'address' | 'description', number]> = [
      [1, 'title', 120],
      [3, 'locality', 80],
      [3, 'address', 300],
      [4, 'description', 4000],
    ];
    for (const [step, field, max] of cases) {
      expect(PropertyTextRules[field].max).toBe(max);
      for (const text of [`${'x'.repeat(max - 1)}   y`, `${'x'.repeat(max)}y`, ` \t${'x'.repeat(max)}\t `]) {
        expect(validateStep(step, { ...valid, [field]: text })[field] ?? null).toBe(checkText(text, PropertyTextRules[field]));
      }
    }
  });

  it('refuses a link over the limit in the link rule\'s own words', () => {
    expect(validateStep(4, { ...valid, virtual_tour_url: `https://example.com/${'x'.repeat(LINK_MAX_LENGTH)}` }).virtual_tour_url).toBe('Enter a valid link');
  });

  it('keeps the floor within the building', () => {
    expect(validateStep(4, { ...valid, floor: '5', total_floors: '4' }).floor).toBe('The floor cannot be above the total floors.');
    expect(validateStep(4, { ...valid, floor: '0', total_floors: '4' })).toEqual({});
    expect(validateStep(4, { ...valid, total_floors: '0' }).total_floors).toBe('Must be at least 1');
  });
});

describe('whole form', () => {
  it('passes a complete form', () => {
    expect(validateAll(valid)).toEqual({});
  });

  it('finds the first step holding an error, the server’s field names included', () => {
    expect(firstStepWithError({ pincode: 'Pincode must be 6 digits.', rent: 'x' })).toBe(2);
    expect(firstStepWithError({ virtual_tour_url: 'Enter a valid link' })).toBe(4);
    expect(firstStepWithError({ latitude: 'x' })).toBeNull();
  });

  it('builds the POST / PUT body with numbers and nulls', () => {
    expect(toBody({ ...valid, title: '  2 BHK  ', maintenance: '', floor: '0' }, { latitude: 25.6, longitude: 85.1 })).toEqual({
      title: '2 BHK',
      description: null,
      property_type: 'APARTMENT',
      bhk: 2,
      bathrooms: 2,
      furnishing: 'SEMI_FURNISHED',
      preferred_tenants: 'FAMILY',
      rent: 14000,
      deposit: 28000,
      maintenance: null,
      built_up_area: null,
      floor: 0,
      total_floors: null,
      available_from: '2026-12-01',
      amenities: ['LIFT'],
      city: 'patna',
      locality: 'Boring Road',
      address: '12 Boring Road',
      pincode: '800001',
      latitude: 25.6,
      longitude: 85.1,
      virtual_tour_url: null,
    });
  });

  it('fills the form from a saved listing', () => {
    const listing = {
      ...toBody(valid),
      id: 'p1',
      description: null,
      deposit: 0,
      maintenance: 500,
      floor: 0,
      virtual_tour_url: null,
    } as unknown as Listing;
    const form = formFromListing(listing);
    expect(form).toMatchObject({ bhk: '2', rent: '14000', deposit: '', maintenance: '500', floor: '0', built_up_area: '', description: '', virtual_tour_url: '' });
    expect(validateAll(form)).toEqual({});
  });
});
