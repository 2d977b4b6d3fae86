import { describe, expect, it } from 'vitest';
import { throttledErrorLog, type JobLog } from '../../adapters/jobs/job-registry.js';

/** The job queue's error log during a database outage: every worker's poll fails every few seconds. */
describe('the job queue error log', () => {
  it('writes one line per distinct message per minute, and says how many it left out', () => {
    const lines: Array<{ message: string; fields?: Record<string, unknown> }> = [];
    const log: JobLog = { warn: () => undefined, error: (message, fields) => void lines.push({ message, fields }) };
    let now = 0;
    const error = throttledErrorLog(log, 60_000, () => now);
    const refused = new Error('connect ECONNREFUSED 10.0.0.5:5432');
    for (let second = 0; second < 60; second += 2) {
      now = second * 1000;
      error('Job queue error', { err: refused }); // 24 workers would do this about 12 times a second
      error('Job queue error', { err: new Error('Connection terminated unexpectedly') });
    }
    expect(lines.map((line) => (line.fields!.err as Error).message)).toEqual(['connect ECONNREFUSED 10.0.0.5:5432', 'Connection terminated unexpectedly']);
    now = 60_000;
    error('Job queue error', { err: refused });
    expect(lines).toHaveLength(3);
    expect(lines[2]!.fields).toMatchObject({ repeatedSinceLastLog: 29 });
  });
});
