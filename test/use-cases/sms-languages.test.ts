import { beforeEach, describe, expect, it } from 'vitest';
import { RequestOtp } from '../../application/auth/request-otp.use-case.js';
import { OTP_RULES } from '../../domain/auth/otp-challenge.js';
import { slotWindowText } from '../../domain/rides/slot-rules.js';
import { RequestOwnerConsent } from '../../application/properties/request-owner-consent.use-case.js';
import { CreateProperty } from '../../application/properties/create-property.use-case.js';
import { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { AssignRider } from '../../application/rides/assign-rider.use-case.js';
import { BookRide } from '../../application/rides/book-ride.use-case.js';
import { CancelRide } from '../../application/rides/cancel-ride.use-case.js';
import { ConfirmRide } from '../../application/rides/confirm-ride.use-case.js';
import { ApplyAsRider } from '../../application/riders/apply-as-rider.use-case.js';
import { RiderApplicationRepository } from '../../application/riders/ports/rider-application.repository.port.js';
import { ReviewRiderApplication } from '../../application/riders/review-rider-application.use-case.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { DevOutbox } from '../../adapters/dev-outbox/dev-outbox.js';
import type { Property } from '../../domain/properties/property.js';
import type { Language } from '../../domain/shared/language.js';
import type { User } from '../../domain/users/user.js';
import { PropertyMother, propertyForm } from '../mothers/property.mother.js';
import { RiderApplicationMother, riderApplicationInput } from '../mothers/rider-application.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { drainJobs } from '../support/jobs.js';
import { harness } from '../support/harness.js';

/**
 * Every SMS goes out in its recipient's language (User.language; for a number without an account, the
 * language the request came in): read from the dev outbox as a person would get it. English stays word for
 * word what it was; Hindi is the catalogue's text (application/shared/sms-texts/).
 */
describe('SMS texts in the recipient\'s language', () => {
  let h: ReturnType<typeof harness>;
  let product: string;
  const users = () => h.container.get<UserRepository>(UserRepository);
  const stored = async (user: User) => {
    await users().save(user);
    return user;
  };
  /** The texts a number received, oldest first (after any queued sends have run). */
  const textsTo = async (mobileNo: string) => {
    await drainJobs(h.container);
    return h.container.get(DevOutbox).list(mobileNo).map((m) => m.text).reverse();
  };

  beforeEach(() => {
    h = harness({ fakeMessaging: false });
    product = h.config.productName;
  });

  describe('the OTP', () => {
    const ask = (mobileNo: string, language?: Language) =>
      h.container.get(RequestOtp).execute({ mobileNo, countryCode: '+91', captchaToken: 'token', isSignup: false, language, clientIp: '203.0.113.7' });
    const code = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

    it('a new number gets it in the language the site was in; English when none was given', async () => {
      const [hindi, english, unsaid] = [UserMother.mobile(), UserMother.mobile(), UserMother.mobile()];
      await ask(hindi, 'hi');
      await ask(english, 'en');
      await ask(unsaid);
      const [hi] = await textsTo(hindi);
      const minutes = OTP_RULES.ttlSeconds / 60;
      expect(hi).toBe(`${code(hi)} आपका ${product} लॉग इन OTP है। ${minutes} मिनट तक मान्य। किसी को न बताएँ।`);
      for (const mobileNo of [english, unsaid]) {
        const [en] = await textsTo(mobileNo);
        expect(en).toBe(`${code(en)} is your ${product} login OTP. It is valid for ${minutes} minutes. Do not share it with anyone.`);
      }
    });

    it('a number with an account gets it in the language the person chose, whatever the site was in', async () => {
      const hindiReader = await stored(UserMother.tenant({ language: 'hi' }));
      const chose = UserMother.tenant();
      chose.chooseLanguage('en', new Date());
      const englishReader = await stored(chose);
      await ask(hindiReader.mobileNo!, 'en');
      await ask(englishReader.mobileNo!, 'hi');
      expect((await textsTo(hindiReader.mobileNo!))[0]).toContain('आपका');
      expect((await textsTo(englishReader.mobileNo!))[0]).toMatch(/^\d{6} is your .* login OTP\./);
    });

    it('an account that holds only the default language gets it in the site\'s (the sign-in brings that language to it)', async () => {
      const unchosen = await stored(UserMother.tenant());
      await ask(unchosen.mobileNo!, 'hi');
      expect((await textsTo(unchosen.mobileNo!))[0]).toContain('आपका');
      const another = await stored(UserMother.tenant());
      await ask(another.mobileNo!);
      expect((await textsTo(another.mobileNo!))[0]).toMatch(/^\d{6} is your .* login OTP\./);
    });

    // A language the product does not speak never gets here: the edge refuses it and sends nothing (test/http/language.http.test.ts).
  });

  describe('visits (rides)', () => {
    const WHEN = { en: 'Wed, 25 Nov, 10-11 AM', hi: 'बुध, 25 नव॰, 10-11 AM' };
    const PLACE = '2 BHK family flat near Boring Road, Boring Road';
    let admin: User;
    let listing: Property;

    beforeEach(async () => {
      admin = await stored(UserMother.admin());
      const owner = await stored(UserMother.owner());
      listing = PropertyMother.live(owner.id, {}, h.clock.now());
      await h.container.get<PropertyRepository>(PropertyRepository).save(listing);
    });

    const makeRider = async (firstName: string, language: Language) => {
      const rider = UserMother.tenant({ firstName, lastName: 'Kumari', language });
      rider.becomeRider('patna', h.clock.now());
      await stored(rider);
      await h.container
        .get<RiderApplicationRepository>(RiderApplicationRepository)
        .save(RiderApplicationMother.approved(rider.id, admin.id, { city: 'patna', localities: ['Boring Road'], mobileNo: rider.mobileNo! }));
      return rider;
    };
    /** A Hindi-reading tenant's visit, given to an English-reading rider who confirms it. */
    const confirmedVisit = async () => {
      const tenant = await stored(UserMother.tenant({ firstName: 'Neha', language: 'hi' }));
      const rider = await makeRider('Asha', 'en');
      const { ride } = await h.container.get(BookRide).execute({ actor: tenant, propertyId: listing.id, slot: { day: '2026-11-25', hour: 10 } });
      await h.container.get(AssignRider).execute({ actor: admin, rideId: ride.id, riderId: rider.id });
      await h.container.get(ConfirmRide).execute({ actor: rider, rideId: ride.id });
      return { tenant, rider, ride };
    };

    it('the rider reads "assigned" and the tenant "confirmed" each in their own language', async () => {
      const { tenant, rider } = await confirmedVisit();
      expect(await textsTo(rider.mobileNo!)).toEqual([`${product}: new visit for you on ${WHEN.en} at ${PLACE}. Open Upcoming Rides to confirm.`]);
      expect(await textsTo(tenant.mobileNo!)).toEqual([
        `${product}: ${PLACE} देखने की आपकी विज़िट ${WHEN.hi} को पक्की है। राइडर Asha (${rider.mobileNo}) वहीं मिलेंगे। घर देखे बिना कुछ न दें; पैसे लेने को QR स्कैन न करें।`,
      ]);
    });

    it('a Hindi-reading rider gets the assignment in Hindi', async () => {
      const tenant = await stored(UserMother.tenant());
      const rider = await makeRider('Bina', 'hi');
      const { ride } = await h.container.get(BookRide).execute({ actor: tenant, propertyId: listing.id, slot: { day: '2026-11-25', hour: 10 } });
      await h.container.get(AssignRider).execute({ actor: admin, rideId: ride.id, riderId: rider.id });
      expect(await textsTo(rider.mobileNo!)).toEqual([`${product}: नई विज़िट मिली: ${WHEN.hi}, ${PLACE}। 'आने वाली विज़िट' में पुष्टि करें।`]);
    });

    it('the window reads as the site and the console write it ("12-1 PM", "6-7 PM"), in English and in Hindi, never "12:00-13:00"', async () => {
      const [tenant, other] = [await stored(UserMother.tenant()), await stored(UserMother.tenant())];
      const english = await makeRider('Bina', 'en');
      const hindi = await makeRider('Chhaya', 'hi');
      const noon = await h.container.get(BookRide).execute({ actor: tenant, propertyId: listing.id, slot: { day: '2026-11-25', hour: 12 } });
      const evening = await h.container.get(BookRide).execute({ actor: other, propertyId: listing.id, slot: { day: '2026-11-25', hour: 18 } });
      await h.container.get(AssignRider).execute({ actor: admin, rideId: noon.ride.id, riderId: english.id });
      await h.container.get(AssignRider).execute({ actor: admin, rideId: evening.ride.id, riderId: hindi.id });
      expect(slotWindowText(12)).toBe('12-1 PM');
      expect(await textsTo(english.mobileNo!)).toEqual([`${product}: new visit for you on Wed, 25 Nov, ${slotWindowText(12)} at ${PLACE}. Open Upcoming Rides to confirm.`]);
      expect(await textsTo(hindi.mobileNo!)).toEqual([`${product}: नई विज़िट मिली: बुध, 25 नव॰, 6-7 PM, ${PLACE}। 'आने वाली विज़िट' में पुष्टि करें।`]);
    });

    it('a cancellation reaches the tenant in Hindi and the rider in English, the reason as typed', async () => {
      const { tenant, rider, ride } = await confirmedVisit();
      await h.container.get(CancelRide).execute({ actor: tenant, rideId: ride.id, reason: 'Found another flat' });
      // (Queued texts may arrive in any order: each list holds the earlier text too.)
      expect(await textsTo(tenant.mobileNo!)).toContain(`${product}: ${WHEN.hi} को ${PLACE} की विज़िट रद्द हो गई है। कारण: Found another flat`);
      expect(await textsTo(rider.mobileNo!)).toContain(`${product}: the visit of ${PLACE} on ${WHEN.en} is cancelled. Reason: Found another flat`);
    });
  });

  describe('rider applications', () => {
    const applyAs = async (language: Language) => {
      const person = await stored(UserMother.tenant({ language }));
      const application = await h.container.get(ApplyAsRider).execute(person, riderApplicationInput());
      return { person, application };
    };
    const review = (applicationId: string, decision: 'approve' | 'reject', reason: string, actor: User) =>
      h.container.get(ReviewRiderApplication).execute({ actor, applicationId, decision, reason });

    it('a Hindi-reading applicant hears of the approval in Hindi, an English one of the rejection word for word', async () => {
      const admin = await stored(UserMother.admin());
      const hindi = await applyAs('hi');
      const english = await applyAs('en');
      await review(hindi.application.id, 'approve', 'Documents checked', admin);
      await review(english.application.id, 'reject', 'The PAN does not match the name.', admin);
      expect(await textsTo(hindi.person.mobileNo!)).toEqual([`${product}: स्वागत है! अब आप राइडर हैं। 'राइडर लॉग इन' से लॉग इन करके आस-पास की विज़िट देखें।`]);
      expect(await textsTo(english.person.mobileNo!)).toEqual([`${product}: your rider application was not approved. Reason: The PAN does not match the name.`]);
    });

    it('a Hindi-reading applicant hears of a rejection in Hindi, with the reason as the admin wrote it', async () => {
      const admin = await stored(UserMother.admin());
      const { person, application } = await applyAs('hi');
      await review(application.id, 'reject', 'Photo unclear', admin);
      expect(await textsTo(person.mobileNo!)).toEqual([`${product}: राइडर बनने का आपका आवेदन मंज़ूर नहीं हुआ। कारण: Photo unclear`]);
    });
  });

  describe('the owner\'s consent code', () => {
    const askCode = (rider: User, mobileNo: string) => h.container.get(RequestOwnerConsent).execute(rider, mobileNo);
    const rider = (language: Language) => stored(UserMother.rider({ secondaryRole: 'TENANT', language }));
    const english = (code: string) =>
      `${product}: rider Vikash is listing your home for rent. If you agree, share this code with them: ${code}. Valid 10 minutes. Ignore this if you did not ask.`;
    const hindi = (code: string) =>
      `${product}: राइडर Vikash आपका घर किराए के लिए लिस्ट कर रहे हैं। सहमत हों तो उन्हें कोड ${code} बताएँ (10 मिनट तक मान्य)। आपने नहीं माँगा हो तो अनदेखा करें।`;
    const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

    it('an owner with an account reads it in their language, whatever the rider reads', async () => {
      const hindiOwner = await stored(UserMother.owner({ language: 'hi' }));
      const englishOwner = await stored(UserMother.owner());
      await askCode(await rider('en'), hindiOwner.mobileNo!);
      await askCode(await rider('hi'), englishOwner.mobileNo!);
      const [toHindi] = await textsTo(hindiOwner.mobileNo!);
      const [toEnglish] = await textsTo(englishOwner.mobileNo!);
      expect(toHindi).toBe(hindi(codeIn(toHindi)));
      expect(toEnglish).toBe(english(codeIn(toEnglish)));
    });

    it('an owner whose account a Hindi-reading rider\'s posting creates reads Hindi from then on, as the code came', async () => {
      const hindiRider = await rider('hi');
      const mobileNo = UserMother.mobile();
      await askCode(hindiRider, mobileNo);
      const [text] = await textsTo(mobileNo);
      expect(text).toBe(hindi(codeIn(text)));
      await h.container.get(CreateProperty).execute({
        actor: hindiRider,
        details: propertyForm(),
        ownerMobileNo: mobileNo,
        ownerOtp: codeIn(text),
        ownerFirstName: 'Sunita',
        ownerLastName: 'Devi',
      });
      expect(await users().findByMobile(mobileNo)).toMatchObject({ firstName: 'Sunita', primaryRole: 'OWNER', language: 'hi' });
    });

    it('an owner without an account reads it in the rider\'s language', async () => {
      const [first, second] = [UserMother.mobile(), UserMother.mobile()];
      await askCode(await rider('hi'), first);
      await askCode(await rider('en'), second);
      const [toFirst] = await textsTo(first);
      const [toSecond] = await textsTo(second);
      expect(toFirst).toBe(hindi(codeIn(toFirst)));
      expect(toSecond).toBe(english(codeIn(toSecond)));
    });
  });
});
