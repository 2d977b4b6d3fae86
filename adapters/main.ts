import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { Container } from 'inversify';
import type { MikroORM } from '@mikro-orm/core';
import { Clock } from '../application/shared/ports/clock.port.js';
import { EnsureAdmin } from '../application/users/ensure-admin.use-case.js';
import { buildContainer } from './composition-root.js';
import { ConfigError, loadConfig, usesDevOutbox, type AppConfig } from './config.js';
import { runClusterPrimary, servesClusterMetrics } from './server/cluster-primary.js';
import { createHttpApp } from './http/create-app.js';
import { refuseConnect } from './http/method-guard.js';
import { answerClientErrors } from './server/client-errors.js';
import { createPinoLogger, routeConsoleTo } from './logging/pino-logger.js';
import { openDatabase, openReadReplica } from './persistence/mikro-orm/orm.js';
import { demoStores, seedDemoData, seedMissingDemoPhotos } from './seed/demo-data.js';
import { seedRentHistory } from './seed/rent-history.js';
import { InProcessBackgroundWork } from './background/in-process-background-work.js';
import { JobWorkers } from './jobs/job-registry.js';
import { enqueueStartUpJobs, sealingKeyOf } from './jobs/start-up-jobs.js';
import { JobQueue } from '../application/shared/ports/job-queue.port.js';
import { DatabaseHealth } from '../application/shared/ports/database-health.port.js';
import { GracefulShutdown } from './server/graceful-shutdown.js';
import { ServerLifecycle } from './server/server-lifecycle.js';
import { Metrics } from './metrics/prometheus-metrics.js';
import { metricsListener } from './metrics/metrics-listener.js';

/**
 * The once-per-start chores on the database: migrations (by opening it), the job queue's schema, the start-up jobs,
 * the admin, the first-start demo seed. Run by the one process of a single-process start, or by the cluster's
 * primary before it forks its workers (which then only open the database and serve).
 */
async function prepare(config: AppConfig, container: Container): Promise<void> {
  // The job queue (ADR 0010) on the same database: pg-boss installs or migrates its schema and takes jobs (a use
  // case may enqueue from here on, the admin's and the seed's included). Its workers start just before listening.
  await container.get(JobWorkers).prepare();
  // ID numbers still stored as typed are sealed, and seals under an old key re-sealed, by jobs the workers run
  // (once across the instances that start the same day with the same key).
  await enqueueStartUpJobs(container.get<JobQueue>(JobQueue), sealingKeyOf(config.secretBox));
  const admin = await container.get(EnsureAdmin).execute({ email: config.admin.email, password: config.admin.password });
  if (config.seedDemoData) {
    const seeded = await seedDemoData(demoStores(container), admin.id, container.get<Clock>(Clock).now());
    if (seeded) console.log('Seeded demo data (owners, tenants, riders and their visits, listings in every city, leads).');
    if (await seedRentHistory(demoStores(container), container.get<Clock>(Clock).now())) console.log('Seeded a year of let homes in Patna (rent trends).');
  }
  // The rent trends' figures, computed once at start (then every six hours): a fresh install shows them at once.
  await container.get<JobQueue>(JobQueue).enqueue('rent-trends.recompute', {}, { singletonKey: 'start-up', singletonSeconds: 600 });
}

function openConfiguredDatabase(config: AppConfig): Promise<MikroORM> {
  return openDatabase(
    config.database.url ? { kind: 'postgres', url: config.database.url, directUrl: config.database.directUrl } : { kind: 'pglite', dataDir: config.database.dataDir },
    { limits: config.database.limits },
  );
}

/** `npm start`: configuration, database (migrations), first-start seed, then one HTTP port (WORKERS processes on it). */
async function main(): Promise<void> {
  const config = loadConfig();
  // Every line on stdout is JSON with the request id when there is one (adapters/logging), console.* included.
  routeConsoleTo(createPinoLogger({ level: config.logLevel }));
  if (config.workers > 1 && cluster.isPrimary) {
    // The primary prepares the database once, then forks the workers that serve (adapters/server/cluster-primary.ts).
    const orm = await openConfiguredDatabase(config);
    const container = buildContainer(config, { kind: 'mikro-orm', orm });
    await prepare(config, container);
    await container.get(JobWorkers).stop();
    await orm.close();
    runClusterPrimary(config);
    return;
  }
  const worker = cluster.isWorker ? cluster.worker : undefined;
  const orm: MikroORM = await openConfiguredDatabase(config);
  // Public reads for people not signed in may come from a hot standby (adapters/persistence/mikro-orm/replica-reads.ts).
  const replica = config.database.readUrl ? await openReadReplica(config.database.readUrl, { limits: config.database.limits }) : undefined;
  const container = buildContainer(config, { kind: 'mikro-orm', orm, replica });
  const jobs = container.get(JobWorkers);
  if (worker) {
    await jobs.prepare();
    servesClusterMetrics(container.get(Metrics));
  } else {
    await prepare(config, container);
  }

  const app = createHttpApp(container);
  const server = createServer(app.callback());
  // Prometheus scrapes this instance here when METRICS_PORT is set (no token: keep it on the monitoring network).
  // With WORKERS the primary serves it instead, adding up every worker's metrics.
  const metricsServer = config.metrics.port && !worker ? metricsListener(container.get(Metrics)) : null;
  refuseConnect(server);
  answerClientErrors(server); // 431 for oversized headers, read by the client before the connection closes
  const background = new InProcessBackgroundWork(); // the demo photos' start-up chore only (redone on the next start)
  const shutdown = new GracefulShutdown(server, {
    ...config.shutdown,
    lifecycle: container.get(ServerLifecycle),
    cleanup: [
      // No new jobs are taken; the running ones finish within what is left of the deadline (a run still going
      // then is cut off, logged, and runs again after its expiry), and the queue's pool closes before the database.
      { name: 'background jobs', run: (budgetMs) => jobs.stop(Math.max(budgetMs - 500, 0)) },
      { name: 'demo photos', run: () => background.drain() },
      { name: 'health probe', run: () => container.get<DatabaseHealth>(DatabaseHealth).close() },
      { name: 'metrics listener', run: () => new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve())) },
      { name: 'read replica pool', run: () => replica?.close() ?? Promise.resolve() },
      { name: 'database pool', run: () => orm.close() },
    ],
    log: (message) => console.log(message),
    exit: (code) => process.exit(code),
  });
  shutdown.handleSignals();
  // A worker whose primary is gone (killed with SIGKILL) shuts down as on SIGTERM instead of serving unsupervised.
  if (worker) process.on('disconnect', () => shutdown.onSignal('primary gone'));
  // This instance now works the jobs (texts, mail, alerts, reminders) and sends the recurring ones: after every
  // fallible start-up step, so a failed start leaves no job claimed.
  await jobs.start();
  if (metricsServer && config.metrics.port) {
    metricsServer.listen(config.metrics.port, config.metrics.host, () => console.log(`Metrics for Prometheus at http://${config.metrics.host}:${config.metrics.port}/metrics`));
  }
  server.listen(config.port, config.host, () => {
    if (worker) {
      console.log(`Worker ${worker.id} (pid ${process.pid}) serving on port ${config.port}`);
    } else {
      const where = config.database.url ? 'PostgreSQL server' : `embedded PostgreSQL (PGlite) in ${config.database.dataDir}`;
      console.log(`Listening on http://localhost:${config.port}  (site /, console /admin, API /api/v1; database: ${where})`);
      if (usesDevOutbox(config)) console.log(`Local SMS/mail: read messages at http://localhost:${config.port}/api/v1/dev/outbox`);
    }
    // The demo listings' photos (222 files through the storage) come after listening, in the background: a slow or
    // unreachable storage neither delays nor stops the start, and a listing left without photos gets them next start.
    if (config.seedDemoData && (!worker || worker.id === 1)) {
      const seedPhotos = async () => {
        const { added, failed } = await seedMissingDemoPhotos(demoStores(container), container.get<Clock>(Clock).now());
        if (added > 0) console.log(`Seeded photos of the rooms of ${added} demo listings.`);
        for (const { title, error } of failed) console.error(`Demo photos of "${title}" failed; tried again on the next start:`, error);
      };
      background.run('demo photos', seedPhotos);
    }
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
