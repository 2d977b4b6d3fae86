import { describe, expect, it } from 'vitest';
import type { SmsNotice } from '../../application/auth/ports/sms-sender.port.js';
import { queueSms } from '../../application/shared/outbound-messages.js';
import { JobQueue } from '../../application/shared/ports/job-queue.port.js';
import { Logger } from '../../application/shared/ports/logger.port.js';
import { InProcessJobQueue } from '../../adapters/jobs/in-process-job-queue.js';
import { jobRegistryOf, JobWorkers } from '../../adapters/jobs/job-registry.js';
import { RequestOwnerConsent } from '../../application/properties/request-owner-consent.use-case.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { UserMother } from '../mothers/user.mother.js';
import { failure } from '../support/failure.js';
import { harness } from '../support/harness.js';
import { drainJobs } from '../support/jobs.js';

const notice: SmsNotice = { kind: 'RIDE_ASSIGNED', language: 'en', text: 'GharSetu: a new visit for you.', englishText: 'GharSetu: a new visit for you.' };

/** What was logged, by level and message. */
function recordingLogger() {
  const entries: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) => void entries.push({ level, message, fields });
  return { entries, logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } satisfies Logger };
}

/** A harness whose job queue (a fresh twin, retries at once) and logger are the test's, set before anything resolved them. */
function steered() {
  const h = harness();
  const log = recordingLogger();
  const queue = new InProcessJobQueue(log.logger, 0);
  queue.useRegistry(() => jobRegistryOf(h.container));
  for (const token of [JobQueue, JobWorkers]) {
    h.container.unbind(token);
    h.container.bind(token).toConstantValue(queue);
  }
  h.container.unbind(Logger);
  h.container.bind(Logger).toConstantValue(log.logger);
  /** Queues the notice to a new number and works the queue until it is empty; the number it went to. */
  const sendNotice = async () => {
    const to = UserMother.mobile();
    await queueSms(h.container.get<JobQueue>(JobQueue), to, notice);
    await drainJobs(h.container);
    return to;
  };
  return { h, queue, log, sendNotice };
}

/**
 * One delivery policy for every text sent from a job (ADR 0010): the provider's refusal means "not sent" and the job
 * tries again; anything unclear (a timeout, a reset connection, a gateway's 502/504) means "maybe sent": counted as
 * sent, logged, never sent again, so the person gets one text, not two.
 */
describe("the queued texts' delivery policy", () => {
  it('a provider that took the text but whose answer timed out: counted as sent and logged, never sent again (one text)', async () => {
    const { h, queue, log, sendNotice } = steered();
    h.sms!.timeoutNext = true;
    const to = await sendNotice();
    expect(h.sms!.textsTo(to)).toEqual([notice.englishText]);
    // Completed: nothing waits for a retry (retries here are immediate, so a retry would already have run).
    expect(queue.size).toBe(0);
    expect(queue.failed).toEqual([]);
    expect(log.entries.filter((e) => e.level === 'warn' || e.level === 'error').map((e) => e.message)).toEqual([
      'SMS may or may not have gone out (no clear answer from the provider): counted as sent, not sent again',
    ]);
    expect(log.entries[0]!.fields).toMatchObject({ job: 'sms.send', kind: 'RIDE_ASSIGNED' });
  });

  it('a refusal went nowhere: the job tries again and the text arrives once the provider takes it', async () => {
    const { h, log, sendNotice } = steered();
    h.sms!.failNext = true;
    const to = await sendNotice();
    expect(h.sms!.textsTo(to)).toEqual([notice.englishText]);
    expect(log.entries.filter((e) => e.level === 'warn' || e.level === 'error').map((e) => e.message)).toEqual(['Job failed; retrying with backoff']);
  });

  it('a provider that refuses every time: retried to the limit, then failed for good and logged, no text', async () => {
    const { h, queue, log, sendNotice } = steered();
    h.sms!.refuseAll = true;
    const to = await sendNotice();
    expect(h.sms!.textsTo(to)).toEqual([]);
    expect(queue.failed.map((f) => f.name)).toEqual(['sms.send']);
    expect(log.entries.filter((e) => e.level === 'error').map((e) => e.message)).toEqual(['Job failed for good']);
  });

  it("the owner's consent code is no job: sent in the request, so the rider hears at once when it could not go (502), and no payload holds it", async () => {
    const { h, queue } = steered();
    const rider = UserMother.rider();
    await h.container.get<UserRepository>(UserRepository).save(rider);
    const owner = UserMother.mobile();
    h.sms!.failNext = true;
    const refused = await failure(h.container.get(RequestOwnerConsent).execute(rider, owner));
    expect(refused).toMatchObject({ kind: 'DELIVERY_FAILED', message: 'We could not send the code to the owner right now. Please try again in a minute.' });
    await expect(h.container.get(RequestOwnerConsent).execute(rider, owner)).resolves.toEqual({ message: 'We sent a 6-digit code to the owner. Ask them to read it to you.' });
    expect(h.sms!.textsTo(owner)).toHaveLength(1); // at once: nothing to drain
    expect(queue.enqueued).toEqual([]);
  });
});
