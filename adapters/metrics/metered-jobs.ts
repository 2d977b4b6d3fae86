import type { JobRun } from '../../application/shared/ports/job-queue.port.js';
import type { AnyJobHandler, JobRegistry } from '../jobs/job-registry.js';
import type { PrometheusMetrics } from './prometheus-metrics.js';

/** The same jobs, each run counted by queue and result (`job_runs_total`); a failed run still throws for the queue to retry. */
export function meteredJobs(registry: JobRegistry, metrics: PrometheusMetrics): JobRegistry {
  return {
    ...registry,
    handlers: registry.handlers.map((definition) => {
      const handler = definition.handler as (payload: unknown, run: JobRun) => Promise<void>;
      const counted = async (payload: unknown, run: JobRun) => {
        try {
          await handler(payload, run);
        } catch (error) {
          metrics.countJob(definition.name, 'failed');
          throw error;
        }
        metrics.countJob(definition.name, 'completed');
      };
      return { ...definition, handler: counted as AnyJobHandler };
    }),
  };
}
