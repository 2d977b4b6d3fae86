import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildContainer } from '../../adapters/composition-root.js';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { JobQueue } from '../../application/shared/ports/job-queue.port.js';
import { placeholdersOf } from '../../application/shared/sms-texts/sms-template.js';
import { createPinoLogger } from '../../adapters/logging/pino-logger.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { RECONFIRM_PAGE_TEXTS } from '../../domain/shared/catalogue/pages/reconfirm-page.texts.js';
import type { Property } from '../../domain/properties/property.js';
import { ReconfirmLinkMessages } from '../../domain/properties/reconfirm-link.errors.js';
import type { Language } from '../../domain/shared/language.js';
import type { User } from '../../domain/users/user.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { drainJobs } from '../support/jobs.js';
import { harness, testConfig } from '../support/harness.js';
import { databaseKinds, serverPass } from '../support/test-database.js';
import { useContractCheck, useTestApp } from '../support/test-app.js';

const DAY = 86_400_000;
const PLACEHOLDERS = (text: string) => placeholdersOf(text).sort();

describe.skipIf(serverPass)('the reconfirmation page texts', () => {
  it('Hindi has every English key, with the same placeholders, and no empty text', () => {
    const { en, hi } = RECONFIRM_PAGE_TEXTS;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(hi[key].trim(), key).not.toBe('');
      expect(PLACEHOLDERS(hi[key]), key).toEqual(PLACEHOLDERS(en[key]));
    }
  });
});

describe.each(databaseKinds())('owner reconfirmation links over HTTP (%s)', (kind) => {
  const app = useTestApp(kind);
  const api = (token: string) => `/api/v1/reconfirm-links/${token}`;
  const page = (token: string) => `/o/${token}`;
  const users = () => app.container.get<UserRepository>(UserRepository);
  const properties = () => app.container.get<PropertyRepository>(PropertyRepository);
  const reload = async (p: Property) => (await properties().findById(p.id))!;
  const formatDay = (date: Date, language: Language = 'en') =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-IN' : 'hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date);
  /** "in search until {date}" of a window ending at `end`: the last day in search all day, the one before the India day it ends on. */
  const untilDay = (end: Date, language: Language = 'en') => formatDay(new Date(end.getTime() - DAY), language);

  /** An owner whose listing went live 28 days ago, the daily job run, and the link read from their SMS in the outbox. */
  const reminded = async (options: { language?: Language } = {}): Promise<{ owner: User; listing: Property; token: string }> => {
    const owner = UserMother.owner();
    if (options.language) owner.language = options.language;
    await users().save(owner);
    const listing = PropertyMother.live(owner.id, { title: '2 BHK near <Boring> Road', locality: 'Boring Road' }, app.clock.now());
    await properties().save(listing);
    app.clock.advanceSeconds(28 * 86_400);
    await app.container.get<JobQueue>(JobQueue).enqueue('reconfirm.plan-reminders', {});
    await drainJobs(app.container);
    const outbox = await app.http.get('/api/v1/dev/outbox').query({ to: owner.mobileNo! }).expect(200);
    const texts = (outbox.body.data as Array<{ text: string }>).map((m) => m.text);
    expect(texts).toHaveLength(1);
    const token = /\/o\/([A-Za-z0-9_-]{22})(?:\s|$)/.exec(texts[0]!)![1]!;
    return { owner, listing: (await reload(listing))!, token };
  };

  describe('the API', () => {
    it('GET shows the listing and changes nothing; POST "reconfirm" keeps it in search 30 more days; a second POST is 409 with the listing as it is now', async () => {
      const { listing, token } = await reminded();
      for (let i = 0; i < 2; i += 1) {
        const seen = await app.http.get(api(token)).expect(200);
        expect(seen.headers['cache-control']).toBe('no-store');
        expect(seen.body.data).toMatchObject({
          state: 'OPEN',
          language: 'en',
          used_at: null,
          used_action: null,
          listing: { id: listing.id, title: listing.title, locality: 'Boring Road', city: 'patna', status: 'LIVE', listed_until: listing.listedUntil!.toISOString(), in_search: true },
        });
      }
      expect((await reload(listing)).version).toBe(listing.version);

      const done = await app.http.post(api(token)).send({ action: 'reconfirm' }).expect(200);
      const until = new Date(app.clock.now().getTime() + 30 * DAY).toISOString();
      expect(done.body).toMatchObject({ success: true, message: ReconfirmLinkMessages.reconfirmed, data: { state: 'USED', used_action: 'reconfirm', listing: { status: 'LIVE', listed_until: until } } });
      expect((await reload(listing)).listedUntil!.toISOString()).toBe(until);

      const again = await app.http.post(api(token)).send({ action: 'mark_rented' }).expect(409);
      expect(again.body).toMatchObject({ success: false, message: ReconfirmLinkMessages.used, data: { state: 'USED', used_action: 'reconfirm', listing: { status: 'LIVE', listed_until: until } } });
      expect((await reload(listing)).status).toBe('LIVE');
      expect((await app.http.get(api(token)).expect(200)).body.data.state).toBe('USED');
    });

    it('POST "mark_rented" takes it out of search', async () => {
      const { listing, token } = await reminded();
      const done = await app.http.post(api(token)).send({ action: 'mark_rented' }).expect(200);
      expect(done.body.message).toBe(ReconfirmLinkMessages.markedRented);
      expect(done.body.data.listing).toMatchObject({ status: 'RENTED', listed_until: null, in_search: false });
      expect((await reload(listing)).status).toBe('RENTED');
    });

    it('404 for a made-up, altered or malformed token; 410 once expired; 400 for a bad action; 403 for a blocked owner', async () => {
      const { owner, listing, token } = await reminded();
      const altered = `${token.slice(0, 10)}${token[10] === 'x' ? 'y' : 'x'}${token.slice(11)}`;
      for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', altered, 'x%21y', 'a'.repeat(200)]) {
        expect((await app.http.get(api(bad)).expect(404)).body.message).toBe(ReconfirmLinkMessages.notFound);
        expect((await app.http.post(api(bad)).send({ action: 'reconfirm' }).expect(404)).body.message).toBe(ReconfirmLinkMessages.notFound);
      }
      for (const body of [{ action: 'approve' }, {}, { action: ['reconfirm'] }]) {
        const res = await app.http.post(api(token)).send(body).expect(400);
        expect(res.body.errors).toEqual({ action: 'action must be one of reconfirm, mark_rented.' });
      }

      const stored = (await users().findById(owner.id))!;
      stored.changeStatus('BLOCKED', 'Fake listings', app.clock.now());
      await users().save(stored);
      expect((await app.http.get(api(token)).expect(403)).body.message).toBe('Your account is blocked. Please contact customer support.');
      await app.http.post(api(token)).send({ action: 'reconfirm' }).expect(403);
      stored.changeStatus('ACTIVE', 'Cleared', app.clock.now());
      await users().save(stored);

      app.clock.advanceSeconds(6 * 86_400); // the window ended 4 days ago
      expect((await app.http.get(api(token)).expect(410)).body.message).toBe(ReconfirmLinkMessages.expired);
      await app.http.post(api(token)).send({ action: 'reconfirm' }).expect(410);
      expect((await reload(listing)).version).toBe(listing.version);
    });
  });

  describe('the page the SMS opens (/o/<token>)', () => {
    it('shows the listing with two buttons, no script; the form reconfirms it; a second tap says it was already used', async () => {
      const { listing, token } = await reminded();
      const first = await app.http.get(page(token)).expect(200).expect('Content-Type', /text\/html/);
      const html = first.text;
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Is your home still available?');
      expect(html).toContain('2 BHK near &#60;Boring&#62; Road');
      expect(html).toContain(`Shows in search until ${untilDay(listing.listedUntil!)}.`);
      expect(html).toContain(`<form method="post" action="/o/${token}">`);
      expect(html).toContain('<button type="submit" name="action" value="reconfirm">Still available</button>');
      expect(html).toContain('value="mark_rented" class="secondary">Rented out</button>');
      expect(html).not.toContain('<script');
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.headers['referrer-policy']).toBe('no-referrer');
      const nonce = /<style nonce="([^"]+)">/.exec(html)![1]!;
      expect(first.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(Buffer.byteLength(html)).toBeLessThan(6_000);
      await app.http.head(page(token)).expect(200);
      expect((await reload(listing)).version).toBe(listing.version);

      const done = await app.http.post(page(token)).type('form').send({ action: 'reconfirm' }).expect(200);
      const until = new Date(app.clock.now().getTime() + 30 * DAY);
      expect(done.text).toContain(`Thank you! Your listing stays in search until ${untilDay(until)}.`);
      expect(done.text).not.toContain('<form');
      expect((await reload(listing)).listedUntil!.getTime()).toBe(until.getTime());

      const again = await app.http.post(page(token)).type('form').send({ action: 'mark_rented' }).expect(409);
      expect(again.text).toContain(`This link was already used on ${formatDay(app.clock.now())} (still available).`);
      expect(again.text).toContain(`Shows in search until ${untilDay(until)}.`);
      const look = (await app.http.get(page(token)).expect(200)).text; // a look is no conflict: it says the same
      expect(look).toContain('This link was already used');
      expect(look).not.toContain('<form');
      expect((await reload(listing)).status).toBe('LIVE');
    });

    it("speaks the owner's language, with a switch; Rented out marks it rented", async () => {
      const { listing, token } = await reminded({ language: 'hi' });
      const html = (await app.http.get(page(token)).expect(200)).text;
      expect(html).toContain('<html lang="hi">');
      expect(html).toContain(RECONFIRM_PAGE_TEXTS.hi.heading);
      expect(html).toContain(`${untilDay(listing.listedUntil!, 'hi')} तक खोज में दिखेगा।`);
      expect(html).toContain(`href="/o/${token}?lang=en" lang="en">English</a>`);
      const english = (await app.http.get(page(token)).query({ lang: 'en' }).expect(200)).text;
      expect(english).toContain('<html lang="en">');
      expect(english).toContain(`<form method="post" action="/o/${token}?lang=en">`);

      const done = await app.http.post(page(token)).type('form').send({ action: 'mark_rented' }).expect(200);
      expect(done.text).toContain(RECONFIRM_PAGE_TEXTS.hi.doneRented);
      expect((await reload(listing)).status).toBe('RENTED');
    });

    it("on the window's last day, before it ends, says until today and the time it ends (not yesterday), in both languages", async () => {
      const { listing, token } = await reminded(); // the window ends in 2 days (the app's clock is shared by this file's tests)
      const end = listing.listedUntil!;
      expect(new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(end)).toBe('3:30 pm');
      app.clock.advanceSeconds((end.getTime() - 5.5 * 3600_000 - app.clock.now().getTime()) / 1000); // 10:00 on the day it ends
      const english = (await app.http.get(page(token)).expect(200)).text;
      expect(english).toContain('Shows in search until today, 3:30 pm.');
      expect(english).not.toContain(untilDay(end)); // yesterday
      expect(english).toContain('value="reconfirm"'); // still in time to keep it in search
      const hindi = (await app.http.get(page(token)).query({ lang: 'hi' }).expect(200)).text;
      expect(hindi).toContain('आज दोपहर 3:30 बजे तक खोज में दिखेगा।');
      // Once the window has ended, the page says since when it is out of search.
      app.clock.advanceSeconds(6 * 3600);
      expect((await app.http.get(page(token)).expect(200)).text).toContain(`Out of search since ${formatDay(end)}.`);
    });

    it('answers a made-up link 404, an expired one 410 and a tampered form 400 (the buttons again), each as a page', async () => {
      const { listing, token } = await reminded();
      const unknown = await app.http.get(page('AAAAAAAAAAAAAAAAAAAAAA')).expect(404).expect('Content-Type', /text\/html/);
      expect(unknown.text).toContain(RECONFIRM_PAGE_TEXTS.en.notFound);
      expect(unknown.text).not.toContain('<form');
      await app.http.post(page('AAAAAAAAAAAAAAAAAAAAAA')).type('form').send({ action: 'reconfirm' }).expect(404);

      const tampered = await app.http.post(page(token)).type('form').send({ action: 'archive' }).expect(400);
      expect(tampered.text).toContain(RECONFIRM_PAGE_TEXTS.en.badAction);
      expect(tampered.text).toContain('value="reconfirm"');

      app.clock.advanceSeconds(6 * 86_400);
      const expired = await app.http.get(page(token)).expect(410);
      expect(expired.text).toContain(RECONFIRM_PAGE_TEXTS.en.expired);
      expect(expired.text).toContain('href="/owner/login"');
      await app.http.post(page(token)).type('form').send({ action: 'reconfirm' }).expect(410);
      expect((await reload(listing)).version).toBe(listing.version);
    });

    it('takes a form POST on /o/<token> only; other methods there, and POST elsewhere on the site, stay 405', async () => {
      const del = await app.http.delete(page('AAAAAAAAAAAAAAAAAAAAAA')).expect(405);
      expect(del.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
      expect((await app.http.post('/o/a/b').type('form').send({ action: 'reconfirm' }).expect(405)).headers.allow).toBe('GET, HEAD, OPTIONS');
      await app.http.post('/').expect(405);
    });
  });
});

describe.skipIf(serverPass)('the link pages on an app of their own (in memory)', () => {
  const contract = useContractCheck();

  /** An app whose listings' store fails a save when `conflictNext` is set (another change won the race), and whose log is kept. */
  const setup = async () => {
    const h = harness();
    const lines: string[] = [];
    const memory = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const real = h.container.get<PropertyRepository>(PropertyRepository);
    const control = { conflictNext: false };
    const racing = new Proxy(real, {
      get(target, key) {
        if (key === 'save' && control.conflictNext) {
          return async () => {
            control.conflictNext = false;
            throw new ConcurrentModificationError();
          };
        }
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    h.container.unbind(PropertyRepository);
    h.container.bind(PropertyRepository).toConstantValue(racing);
    const http = contract.wrap(request(createHttpApp(h.container, { logger: createPinoLogger({ level: 'debug', destination: memory }) }).callback()));
    const owner = UserMother.owner();
    await h.container.get<UserRepository>(UserRepository).save(owner);
    const listing = PropertyMother.live(owner.id, { locality: 'Boring Road' }, h.clock.now());
    await real.save(listing);
    h.clock.advanceSeconds(28 * 86_400);
    await h.container.get<JobQueue>(JobQueue).enqueue('reconfirm.plan-reminders', {});
    await drainJobs(h.container);
    const token = /\/o\/([A-Za-z0-9_-]{22})$/.exec(h.sms!.textsTo(owner.mobileNo!)[0]!)![1]!;
    return { h, http, lines, control, real, listing, token };
  };

  it('no log line holds a link\'s token: the access log names the route (/o/:token, /s/stop/:token, /s/:code)', async () => {
    const { http, lines, token } = await setup();
    await http.get(`/o/${token}`).expect(200);
    await http.head(`/o/${token}`).expect(200);
    await http.post(`/o/${token}`).type('form').send({ action: 'reconfirm' }).expect(200);
    await http.delete(`/o/${token}`).expect(405);
    const stopToken = 'Zq8kP2_aZ-4bQwErTyUiXy';
    await http.get(`/s/stop/${stopToken}`).expect(404);
    await http.get('/s/Ab3dE9xQ').expect(404);
    await new Promise((resolve) => setTimeout(resolve, 30)); // access lines are written once each answer is finished
    const access = lines.map((line) => JSON.parse(line) as { msg: string; route?: string }).filter((line) => line.msg === 'request');
    expect(access.map((line) => line.route)).toEqual(['/o/:token', '/o/:token', '/o/:token', '/o/:token', '/s/stop/:token', '/s/:code']);
    for (const secret of [token, stopToken, 'Ab3dE9xQ']) expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });

  it('a tap that loses a race with another change of the listing is a 409 that asks for the tap again, with the buttons; the link still works', async () => {
    const { http, control, real, listing, token } = await setup();
    control.conflictNext = true;
    const clash = await http.post(`/o/${token}`).type('form').send({ action: 'reconfirm' }).expect(409);
    expect(clash.text).toContain(RECONFIRM_PAGE_TEXTS.en.changedMeanwhile);
    expect(clash.text).toContain('value="reconfirm"');
    expect(clash.text).not.toContain(RECONFIRM_PAGE_TEXTS.en.notFound);
    expect((await real.findById(listing.id))!.listedUntil!.getTime()).toBe(listing.listedUntil!.getTime());
    await http.post(`/o/${token}`).type('form').send({ action: 'reconfirm' }).expect(200);
  });

  it('a listing whose dates changed since the link was sent (here reconfirmed after signing in) is said so, in neutral words', async () => {
    const { http, real, listing, token, h } = await setup();
    const stored = (await real.findById(listing.id))!;
    stored.reconfirm(h.clock.now());
    await real.save(stored);
    const look = await http.get(`/o/${token}`).expect(200);
    expect(look.text).toContain(RECONFIRM_PAGE_TEXTS.en.windowChanged.replace("'", '&#39;'));
    const api = await http.post(`/api/v1/reconfirm-links/${token}`).send({ action: 'mark_rented' }).expect(409);
    expect(api.body.message).toBe("This listing's dates changed after this link was sent, so this link cannot change it.");
  });
});

describe.skipIf(serverPass)('running the daily job now (development, DEV_CLOCK=true)', () => {
  const contract = useContractCheck();

  it('POST /dev/jobs/{name} runs a recurring job at once: with the moved clock, the reminder goes out; nothing else runs that way', async () => {
    const container = buildContainer(testConfig({ DEV_CLOCK: 'true' }), { kind: 'in-memory' });
    const http = contract.wrap(request(createHttpApp(container).callback()));
    const owner = UserMother.owner();
    await container.get<UserRepository>(UserRepository).save(owner);
    const listing = PropertyMother.live(owner.id, { locality: 'Boring Road' }, new Date());
    await container.get<PropertyRepository>(PropertyRepository).save(listing);

    await http.post('/api/v1/dev/clock').send({ now: new Date(listing.listedUntil!.getTime() - 2.5 * DAY).toISOString() }).expect(200);
    expect((await http.post('/api/v1/dev/jobs/reconfirm.plan-reminders').expect(200)).body.data).toEqual({ name: 'reconfirm.plan-reminders' });
    await drainJobs(container);
    const outbox = await http.get('/api/v1/dev/outbox').query({ to: owner.mobileNo! }).expect(200);
    expect(outbox.body.data[0].text).toMatch(/^GharSetu: your home in Boring Road is in search until .+ Tap: http:\/\/localhost:3000\/o\/[A-Za-z0-9_-]{22}$/);

    await http.post('/api/v1/dev/jobs/reconfirm.send-reminder').expect(404); // not a recurring job
    await http.post('/api/v1/dev/jobs/nothing').expect(404);
    const off = contract.wrap(request(createHttpApp(buildContainer(testConfig(), { kind: 'in-memory' })).callback()));
    await off.post('/api/v1/dev/jobs/reconfirm.plan-reminders').expect(404);
  });
});
