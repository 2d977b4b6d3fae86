import { afterEach, describe, expect, it } from 'vitest';
import { RideMessages } from '../../../adapters/http/contract/messages';
import { atLeastMessage, atMostMessage, maxCharsMessage, Messages } from '../../../adapters/http/contract/rules';
import { hi } from './hi';
import { activateLanguage, localise, setCatalogue, t } from './t';

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

describe('localise', () => {
  afterEach(() => setCatalogue({}));

  it('maps a shared rule message to its catalogue key, and a built one with its number', () => {
    setCatalogue({
      'validation.required': 'REQ',
      'validation.min': 'MIN {min}',
      'validation.max': 'MAX {max}',
      'validation.maxLength': 'LEN {max}',
    });
    expect(localise(Messages.required)).toBe('REQ');
    expect(localise(atLeastMessage(500))).toBe('MIN 500');
    expect(localise(atMostMessage(10_000_000))).toBe('MAX 10000000');
    expect(localise(maxCharsMessage(50))).toBe('LEN 50');
    expect(localise(atMostMessage(2.5))).toBe('MAX 2.5');
    expect(localise(null)).toBeNull();
  });

  it("says a visit's refused action as a Hindi sentence (the action a verb, not its button's label)", () => {
    activateLanguage('hi', hi);
    try {
      expect(localise(RideMessages.cannot('start', 'CANCELLED'))).toBe('इस विज़िट की स्थिति “रद्द” है, इसलिए इसे शुरू नहीं किया जा सकता।');
      expect(localise(RideMessages.cannot('no_show', 'COMPLETED'))).toBe('इस विज़िट की स्थिति “पूरी हुई” है, इसलिए इसे “कोई नहीं आया” दर्ज नहीं किया जा सकता।');
    } finally {
      activateLanguage('en');
    }
    // In English the server's own words (and the catalogue's action words are the server's).
    expect(localise(RideMessages.cannot('cancel', 'COMPLETED'))).toBe('Cannot cancel a visit that is completed.');
    expect(t('server.rideCannot', { action: t('ride.act.no_show'), status: 'cancelled' })).toBe(RideMessages.cannot('no_show', 'CANCELLED'));
  });

  it('keeps English it cannot place', () => {
    setCatalogue({ 'validation.max': 'MAX {max}' });
    for (const english of ['Must be at most lots', 'Must be at most ', 'Must be at most 1e3', 'Something else']) {
      expect(localise(english)).toBe(english);
    }
  });
});
