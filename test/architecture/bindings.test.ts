import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContainer } from '../../adapters/composition-root.js';
import { AppConfig } from '../../adapters/config.js';
import { MediaLinks } from '../../adapters/storage/media-links.js';
import { MediaSource } from '../../adapters/storage/media-source.js';
import { ServerLifecycle } from '../../adapters/server/server-lifecycle.js';
import { JobWorkers } from '../../adapters/jobs/job-registry.js';
import { DatabaseHealth } from '../../application/shared/ports/database-health.port.js';
import { testConfig } from '../support/harness.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * Forgetting a binding fails here, not on the first request that needs it: every use case exported from
 * application/**\/*.use-case.ts and every token exported by application/ (ports, limits, settings), found
 * on disk rather than listed by hand, resolves from the real composition root, on the in-memory modules
 * and on the production ones (MikroORM on PGlite, and on the server when DATABASE_URL is set).
 */

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const isClass = (value: unknown): value is abstract new (...args: never[]) => unknown =>
  typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));

interface Wanted {
  name: string;
  token: symbol | (abstract new (...args: never[]) => unknown);
}

async function wanted(): Promise<{ useCases: Wanted[]; tokens: Wanted[] }> {
  const useCases: Wanted[] = [];
  const tokens: Wanted[] = [];
  for (const file of files('application')) {
    const exports: Record<string, unknown> = await import(resolve(file));
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'symbol') tokens.push({ name: `${name} (${file})`, token: value });
      else if (file.endsWith('.use-case.ts') && isClass(value)) useCases.push({ name: `${name} (${file})`, token: value });
    }
  }
  return { useCases, tokens };
}

/** Bound by the adapters for the adapters (GET /media, health, shutdown), beside the application's tokens. */
const ADAPTER_TOKENS: Wanted[] = [
  { name: 'AppConfig', token: AppConfig },
  { name: 'MediaSource', token: MediaSource },
  { name: 'MediaLinks', token: MediaLinks },
  { name: 'ServerLifecycle', token: ServerLifecycle },
  { name: 'DatabaseHealth', token: DatabaseHealth },
  { name: 'JobWorkers', token: JobWorkers },
];

function unresolved(container: Container, list: Wanted[]): string[] {
  return list.flatMap(({ name, token }) => {
    try {
      return container.get(token as symbol) === undefined ? [`${name}: undefined`] : [];
    } catch (error) {
      return [`${name}: ${(error as Error).message.split('\n')[0]}`];
    }
  });
}

describe('every binding resolves', async () => {
  const { useCases, tokens } = await wanted();
  const lists: Array<[string, Wanted[]]> = [
    ['use cases', useCases],
    ['application tokens', tokens],
    ['adapter tokens', ADAPTER_TOKENS],
  ];

  it('finds the use cases and the tokens on disk', () => {
    expect(useCases.length).toBeGreaterThan(40);
    expect(tokens.map((t) => t.name.split(' ')[0])).toEqual(expect.arrayContaining(['Clock', 'LeadRepository', 'AuthLimits', 'RideSettings']));
  });

  it('reports a binding the composition root forgot', () => {
    const container = buildContainer(testConfig(), { kind: 'in-memory' });
    const [first] = useCases;
    container.unbind(first!.token as symbol);
    expect(unresolved(container, useCases)).toEqual([expect.stringContaining(first!.name)]);
  });

  describe('in memory', () => {
    const container = buildContainer(testConfig(), { kind: 'in-memory' });
    it.each(lists)('%s', (_kind, list) => {
      expect(unresolved(container, list)).toEqual([]);
    });
  });

  describe.each(databaseKinds())('production modules (MikroORM on %s)', (kind) => {
    let db: TestDatabase;
    let container: Container;
    beforeAll(async () => {
      db = await openTestDatabase(kind);
      container = buildContainer(testConfig(), { kind: 'mikro-orm', orm: db.orm });
    });
    afterAll(async () => {
      await container?.get(DatabaseHealth).close();
      await db?.close();
    });
    it.each(lists)('%s', (_kind, list) => {
      expect(unresolved(container, list)).toEqual([]);
    });
  });
});
