import { describe, expect, it } from 'vitest';
import { OwnerConsentMessages } from '../../application/properties/owner-consent.js';
import { PropertyRequestMessages } from '../../application/property-requests/raise-property-request.use-case.js';
import { AuthMessages } from '../../domain/auth/auth.errors.js';
import { LeadMessages } from '../../domain/leads/leads.errors.js';
import { SlotMessages } from '../../domain/rides/ride-slot.js';
import { RideMessages } from '../../domain/rides/rides.errors.js';
import { ConcurrentModificationError, NotAuthenticatedError } from '../../domain/shared/domain-error.js';
import { AccountBlockedError, EmailTakenError, MobileTakenError } from '../../domain/users/users.errors.js';
import { en } from '../../web-public/src/i18n/en.js';
import { hi } from '../../web-public/src/i18n/hi.js';
import { activateLanguage, localise } from '../../web-public/src/i18n/t.js';

/**
 * The public site shows the server's messages in the reader's language (issue 11): the catalogue holds each one
 * a visitor meets under `server.*` with the server's exact English, so `localise` finds it. If the server's words
 * change, this test says so (the site would otherwise quietly show the English).
 */
describe("the server's messages in the site's catalogue", () => {
  const server: Record<string, string> = {
    'server.otpSent': AuthMessages.otpSent,
    'server.invalidOtp': AuthMessages.invalidOtp,
    'server.expiredOtp': AuthMessages.expiredOtp,
    'server.tooManyAttempts': AuthMessages.tooManyAttempts,
    'server.otpHourlyCap': AuthMessages.otpHourlyCap,
    'server.notRider': AuthMessages.notRider,
    'server.registered': AuthMessages.registered,
    'server.smsFailed': AuthMessages.smsFailed,
    'server.notAuthenticated': new NotAuthenticatedError().message,
    'server.changed': new ConcurrentModificationError().message,
    'server.blocked': new AccountBlockedError().message,
    'server.mobileTaken': new MobileTakenError().message,
    'server.emailTaken': new EmailTakenError().message,
    'server.leadsTooMany': LeadMessages.tooMany,
    'server.requestsTooMany': PropertyRequestMessages.tooMany,
    'server.rideNotFound': RideMessages.notFound,
    'server.openBooking': RideMessages.openBooking,
    'server.notLive': RideMessages.notLive,
    'server.ownListing': RideMessages.ownListing,
    'server.tooEarlyToStart': RideMessages.tooEarlyToStart,
    'server.slotOver': RideMessages.slotOver,
    'server.noShowTooEarly': RideMessages.noShowTooEarly,
    'server.slotTooSoon': SlotMessages.tooSoon,
    'server.slotTooFar': SlotMessages.tooFar,
    'server.consentSent': OwnerConsentMessages.sent,
    'server.consentWrong': OwnerConsentMessages.wrong,
    'server.consentRequired': OwnerConsentMessages.required,
    'server.consentTooMany': OwnerConsentMessages.tooMany,
  };

  it('holds them word for word', () => {
    const catalogue = en as Record<string, string>;
    expect(Object.fromEntries(Object.keys(server).map((key) => [key, catalogue[key]]))).toEqual(server);
    // Messages the catalogue already had under another key are found there.
    expect(Object.values(en)).toEqual(expect.arrayContaining([AuthMessages.captchaFailed, AuthMessages.loggedIn, LeadMessages.submitted, RideMessages.booked, SlotMessages.date, SlotMessages.window]));
  });

  it('shows them in Hindi to a Hindi reader, and as they are in English', () => {
    try {
      activateLanguage('hi', hi);
      expect(localise(AuthMessages.invalidOtp)).toBe('OTP ग़लत है। कृपया फिर कोशिश करें।');
      expect(localise(RideMessages.openBooking)).toBe(hi['server.openBooking']);
    } finally {
      activateLanguage('en');
    }
    expect(localise(AuthMessages.invalidOtp)).toBe('Invalid OTP. Please try again.');
  });
});
