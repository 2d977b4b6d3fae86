import { describe, expect, it } from 'vitest';
import {
  applicationErrorsFromServer,
  parseLocalities,
  prefillApplication,
  toApplicationBody,
  validateApplication,
  type ApplicationValues,
} from './application-form';

function filled(changes: Partial<ApplicationValues> = {}): ApplicationValues {
  return {
    first_name: 'Sunil',
    last_name: 'Yadav',
    city: 'patna',
    localities: 'Boring Road, Kankarbagh',
    has_vehicle: 'yes',
    days: ['MON', 'SAT'],
    from_hour: '10',
    to_hour: '17',
    id_document_type: 'PAN',
    id_document_number: 'abcde1234f',
    ...changes,
  };
}

describe('prefillApplication', () => {
  it("starts from the user's names, in Patna, 9 to 19, nothing else chosen", () => {
    expect(prefillApplication({ first_name: 'Sunil', last_name: 'Yadav' })).toEqual({
      first_name: 'Sunil',
      last_name: 'Yadav',
      city: 'patna',
      localities: '',
      has_vehicle: '',
      days: [],
      from_hour: '9',
      to_hour: '19',
      id_document_type: '',
      id_document_number: '',
    });
  });

  it('fills in a rejected application again, except the ID number', () => {
    const values = prefillApplication(null, {
      first_name: 'Sunil',
      last_name: 'Yadav',
      city: 'gaya',
      localities: ['Bodh Gaya', 'Civil Lines'],
      has_vehicle: false,
      availability: { days: ['SAT', 'MON'], from_hour: 10, to_hour: 14 },
      id_document_type: 'AADHAAR',
    });
    expect(values).toMatchObject({ city: 'gaya', localities: 'Bodh Gaya, Civil Lines', has_vehicle: 'no', days: ['MON', 'SAT'], from_hour: '10', to_hour: '14', id_document_type: 'AADHAAR', id_document_number: '' });
  });
});

describe('validateApplication', () => {
  it('passes a complete application', () => {
    expect(validateApplication(filled())).toEqual({});
  });

  it("uses the spec's name messages", () => {
    expect(validateApplication(filled({ first_name: '', last_name: 'Yadav2' }))).toEqual({
      first_name: 'This field is required',
      last_name: 'numbers and spacial chars. are not allowed',
    });
  });

  it('needs 1 to 10 localities of at most 60 characters', () => {
    expect(validateApplication(filled({ localities: ' , ' })).localities).toBe('Name at least one locality you can cover (up to 10).');
    expect(validateApplication(filled({ localities: Array.from({ length: 11 }, (_, i) => `Area ${i}`).join(',') })).localities).toBe(
      'Name at least one locality you can cover (up to 10).',
    );
    expect(validateApplication(filled({ localities: `Boring Road, ${'x'.repeat(61)}` })).localities).toBe('Each locality is at most 60 characters.');
  });

  it('asks about the vehicle', () => {
    expect(validateApplication(filled({ has_vehicle: '' })).has_vehicle).toBe('Tell us whether you have a two-wheeler or other vehicle.');
    expect(validateApplication(filled({ has_vehicle: 'no' }))).toEqual({});
  });

  it('needs a day, and hours between 9 and 19 with the end after the start', () => {
    expect(validateApplication(filled({ days: [] }))).toMatchObject({ days: 'Choose at least one day.' });
    expect(validateApplication(filled({ days: [] })).availability).toBeUndefined();
    expect(validateApplication(filled({ from_hour: '14', to_hour: '14' })).availability).toBe('Choose hours between 9 AM and 7 PM, the end after the start.');
    expect(validateApplication(filled({ from_hour: '8', to_hour: '12' })).availability).toBe('Choose hours between 9 AM and 7 PM, the end after the start.');
    expect(validateApplication(filled({ from_hour: '9', to_hour: '19' }))).toEqual({});
  });

  it('checks the ID number against its document type', () => {
    expect(validateApplication(filled({ id_document_type: '', id_document_number: '' }))).toEqual({
      id_document_type: 'This field is required',
      id_document_number: 'This field is required',
    });
    expect(validateApplication(filled({ id_document_type: 'AADHAAR', id_document_number: '1234 5678 9012' })).id_document_number).toBe('An Aadhaar number has 12 digits and does not start with 0 or 1.');
    expect(validateApplication(filled({ id_document_type: 'AADHAAR', id_document_number: '2345 6789 0124' }))).toEqual({});
    // The Verhoeff check digit catches a mistyped digit (the server refuses the same).
    expect(validateApplication(filled({ id_document_type: 'AADHAAR', id_document_number: '2345 6789 0123' })).id_document_number).toBe('This Aadhaar number is not valid: check its 12 digits.');
    expect(validateApplication(filled({ id_document_type: 'PAN', id_document_number: 'ABCD1234F' })).id_document_number).toBe('A PAN looks like ABCDE1234F.');
    expect(validateApplication(filled({ id_document_type: 'DRIVING_LICENCE', id_document_number: 'BR01-20190001234' }))).toEqual({});
    expect(validateApplication(filled({ id_document_type: 'VOTER_ID', id_document_number: 'abc1234567' }))).toEqual({});
    expect(validateApplication(filled({ id_document_type: 'PASSPORT', id_document_number: 'A12345678' })).id_document_number).toBe('A passport number looks like A1234567.');
  });
});

describe('toApplicationBody', () => {
  it('sends names normalised, localities as a list, days in week order, hours as numbers, the ID number plain', () => {
    expect(toApplicationBody(filled({ first_name: ' sunil ', localities: 'Boring Road,  kankarbagh , Boring Road', days: ['SAT', 'MON'], id_document_number: 'abcde 1234-f' }))).toEqual({
      first_name: 'Sunil',
      last_name: 'Yadav',
      city: 'patna',
      localities: ['Boring Road', 'kankarbagh'],
      has_vehicle: true,
      availability: { days: ['MON', 'SAT'], from_hour: 10, to_hour: 17 },
      id_document_type: 'PAN',
      id_document_number: 'ABCDE1234F',
    });
  });

  it('parses localities typed with stray commas and spaces', () => {
    expect(parseLocalities(' Boring   Road ,,Patliputra ')).toEqual(['Boring Road', 'Patliputra']);
  });
});

describe('applicationErrorsFromServer', () => {
  it("puts the server's errors on the form's fields", () => {
    expect(applicationErrorsFromServer({ 'availability.days': 'Choose at least one day.', id_document_number: 'A PAN looks like ABCDE1234F.', other: 'x' })).toEqual({
      days: 'Choose at least one day.',
      id_document_number: 'A PAN looks like ABCDE1234F.',
    });
  });
});
