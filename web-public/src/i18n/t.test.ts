import { afterEach, describe, expect, it } from 'vitest';
import { atLeastMessage, atMostMessage, maxCharsMessage, Messages } from '../../../adapters/http/contract/rules';
import { hi, hiMessages } from '../../../domain/shared/catalogue/site/hi';
import { activateLanguage, localise, sayCoded, t } from './t';

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
  afterEach(() => activateLanguage('en'));

  it("says a shared rule's message, built ones with their number, by the code the catalogue made it from", () => {
    activateLanguage('hi', hi, hiMessages);
    expect(localise(Messages.required)).toBe(hiMessages.messages.REQUIRED);
    expect(localise(atLeastMessage(500))).toBe('कम से कम 500 होना चाहिए');
    expect(localise(atMostMessage(10_000_000))).toBe('ज़्यादा से ज़्यादा 10000000 हो सकता है');
    expect(localise(maxCharsMessage(50))).toBe('ज़्यादा से ज़्यादा 50 अक्षर लिखें।');
    expect(localise(null)).toBeNull();
  });

  it("says a visit's refused action, from its code and params, as a Hindi sentence (the action a verb, not its button's label)", () => {
    const refusal = (action: string, status: string) => ({ code: 'RIDE_CANNOT' as const, params: { action, status } });
    activateLanguage('hi', hi, hiMessages);
    expect(sayCoded(refusal('start', 'CANCELLED'), 'Cannot start a visit that is cancelled.')).toBe('इस विज़िट की स्थिति “रद्द” है, इसलिए इसे शुरू नहीं किया जा सकता।');
    expect(sayCoded(refusal('no_show', 'COMPLETED'), 'Cannot no-show a visit that is completed.')).toBe('इस विज़िट की स्थिति “पूरी हुई” है, इसलिए इसे “कोई नहीं आया” दर्ज नहीं किया जा सकता।');
    activateLanguage('en');
    // In English the server's own words.
    expect(sayCoded(refusal('cancel', 'COMPLETED'), 'Cannot cancel a visit that is completed.')).toBe('Cannot cancel a visit that is completed.');
  });

  it('keeps English it cannot place', () => {
    activateLanguage('hi', hi, hiMessages);
    for (const english of ['Must be at most lots', 'Must be at most ', 'Something else']) {
      expect(localise(english)).toBe(english);
    }
  });
});
