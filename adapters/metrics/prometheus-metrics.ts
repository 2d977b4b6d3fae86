import type { MikroORM } from '@mikro-orm/core';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { port } from '../../application/shared/port.js';

/** Seconds: request latency buckets from a cached page (a few ms) to a slow upload (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a job run, a text or a mail came to. */
export type Outcome = 'sent' | 'failed';

/** A pg `Pool`'s counters (pg-pool). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * The instance's Prometheus metrics (prom-client), one registry per app (container): requests by route template,
 * method and status with a latency histogram; texts and mails sent or failed; OTP challenges and refusals; job runs
 * by outcome; and, read when scraped, the database pool and the job queue (depth, age of the oldest ready job per
 * queue). `defaults` adds prom-client's process metrics (event-loop lag, memory, CPU, handles): on for a served app,
 * off for the many short-lived apps of the tests.
 *
 * Nothing here is shared state: each instance exposes its own counters and Prometheus adds them up across the fleet
 * (`sum by (route) (rate(http_requests_total[5m]))`).
 */
export class PrometheusMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'route' | 'method' | 'status'>;
  private readonly sms: Counter<'kind' | 'result'>;
  private readonly mail: Counter<'result'>;
  private readonly otp: Counter<'step' | 'outcome'>;
  private readonly jobs: Counter<'queue' | 'result'>;

  constructor(options: { defaults: boolean }) {
    const registers = [this.registry];
    if (options.defaults) collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route template, method and status: count and latency',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.sms = new Counter({ name: 'sms_messages_total', help: 'Texts handed to the SMS provider, by kind (OTP or the notice kind) and result', labelNames: ['kind', 'result'], registers });
    this.mail = new Counter({ name: 'mail_messages_total', help: 'Mails handed to the mail server, by result', labelNames: ['result'], registers });
    this.otp = new Counter({
      name: 'otp_requests_total',
      help: 'Phone OTP challenges and verifications: outcome is "ok" or the refusal code (OTP_WAIT, OTP_HOURLY_CAP, INVALID_OTP...)',
      labelNames: ['step', 'outcome'],
      registers,
    });
    this.jobs = new Counter({ name: 'job_runs_total', help: 'Background job runs on this instance by queue and result (completed / failed)', labelNames: ['queue', 'result'], registers });
  }

  observeRequest(route: string, method: string, status: number, seconds: number): void {
    this.requests.observe({ route, method, status: String(status) }, seconds);
  }

  countSms(kind: string, result: Outcome): void {
    this.sms.inc({ kind, result });
  }

  countMail(result: Outcome): void {
    this.mail.inc({ result });
  }

  countOtp(step: 'challenge' | 'verify', outcome: string): void {
    this.otp.inc({ step, outcome });
  }

  countJob(queue: string, result: 'completed' | 'failed'): void {
    this.jobs.inc({ queue, result });
  }

  /**
   * Gauges read from the database when scraped: the pool (PostgreSQL server only; PGlite is one in-process
   * connection) and pg-boss's queues. A failing read (the database down) leaves those series out of that scrape.
   */
  /**
   * The hot standby's replay lag as this instance sees it (DATABASE_READ_URL): 0 while it has replayed all it received
   * or when there is no standby; -1 when it does not answer (its reads then go to the primary). Read at each scrape.
   */
  watchReplica(replica: MikroORM | undefined): void {
    new Gauge({
      name: 'db_replica_lag_seconds',
      help: 'Seconds the hot standby public reads use is behind the primary (0: none or caught up; -1: not answering)',
      registers: [this.registry],
      aggregator: 'max',
      async collect() {
        if (!replica) return this.set(0);
        try {
          const rows = await replica.em.fork().getConnection().execute<{ lag: number | string | null }[]>(
            `select case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                         else extract(epoch from now() - pg_last_xact_replay_timestamp()) end as lag`,
          );
          this.set(Math.max(0, Number(rows[0]?.lag ?? 0)));
        } catch {
          this.set(-1);
        }
      },
    });
  }

  watchDatabase(orm: MikroORM): void {
    const connection = orm.em.getConnection();
    const registers = [this.registry];
    if (connection instanceof PostgreSqlConnection) {
      const pool = () => connection.getNativeClient() as Promise<PoolCounts>;
      const poolGauge = (name: string, help: string, read: (counts: PoolCounts) => number) =>
        new Gauge({
          name,
          help,
          registers,
          async collect() {
            this.set(read(await pool()));
          },
        });
      poolGauge('db_pool_connections_in_use', 'Connections of the database pool lent to a request or job', (p) => p.totalCount - p.idleCount);
      poolGauge('db_pool_connections_idle', 'Open connections of the database pool waiting for work', (p) => p.idleCount);
      poolGauge('db_pool_requests_waiting', 'Requests waiting for a free connection of the database pool', (p) => p.waitingCount);
    }
    const queues = () => readQueues(orm);
    let reading: Promise<QueueRow[]> | null = null;
    // The queue gauges of one scrape (collected together) share one read.
    const once = () => (reading ??= queues().finally(() => (reading = null)));
    const queueGauge = (name: string, help: string, read: (row: QueueRow) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'],
        registers,
        aggregator: 'max', // each worker of a cluster reads the same table: added up they would count it N times
        async collect() {
          this.reset();
          for (const row of await once().catch(() => [])) this.set({ queue: row.name }, read(row));
        },
      });
    queueGauge('job_queue_ready', 'Jobs waiting to run now (created or retrying, due)', (row) => Number(row.ready));
    queueGauge('job_queue_active', 'Jobs running', (row) => Number(row.active));
    queueGauge('job_queue_oldest_ready_seconds', 'Age of the oldest job waiting to run (0 when none waits)', (row) => Number(row.oldest_seconds ?? 0));
    queueGauge('job_queue_failed_last_hour', 'Jobs that failed for good in the last hour', (row) => Number(row.failed_last_hour));
  }

  contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}

export const Metrics = port<PrometheusMetrics>('Metrics');

interface QueueRow {
  name: string;
  ready: string | number;
  active: string | number;
  oldest_seconds: string | number | null;
  failed_last_hour: string | number;
}

/** pg-boss's job table by queue (its states: created < retry < active < completed < cancelled < failed). */
async function readQueues(orm: MikroORM): Promise<QueueRow[]> {
  return orm.em.getConnection().execute<QueueRow[]>(
    `select name,
            count(*) filter (where state < 'active' and start_after <= now()) as ready,
            count(*) filter (where state = 'active') as active,
            extract(epoch from now() - min(created_on) filter (where state < 'active' and start_after <= now())) as oldest_seconds,
            count(*) filter (where state = 'failed' and completed_on > now() - interval '1 hour') as failed_last_hour
       from pgboss.job
      where state < 'completed' or (state = 'failed' and completed_on > now() - interval '1 hour')
      group by name`,
  );
}
