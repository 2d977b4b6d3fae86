import { describe, expect, it } from 'vitest';
import { SmsSender } from '../../application/auth/ports/sms-sender.port.js';
import { JobWorkers } from '../../adapters/jobs/job-registry.js';
import { propertyForm } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait for the running workers: past their 10 s poll, so a NOTIFY missed on a loaded machine still passes. */
const WORKERS_MS = 15_000;

/** Polls `done` every 50 ms until it holds or `ms` pass. */
async function waitFor(done: () => boolean | Promise<boolean>, ms = WORKERS_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done()) && Date.now() < deadline) await sleep(50);
}

/**
 * A slow SMS provider never holds up an answer (ADR 0010): the texts are jobs the workers send after the answer.
 * Here the provider hangs until the test lets it go; the requests that text someone answer at once meanwhile,
 * and the texts arrive once it answers, sent by the running workers (no test hook runs them).
 */
describe.each(databaseKinds())('a slow SMS provider (%s)', (kind) => {
  const app = useTestApp(kind);
  /** The 'sms.send' jobs by state: every one `completed` means none is waiting to send again. */
  const smsJobStates = async () =>
    (await app.sql(`select state from pgboss.job where name = 'sms.send' order by state`)).map((row) => row.state as string);

  it('holds up neither the assignment nor the confirmation of a visit; the texts arrive when the provider answers', async () => {
    // The provider (the local sender behind the dev outbox) hangs on every notice until released.
    const sender = app.container.get(SmsSender);
    const deliver = sender.sendNotice.bind(sender);
    let release!: () => void;
    const provider = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    sender.sendNotice = async (...args) => {
      waiting += 1;
      await provider;
      return deliver(...args);
    };
    await app.container.get(JobWorkers).start(); // as `npm start` does: workers take jobs as they come
    try {
      await scenario();
    } finally {
      release(); // never leave the provider hanging (the queue's stop waits for running jobs)
    }

    async function scenario() {
      const admin = bearer(app.adminToken);
      const owner = await app.signedIn('OWNER');
      const listing = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ submit: true })).expect(201);
      await app.http.post(`/api/v1/properties/${listing.body.data.id}/state`).set(admin).send({ action: 'approve' }).expect(200);
      const riderMobile = UserMother.mobile();
      const rider = await app.http
        .post('/api/v1/admin/rider')
        .set(admin)
        .send({ first_name: 'Arjun', last_name: 'Singh', mobile_no: riderMobile, city: 'patna' })
        .expect(201);
      const riderToken = await app.tokenFor(rider.body.id);
      const tenant = await app.signedIn('TENANT');
      const booked = await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: listing.body.data.id, slot_date: '2026-11-23', slot_start: '10:00' }).expect(201);
      const rideId = booked.body.data.id as string;

      const timed = async (request: () => PromiseLike<unknown>) => {
        const started = performance.now();
        await request();
        return performance.now() - started;
      };
      const assigning = await timed(() => app.http.post(`/api/v1/admin/rides/${rideId}/assign`).set(admin).send({ rider_id: rider.body.id }).expect(200));
      const confirming = await timed(() => app.http.patch(`/api/v1/rides/${rideId}`).set(bearer(riderToken)).send({ action: 'confirm' }).expect(200));
      expect(assigning).toBeLessThan(2000);
      expect(confirming).toBeLessThan(2000);

      // Both texts are with the (hanging) provider, none has reached a phone.
      const outbox = async (to: string) => (await app.http.get('/api/v1/dev/outbox').query({ to }).expect(200)).body.data.map((m: { text: string }) => m.text) as string[];
      await waitFor(() => waiting >= 2);
      expect(waiting).toBe(2);
      expect(await outbox(riderMobile)).toEqual([]);
      expect(await outbox(tenant.mobileNo!)).toEqual([]);

      release();
      await waitFor(async () => (await outbox(tenant.mobileNo!)).length > 0 && (await outbox(riderMobile)).length > 0);
      expect((await outbox(riderMobile))[0]).toMatch(/new visit for you on .*10-11 AM/);
      expect((await outbox(tenant.mobileNo!))[0]).toContain(`is confirmed. Rider Arjun (${riderMobile}) will meet you there.`);
      // Each exactly once, however long the provider took: both jobs completed, none waits to send again.
      await waitFor(async () => (await smsJobStates()).every((state) => state === 'completed'));
      expect(await smsJobStates()).toEqual(['completed', 'completed']);
      expect(await outbox(riderMobile)).toHaveLength(1);
      expect(await outbox(tenant.mobileNo!)).toHaveLength(1);
    }
  }, 60_000);

  it('a provider that took a text but timed out before answering: the text counts as sent and goes out once', async () => {
    const sender = app.container.get(SmsSender);
    const deliver = sender.sendNotice.bind(sender);
    const attempts: string[] = [];
    sender.sendNotice = async (mobileNo, notice) => {
      attempts.push(mobileNo);
      await deliver(mobileNo, notice); // the provider has it...
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError'); // ...but we never hear so
    };
    try {
      const admin = bearer(app.adminToken);
      const owner = await app.signedIn('OWNER');
      const listing = await app.http.post('/api/v1/properties').set(bearer(owner.token)).send(propertyForm({ submit: true })).expect(201);
      await app.http.post(`/api/v1/properties/${listing.body.data.id}/state`).set(admin).send({ action: 'approve' }).expect(200);
      const riderMobile = UserMother.mobile();
      const rider = await app.http.post('/api/v1/admin/rider').set(admin).send({ first_name: 'Meena', last_name: 'Das', mobile_no: riderMobile, city: 'patna' }).expect(201);
      const tenant = await app.signedIn('TENANT');
      const booked = await app.http.post('/api/v1/rides').set(bearer(tenant.token)).send({ property_id: listing.body.data.id, slot_date: '2026-11-23', slot_start: '11:00' }).expect(201);
      await app.http.post(`/api/v1/admin/rides/${booked.body.data.id}/assign`).set(admin).send({ rider_id: rider.body.id }).expect(200);
      await app.drainJobs();
      // Nothing left to send again: the job completed (a retry would have been queued with the job still open).
      expect((await app.sql(`select state from pgboss.job where name = 'sms.send' and state <> 'completed'`))).toEqual([]);
      expect(attempts.filter((to) => to === riderMobile)).toHaveLength(1);
    } finally {
      sender.sendNotice = deliver;
    }
  });
});
