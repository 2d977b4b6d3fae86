import { describe, expect, it } from 'vitest';
import { formatPriceRange, unitTypesText } from './projectFormat';
import { projectFormStatusChoices, projectStatusColor, projectStatusLabel } from './projectOptions';

describe('formatPriceRange', () => {
  it('writes both ends in rupees with Indian grouping', () => {
    expect(formatPriceRange(4_500_000, 12_000_000)).toBe('₹45,00,000 – ₹1,20,00,000');
  });
  it('writes one price when both ends are equal, or when only one is known', () => {
    expect(formatPriceRange(3_500_000, 3_500_000)).toBe('₹35,00,000');
    expect(formatPriceRange(null, 900_000)).toBe('₹9,00,000');
    expect(formatPriceRange(undefined, undefined)).toBe('');
  });
});

describe('unitTypesText', () => {
  it('joins the labels and skips blanks', () => {
    expect(unitTypesText(['2 BHK', ' ', '3 BHK'])).toBe('2 BHK, 3 BHK');
    expect(unitTypesText(null)).toBe('');
  });
});

describe('project statuses', () => {
  it('labels and colours them', () => {
    expect(projectStatusLabel('READY_TO_MOVE')).toBe('Ready to move');
    expect(projectStatusLabel('ELSE')).toBe('ELSE');
    expect(projectStatusColor('UNDER_CONSTRUCTION')).toBe('warning');
    expect(projectStatusColor('ARCHIVED')).toBe('default');
  });
  it('offers Archived on the edit form only', () => {
    expect(projectFormStatusChoices('create').map((c) => c.id)).toEqual(['UPCOMING', 'UNDER_CONSTRUCTION', 'READY_TO_MOVE']);
    expect(projectFormStatusChoices('edit').map((c) => c.id)).toEqual(['UPCOMING', 'UNDER_CONSTRUCTION', 'READY_TO_MOVE', 'ARCHIVED']);
  });
});
