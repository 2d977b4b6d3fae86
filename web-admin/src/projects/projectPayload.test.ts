import { describe, expect, it } from 'vitest';
import { NEW_PROJECT_DEFAULTS, toProjectPayload } from './projectPayload';

describe('toProjectPayload', () => {
  it('sends the form fields only: text trimmed, blanks as null, prices as numbers, clean lists', () => {
    expect(
      toProjectPayload({
        id: 'x',
        created_at: '2025-01-01T00:00:00Z',
        name: '  Ganga Heights ',
        builder: 'Bihar Homes',
        city: 'Patna',
        locality: 'Bailey Road',
        description: '   ',
        min_price: '4500000',
        max_price: 12000000,
        unit_types: [' 2 BHK', '2 BHK', '', '3 BHK'],
        possession_date: '',
        rera_number: ' brerap00123 ',
        image_urls: ['https://x.in/a.jpg ', '', 'https://x.in/a.jpg'],
        status: 'UNDER_CONSTRUCTION',
      }),
    ).toEqual({
      name: 'Ganga Heights',
      builder: 'Bihar Homes',
      city: 'patna',
      locality: 'Bailey Road',
      description: null,
      min_price: 4500000,
      max_price: 12000000,
      unit_types: ['2 BHK', '3 BHK'],
      possession_date: null,
      rera_number: 'brerap00123',
      image_urls: ['https://x.in/a.jpg'],
      status: 'UNDER_CONSTRUCTION',
    });
  });
  it('sends a price that is not a number as typed, so the server names the field', () => {
    expect(toProjectPayload({ min_price: ' 12a ', max_price: '' })).toMatchObject({ min_price: '12a', max_price: null });
  });
  it('starts a new project as upcoming, with empty lists', () => {
    expect(NEW_PROJECT_DEFAULTS).toEqual({ status: 'UPCOMING', unit_types: [], image_urls: [] });
  });
});
