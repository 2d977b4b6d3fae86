import { beforeEach, describe, expect, it } from 'vitest';
import type { SmsSender } from '../../../application/auth/ports/sms-sender.port.js';
import { ChangePropertyState } from '../../../application/properties/change-property-state.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { ChangeSearchAlertStatus } from '../../../application/search-alerts/change-search-alert-status.use-case.js';
import { CreateSearchAlert } from '../../../application/search-alerts/create-search-alert.use-case.js';
import { DeleteSearchAlert } from '../../../application/search-alerts/delete-search-alert.use-case.js';
import { DispatchSearchAlerts } from '../../../application/search-alerts/dispatch-search-alerts.use-case.js';
import { ListMySearchAlerts } from '../../../application/search-alerts/list-my-search-alerts.use-case.js';
import { listingFacts } from '../../../application/search-alerts/listing-facts.js';
import { MatchListingToAlerts } from '../../../application/search-alerts/match-listing-to-alerts.use-case.js';
import { OpenAlertLink } from '../../../application/search-alerts/open-alert-link.use-case.js';
import { AlertDigestRepository } from '../../../application/search-alerts/ports/alert-digest.repository.port.js';
import { SearchAlertRepository } from '../../../application/search-alerts/ports/search-alert.repository.port.js';
import { ResumeAlertsByLink } from '../../../application/search-alerts/resume-alerts-by-link.use-case.js';
import { SearchAlertSettings } from '../../../application/search-alerts/search-alert-settings.js';
import { SendSearchAlertDigest } from '../../../application/search-alerts/send-search-alert-digest.use-case.js';
import { StopAlertsByLink } from '../../../application/search-alerts/stop-alerts-by-link.use-case.js';
import { ViewAlertStopLink } from '../../../application/search-alerts/view-alert-stop-link.use-case.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { SecretHasher } from '../../../application/shared/ports/secret-hasher.port.js';
import { TokenGenerator } from '../../../application/shared/ports/token-generator.port.js';
import { UnitOfWork } from '../../../application/shared/ports/unit-of-work.port.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import type { Property, PropertyDetails } from '../../../domain/properties/property.js';
import { SearchAlertMessages } from '../../../domain/search-alerts/search-alert.js';
import type { User } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { SearchAlertMother } from '../../mothers/search-alert.mother.js';
import { failure } from '../../support/failure.js';
import { SearchAlertDto, searchCriteria } from '../../../adapters/http/search-alerts/search-alerts.dto.js';
import { parseBody } from '../../../adapters/http/validate-dto.js';
import { harness } from '../../support/harness.js';
import { drainJobs } from '../../support/jobs.js';

const HOUR = 60;

describe('search alerts', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  let owner: User;
  let asha: User;

  /** The listing page's search as the edge reads it (the search's filter readers), then the use case. */
  const save = async (actor: User, form: Record<string, unknown>) => h.container.get(CreateSearchAlert).execute({ actor, criteria: searchCriteria(await parseBody(SearchAlertDto, form)) });
  const mine = (actor: User) => h.container.get(ListMySearchAlerts).execute({ actor });
  const person = async (overrides: Parameters<typeof UserMother.tenant>[0] = {}) => {
    const user = UserMother.tenant(overrides);
    await h.container.get(UserRepository).save(user);
    return user;
  };
  /** A listing submitted for review by its owner, then approved by an admin: it goes live (and is matched). */
  const goLive = async (details: Partial<PropertyDetails> = {}, by = owner): Promise<Property> => {
    const listing = PropertyMother.draft(by.id, details, h.clock.now());
    listing.submit(h.clock.now());
    await h.container.get(PropertyRepository).save(listing);
    await h.container.get(ChangePropertyState).execute({ actor: admin, propertyId: listing.id, action: 'approve' });
    await drainJobs(h.container);
    return listing;
  };
  const texts = (user: User) => h.sms!.textsTo(user.mobileNo!);
  const noticesTo = (user: User) => h.sms!.notices.filter((n) => n.mobileNo === user.mobileNo);
  const dispatch = async () => {
    await h.container.get(DispatchSearchAlerts).execute({});
    await drainJobs(h.container);
  };
  const linksIn = (text: string) => {
    const [, code] = /\/s\/([A-Za-z0-9]+) /.exec(text) ?? [];
    const [, token] = /\/s\/stop\/([A-Za-z0-9]+)/.exec(text) ?? [];
    return { code: code!, token: token! };
  };

  beforeEach(async () => {
    // The fake clock starts at 10:00 UTC on 22 November: 15:30 in Patna, inside the sending hours.
    h = harness({ env: { PUBLIC_BASE_URL: 'https://gharsetu.example' } });
    admin = UserMother.admin();
    owner = UserMother.owner();
    asha = UserMother.tenant({ firstName: 'Asha' });
    for (const u of [admin, owner, asha]) await h.container.get(UserRepository).save(u);
  });

  describe('saving a search', () => {
    it('keeps the listing page search for the signed-in person, newest first', async () => {
      await save(asha, { city: 'patna', bhk: 2, max_rent: 15000 });
      h.clock.advanceMinutes(1);
      await save(asha, { city: 'gaya', search: 'Civil Lines' });
      expect((await mine(asha)).map((a) => [a.city, a.bhk, a.maxRent, a.text, a.status])).toEqual([
        ['gaya', null, null, 'Civil Lines', 'ACTIVE'],
        ['patna', 2, 15000, null, 'ACTIVE'],
      ]);
      expect(await mine(owner)).toEqual([]);
    });

    it('at most 5 a person, stopped ones included: the sixth is refused with the message; the same search twice too', async () => {
      for (let bhk = 1; bhk <= 5; bhk += 1) await save(asha, { city: 'patna', bhk });
      const [newest] = await mine(asha);
      await h.container.get(ChangeSearchAlertStatus).execute({ actor: asha, alertId: newest!.id, status: 'STOPPED' });
      const sixth = await failure(save(asha, { city: 'patna', bhk: 6 }));
      expect([sixth.kind, sixth.message]).toEqual(['CONFLICT', 'You already have 5 search alerts. Delete one in your profile to save this search.']);
      const twice = await failure(save(asha, { city: 'patna', bhk: 3 }));
      expect([twice.kind, twice.message]).toEqual(['CONFLICT', SearchAlertMessages.duplicate]);
      // Deleting one makes room.
      await h.container.get(DeleteSearchAlert).execute({ actor: asha, alertId: newest!.id });
      await expect(save(asha, { city: 'patna', bhk: 6 })).resolves.toBeTruthy();
      expect(await mine(asha)).toHaveLength(5);
    });

    it('refuses a bad search field by field, and a person without a mobile number', async () => {
      const bad = await failure(save(asha, { city: 'delhi', min_rent: 20000, max_rent: 9000 }));
      expect(bad.fields).toEqual({ city: 'city must be one of patna, gaya, muzaffarpur, bhagalpur, darbhanga, ranchi.', min_rent: SearchAlertMessages.rentRange });
      expect((await failure(save(admin, { city: 'patna' }))).message).toBe(SearchAlertMessages.noPhone);
      expect(await mine(asha)).toEqual([]);
    });

    it("another person's alert is not found for changing or deleting", async () => {
      const alert = await save(asha, { city: 'patna' });
      const bina = await person({ firstName: 'Bina' });
      expect((await failure(h.container.get(DeleteSearchAlert).execute({ actor: bina, alertId: alert.id }))).kind).toBe('NOT_FOUND');
      expect((await failure(h.container.get(ChangeSearchAlertStatus).execute({ actor: bina, alertId: alert.id, status: 'STOPPED' }))).kind).toBe('NOT_FOUND');
      expect((await mine(asha))[0]!.status).toBe('ACTIVE');
    });
  });

  describe('a new listing going live', () => {
    it('texts the people whose search shows it (city and every filter), not the others, with a short and a stop link', async () => {
      const bina = await person({ firstName: 'Bina' });
      const chandan = await person({ firstName: 'Chandan' });
      const deepa = await person({ firstName: 'Deepa' });
      await save(asha, { city: 'patna', bhk: 2, max_rent: 15000 });
      await save(bina, { city: 'gaya' });
      await save(chandan, { city: 'patna', furnishing: 'FULLY_FURNISHED' });
      await save(deepa, { city: 'patna', search: 'boring', preferred_tenants: 'FAMILY' });
      const home = await goLive({ bhk: 2, rent: 14000, furnishing: 'SEMI_FURNISHED', locality: 'Boring Road', preferredTenants: 'FAMILY' });

      expect(texts(bina)).toEqual([]);
      expect(texts(chandan)).toEqual([]);
      const [text] = texts(asha);
      expect(text).toMatch(/^GharSetu: a new home for your search alert: 2 BHK in Boring Road, Patna, Rs 14,000\/month\. See it: https:\/\/gharsetu\.example\/s\/[A-Za-z0-9]{10} Stop alerts: https:\/\/gharsetu\.example\/s\/stop\/[A-Za-z0-9]{20}$/);
      expect(texts(deepa)).toHaveLength(1);
      expect(await h.container.get(OpenAlertLink).execute({ code: linksIn(text!).code })).toBe(`/tenant/property-details/${home.id}`);
      expect(noticesTo(asha)[0]!.kind).toBe('SEARCH_ALERT_ONE');
    });

    it("never texts the owner about their own listing; a listing gone from search before the job ran texts nobody", async () => {
      await h.container.get(CreateSearchAlert).execute({ actor: owner, criteria: SearchAlertMother.criteria({ city: 'patna' }) });
      await save(asha, { city: 'patna', bhk: 3 });
      await goLive({ bhk: 3 });
      expect(texts(owner)).toEqual([]);
      expect(texts(asha)).toHaveLength(1);

      h.clock.advanceMinutes(25 * HOUR);
      const bina = await person();
      await save(bina, { city: 'patna' });
      // Approved, then taken down again before the queue got to its matching job.
      const listing = PropertyMother.live(owner.id, {}, h.clock.now());
      listing.reject('Photos are of another house', h.clock.now());
      await h.container.get(PropertyRepository).save(listing);
      await h.container.get(MatchListingToAlerts).execute({ propertyId: listing.id });
      await drainJobs(h.container);
      expect(texts(bina)).toEqual([]);
    });

    it('at most one SMS a person a day, for all their alerts; what came in between goes in the next one', async () => {
      await save(asha, { city: 'patna', bhk: 2 });
      await save(asha, { city: 'patna', max_rent: 20000 });
      const first = await goLive({ bhk: 2, rent: 14000, locality: 'Kankarbagh' });
      expect(texts(asha)).toHaveLength(1); // two alerts found it: one SMS, one home

      h.clock.advanceMinutes(2 * HOUR);
      const second = await goLive({ bhk: 3, rent: 16000, locality: 'Danapur' });
      h.clock.advanceMinutes(3 * HOUR);
      const third = await goLive({ bhk: 2, rent: 12000, locality: 'Kankarbagh', city: 'patna' });
      await dispatch();
      expect(texts(asha)).toHaveLength(1);

      // The next day (in its sending hours): one SMS for both homes.
      h.clock.advanceMinutes(19 * HOUR + 1);
      await dispatch();
      const [, next] = texts(asha);
      expect(next).toMatch(/^GharSetu: 2 new homes in Patna match your search alerts\. See them: https:\/\/gharsetu\.example\/s\/\w+ Stop alerts: https:\/\/gharsetu\.example\/s\/stop\/\w+$/);
      expect(texts(asha)).toHaveLength(2);
      // Its link: the listing page of the alert that found the most of them (max rent 20,000 found both).
      expect(await h.container.get(OpenAlertLink).execute({ code: linksIn(next!).code })).toBe('/tenant/patna/property-listing?max_rent=20000');
      const [latest] = await h.container.get(AlertDigestRepository).historyOf(asha.id);
      expect(latest!.propertyIds.sort()).toEqual([second.id, third.id].sort());
      expect(latest!.propertyIds).not.toContain(first.id);
      // Nothing is left to send: another dispatch sends nothing.
      h.clock.advanceMinutes(HOUR);
      await dispatch();
      expect(texts(asha)).toHaveLength(2);
    });

    it('at night nothing goes out; the first dispatch after 9:00 in Patna sends it', async () => {
      await save(asha, { city: 'patna' });
      h.clock.advanceMinutes(8 * HOUR); // 23:30 in Patna
      await goLive();
      await dispatch();
      expect(texts(asha)).toEqual([]);
      h.clock.advanceMinutes(9 * HOUR + 15); // 08:45
      await dispatch();
      expect(texts(asha)).toEqual([]);
      h.clock.advanceMinutes(30); // 09:15
      await dispatch();
      expect(texts(asha)).toHaveLength(1);
    });

    it('texts a Hindi reader in Hindi, an English one in English word for word', async () => {
      const sunita = await person({ firstName: 'Sunita' });
      sunita.language = 'hi';
      await h.container.get(UserRepository).save(sunita);
      await save(sunita, { city: 'patna' });
      await save(asha, { city: 'patna' });
      await goLive({ bhk: 0, rent: 6500, locality: 'Rajendra Nagar' });
      const [hindi] = noticesTo(sunita);
      expect(hindi!.language).toBe('hi');
      expect(hindi!.text).toMatch(/^GharSetu: आपकी खोज से मिलता नया घर: Rajendra Nagar, पटना में 1 RK, ₹6,500\/महीना। देखें: https:\/\/gharsetu\.example\/s\/\w+ अलर्ट बंद करें: https:\/\/gharsetu\.example\/s\/stop\/\w+$/);
      expect(hindi!.englishText).toMatch(/^GharSetu: a new home for your search alert: 1 RK in Rajendra Nagar, Patna, Rs 6,500\/month\./);
      expect(texts(asha)[0]).toMatch(/^GharSetu: a new home for your search alert: 1 RK in Rajendra Nagar, Patna, Rs 6,500\/month\. See it: /);
    });
  });

  describe('verified homes, the day, long names', () => {
    it('a listing verified after its approval texts the verified-only alerts once; alerts saved since its approval are not told of it', async () => {
      await save(asha, { city: 'patna', verified_only: 'true' });
      const home = await goLive({ locality: 'Kankarbagh' });
      expect(texts(asha)).toEqual([]); // approved, not yet verified
      const bina = await person({ firstName: 'Bina' });
      await save(bina, { city: 'patna' });
      await h.container.get(ChangePropertyState).execute({ actor: admin, propertyId: home.id, action: 'verify' });
      await drainJobs(h.container);
      expect(texts(asha)).toHaveLength(1);
      expect(texts(asha)[0]).toContain('in Kankarbagh, Patna');
      expect(texts(bina)).toEqual([]);
      // Verified again later: told once, never twice.
      h.clock.advanceMinutes(25 * HOUR);
      await h.container.get(ChangePropertyState).execute({ actor: admin, propertyId: home.id, action: 'verify' });
      await drainJobs(h.container);
      await dispatch();
      expect(texts(asha)).toHaveLength(1);
    });

    it('one SMS a calendar day in India: an evening SMS does not hold back the next morning\'s', async () => {
      await save(asha, { city: 'patna' });
      h.clock.advanceMinutes(5 * HOUR); // 20:30 in Patna
      await goLive({ locality: 'Kankarbagh' });
      expect(texts(asha)).toHaveLength(1);
      h.clock.advanceMinutes(13 * HOUR); // 09:30 the next day
      await goLive({ locality: 'Danapur' });
      expect(texts(asha)).toHaveLength(2);
      expect(texts(asha)[1]).toContain('in Danapur, Patna');
      h.clock.advanceMinutes(2 * HOUR);
      await goLive({ locality: 'Anisabad' });
      await dispatch();
      expect(texts(asha)).toHaveLength(2); // the day's one SMS went out already
    });

    it('a long locality is cut, so the text stays at two parts', async () => {
      await save(asha, { city: 'muzaffarpur' });
      await goLive({ city: 'muzaffarpur', rent: 1_00_000, locality: 'Sri Krishna Puri, near Patna Womens College Road, opposite the big temple' });
      const [text] = texts(asha);
      expect(text).toContain('in Sri Krishna Puri, near.., Muzaffarpur, Rs 1,00,000/month.');
      expect(text!.length).toBeLessThanOrEqual(2 * 153); // two GSM-7 parts
    });
  });

  describe('never twice', () => {
    it('the send job run twice, or by two workers at once, sends one SMS', async () => {
      await save(asha, { city: 'patna' });
      await goLiveQuietly();
      await matchPending();
      const send = h.container.get(SendSearchAlertDigest);
      await Promise.all([send.execute({ userId: asha.id }), send.execute({ userId: asha.id })]);
      await send.execute({ userId: asha.id });
      expect(texts(asha)).toHaveLength(1);
    });

    it('a crash after the SMS was recorded and before the provider answered: after a restart nothing is sent again', async () => {
      await save(asha, { city: 'patna' });
      // A first process: it records the SMS, hands it to the provider, and dies before the provider answers.
      const hanging: SmsSender = { sendOtp: async () => undefined, sendNotice: () => new Promise<void>(() => undefined) };
      const first = sendWith(hanging);
      await goLiveQuietly();
      await matchPending();
      void first.execute({ userId: asha.id });
      await waitFor(async () => (await h.container.get(AlertDigestRepository).historyOf(asha.id)).length === 1);
      // The restarted process runs the job again (the queue retries a job whose worker died), and the dispatch.
      await h.container.get(SendSearchAlertDigest).execute({ userId: asha.id });
      await dispatch();
      expect(texts(asha)).toEqual([]);
      const [record] = await h.container.get(AlertDigestRepository).historyOf(asha.id);
      expect(record!.status).toBe('SENDING'); // counted as the day's SMS: it may have gone out
      // A day later the next home goes out as usual, the first one not again.
      h.clock.advanceMinutes(24 * HOUR + 1);
      const next = await goLive({ locality: 'Danapur' });
      expect(texts(asha)).toHaveLength(1);
      expect((await h.container.get(AlertDigestRepository).historyOf(asha.id))[0]!.propertyIds).toEqual([next.id]);
    });

    it('a provider that refuses: the homes wait, and the retry sends them once', async () => {
      await save(asha, { city: 'patna' });
      await goLiveQuietly();
      await matchPending();
      h.sms!.failNext = true;
      await expect(h.container.get(SendSearchAlertDigest).execute({ userId: asha.id })).rejects.toThrow('provider down');
      expect(texts(asha)).toEqual([]);
      await h.container.get(SendSearchAlertDigest).execute({ userId: asha.id });
      await h.container.get(SendSearchAlertDigest).execute({ userId: asha.id });
      expect(texts(asha)).toHaveLength(1);
      expect((await h.container.get(AlertDigestRepository).historyOf(asha.id)).map((d) => d.status)).toEqual(['SENT', 'FAILED']);
    });
  });

  describe('a slow provider', () => {
    it('a timeout after the provider took the text: the retry sends nothing more (the record counts as sent)', async () => {
      await save(asha, { city: 'patna' });
      await goLiveQuietly();
      await matchPending();
      h.sms!.timeoutNext = true;
      const send = h.container.get(SendSearchAlertDigest);
      await expect(send.execute({ userId: asha.id })).rejects.toThrow(/timeout/);
      expect(texts(asha)).toHaveLength(1); // it went out, though the provider's answer never came
      // The queue retries the job; the dispatch runs too: nothing is sent again.
      await send.execute({ userId: asha.id });
      await dispatch();
      expect(texts(asha)).toHaveLength(1);
      expect((await h.container.get(AlertDigestRepository).historyOf(asha.id)).map((d) => d.status)).toEqual(['SENDING']);
      expect(await h.container.get(AlertDigestRepository).pendingFor(asha.id)).toEqual([]);
    });
  });

  describe('the stop link', () => {
    it("stops every alert of the person, not only the one that found the SMS's homes; again changes nothing; undo resumes them", async () => {
      const a = await save(asha, { city: 'patna', bhk: 2 });
      const other = await save(asha, { city: 'gaya' });
      await goLive({ bhk: 2 });
      const { token } = linksIn(texts(asha)[0]!);

      // "Stop alerts" in the SMS: the page lists (and the tap stops) all of Asha's alerts, newest first.
      const view = await h.container.get(ViewAlertStopLink).execute({ token });
      expect(view.alerts.map((x) => [x.id, x.status])).toEqual([
        [other.id, 'ACTIVE'],
        [a.id, 'ACTIVE'],
      ]);
      const stopped = await h.container.get(StopAlertsByLink).execute({ token });
      expect([stopped.language, stopped.alerts.map((x) => x.status)]).toEqual(['en', ['STOPPED', 'STOPPED']]);
      await h.container.get(StopAlertsByLink).execute({ token });
      expect((await mine(asha)).map((x) => [x.id, x.status])).toEqual([
        [other.id, 'STOPPED'],
        [a.id, 'STOPPED'],
      ]);

      // Stopped: a new match of either alert sends nothing, even a day later.
      h.clock.advanceMinutes(24 * HOUR + 1);
      await goLive({ bhk: 2, locality: 'Danapur' });
      await goLive({ city: 'gaya', locality: 'Civil Lines' });
      await dispatch();
      expect(texts(asha)).toHaveLength(1);

      const resumed = await h.container.get(ResumeAlertsByLink).execute({ token });
      expect(resumed.alerts.map((x) => x.status)).toEqual(['ACTIVE', 'ACTIVE']);
      h.clock.advanceMinutes(HOUR);
      await goLive({ city: 'gaya', locality: 'Bodh Gaya' });
      expect(texts(asha)).toHaveLength(2);
      expect(texts(asha)[1]).toContain('in Bodh Gaya, Gaya');
    });

    it('two taps at once (an SMS app opening the link twice) both answer with the stopped page', async () => {
      await save(asha, { city: 'patna', bhk: 2 });
      await save(asha, { city: 'patna', bhk: 3 });
      await goLive({ bhk: 2 });
      const { token } = linksIn(texts(asha)[0]!);
      const stop = h.container.get(StopAlertsByLink);
      const views = await Promise.all([stop.execute({ token }), stop.execute({ token }), stop.execute({ token })]);
      for (const view of views) expect(view.alerts.map((x) => x.status)).toEqual(['STOPPED', 'STOPPED']);
      expect((await mine(asha)).map((x) => x.status)).toEqual(['STOPPED', 'STOPPED']);
    });

    it('an unknown or altered token is not found', async () => {
      for (const token of ['', 'nope', 'x'.repeat(300)]) {
        expect((await failure(h.container.get(StopAlertsByLink).execute({ token }))).message).toBe(SearchAlertMessages.linkNotFound);
      }
      expect((await failure(h.container.get(OpenAlertLink).execute({ code: 'AAAAAAAAAA' }))).kind).toBe('NOT_FOUND');
    });
  });

  /** A live listing stored without the approval's job (the tests that drive the send job by hand). */
  async function goLiveQuietly(): Promise<Property> {
    const listing = PropertyMother.live(owner.id, {}, h.clock.now());
    await h.container.get(PropertyRepository).save(listing);
    lastQuiet = listing;
    return listing;
  }
  let lastQuiet: Property | null = null;
  /** Records the matches of the last quiet listing, as the matching job would, without queueing the dispatch. */
  async function matchPending(): Promise<void> {
    await h.container.get(SearchAlertRepository).recordMatches(listingFacts(lastQuiet!, h.clock.now()), h.clock.now());
  }
  function sendWith(sms: SmsSender): SendSearchAlertDigest {
    return new SendSearchAlertDigest(
      h.container.get(AlertDigestRepository),
      h.container.get(SearchAlertRepository),
      h.container.get(PropertyRepository),
      h.container.get(UserRepository),
      sms,
      h.container.get(TokenGenerator),
      h.container.get(SecretHasher),
      h.container.get(Clock),
      h.container.get(UnitOfWork),
      h.container.get(SearchAlertSettings),
    );
  }
});

async function waitFor(condition: () => Promise<boolean>, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

