import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { JobQueue } from '../../application/shared/ports/job-queue.port.js';
import { Metrics } from '../../adapters/metrics/prometheus-metrics.js';
import { metricsListener } from '../../adapters/metrics/metrics-listener.js';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

const TOKEN = 'scrape-token-of-at-least-24-chars';

/** The value of one sample of the exposition text (`name{labels} value`), undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe.each(databaseKinds())('Prometheus metrics (%s)', (kind) => {
  const app = useTestApp(kind, { METRICS_TOKEN: TOKEN });
  const scrape = async () => (await app.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('are served only to the bearer of METRICS_TOKEN, as Prometheus text', async () => {
    await app.http.get('/metrics').expect(401);
    await app.http.get('/metrics').set('Authorization', 'Bearer not-the-token-not-the-token').expect(401);
    const answer = await app.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // Process health an operator watches: event-loop lag and memory.
    expect(sample(answer.text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(answer.text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('count requests by route template, never by the path a person asked for', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await app.http.get(`/api/v1/properties/${missing}`).expect(404);
    await app.http.get(`/api/v1/properties/${missing}`).expect(404);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/v1/properties/:id', method: 'GET', status: '404' })).toBe(2);
    expect(text).not.toContain(missing);
    // A scan of random paths adds no series of its own.
    await app.http.get('/api/v1/no-such-thing-1').expect(404);
    await app.http.get('/api/v1/no-such-thing-2').expect(404);
    expect(sample(await scrape(), 'http_request_duration_seconds_count', { route: 'unmatched api', status: '404' })).toBe(2);
  });

  it('count OTP challenges sent and refused (by the refusal code), and the texts sent by kind', async () => {
    const mobile_no = UserMother.mobile();
    const challenge = () => app.http.post('/api/v1/auth/otp-challenge').send({ country_code: '+91', captcha_token: 'tok', is_signup: true, mobile_no });
    const before = await scrape();
    await challenge().expect(200);
    const refused = await challenge().expect(429); // again within 30 seconds
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('otp_requests_total', { step: 'challenge', outcome: 'ok' })).toBe(1);
    expect(grew('otp_requests_total', { step: 'challenge', outcome: refused.body.code })).toBe(1);
    expect(grew('sms_messages_total', { kind: 'OTP', result: 'sent' })).toBe(1);
  });

  it('show the job queue: jobs waiting, then runs by result', async () => {
    await app.container.get<JobQueue>(JobQueue).enqueue('reconfirm.plan-reminders', {});
    const waiting = await scrape();
    expect(sample(waiting, 'job_queue_ready', { queue: 'reconfirm.plan-reminders' })).toBe(1);
    expect(sample(waiting, 'job_queue_oldest_ready_seconds', { queue: 'reconfirm.plan-reminders' })).toBeGreaterThanOrEqual(0);
    await app.drainJobs();
    const done = await scrape();
    expect(sample(done, 'job_queue_ready', { queue: 'reconfirm.plan-reminders' }) ?? 0).toBe(0);
    expect(sample(done, 'job_runs_total', { queue: 'reconfirm.plan-reminders', result: 'completed' })).toBe(1);
  });

  it.runIf(kind === 'postgres')('show the database pool in use and waiting', async () => {
    const text = await scrape();
    expect(sample(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_requests_waiting')).toBeGreaterThanOrEqual(0);
  });

  it('are also served without a token on the separate metrics listener, and nothing else is', async () => {
    const server = metricsListener(app.container.get(Metrics)).listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await request(base).get('/metrics').expect(200);
      expect(sample(answer.text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      await request(base).get('/').expect(404);
    } finally {
      server.close();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  const app = useTestApp('pglite');
  it('the app answers no /metrics', async () => {
    const answer = await app.http.get('/metrics');
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('http_request_duration_seconds');
  });
});
