import { describe, expect, it } from 'vitest';
import {
  budgetDigits,
  fieldErrorsFromServer,
  todayInIndia,
  prefillRequest,
  toRequestBody,
  validateRequest,
  type RequestValues,
} from './request-form';

const TODAY = '2026-11-23';
const ravi = { first_name: 'Ravi', last_name: 'Kumar', mobile_no: '9876543210' };

function filled(changes: Partial<RequestValues> = {}): RequestValues {
  return {
    first_name: 'Ravi',
    last_name: 'Kumar',
    mobile_no: '9876543210',
    email: '',
    city: 'patna',
    locality: '',
    bhk: '',
    budget: '12000',
    move_in_date: '',
    notes: '',
    ...changes,
  };
}

describe('prefillRequest', () => {
  it('starts empty in Patna for a visitor from nowhere in particular', () => {
    expect(prefillRequest(null, {}, TODAY)).toEqual({
      first_name: '',
      last_name: '',
      mobile_no: '',
      email: '',
      city: 'patna',
      locality: '',
      bhk: '',
      budget: '',
      move_in_date: '',
      notes: '',
    });
  });

  it('takes the name and phone of the signed-in user', () => {
    const values = prefillRequest(ravi, {}, TODAY);
    expect(values).toMatchObject({ first_name: 'Ravi', last_name: 'Kumar', mobile_no: '9876543210' });
  });

  it('leaves out a stored phone that is not 10 digits', () => {
    expect(prefillRequest({ ...ravi, mobile_no: '' }, {}, TODAY).mobile_no).toBe('');
    expect(prefillRequest({ ...ravi, mobile_no: '+919876543210' }, {}, TODAY).mobile_no).toBe('');
  });

  it('takes the city, search text, BHK, top of the rent range and move-in date from the listing', () => {
    const values = prefillRequest(
      null,
      { city: 'Gaya', filters: { search: '  Boring Road ', bhk: '2', min_rent: '8000', max_rent: '15000', available_by: '2026-12-01' } },
      TODAY,
    );
    expect(values).toMatchObject({ city: 'gaya', locality: 'Boring Road', bhk: '2', budget: '15000', move_in_date: '2026-12-01' });
  });

  it('keeps 1 RK (bhk 0) and drops BHK counts the form does not offer', () => {
    expect(prefillRequest(null, { filters: { bhk: '0' } }, TODAY).bhk).toBe('0');
    expect(prefillRequest(null, { filters: { bhk: '8' } }, TODAY).bhk).toBe('');
  });

  it('does not take a minimum rent alone as the budget', () => {
    expect(prefillRequest(null, { filters: { min_rent: '8000' } }, TODAY).budget).toBe('');
  });

  it('falls back to Patna for a city it does not serve', () => {
    expect(prefillRequest(null, { city: 'bodh-gaya' }, TODAY).city).toBe('patna');
  });

  it('drops a move-in date in the past or not a real date', () => {
    expect(prefillRequest(null, { filters: { available_by: '2026-11-22' } }, TODAY).move_in_date).toBe('');
    expect(prefillRequest(null, { filters: { available_by: TODAY } }, TODAY).move_in_date).toBe(TODAY);
    expect(prefillRequest(null, { filters: { available_by: '2026-02-30' } }, TODAY).move_in_date).toBe('');
  });

  it('cuts a long search text to the locality limit', () => {
    expect(prefillRequest(null, { filters: { search: 'x'.repeat(100) } }, TODAY).locality).toHaveLength(80);
  });

  it('names the other filters in the notes', () => {
    const values = prefillRequest(
      null,
      { filters: { property_type: 'APARTMENT', furnishing: 'SEMI_FURNISHED', preferred_tenants: 'FAMILY' } },
      TODAY,
    );
    expect(values.notes).toBe('Looking for: Apartment, Semi-furnished, Family');
    expect(prefillRequest(null, { filters: { property_type: '', furnishing: '' } }, TODAY).notes).toBe('');
  });
});

describe('todayInIndia', () => {
  it("writes India's date as YYYY-MM-DD, whatever the browser's time zone (the server's move-in check)", () => {
    expect(todayInIndia(new Date('2026-01-05T18:29:00Z'))).toBe('2026-01-05');
    expect(todayInIndia(new Date('2026-01-05T18:30:00Z'))).toBe('2026-01-06');
  });
});

describe('validateRequest', () => {
  it('passes a complete request', () => {
    expect(validateRequest(filled())).toEqual({});
    expect(
      validateRequest(
        filled({ email: 'ravi@example.com', locality: 'Kankarbagh', bhk: '0', budget: '₹ 12,000', move_in_date: '2026-12-01', notes: 'Near a school' }),
        TODAY,
      ),
    ).toEqual({});
  });

  it('asks for the required fields with the spec messages', () => {
    expect(validateRequest(filled({ first_name: '', last_name: ' ', mobile_no: '', city: '', budget: '' }))).toEqual({
      first_name: 'This field is required',
      last_name: 'This field is required',
      mobile_no: 'Phone number is required.',
      city: 'This field is required',
      budget: 'This field is required',
    });
  });

  it('checks names, phone and email as the spec says', () => {
    expect(validateRequest(filled({ first_name: 'Ravi2', mobile_no: '98765', email: 'ravi@' }))).toEqual({
      first_name: 'numbers and spacial chars. are not allowed',
      mobile_no: 'Phone must be 10 digits.',
      email: 'Please enter a valid email',
    });
    const long = 'a'.repeat(81 - '@example.com'.length) + '@example.com';
    expect(validateRequest(filled({ email: long })).email).toBe('Length of email must be less than 80 characters.');
  });

  it('refuses names longer than the API allows', () => {
    expect(validateRequest(filled({ last_name: 'a'.repeat(51) })).last_name).toBe('Must be at most 50 characters.');
  });

  it.each([
    ['abc', 'Enter a valid number'],
    ['-5000', 'Enter a valid number'],
    ['12000.5', 'Enter a whole number'],
    ['499', 'Must be at least 500'],
    ['10000001', 'Must be at most 10000000'],
  ])('refuses a budget of %s', (budget, message) => {
    expect(validateRequest(filled({ budget })).budget).toBe(message);
  });

  it('accepts the budget limits', () => {
    expect(validateRequest(filled({ budget: '500' })).budget).toBeUndefined();
    expect(validateRequest(filled({ budget: '1,00,00,000' })).budget).toBeUndefined();
  });

  it('checks the optional fields with the API messages', () => {
    expect(
      validateRequest(filled({ locality: 'x'.repeat(81), bhk: '11', move_in_date: '2026-02-30', notes: 'x'.repeat(1001) })),
    ).toEqual({
      locality: 'Must be at most 80 characters.',
      bhk: 'Must be at most 10',
      move_in_date: 'Enter the date as dd/mm/yyyy, for example 24/11/2026.',
      notes: 'Must be at most 1000 characters.',
    });
  });

  it('refuses a move-in date before today, as the server does; today itself is fine', () => {
    expect(validateRequest(filled({ move_in_date: '2026-11-22' }), TODAY).move_in_date).toBe('Move-in date cannot be in the past.');
    expect(validateRequest(filled({ move_in_date: TODAY }), TODAY).move_in_date).toBeUndefined();
  });
});

describe('budgetDigits', () => {
  it('drops rupee signs, spaces and commas only', () => {
    expect(budgetDigits('₹ 12,000')).toBe('12000');
    expect(budgetDigits('12k')).toBe('12k');
  });
});

describe('toRequestBody', () => {
  it('sends the required fields and leaves empty optional ones out', () => {
    expect(toRequestBody(filled({ first_name: '  rAVI ', last_name: 'kumar  singh', email: '  ', locality: ' ' }))).toEqual({
      first_name: 'Ravi',
      last_name: 'Kumar Singh',
      mobile_no: '9876543210',
      city: 'patna',
      budget: 12000,
    });
  });

  it('sends every optional field that is filled in, as the API takes it', () => {
    expect(
      toRequestBody(
        filled({
          email: ' ravi@example.com ',
          city: 'ranchi',
          locality: ' Lalpur ',
          bhk: '0',
          budget: '₹ 8,500',
          move_in_date: '2026-12-01',
          notes: ' Near a school \n',
        }),
      ),
    ).toEqual({
      first_name: 'Ravi',
      last_name: 'Kumar',
      mobile_no: '9876543210',
      email: 'ravi@example.com',
      city: 'ranchi',
      locality: 'Lalpur',
      bhk: 0,
      budget: 8500,
      move_in_date: '2026-12-01',
      notes: 'Near a school',
    });
  });
});

describe('fieldErrorsFromServer', () => {
  it('keeps the form fields, puts country_code on the phone and drops the rest', () => {
    expect(
      fieldErrorsFromServer({
        budget: 'Must be at least 500',
        country_code: 'Only Indian (+91) phone numbers are supported.',
        captcha_token: 'Captcha verification failed. Please try again.',
      }),
    ).toEqual({ budget: 'Must be at least 500', mobile_no: 'Only Indian (+91) phone numbers are supported.' });
  });

  it('copes with no errors', () => {
    expect(fieldErrorsFromServer(undefined)).toEqual({});
    expect(fieldErrorsFromServer({})).toEqual({});
  });
});
