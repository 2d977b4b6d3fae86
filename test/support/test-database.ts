import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../../adapters/persistence/mikro-orm/orm.js';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * CI's second pass (`npm run test:server`, TEST_SERVER_PASS=1, with DATABASE_URL): `npm test` already ran every
 * test on PGlite, so this pass runs only the test files the server changes (vitest.config.ts picks them) and in
 * them only the server's cases.
 */
export const serverPass = process.env.TEST_SERVER_PASS === '1';

/** PGlite always; the PostgreSQL server too when DATABASE_URL is set; only the server in the server pass. */
export function databaseKinds(): DatabaseKind[] {
  if (serverPass) return ['postgres'];
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  orm: MikroORM;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a throw-away database on the server named by
 * DATABASE_URL (created here, dropped on close) so test files never see each other's rows.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const orm = await openDatabase({ kind: 'pglite' });
    return { orm, close: () => orm.close(true) };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const orm = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    orm,
    close: async () => {
      await orm.close(true);
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for the describe block this is called in: opened before its tests, closed after them.
 * `orm` is read once the tests run; `sql` runs a raw statement on a fresh fork (rows as the driver gives them).
 */
export function useTestDatabase(kind: DatabaseKind) {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.close();
  });
  return {
    get orm(): MikroORM {
      return db!.orm;
    },
    sql: (text: string, params: unknown[] = []) => db!.orm.em.fork().getConnection().execute(text, params) as Promise<Array<Record<string, unknown>>>,
  };
}
