import { describe, expect, it } from 'vitest';
import { formatArea, formatFloor, formatRupees, imageUrl, localityCity } from './propertyFormat';
import { actionsFor } from './propertyActions';
import { cityLabel, propertyStatusLabel } from './propertyOptions';

describe('formatRupees', () => {
  it('uses Indian digit grouping', () => {
    expect(formatRupees(12000)).toBe('₹12,000');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(500)).toBe('₹500');
  });
  it('writes nothing for missing values', () => {
    expect(formatRupees(null)).toBe('');
    expect(formatRupees(undefined)).toBe('');
    expect(formatRupees('abc')).toBe('');
  });
});

describe('localityCity', () => {
  it('joins locality and the city label', () => {
    expect(localityCity({ locality: 'Boring Road', city: 'patna' })).toBe('Boring Road, Patna');
    expect(localityCity({ locality: '', city: 'gaya' })).toBe('Gaya');
    expect(localityCity(null)).toBe('');
  });
});

describe('imageUrl', () => {
  it('takes the 640 px variant, else the closest width', () => {
    expect(imageUrl({ urls: { '320': 'a', '640': 'b', '1024': 'c' } })).toBe('b');
    expect(imageUrl({ urls: { '320': 'a' } })).toBe('a');
    expect(imageUrl({ urls: { '320': 'a', '1024': 'c' } }, 640)).toBe('a');
    expect(imageUrl({ urls: {} })).toBeUndefined();
    expect(imageUrl(undefined)).toBeUndefined();
  });
});

describe('labels', () => {
  it('show known values with their labels and unknown ones as they come', () => {
    expect(propertyStatusLabel('SUBMITTED')).toBe('Submitted');
    expect(propertyStatusLabel('toString')).toBe('toString');
    expect(cityLabel('muzaffarpur')).toBe('Muzaffarpur');
    expect(actionsFor('constructor')).toEqual([]);
  });
  it('format area and floors', () => {
    expect(formatArea(1200)).toBe('1,200 sq ft');
    expect(formatFloor(0, 4)).toBe('Ground of 4');
    expect(formatFloor(3, null)).toBe('3');
    expect(formatFloor(null, 5)).toBe('5 floors');
    expect(formatFloor(null, null)).toBe('');
  });
});
