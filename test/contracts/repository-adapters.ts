import { afterAll, beforeAll } from 'vitest';
import type { MikroORM } from '@mikro-orm/core';
import { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import type { User } from '../../domain/users/user.js';
import { UserMother } from '../mothers/user.mother.js';
import { databaseKinds, openTestDatabase, serverPass, type TestDatabase } from '../support/test-database.js';

export interface AdapterCase<R> {
  name: string;
  /** A fresh, empty repository for one test. */
  make: () => Promise<R> | R;
}

/**
 * The adapters a contract runs against: the in-memory one, and the MikroORM one on PGlite (and on the
 * PostgreSQL server when DATABASE_URL is set). Each MikroORM test gets its own truncated tables.
 * The server pass (see databaseKinds) runs the MikroORM one on the server only.
 */
export function adapterCases<R>(inMemory: () => R, mikroOrm: (source: EntityManagerSource) => R): AdapterCase<R>[] {
  const cases: AdapterCase<R>[] = serverPass ? [] : [{ name: 'in-memory', make: inMemory }];
  for (const kind of databaseKinds()) {
    let db: TestDatabase | undefined;
    const ready = { orm: undefined as MikroORM | undefined };
    beforeAll(async () => {
      db = await openTestDatabase(kind);
      ready.orm = db.orm;
    });
    afterAll(async () => {
      await db?.close();
    });
    cases.push({
      name: `mikro-orm (${kind})`,
      make: async () => {
        const orm = ready.orm!;
        await orm.em
          .fork()
          .getConnection()
          .execute('truncate table rides, rider_applications, wishlist_entries, property_images, property_requests, projects, properties, rate_limit_counters, leads, password_resets, sessions, otp_challenges, users cascade');
        return mikroOrm(new EntityManagerSource(orm));
      },
    });
  }
  return cases;
}

/** Fresh stores from `adapter` with an owner saved among their users, for the listings a contract saves (they name their owner). */
export async function storesWithOwner<R extends { users: UserRepository }>(adapter: AdapterCase<R>): Promise<R & { owner: User }> {
  const stores = await adapter.make();
  const owner = UserMother.owner();
  await stores.users.save(owner);
  return { ...stores, owner };
}
