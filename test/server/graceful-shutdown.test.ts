import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapters/persistence/mikro-orm/orm.js';
import { LeadMother } from '../mothers/lead.mother.js';
import { startSmtpStandIn } from '../adapters/stand-in-servers.js';
import { rawRequest, refusedSoon, SlowPost, startServerProcess, type ServerProcess } from './server-process.js';

/**
 * SIGTERM to the real server process: in-flight requests finish and are stored, the
 * port closes, readiness turns 503 at once, the database is closed and the process exits 0; a request
 * that never finishes is cut at the deadline.
 */
describe('graceful shutdown of the server process', () => {
  let server: ServerProcess | undefined;
  afterEach(() => {
    server?.remove();
    server = undefined;
  });

  it('on SIGTERM answers every in-flight request, stores each acknowledged lead, refuses new connections and exits 0', async () => {
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '30000', SHUTDOWN_UNREADY_DELAY_MS: '1500' });
    const forms = Array.from({ length: 20 }, () => LeadMother.form());
    const posts = forms.map((form) => new SlowPost(server!.port, '/api/v1/leads', JSON.stringify(form)));
    await Promise.all(posts.map((post) => post.accepted));
    for (const post of posts) post.sendFirstHalf();

    server.child.kill('SIGTERM');

    // Readiness turns false at once, while the port still takes connections for the unready delay...
    let ready = await rawRequest(server.port, 'GET /api/v1/health/ready HTTP/1.1');
    for (let i = 0; ready.status === 200 && i < 50; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      ready = await rawRequest(server.port, 'GET /api/v1/health/ready HTTP/1.1');
    }
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ success: false, data: { draining: true } });
    expect(ready.headers.connection).toBe('close');
    expect((await rawRequest(server.port, 'GET /api/v1/health/live HTTP/1.1')).status).toBe(200);
    // ...then refuses new connections, with all 20 requests still in flight.
    expect(await refusedSoon(server.port, 10_000)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    for (const post of posts) post.sendRest();
    const answers = await Promise.all(posts.map((post) => post.finished));
    for (const [i, answer] of answers.entries()) {
      expect(posts[i]!.error).toBeNull();
      expect(answer?.status).toBe(201);
      expect(answer?.headers.connection).toBe('close');
      expect(JSON.parse(answer!.body)).toMatchObject({ success: true, data: { id: expect.any(String) } });
    }

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.log).not.toContain('deadline');

    // The database was closed cleanly: reopened, it holds every lead whose client was told 201.
    const orm = await openDatabase({ kind: 'pglite', dataDir: server.dataDir });
    try {
      const rows = (await orm.em.fork().getConnection().execute('select mobile_no from leads')) as Array<{ mobile_no: string }>;
      expect(rows.map((row) => row.mobile_no).sort()).toEqual(forms.map((form) => form.mobile_no).sort());
    } finally {
      await orm.close();
    }
  }, 180_000);

  it('cuts a request that never finishes at SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '2000' });
    const stuck = new SlowPost(server.port, '/api/v1/leads', JSON.stringify(LeadMother.form()));
    const finishing = new SlowPost(server.port, '/api/v1/leads', JSON.stringify(LeadMother.form()));
    await Promise.all([stuck.accepted, finishing.accepted]);
    stuck.sendFirstHalf();
    finishing.sendFirstHalf();

    server.child.kill('SIGTERM');
    expect(await refusedSoon(server.port, 10_000)).toBe(true);
    finishing.sendRest();

    expect((await finishing.finished)?.status).toBe(201);
    expect(await stuck.finished).toBeNull();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.log).toContain('Shutdown deadline (2000 ms) passed: cutting 1 unfinished request(s)');
  }, 180_000);

  it('on SIGTERM lets a job in flight finish before the database closes: its mail goes out once and the job is completed', async () => {
    const smtp = await startSmtpStandIn();
    let release!: () => void;
    smtp.holdDataReply = new Promise<void>((resolve) => (release = resolve)); // the mail server takes its time to say "queued"
    try {
      server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '30000', MAIL_PROVIDER: 'smtp', SMTP_URL: smtp.url, MAIL_FROM: 'noreply@gharsetu.local' });
      const asked = await fetch(`http://127.0.0.1:${server.port}/api/v1/admin/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@gharsetu.local' }),
      });
      expect(asked.status).toBe(200); // answered at once; the mail is the job's
      for (let i = 0; i < 300 && smtp.heldDataReplies === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.heldDataReplies).toBe(1); // the job is sending: the mail is with the server, its answer pending

      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 1500));
      expect(server.child.exitCode).toBeNull(); // still waiting for the running job
      release();

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.log).not.toContain('did not finish');
      expect(server.log).not.toContain('cut off');
      expect(smtp.sessions.filter((session) => session.data !== null)).toHaveLength(1);
      const orm = await openDatabase({ kind: 'pglite', dataDir: server.dataDir });
      try {
        const connection = orm.em.fork().getConnection();
        // Completed before the database closed: not left to run (and mail) again on the next start.
        expect(await connection.execute(`select state from pgboss.job where name = 'auth.mail-password-reset-link'`)).toEqual([{ state: 'completed' }]);
        expect(await connection.execute(`select count(*)::int as n from message_deliveries`)).toEqual([{ n: 1 }]);
      } finally {
        await orm.close();
      }
    } finally {
      release();
      await smtp.close();
    }
  }, 180_000);

  it('a second signal during the drain exits at once with code 1', async () => {
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const stuck = new SlowPost(server.port, '/api/v1/leads', JSON.stringify(LeadMother.form()));
    await stuck.accepted;
    stuck.sendFirstHalf();

    server.child.kill('SIGTERM');
    expect(await refusedSoon(server.port, 10_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 1200)); // past the window in which a repeat counts as the same Ctrl-C
    server.child.kill('SIGTERM');

    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.log).toContain('SIGTERM again: exiting now');
  }, 180_000);
});
