import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from '../config.js';
import type { PrometheusMetrics } from '../metrics/prometheus-metrics.js';

/** A worker dying more often than this within a minute is a crash loop: the primary gives up (exit 1) rather than spin. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * `npm start` with WORKERS=N (N > 1, PostgreSQL server only): this process has prepared the database and now forks
 * N workers that share the port (node:cluster hands connections round-robin). It serves no request itself.
 * - A worker that dies unexpectedly is replaced (at most 5 a minute; beyond that the primary exits 1 so the service
 *   manager sees the failure).
 * - SIGTERM / SIGINT: each worker gets it and shuts down gracefully (readiness off, in-flight requests finished, its
 *   jobs stopped); the primary exits when the last one has, with the worst exit code, or after SHUTDOWN_TIMEOUT_MS
 *   and 5 s more kills what is left. A worker whose primary is gone (killed) shuts itself down (`disconnect`).
 * - METRICS_PORT: the primary answers /metrics with every worker's metrics added up (prom-client's
 *   AggregatorRegistry; the job-queue gauges, which each worker reads from the same table, take the max).
 */
export function runClusterPrimary(config: AppConfig): void {
  let stopping = false;
  let exitCode = 0;
  const restarts: number[] = [];
  const workers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  console.log(`Started ${config.workers} workers on port ${config.port} (pid ${process.pid} supervises)`);

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0 || signal) exitCode = Math.max(exitCode, code || 1);
      if (workers().length === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      console.error(`Workers keep dying (${restarts.length} in a minute); stopping`);
      stopping = true;
      exitCode = 1;
      for (const other of workers()) other.process.kill('SIGTERM');
      if (workers().length === 0) process.exit(1);
      return;
    }
    console.error(`Worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`}); starting another`);
    cluster.fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return; // a signal repeated (the service manager signals the whole group too): each worker has its own
    stopping = true;
    console.log(`${signal}: stopping ${workers().length} workers`);
    for (const worker of workers()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdown.timeoutMs + 5_000).unref();
    if (workers().length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  if (config.metrics.port) {
    const aggregator = new AggregatorRegistry();
    createServer((request, response) => {
      if ((request.url ?? '/').split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
        return;
      }
      aggregator.clusterMetrics().then(
        (text) => response.writeHead(200, { 'Content-Type': aggregator.contentType, 'Cache-Control': 'no-store' }).end(text),
        (error: Error) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics failed: ${error.message}\n`),
      );
    })
      .listen(config.metrics.port, config.metrics.host, () =>
        console.log(`Metrics of all workers for Prometheus at http://${config.metrics.host}:${config.metrics.port}/metrics`),
      )
      .unref();
  }
}

/** In a worker: answer the primary's requests for this worker's metrics (added up by the primary's listener). */
export function servesClusterMetrics(metrics: PrometheusMetrics): void {
  new AggregatorRegistry(); // installs the worker's side of prom-client's cluster protocol
  AggregatorRegistry.setRegistries([metrics.registry]);
}
