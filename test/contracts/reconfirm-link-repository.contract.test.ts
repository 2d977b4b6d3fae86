import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/core';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import type { ReconfirmLinkRepository } from '../../application/properties/ports/reconfirm-link.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { InMemoryPropertyRepository } from '../../adapters/persistence/in-memory/in-memory-property.repository.js';
import { InMemoryReconfirmLinkRepository } from '../../adapters/persistence/in-memory/in-memory-reconfirm-link.repository.js';
import { InMemoryUserRepository } from '../../adapters/persistence/in-memory/in-memory-user.repository.js';
import { MikroOrmPropertyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { DUE_LISTINGS_SQL, MikroOrmReconfirmLinkRepository, UNSENT_SQL } from '../../adapters/persistence/mikro-orm/mikro-orm-reconfirm-link.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import type { Property } from '../../domain/properties/property.js';
import { ReconfirmLink, RECONFIRM_LINK_GRACE_DAYS } from '../../domain/properties/reconfirm-link.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { adapterCases, storesWithOwner } from './repository-adapters.js';
import { EntityManagerSource } from '../../adapters/persistence/mikro-orm/entity-manager-source.js';

const T0 = new Date('2026-11-20T10:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const hash = (c: string) => c.repeat(64).slice(0, 64);

interface Stores {
  users: UserRepository;
  properties: PropertyRepository;
  links: ReconfirmLinkRepository;
}

/**
 * ReconfirmLinkRepository: the same semantics in memory and in PostgreSQL (PGlite, and the server when
 * DATABASE_URL is set): which listings are due, one reminder per (listing, window) even when planned at once,
 * a send claimed once, a link used once.
 */
describe('ReconfirmLinkRepository contract', () => {
  const cases = adapterCases<Stores>(
    () => {
      const properties = new InMemoryPropertyRepository();
      return { users: new InMemoryUserRepository(), properties, links: new InMemoryReconfirmLinkRepository(() => properties) };
    },
    (source) => ({ users: new MikroOrmUserRepository(source), properties: new MikroOrmPropertyRepository(source), links: new MikroOrmReconfirmLinkRepository(source) }),
  );

  for (const adapter of cases) {
    describe(adapter.name, () => {
      const setup = async () => {
        const stores = await storesWithOwner(adapter);
        /** A listing that went live `daysAgo` days before `now` (its window ends 30 days after that). */
        const live = async (wentLive: Date, change?: (p: Property) => void) => {
          const p = PropertyMother.live(stores.owner.id, {}, wentLive);
          change?.(p);
          await stores.properties.save(p);
          return p;
        };
        return { ...stores, live };
      };
      const planFor = (p: Property, now: Date) => ReconfirmLink.plan({ propertyId: p.id, ownerId: p.ownerId, windowEndsAt: p.listedUntil! }, now);

      it('finds the live listings whose window ends within the horizon and that have no reminder for it, soonest first', async () => {
        const { links, live } = await setup();
        const now = at(0);
        const endsIn2Days = await live(at(-28));
        const endsIn1Day = await live(at(-29));
        const endsIn3DaysExactly = await live(at(-27));
        await live(at(-26)); // ends in 4 days: not yet
        await live(at(-31)); // ended yesterday: already out of search, not "before it drops out"
        await live(at(-29), (p) => p.markRented(at(-1))); // not live
        await live(at(-29), (p) => p.suspend(at(-1))); // owner blocked
        const due = await links.findDue(now, at(3), 100);
        expect(due.map((d) => d.propertyId)).toEqual([endsIn1Day.id, endsIn2Days.id, endsIn3DaysExactly.id]);
        expect(due[0]).toEqual({ propertyId: endsIn1Day.id, ownerId: endsIn1Day.ownerId, windowEndsAt: endsIn1Day.listedUntil });
        expect((await links.findDue(now, at(3), 2)).map((d) => d.propertyId)).toEqual([endsIn1Day.id, endsIn2Days.id]);

        expect(await links.add(planFor(endsIn1Day, now))).toBe(true);
        expect((await links.findDue(now, at(3), 100)).map((d) => d.propertyId)).toEqual([endsIn2Days.id, endsIn3DaysExactly.id]);
      });

      it('one reminder per listing and window, even when several are planned at once; a new window is due again', async () => {
        const { links, properties, live } = await setup();
        const p = await live(at(-28));
        const twins = Array.from({ length: 6 }, () => planFor(p, at(0)));
        const stored = await Promise.all(twins.map((link) => links.add(link)));
        expect(stored.filter(Boolean)).toHaveLength(1);
        const winner = twins[stored.indexOf(true)]!;
        for (const loser of twins.filter((l) => l !== winner)) expect(await links.findById(loser.id)).toBeNull();
        const kept = (await links.findById(winner.id))!;
        expect(kept).toBeInstanceOf(ReconfirmLink);
        expect(kept).toMatchObject({ propertyId: p.id, ownerId: p.ownerId, sentAt: null, tokenHash: null, usedAt: null, usedAction: null });
        expect(kept.windowEndsAt.getTime()).toBe(p.listedUntil!.getTime());
        expect(kept.expiresAt.getTime()).toBe(p.listedUntil!.getTime() + RECONFIRM_LINK_GRACE_DAYS * DAY);
        expect(await links.add(planFor(p, at(0.5)))).toBe(false);

        // Reconfirmed: a new window of 30 days, due again only 3 days before it ends.
        const reloaded = (await properties.findById(p.id))!;
        reloaded.reconfirm(at(1));
        await properties.save(reloaded);
        expect(await links.findDue(at(1), at(4), 10)).toEqual([]);
        expect((await links.findDue(at(28), at(31), 10)).map((d) => d.propertyId)).toEqual([p.id]);
        expect(await links.add(planFor(reloaded, at(28)))).toBe(true);
      });

      it('the send is claimed once (with the token hash), given back on failure, and found by its hash', async () => {
        const { links, live } = await setup();
        const link = planFor(await live(at(-28)), at(0));
        await links.add(link);
        const claims = await Promise.all(['a', 'b', 'c', 'd'].map((c) => links.markSent(link.id, hash(c), at(0))));
        expect(claims.filter(Boolean)).toHaveLength(1);
        const winner = hash(['a', 'b', 'c', 'd'][claims.indexOf(true)]!);
        expect((await links.findByTokenHash(winner))!.id).toBe(link.id);
        expect((await links.findById(link.id))!.sentAt!.getTime()).toBe(at(0).getTime());

        await links.unmarkSent(link.id, hash('z')); // not this claim's hash: nothing happens
        expect((await links.findById(link.id))!.tokenHash).toBe(winner);
        await links.unmarkSent(link.id, winner);
        expect(await links.findByTokenHash(winner)).toBeNull();
        expect((await links.findById(link.id))!.sentAt).toBeNull();
        expect(await links.markSent(link.id, hash('e'), at(0.1))).toBe(true);
        expect((await links.findByTokenHash(hash('e')))!.id).toBe(link.id);
        expect(await links.findByTokenHash(hash('f'))).toBeNull();
      });

      it('finds the reminders not sent while their window is open and their listing live in it, by id, in batches', async () => {
        const { links, properties, live } = await setup();
        const now = at(0);
        const [open, other, sent, over, rented, reconfirmed] = await Promise.all([at(-28), at(-29), at(-28), at(-31), at(-28), at(-28)].map((wentLive) => live(wentLive)));
        const plans = [open, other, sent, over, rented, reconfirmed].map((p) => planFor(p!, at(-4)));
        for (const link of plans) expect(await links.add(link)).toBe(true);
        await links.markSent(plans[2]!.id, hash('s'), at(-3));
        for (const [p, change] of [[rented, (x: Property) => x.markRented(at(-1))], [reconfirmed, (x: Property) => x.reconfirm(at(-1))]] as const) {
          const stored = (await properties.findById(p!.id))!;
          change(stored);
          await properties.save(stored);
        }
        const waiting = [plans[0]!.id, plans[1]!.id].sort();
        expect(await links.findUnsent(now, 10)).toEqual(waiting);
        expect(await links.findUnsent(now, 1)).toEqual([waiting[0]]);
        expect(await links.findUnsent(now, 10, waiting[0])).toEqual([waiting[1]]);
        expect(await links.findUnsent(at(1.5), 10)).toEqual([plans[0]!.id]); // the other's window ended at(1)
      });

      it('a link is used once, with what was answered and when; a used link is never given back', async () => {
        const { links, live } = await setup();
        const link = planFor(await live(at(-28)), at(0));
        await links.add(link);
        await links.markSent(link.id, hash('a'), at(0));
        const taps = await Promise.all([links.consume(link.id, 'reconfirm', at(1)), links.consume(link.id, 'mark_rented', at(1)), links.consume(link.id, 'reconfirm', at(1))]);
        expect(taps.filter(Boolean)).toHaveLength(1);
        const used = (await links.findByTokenHash(hash('a')))!;
        expect(used.usedAt!.getTime()).toBe(at(1).getTime());
        expect(used.usedAction).toBe(['reconfirm', 'mark_rented', 'reconfirm'][taps.indexOf(true)]);
        expect(used.isUsed).toBe(true);
        expect(await links.consume(link.id, 'reconfirm', at(2))).toBe(false);
        await links.unmarkSent(link.id, hash('a'));
        expect((await links.findByTokenHash(hash('a')))!.usedAt).not.toBeNull();
      });
    });
  }
});

/** The daily query reads live listings by their window's end through the partial index, not the whole table. */
describe.each(databaseKinds())('the due-listings query uses its index (%s)', (kind) => {
  let db: TestDatabase;
  let orm: MikroORM;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    orm = db.orm;
  });
  afterAll(async () => {
    await db?.close();
  });

  it('plans as a range over properties_live_listed_until_idx, with the (listing, window) index for the reminded check', async () => {
    const source = new EntityManagerSource(orm);
    const plan = await source.transactional(async () => {
      const tx = source.fork();
      // A small test table would be read whole anyway; forbid that to see which index the query can use.
      await tx.execute('set local enable_seqscan = off');
      const rows = await tx.execute<Array<Record<string, string>>>(`explain ${DUE_LISTINGS_SQL}`, [at(0), at(3), 500]);
      return rows.map((row: Record<string, string>) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('properties_live_listed_until_idx');
    expect(plan).toContain('reconfirm_links_window_idx');
    expect(plan).not.toMatch(/Seq Scan on properties/);
  });

  it('reads the reminders not sent through reconfirm_links_unsent_idx', async () => {
    const source = new EntityManagerSource(orm);
    const plan = await source.transactional(async () => {
      const tx = source.fork();
      await tx.execute('set local enable_seqscan = off');
      const rows = await tx.execute<Array<Record<string, string>>>(`explain ${UNSENT_SQL}`, [at(0), '00000000-0000-0000-0000-000000000000', 500]);
      return rows.map((row: Record<string, string>) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('reconfirm_links_unsent_idx');
  });
});
