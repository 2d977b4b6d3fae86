import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { MikroORM } from '@mikro-orm/core';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { DatabaseHealth } from '../../application/shared/ports/database-health.port.js';
import { openDatabase } from '../../adapters/persistence/mikro-orm/orm.js';
import { LeadMother } from '../mothers/lead.mother.js';
import { harness } from '../support/harness.js';
import { useContractCheck } from '../support/test-app.js';

/**
 * Database timeouts and outages, on the PostgreSQL server (PGlite has no pool, no statement timer and no network to
 * lose: these faults only exist on the server). A locked table and a full pool end in 503 + Retry-After
 * once the statement or acquire timeout passes, while health answers from its own connection; a lost
 * database answers 503, readiness follows it down and back up, liveness stays 200.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) console.warn('Database timeout and outage tests skipped: they need the PostgreSQL server (DATABASE_URL).');

const BUSY = { success: false, message: 'The service is busy or under maintenance, please try again shortly.', errors: {} };

/** A database of its own on the server, dropped at the end. */
async function throwAwayDatabase(): Promise<{ url: URL; drop(): Promise<void> }> {
  const name = `test_outage_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** Every answer, 503s included, checked against the OpenAPI document. */
const contract = useContractCheck();

function appOn(orm: MikroORM, env: Record<string, string>) {
  const h = harness({ persistence: { kind: 'mikro-orm', orm }, env: { LEADS_PER_IP_PER_HOUR: '10000', ...env } });
  const http = contract.wrap(request(createHttpApp(h.container, { log: () => {} }).callback()));
  return { http, health: h.container.get<DatabaseHealth>(DatabaseHealth) };
}

describe.skipIf(!serverUrl)('a locked table and a full pool (PostgreSQL server)', () => {
  const limits = { poolMax: 3, statementTimeoutMs: 5000, poolAcquireTimeoutMs: 1000 };
  let db: Awaited<ReturnType<typeof throwAwayDatabase>>;
  let orm: MikroORM;
  let app: ReturnType<typeof appOn>;

  beforeAll(async () => {
    db = await throwAwayDatabase();
    orm = await openDatabase({ kind: 'postgres', url: db.url.toString() }, { limits });
    app = appOn(orm, {});
  });
  afterAll(async () => {
    await app?.health.close();
    await orm?.close(true);
    await db?.drop();
  });

  it('requests that touch it end in 503 + Retry-After after the timeouts; live and ready still answer; the lock released, all is well', async () => {
    await app.http.post('/api/v1/leads').send(LeadMother.form()).expect(201);
    const locker = new pg.Client({ connectionString: db.url.toString() });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table leads in access exclusive mode');

      // Twice the pool: three hold a connection waiting on the lock, three wait for a connection.
      let lastPostAnsweredAt = 0;
      const posts = Array.from({ length: 6 }, () =>
        app.http
          .post('/api/v1/leads')
          .send(LeadMother.form())
          .then((res) => {
            lastPostAnsweredAt = Date.now();
            return res;
          }),
      );
      // Wait until every pooled connection is stuck on the lock (pg_stat_activity is read outside the
      // locking transaction: inside one it would be a snapshot frozen at the first read).
      const observer = new pg.Client({ connectionString: db.url.toString() });
      await observer.connect();
      try {
        let waiting = 0;
        for (const until = Date.now() + limits.statementTimeoutMs; waiting < limits.poolMax && Date.now() < until; ) {
          await new Promise((r) => setTimeout(r, 20));
          const { rows } = await observer.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          waiting = rows[0].n;
        }
        expect(waiting).toBe(limits.poolMax);
      } finally {
        await observer.end();
      }

      const live = await app.http.get('/api/v1/health/live');
      const ready = await app.http.get('/api/v1/health/ready');
      const readyAnsweredAt = Date.now();
      expect(live.status).toBe(200);
      expect(ready.status).toBe(200);

      const answers = await Promise.all(posts);
      // Ready did not queue behind the stuck requests.
      expect(readyAnsweredAt).toBeLessThan(lastPostAnsweredAt);
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toMatchObject(BUSY);
      }
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    await app.http.post('/api/v1/leads').send(LeadMother.form()).expect(201);
    await app.http.get('/api/v1/health/ready').expect(200);
  }, 60_000);
});

/** A TCP proxy in front of the PostgreSQL server that the test can cut and restore. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Refuses new connections and drops every open one. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe.skipIf(!serverUrl)('losing the database (PostgreSQL server behind a TCP proxy)', () => {
  let db: Awaited<ReturnType<typeof throwAwayDatabase>>;
  let proxy: CuttableProxy;
  let orm: MikroORM;
  let app: ReturnType<typeof appOn>;

  beforeAll(async () => {
    db = await throwAwayDatabase();
    proxy = new CuttableProxy({ host: db.url.hostname, port: Number(db.url.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(db.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    orm = await openDatabase({ kind: 'postgres', url: viaProxy.toString() }, { limits: { poolMax: 3, statementTimeoutMs: 3000, poolAcquireTimeoutMs: 1000 } });
    app = appOn(orm, {});
  });
  afterAll(async () => {
    await proxy?.cut();
    await app?.health.close();
    await orm?.close(true).catch(() => undefined);
    await db?.drop();
  });

  it('answers 503 + Retry-After while the database is gone, ready follows it down and back up, live stays 200', async () => {
    await app.http.post('/api/v1/leads').send(LeadMother.form()).expect(201);
    await app.http.get('/api/v1/health/ready').expect(200);

    await proxy.cut();
    for (const attempt of [
      () => app.http.post('/api/v1/leads').send(LeadMother.form()),
      () => app.http.post('/api/v1/leads').send(LeadMother.form()),
      () => app.http.get('/api/v1/properties/list?city=patna'),
    ]) {
      const res = await attempt();
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toMatchObject(BUSY);
    }
    expect((await app.http.get('/api/v1/health/ready')).status).toBe(503);
    expect((await app.http.get('/api/v1/health/live')).status).toBe(200);

    await proxy.open();
    let ready = 0;
    for (let i = 0; i < 50 && ready !== 200; i += 1) {
      ready = (await app.http.get('/api/v1/health/ready')).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toBe(200);
    await app.http.post('/api/v1/leads').send(LeadMother.form()).expect(201);
  }, 60_000);
});
