import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

const RULES_DIR = join(import.meta.dirname, '..', '..', 'deploy', 'prometheus');
const PROMTOOL = '/usr/bin/promtool';
const TOKEN = 'scrape-token-of-at-least-24-chars';

/** The app's metric names an alert reads (Prometheus's own `up` aside), histogram suffixes stripped. */
function metricNamesOfAlerts(): string[] {
  const rules = readFileSync(join(RULES_DIR, 'alerts.yml'), 'utf8');
  const exprs = [...rules.matchAll(/expr: (\|\n(?:\s{10}.*\n)+|.*\n)/g)].map((m) => m[1]);
  const names = exprs.flatMap((expr) => [...expr.matchAll(/\b([a-z][a-z0-9_]*(?:_total|_seconds|_bytes|_count|_bucket|_waiting|_hour|_use|_idle|_ready|_active))\b/g)].map((m) => m[1]));
  return [...new Set(names.map((name) => name.replace(/_(count|bucket|sum)$/, '')))].sort();
}

describe.skipIf(!existsSync(PROMTOOL))("the operator's alert rules (promtool)", () => {
  it('are valid rules that fire on the trouble they name and stay quiet otherwise (their unit tests)', () => {
    expect(execFileSync(PROMTOOL, ['check', 'rules', 'alerts.yml'], { cwd: RULES_DIR, encoding: 'utf8' })).toContain('SUCCESS');
    expect(execFileSync(PROMTOOL, ['test', 'rules', 'alerts.test.yml'], { cwd: RULES_DIR, encoding: 'utf8' })).toContain('SUCCESS');
  });
});

describe('every metric an alert reads is one the app exports', () => {
  const app = useTestApp('pglite', { METRICS_TOKEN: TOKEN });
  it('names no metric the app does not have (a renamed metric would silence its alert)', async () => {
    const text = (await app.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
    const exported = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
    const names = metricNamesOfAlerts();
    expect(names).toContain('http_request_duration_seconds');
    // The pool's gauges exist on a PostgreSQL server only (PGlite is one in-process connection).
    expect(names.filter((name) => !exported.has(name) && !name.startsWith('db_pool_'))).toEqual([]);
  });
});
