import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { currentClientAddress, requestOrigin } from '../../adapters/http/request-origin.js';
import { InProcessJobQueue } from '../../adapters/jobs/in-process-job-queue.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the request origin (the audit log\'s "from where")', () => {
  it('is the client address while a request is served, wherever in its call chain it is asked, and null outside one', async () => {
    const seen: Array<string | null> = [];
    await requestOrigin({ ip: '203.0.113.7' } as Context, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(currentClientAddress());
    });
    seen.push(currentClientAddress());
    expect(seen).toEqual(['203.0.113.7', null]);
  });

  it('is null in a job, even one the in-process queue runs from a timer set while the request that enqueued it was served', async () => {
    const queue = new InProcessJobQueue(quiet);
    const ran: Array<string | null> = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    queue.handle({
      name: 'sms.send',
      handler: async () => {
        ran.push(currentClientAddress());
        done();
      },
    });
    await queue.start();
    await new Promise((resolve) => setTimeout(resolve, 5)); // the start's own wake-up is past: the request's one runs the job
    await requestOrigin({ ip: '203.0.113.8' } as Context, () => queue.enqueue('sms.send', { to: '9800000000', text: 'hi' } as never));
    await finished;
    await queue.stop();
    expect(ran).toEqual([null]);
  });
});
