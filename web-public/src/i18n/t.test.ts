import { describe, expect, it } from 'vitest';
import { t } from './t';

describe('t', () => {
  it('returns the catalogue text', () => {
    expect(t('toast.loggedOut')).toBe('Logged out!');
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(t('toast.differentRole', { product: 'GharSetu' })).toBe(
      'You already associated with GharSetu in different role.',
    );
    expect(t('listing.title')).toBe('Homes for rent in {city}');
    expect(t('listing.title', { city: 'Patna' })).toBe('Homes for rent in Patna');
  });
});
