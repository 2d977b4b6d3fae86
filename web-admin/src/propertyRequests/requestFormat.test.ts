import { describe, expect, it } from 'vitest';
import { bhkLabel } from './requestFormat';

describe('bhkLabel', () => {
  it('names bedrooms, 0 as 1 RK, none as Any', () => {
    expect(bhkLabel(2)).toBe('2 BHK');
    expect(bhkLabel(0)).toBe('1 RK');
    expect(bhkLabel(null)).toBe('Any');
    expect(bhkLabel(undefined)).toBe('Any');
  });
});
