import { availableParallelism } from 'node:os';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { ConfigError, loadConfig } from '../../adapters/config.js';
import { createHttpApp } from '../../adapters/http/create-app.js';
import { DatabaseHealth } from '../../application/shared/ports/database-health.port.js';
import { isDatabaseUnavailable } from '../../adapters/persistence/database-unavailable.js';
import { ServerLifecycle } from '../../adapters/server/server-lifecycle.js';
import { harness } from '../support/harness.js';
import { useContractCheck, useTestApp } from '../support/test-app.js';
import { databaseKinds } from '../support/test-database.js';

const BUSY = { success: false, message: 'The service is busy or under maintenance, please try again shortly.', errors: {} };

/** The answers of the apps this file builds itself, checked against the OpenAPI document (useTestApp checks its own). */
const contract = useContractCheck();

describe.each(databaseKinds())('liveness and readiness (%s)', (kind) => {
  const app = useTestApp(kind);

  it('live answers 200 without the database; ready and /health answer 200 when the database answers', async () => {
    expect((await app.http.get('/api/v1/health/live').expect(200)).body).toMatchObject({ success: true, data: { status: 'live' } });
    expect((await app.http.get('/api/v1/health/ready').expect(200)).body).toMatchObject({ success: true, data: { database: 'up', draining: false } });
    expect((await app.http.get('/api/v1/health').expect(200)).body).toMatchObject({ success: true, data: { database: 'up' } });
  });
});

describe('readiness follows the database and the drain', () => {
  it('answers 503 while the database does not answer, and 200 again once it does', async () => {
    const h = harness();
    let up = false;
    h.container.unbind(DatabaseHealth);
    h.container.bind(DatabaseHealth).toConstantValue({ check: async () => up, close: async () => undefined });
    const http = contract.wrap(request(createHttpApp(h.container, { log: () => {} }).callback()));
    expect((await http.get('/api/v1/health/ready').expect(503)).body).toMatchObject({ success: false, message: 'Database unavailable', data: { database: 'down' } });
    await http.get('/api/v1/health').expect(503);
    await http.get('/api/v1/health/live').expect(200);
    up = true;
    await http.get('/api/v1/health/ready').expect(200);
  });

  it('answers 503 once shutdown has begun, live stays 200', async () => {
    const h = harness();
    const http = contract.wrap(request(createHttpApp(h.container, { log: () => {} }).callback()));
    await http.get('/api/v1/health/ready').expect(200);
    h.container.get(ServerLifecycle).beginDraining();
    expect((await http.get('/api/v1/health/ready').expect(503)).body).toMatchObject({ success: false, message: 'Shutting down', data: { draining: true } });
    await http.get('/api/v1/health/live').expect(200);
  });
});

describe('a database outage is answered 503 with Retry-After, not 500', () => {
  const failingWith = (error: unknown) => {
    const h = harness();
    h.container.unbind(UserRepository);
    h.container.bind(UserRepository).toConstantValue({
      findById: async () => null,
      findByIds: async () => [],
      findAdminByEmail: async () => {
        throw error;
      },
      save: async () => undefined,
      list: async () => ({ items: [], total: 0 }),
      findByMobile: async () => null,
    });
    return contract.wrap(request(createHttpApp(h.container, { log: () => {} }).callback()));
  };

  it.each([
    ['a refused connection (AggregateError of ECONNREFUSED)', new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })], 'x')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a statement timeout (57014)', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['a server shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a broken connection (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a dropped connection, wrapped', new Error('query failed', { cause: new Error('Connection terminated unexpectedly') })],
  ])('%s', async (_name, error) => {
    const res = await failingWith(error).post('/api/v1/admin/login').send({ email: 'admin@example.com', password: 'whatever-1' }).expect(503);
    expect(res.body).toMatchObject(BUSY);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('other failures stay a 500 without Retry-After', async () => {
    const res = await failingWith(Object.assign(new Error('duplicate key value'), { code: '23505' }))
      .post('/api/v1/admin/login')
      .send({ email: 'admin@example.com', password: 'whatever-1' })
      .expect(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('the classifier ignores errors that are not about reaching the database', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('lock wait'), { code: '55P03' }))).toBe(true);
  });
});

describe('timeouts and shutdown configuration', () => {
  it('has production defaults and refuses values that cannot work', () => {
    const config = loadConfig({});
    expect(config.database.limits).toEqual({ poolMax: 10, statementTimeoutMs: 5000, poolAcquireTimeoutMs: 3000 });
    expect(config.database.healthTimeoutMs).toBe(1000);
    expect(config.shutdown).toEqual({ timeoutMs: 10_000, unreadyDelayMs: 0 });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0', SHUTDOWN_TIMEOUT_MS: '30000', SHUTDOWN_UNREADY_DELAY_MS: '5000' })).toMatchObject({
      database: { limits: { statementTimeoutMs: 0 } },
      shutdown: { timeoutMs: 30_000, unreadyDelayMs: 5000 },
    });
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow('DB_POOL_MAX must be at least 1');
    // The job queue's own pool on the server (docs/operations.md: the connection budget per instance).
    expect(config.database.jobQueuePoolMax).toBe(3);
    expect(loadConfig({ JOB_QUEUE_POOL_MAX: '5' }).database.jobQueuePoolMax).toBe(5);
    expect(() => loadConfig({ JOB_QUEUE_POOL_MAX: '0' })).toThrow('JOB_QUEUE_POOL_MAX must be at least 1');
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '5s' })).toThrow('DB_STATEMENT_TIMEOUT_MS must be a whole number');
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '1000', SHUTDOWN_UNREADY_DELAY_MS: '1000' })).toThrow(ConfigError);
  });

  it('runs one process unless WORKERS asks for more, and more only on a PostgreSQL server', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://db/app' }).workers).toBe(2);
    expect(loadConfig({ WORKERS: 'auto', DATABASE_URL: 'postgres://db/app' }).workers).toBe(availableParallelism());
    expect(() => loadConfig({ WORKERS: '2' })).toThrow('WORKERS above 1 needs DATABASE_URL');
    expect(() => loadConfig({ WORKERS: '0' })).toThrow('WORKERS must be at least 1');
  });

  it('serves metrics only when a long enough token or a separate port is set', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ token: undefined, port: 9464, host: '10.0.0.5' });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 24 characters');
  });
});
