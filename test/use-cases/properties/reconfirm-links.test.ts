import { beforeEach, describe, expect, it } from 'vitest';
import { ChangePropertyState } from '../../../application/properties/change-property-state.use-case.js';
import { PlanReconfirmReminders } from '../../../application/properties/plan-reconfirm-reminders.use-case.js';
import { SendReconfirmReminder } from '../../../application/properties/send-reconfirm-reminder.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { ReconfirmLinkRepository } from '../../../application/properties/ports/reconfirm-link.repository.port.js';
import { UseReconfirmLink } from '../../../application/properties/use-reconfirm-link.use-case.js';
import { ViewReconfirmLink } from '../../../application/properties/view-reconfirm-link.use-case.js';
import { JobQueue } from '../../../application/shared/ports/job-queue.port.js';
import { InProcessJobQueue } from '../../../adapters/jobs/in-process-job-queue.js';
import { jobRegistryOf, JobWorkers } from '../../../adapters/jobs/job-registry.js';
import { SecretHasher } from '../../../application/shared/ports/secret-hasher.port.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import type { Property } from '../../../domain/properties/property.js';
import { ReconfirmLink, type ReconfirmAction } from '../../../domain/properties/reconfirm-link.js';
import { ReconfirmLinkConflictError, ReconfirmLinkMessages } from '../../../domain/properties/reconfirm-link.errors.js';
import type { User } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { drainJobs } from '../../support/jobs.js';

const DAY = 86_400_000;
const LINK = /https?:\/\/[^\s]+\/o\/([A-Za-z0-9_-]+)/;

/**
 * The container's job queue swapped for one that retries a failed job at once (its backoff scaled to 0), so a
 * test sees a job fail through every retry of its policy. Before anything resolved the queue (a fresh harness).
 */
function instantRetries(h: ReturnType<typeof harness>): InProcessJobQueue {
  const queue = new InProcessJobQueue({ warn: () => undefined, error: () => undefined }, 0);
  queue.useRegistry(() => jobRegistryOf(h.container));
  for (const token of [JobQueue, JobWorkers]) {
    h.container.unbind(token);
    h.container.bind(token).toConstantValue(queue);
  }
  return queue;
}

/**
 * Owner reconfirmation in one tap: 3 days before a live listing would drop out of search its owner gets one SMS with a
 * one-tap link that reconfirms it or marks it rented without signing in. Driven like production: the daily job
 * is enqueued as its schedule would, the jobs it queues are run, the SMS is read as the owner receives it.
 */
describe('owner reconfirmation in one tap', () => {
  let h: ReturnType<typeof harness>;
  let owner: User;
  const users = () => h.container.get<UserRepository>(UserRepository);
  const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
  const links = () => h.container.get<ReconfirmLinkRepository>(ReconfirmLinkRepository);
  const advanceDays = (days: number) => h.clock.advanceSeconds(days * 86_400);
  /** The clock at 10:00 India time (when the daily job runs) on a day of December 2026. */
  const runOn = (day: number) => h.clock.advanceSeconds((Date.parse(`2026-12-${day}T04:30:00Z`) - h.clock.now().getTime()) / 1000);
  /** The daily job, as its schedule enqueues it, and every job it queues (the SMS). */
  const dailyRun = async () => {
    await h.container.get<JobQueue>(JobQueue).enqueue('reconfirm.plan-reminders', {});
    await drainJobs(h.container);
  };
  const textsTo = (user: User) => h.sms!.textsTo(user.mobileNo!);
  const tokenIn = (text: string) => LINK.exec(text)![1]!;
  const lastToken = (user: User) => tokenIn(textsTo(user).at(-1)!);
  const view = (token: string) => h.container.get(ViewReconfirmLink).execute(token);
  /** Any action, as another caller than the HTTP edge might pass: the use case still refuses an unknown one. */
  const use = (token: string, action: unknown) => h.container.get(UseReconfirmLink).execute({ token, action: action as ReconfirmAction });
  const reload = async (p: Property) => (await properties().findById(p.id))!;
  /** A listing approved now: its window ends in 30 days. */
  const liveListing = async (of: User = owner, locality = 'Boring Road') => {
    const p = PropertyMother.live(of.id, { locality }, h.clock.now());
    await properties().save(p);
    return p;
  };
  /** The listing's reminder link, planned and stored now (as the day's run does), and the job that sends it. */
  const plannedReminder = async (listing: Property) => {
    const link = ReconfirmLink.plan({ propertyId: listing.id, ownerId: owner.id, windowEndsAt: listing.listedUntil! }, h.clock.now());
    await links().add(link);
    return { link, send: () => h.container.get(SendReconfirmReminder).execute({ linkId: link.id }) };
  };

  beforeEach(async () => {
    h = harness();
    owner = UserMother.owner();
    await users().save(owner);
  });

  describe('the reminder', () => {
    it('goes out 3 days before the listing would drop out, once, with a short link to this listing', async () => {
      const listing = await liveListing(); // its window ends on 22 Dec (15:30 India time): in search all day until 21 Dec
      runOn(18);
      await dailyRun();
      expect(textsTo(owner)).toEqual([]);

      runOn(19);
      await dailyRun();
      expect(textsTo(owner)).toHaveLength(1);
      const [text] = textsTo(owner);
      // English word for word (the registered DLT template), one SMS part.
      expect(text).toBe(`GharSetu: your home in Boring Road is in search until 21 Dec. Still available or rented out? Tap: http://localhost:3000/o/${tokenIn(text!)}`);
      expect(tokenIn(text!)).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(text!.length).toBeLessThanOrEqual(160);
      expect((await view(tokenIn(text!))).property.id).toBe(listing.id);
      expect(listing.listedUntil!.toISOString()).toBe('2026-12-22T10:00:00.000Z');

      // The next days' runs (and a repeated one) send nothing more for this window.
      await dailyRun();
      advanceDays(1);
      await dailyRun();
      expect(textsTo(owner)).toHaveLength(1);
    });

    it('two runs at once (two instances, or a job retried) plan and send one reminder per window', async () => {
      await liveListing();
      const other = UserMother.owner();
      await users().save(other);
      await liveListing(other, 'Kankarbagh');
      advanceDays(28);
      const plan = h.container.get(PlanReconfirmReminders);
      const [a, b] = await Promise.all([plan.execute({}), plan.execute({})]);
      expect(a.planned + b.planned).toBe(2);
      await drainJobs(h.container);
      await dailyRun();
      expect(textsTo(owner)).toHaveLength(1);
      expect(textsTo(other)).toHaveLength(1);
    });

    it('not for a listing its owner reconfirmed recently (signed in), nor one rented since', async () => {
      const reconfirmed = await liveListing();
      const rented = await liveListing(owner, 'Kankarbagh');
      advanceDays(20);
      await h.container.get(ChangePropertyState).execute({ actor: owner, propertyId: reconfirmed.id, action: 'reconfirm' });
      await h.container.get(ChangePropertyState).execute({ actor: owner, propertyId: rented.id, action: 'mark_rented' });
      advanceDays(8); // the first window would end in 2 days; the new one in 22
      await dailyRun();
      expect(textsTo(owner)).toEqual([]);
    });

    it('a new window gets its own reminder and link; the old link does not act on the new window', async () => {
      const listing = await liveListing();
      advanceDays(28);
      await dailyRun();
      const first = lastToken(owner);
      await use(first, 'reconfirm'); // another 30 days from now
      advanceDays(26);
      await dailyRun();
      expect(textsTo(owner)).toHaveLength(1); // 4 days left: not yet
      advanceDays(1.5);
      await dailyRun();
      expect(textsTo(owner)).toHaveLength(2);
      const second = lastToken(owner);
      expect(second).not.toBe(first);
      expect((await view(second)).state).toBe('OPEN');
      expect((await reload(listing)).status).toBe('LIVE');
    });

    it("speaks the owner's language: Hindi to a Hindi reader", async () => {
      owner.language = 'hi';
      await users().save(owner);
      const listing = await liveListing();
      advanceDays(28);
      await dailyRun();
      const [text] = textsTo(owner);
      // The last day in search all day: the one before the India day its window ends on.
      const dayBeforeEnd = new Date(listing.listedUntil!.getTime() - DAY);
      const day = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(dayBeforeEnd);
      expect(text).toBe(`GharSetu: Boring Road वाला घर ${day} तक खोज में दिखेगा। खाली है या किराए पर चला गया? बताएँ: http://localhost:3000/o/${tokenIn(text!)}`);
      expect(text!.length).toBeLessThanOrEqual(3 * 67); // three UCS-2 parts (two only with a locality of 6 characters or fewer)
      expect(h.sms!.notices.at(-1)).toMatchObject({ kind: 'LISTING_RECONFIRM', language: 'hi' });
      // The English text, sent instead while the Hindi template is not registered with DLT: the date in English too
      // (a Devanagari date would make it Unicode, and not the registered template).
      const enDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(dayBeforeEnd);
      expect(h.sms!.notices.at(-1)!.englishText).toBe(
        `GharSetu: your home in Boring Road is in search until ${enDay}. Still available or rented out? Tap: http://localhost:3000/o/${tokenIn(text!)}`,
      );
    });

    it('keeps the text short with a long locality (cut with plain dots: no Unicode in an English SMS)', async () => {
      await liveListing(owner, 'Sri Krishna Puri, near Patna Women’s College Road');
      advanceDays(28);
      await dailyRun();
      const [text] = textsTo(owner);
      expect(text).toContain('your home in Sri Krishna Puri, near.. is in search until');
      expect(text!.length).toBeLessThanOrEqual(160);
    });

    it('a provider refusal gives the send back: the retry sends the one text (a new token), whose link works', async () => {
      const listing = await liveListing();
      advanceDays(28);
      const { link, send } = await plannedReminder(listing);
      h.sms!.failNext = true;
      await expect(send()).rejects.toThrow('provider down'); // the job fails: the queue retries it with backoff
      expect(await links().findById(link.id)).toMatchObject({ sentAt: null, tokenHash: null });
      expect(await send()).toEqual({ sent: true }); // the retry
      expect(await send()).toEqual({ sent: false }); // a run after the success sends nothing
      expect(textsTo(owner)).toHaveLength(1);
      await use(lastToken(owner), 'reconfirm');
      expect((await reload(listing)).listedUntil!.getTime()).toBe(h.clock.now().getTime() + 30 * DAY);
    });

    it('a timeout (the provider may have taken the text) keeps the claim: the retry sends nothing, and the link of the text works', async () => {
      const listing = await liveListing();
      advanceDays(28);
      const { link, send } = await plannedReminder(listing);
      h.sms!.timeoutNext = true; // the provider took it, but its answer never came
      await expect(send()).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(await send()).toEqual({ sent: false }); // the job's retry
      expect(textsTo(owner)).toHaveLength(1);
      await use(lastToken(owner), 'reconfirm');
      expect((await reload(listing)).listedUntil!.getTime()).toBe(h.clock.now().getTime() + 30 * DAY);
    });

    it('a provider refusing through every retry of the job (an outage): the next daily run sends the text, once', async () => {
      const queue = instantRetries(h);
      const listing = await liveListing();
      advanceDays(27);
      h.sms!.refuseAll = true;
      await dailyRun();
      expect(queue.failed.map((job) => job.name)).toEqual(['reconfirm.send-reminder']);
      expect(textsTo(owner)).toEqual([]);

      h.sms!.refuseAll = false; // the gateway is back; the next morning's run
      advanceDays(1);
      await dailyRun();
      expect(textsTo(owner)).toHaveLength(1);
      await dailyRun();
      advanceDays(1);
      await dailyRun();
      expect(textsTo(owner)).toHaveLength(1);
      await use(lastToken(owner), 'reconfirm');
      expect((await reload(listing)).listedUntil!.getTime()).toBe(h.clock.now().getTime() + 30 * DAY);
    });

    it('goes out on the calendar day 3 days before the window ends (India time), whatever the hour it ends, naming the last day in search all day', async () => {
      // Windows ending on 22 Dec at 00:00, 01:00, 09:00 and 23:00 India time: each is in search all day until 21 Dec only.
      const ends = [
        ['2026-12-21T18:30:00Z', 'Kadamkuan'],
        ['2026-12-21T19:30:00Z', 'Anisabad'],
        ['2026-12-22T03:30:00Z', 'Kankarbagh'],
        ['2026-12-22T17:30:00Z', 'Patliputra'],
      ] as const;
      for (const [end, locality] of ends) {
        await properties().save(PropertyMother.live(owner.id, { locality }, new Date(Date.parse(end) - 30 * DAY)));
      }
      runOn(18);
      await dailyRun();
      expect(textsTo(owner)).toEqual([]);
      runOn(19);
      await dailyRun();
      expect(textsTo(owner).map((text) => /in (\w+) is in search until (\d+ \w+)\./.exec(text)?.slice(1).join(' ')).sort()).toEqual([
        'Anisabad 21 Dec',
        'Kadamkuan 21 Dec',
        'Kankarbagh 21 Dec',
        'Patliputra 21 Dec',
      ]);
    });

    it("not on the window's last India day, when the text could only name yesterday: a late retry sends nothing, nor does the day's run", async () => {
      const listing = await liveListing(); // its window ends on 22 Dec, 15:30 India time: in search all day until 21 Dec
      const { link, send } = await plannedReminder(listing);
      runOn(22); // 10:00 on 22 Dec: the listing still shows in search until 15:30 today
      expect((await reload(listing)).isPublic(h.clock.now())).toBe(true);
      expect(await send()).toEqual({ sent: false }); // the job's retry, that late
      await dailyRun(); // nor queued again by the day's run
      expect(textsTo(owner)).toEqual([]);
      expect(await links().findById(link.id)).toMatchObject({ sentAt: null, tokenHash: null });

      // A listing that was never reminded (the daily job did not run for days) is not planned on its last day either.
      const other = UserMother.owner();
      await users().save(other);
      await properties().save(PropertyMother.live(other.id, { locality: 'Kankarbagh' }, new Date(Date.parse('2026-12-22T12:00:00Z') - 30 * DAY))); // ends 22 Dec, 17:30
      await dailyRun();
      expect(textsTo(other)).toEqual([]);
    });

    it('a provider refusing on every day before the last: on the last day the run sends nothing (it would name yesterday)', async () => {
      const queue = instantRetries(h);
      await liveListing(); // its window ends on 22 Dec, 15:30 India time
      h.sms!.refuseAll = true;
      for (const day of [19, 20, 21]) {
        runOn(day);
        await dailyRun();
      }
      expect(queue.failed.map((job) => job.name)).toEqual(['reconfirm.send-reminder', 'reconfirm.send-reminder', 'reconfirm.send-reminder']);
      h.sms!.refuseAll = false;
      runOn(22);
      await dailyRun();
      expect(textsTo(owner)).toEqual([]);
    });

    it('sends nothing once pointless: owner blocked, listing rented or reconfirmed meanwhile, or its window already over', async () => {
      const blockedOwner = UserMother.owner();
      await users().save(blockedOwner);
      const ofBlocked = await liveListing(blockedOwner);
      const rented = await liveListing(owner, 'Kankarbagh');
      const reconfirmed = await liveListing(owner, 'Rajendra Nagar');
      const late = await liveListing(owner, 'Patliputra');
      advanceDays(28);
      const planned = [ofBlocked, rented, reconfirmed, late].map((p) => ReconfirmLink.plan({ propertyId: p.id, ownerId: p.ownerId, windowEndsAt: p.listedUntil! }, h.clock.now()));
      for (const link of planned) await links().add(link);
      blockedOwner.changeStatus('BLOCKED', 'Asked tenants for advance money', h.clock.now());
      await users().save(blockedOwner);
      await h.container.get(ChangePropertyState).execute({ actor: owner, propertyId: rented.id, action: 'mark_rented' });
      await h.container.get(ChangePropertyState).execute({ actor: owner, propertyId: reconfirmed.id, action: 'reconfirm' });
      const send = (linkId: string) => h.container.get(SendReconfirmReminder).execute({ linkId });
      for (const link of planned.slice(0, 3)) expect(await send(link.id)).toEqual({ sent: false });
      advanceDays(2); // the window of `late` ended before its text went out (a queue held up for two days)
      expect(await send(planned[3]!.id)).toEqual({ sent: false });
      expect(textsTo(blockedOwner)).toEqual([]);
      expect(textsTo(owner)).toEqual([]);
    });
  });

  describe('the link', () => {
    let listing: Property;
    let token: string;
    beforeEach(async () => {
      listing = await liveListing();
      advanceDays(28);
      await dailyRun();
      token = lastToken(owner);
    });

    it('shows the listing and changes nothing when opened (SMS apps fetch links by themselves)', async () => {
      for (let i = 0; i < 3; i += 1) {
        const seen = await view(token);
        expect(seen.state).toBe('OPEN');
        expect(seen.property).toMatchObject({ id: listing.id, title: listing.title, locality: 'Boring Road', status: 'LIVE' });
        expect(seen.language).toBe('en');
      }
      const stored = await reload(listing);
      expect(stored.listedUntil!.getTime()).toBe(listing.listedUntil!.getTime());
      expect(stored.version).toBe(listing.version);
    });

    it('"Still available" keeps it in search for another 30 days, without signing in', async () => {
      advanceDays(1);
      const done = await use(token, 'reconfirm');
      const stored = await reload(listing);
      expect(stored.status).toBe('LIVE');
      expect(stored.listedUntil!.getTime()).toBe(h.clock.now().getTime() + 30 * DAY);
      expect(done.property.listedUntil!.getTime()).toBe(stored.listedUntil!.getTime());
      expect((await view(token)).state).toBe('USED');
    });

    it('"Rented out" marks it rented: out of search', async () => {
      await use(token, 'mark_rented');
      const stored = await reload(listing);
      expect(stored.status).toBe('RENTED');
      expect(stored.isPublic(h.clock.now())).toBe(false);
    });

    it('works once: a second tap is told "already used" with the listing as it is now, and changes nothing', async () => {
      await use(token, 'mark_rented');
      const second = await failure(use(token, 'reconfirm'));
      expect(second).toBeInstanceOf(ReconfirmLinkConflictError);
      expect(second.kind).toBe('CONFLICT');
      expect(second.message).toBe(ReconfirmLinkMessages.used);
      expect((second as ReconfirmLinkConflictError).state.property.status).toBe('RENTED');
      expect((second as ReconfirmLinkConflictError).state.link.usedAction).toBe('mark_rented');
      expect((await reload(listing)).status).toBe('RENTED');
    });

    it('two taps at once: one acts, the other is told it was used', async () => {
      const results = await Promise.allSettled([use(token, 'reconfirm'), use(token, 'mark_rented')]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(ReconfirmLinkConflictError);
      expect(refused.reason.message).toBe(ReconfirmLinkMessages.used);
      const stored = await reload(listing);
      expect(stored.version).toBe(listing.version + 1); // changed once
    });

    it('still works in the grace after the window ended (it brings the listing back into search)', async () => {
      advanceDays(2 + 3); // the window ended 3 days ago; the link expires in a day
      expect((await reload(listing)).isPublic(h.clock.now())).toBe(false);
      await use(token, 'reconfirm');
      expect((await reload(listing)).isPublic(h.clock.now())).toBe(true);
    });

    it('expires 4 days after the window it was sent for ended: 410 to a look and to a tap, nothing changes', async () => {
      advanceDays(2 + 4);
      for (const attempt of [view(token), use(token, 'reconfirm')]) {
        const error = await failure(attempt);
        expect(error.kind).toBe('GONE');
        expect(error.message).toBe(ReconfirmLinkMessages.expired);
      }
      expect((await reload(listing)).version).toBe(listing.version);
    });

    it('a made-up, altered or malformed token is a 404 that says nothing more', async () => {
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', altered, token.slice(0, 21), `${token}x`, '../../etc/passwd', '', 42, null]) {
        for (const attempt of [view(bad as string), use(bad as string, 'reconfirm')]) {
          const error = await failure(attempt);
          expect(error.kind).toBe('NOT_FOUND');
          expect(error.message).toBe(ReconfirmLinkMessages.notFound);
        }
      }
      expect((await reload(listing)).version).toBe(listing.version);
    });

    it('only the keyed hash of the token is stored: the token itself finds nothing', async () => {
      const stored = (await links().findByTokenHash(h.container.get<SecretHasher>(SecretHasher).hash(token)))!;
      expect(stored.propertyId).toBe(listing.id);
      expect(stored.tokenHash).not.toContain(token);
      expect(await links().findByTokenHash(token)).toBeNull();
    });

    it('a failed save of the listing leaves the link unused (one unit of work): the next tap works', async () => {
      const real = properties();
      let failing = true;
      const flaky = new Proxy(real, {
        get(target, key) {
          if (key === 'save' && failing) {
            return async () => {
              failing = false;
              throw new Error('database went away');
            };
          }
          const value = Reflect.get(target, key) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      h.container.unbind(PropertyRepository);
      h.container.bind(PropertyRepository).toConstantValue(flaky);
      await expect(use(token, 'mark_rented')).rejects.toThrow('database went away');
      expect((await view(token)).state).toBe('OPEN');
      expect((await links().findByTokenHash(h.container.get<SecretHasher>(SecretHasher).hash(token)))!.usedAt).toBeNull();
      expect((await reload(listing)).status).toBe('LIVE');
      await use(token, 'mark_rented');
      expect((await reload(listing)).status).toBe('RENTED');
      expect((await view(token)).state).toBe('USED');
    });

    it('an unknown action is a 400, and the link stays usable', async () => {
      for (const action of ['approve', 'archive', '', undefined, 1]) {
        const error = await failure(use(token, action));
        expect(error.kind).toBe('VALIDATION');
        expect(error.fields).toEqual({ action: 'action must be one of reconfirm, mark_rented.' });
      }
      expect((await view(token)).state).toBe('OPEN');
    });

    it('a blocked owner is told so (403) and nothing changes', async () => {
      owner.changeStatus('BLOCKED', 'Fake listings', h.clock.now());
      await users().save(owner);
      for (const attempt of [view(token), use(token, 'reconfirm')]) {
        const error = await failure(attempt);
        expect(error.kind).toBe('FORBIDDEN');
        expect(error.message).toBe('Your account is blocked. Please contact customer support.');
      }
      expect((await reload(listing)).listedUntil!.getTime()).toBe(listing.listedUntil!.getTime());
    });

    it('a listing no longer live in that window cannot be changed by it: rented or taken down since, or reconfirmed after signing in', async () => {
      await h.container.get(ChangePropertyState).execute({ actor: owner, propertyId: listing.id, action: 'reconfirm' });
      expect((await view(token)).state).toBe('CLOSED');
      const reconfirmedSince = await failure(use(token, 'mark_rented'));
      expect(reconfirmedSince.message).toBe(ReconfirmLinkMessages.windowChanged);
      expect((await reload(listing)).status).toBe('LIVE');

      await h.container.get(ChangePropertyState).execute({ actor: owner, propertyId: listing.id, action: 'archive' });
      const notLive = await failure(use(token, 'reconfirm'));
      expect(notLive.kind).toBe('CONFLICT');
      expect(notLive.message).toBe(ReconfirmLinkMessages.notLive);
      expect((notLive as ReconfirmLinkConflictError).state.property.status).toBe('ARCHIVED');
      expect((await reload(listing)).status).toBe('ARCHIVED');
    });
  });
});
