import { describe, expect, it } from 'vitest';
import type { PropertyRepository, PropertySearch } from '../../application/properties/ports/property.repository.port.js';
import type { AlertDigestRepository } from '../../application/search-alerts/ports/alert-digest.repository.port.js';
import type { SearchAlertRepository } from '../../application/search-alerts/ports/search-alert.repository.port.js';
import type { UnitOfWork } from '../../application/shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { InMemoryPropertyRepository } from '../../adapters/persistence/in-memory/in-memory-property.repository.js';
import { InMemorySearchAlertStore } from '../../adapters/persistence/in-memory/in-memory-search-alert.store.js';
import { InMemoryUnitOfWork } from '../../adapters/persistence/in-memory/in-memory-unit-of-work.js';
import { InMemoryUserRepository } from '../../adapters/persistence/in-memory/in-memory-user.repository.js';
import { MikroOrmAlertDigestRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-alert-digest.repository.js';
import { MikroOrmPropertyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { MikroOrmSearchAlertRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-search-alert.repository.js';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm/mikro-orm-unit-of-work.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import { listingFacts } from '../../application/search-alerts/listing-facts.js';
import { AlertDigest, type PendingMatch } from '../../domain/search-alerts/alert-digest.js';
import { matchesListing, type SearchCriteria } from '../../domain/search-alerts/search-alert.js';
import type { PropertyDetails } from '../../domain/properties/property.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { SearchAlertMother } from '../mothers/search-alert.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { adapterCases, type AdapterCase } from './repository-adapters.js';

interface Stores {
  alerts: SearchAlertRepository;
  digests: AlertDigestRepository;
  users: UserRepository;
  properties: PropertyRepository;
  unitOfWork: UnitOfWork;
}

const T0 = new Date('2026-11-24T06:00:00Z').getTime();
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const HOUR = 60;

const pairs = (matches: PendingMatch[]) => matches.map((m) => `${m.alertId}:${m.propertyId}`).sort();

/** An alert's criteria as PropertyRepository.search's filters (null is "any": left out). */
const searchOf = (criteria: SearchCriteria): Omit<PropertySearch, 'sort' | 'offset' | 'limit' | 'now'> => ({
  city: criteria.city,
  ...(criteria.text !== null ? { text: criteria.text } : {}),
  ...(criteria.propertyType !== null ? { propertyType: criteria.propertyType } : {}),
  ...(criteria.bhk !== null ? { bhk: criteria.bhk } : {}),
  ...(criteria.minRent !== null ? { minRent: criteria.minRent } : {}),
  ...(criteria.maxRent !== null ? { maxRent: criteria.maxRent } : {}),
  ...(criteria.furnishing !== null ? { furnishing: criteria.furnishing } : {}),
  ...(criteria.preferredTenants !== null ? { preferredTenants: criteria.preferredTenants } : {}),
  ...(criteria.availableBy !== null ? { availableBy: criteria.availableBy } : {}),
  verifiedOnly: criteria.verifiedOnly,
});

/** Every combination of filters the listing page has (and some it can reach by URL), over a few cities. */
function alertGrid(): Array<Partial<SearchCriteria>> {
  const grid: Array<Partial<SearchCriteria>> = [];
  const cities = ['patna', 'gaya'] as const;
  const bhks = [null, 1, 2] as const;
  const rents: Array<[number | null, number | null]> = [[null, null], [null, 12_000], [10_000, 15_000], [13_000, null]];
  const extras: Array<Partial<SearchCriteria>> = [
    {},
    { propertyType: 'APARTMENT' },
    { propertyType: 'PG' },
    { furnishing: 'SEMI_FURNISHED' },
    { preferredTenants: 'BACHELOR_FEMALE' },
    { availableBy: '2026-12-05' },
    { verifiedOnly: true },
    { text: 'kankar' },
    { text: 'DANAPUR' },
  ];
  for (const city of cities) for (const bhk of bhks) for (const [minRent, maxRent] of rents) for (const extra of extras) grid.push({ city, bhk, minRent, maxRent, ...extra });
  return grid;
}

function searchAlertContract(adapter: AdapterCase<Stores>) {
  describe(`SearchAlertRepository and AlertDigestRepository: ${adapter.name}`, () => {
    const setup = async () => {
      const stores = await adapter.make();
      const owner = UserMother.owner();
      const asha = UserMother.tenant({ firstName: 'Asha' });
      const bina = UserMother.tenant({ firstName: 'Bina' });
      for (const u of [owner, asha, bina]) await stores.users.save(u);
      const listing = async (overrides: Partial<PropertyDetails> = {}) => {
        const p = PropertyMother.live(owner.id, overrides, at(0));
        await stores.properties.save(p);
        return p;
      };
      return { ...stores, owner, asha, bina, listing };
    };

    it('keeps at most `cap` alerts a person (stopped ones too), one per search; others have their own', async () => {
      const { alerts, asha, bina } = await setup();
      for (let bhk = 1; bhk <= 5; bhk += 1) expect(await alerts.add(SearchAlertMother.for(asha.id, { bhk }, at(bhk)), 5)).toBe('added');
      const first = (await alerts.listByUser(asha.id)).at(-1)!;
      first.stop(at(10));
      await alerts.save(first);
      expect(await alerts.add(SearchAlertMother.for(asha.id, { bhk: 6 }), 5)).toBe('full');
      expect(await alerts.add(SearchAlertMother.for(asha.id, { bhk: 2 }), 5)).toBe('duplicate');
      expect(await alerts.add(SearchAlertMother.for(bina.id, { bhk: 2 }), 5)).toBe('added');
      expect((await alerts.listByUser(asha.id)).map((a) => a.bhk)).toEqual([5, 4, 3, 2, 1]);
    });

    it('the same search twice is the same whatever the case of its text', async () => {
      const { alerts, asha } = await setup();
      expect(await alerts.add(SearchAlertMother.for(asha.id, { text: 'Boring Road' }), 5)).toBe('added');
      expect(await alerts.add(SearchAlertMother.for(asha.id, { text: 'boring road' }), 5)).toBe('duplicate');
    });

    it('eight saves at once by one person: exactly five are kept', async () => {
      const { alerts, asha } = await setup();
      const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => alerts.add(SearchAlertMother.for(asha.id, { maxRent: 10_000 + i }, at(i)), 5)));
      expect(outcomes.filter((o) => o === 'added')).toHaveLength(5);
      expect(await alerts.listByUser(asha.id)).toHaveLength(5);
    });

    it('reads back what it stored, saves with a version check, deletes', async () => {
      const { alerts, asha } = await setup();
      const alert = SearchAlertMother.for(asha.id, { text: 'Kankarbagh', propertyType: 'APARTMENT', bhk: 0, minRent: 5000, maxRent: 9000, furnishing: 'UNFURNISHED', preferredTenants: 'ANY', availableBy: '2026-12-31', verifiedOnly: true });
      await alerts.add(alert, 5);
      const read = (await alerts.findById(alert.id))!;
      expect(read.criteria).toEqual(alert.criteria);
      expect([read.status, read.stoppedAt, read.createdAt.toISOString(), read.version]).toEqual(['ACTIVE', null, alert.createdAt.toISOString(), 1]);
      const stale = (await alerts.findById(alert.id))!;
      read.stop(at(5));
      await alerts.save(read);
      stale.resume(at(6));
      await expect(alerts.save(stale)).rejects.toBeInstanceOf(ConcurrentModificationError);
      expect((await alerts.findById(alert.id))!.status).toBe('STOPPED');
      expect((await alerts.findByIds([alert.id, '0190c0de-0000-7000-8000-00000000dead'])).map((a) => a.id)).toEqual([alert.id]);
      expect(await alerts.delete(alert.id)).toBe(true);
      expect(await alerts.delete(alert.id)).toBe(false);
      expect(await alerts.findById(alert.id)).toBeNull();
    });

    it('matches a new listing against every alert exactly when the public search shows it (one statement on SQL), never its owner', async () => {
      const { alerts, digests, users, properties, asha, owner, listing } = await setup();
      // 216 alerts over 44 people (at most 5 each), and the owner's own.
      const grid = alertGrid();
      const people: string[] = [];
      for (let i = 0; i < grid.length; i += 1) {
        if (i % 5 === 0) {
          const person = UserMother.tenant();
          await users.save(person);
          people.push(person.id);
        }
        expect(await alerts.add(SearchAlertMother.for(people.at(-1)!, grid[i]), 5)).toBe('added');
      }
      await alerts.add(SearchAlertMother.for(owner.id), 5);
      const stopped = SearchAlertMother.for(asha.id);
      await alerts.add(stopped, 5);
      stopped.stop(at(1));
      await alerts.save(stopped);

      const homes = [
        await listing({ bhk: 2, rent: 12_000, locality: 'Kankarbagh', furnishing: 'SEMI_FURNISHED', preferredTenants: 'ANY', availableFrom: '2026-12-01' }),
        await listing({ bhk: 1, rent: 14_000, propertyType: 'PG', preferredTenants: 'BACHELOR_FEMALE', furnishing: 'FULLY_FURNISHED', availableFrom: '2026-12-20' }),
        await listing({ city: 'gaya', bhk: 2, rent: 9_000, locality: 'Civil Lines', preferredTenants: 'FAMILY' }),
      ];
      homes[0]!.verify(owner.id, at(0)); // verified: the verified-only alerts take it
      await properties.save(homes[0]!);
      const gridAlerts = (await Promise.all(people.map((id) => alerts.listByUser(id)))).flat();
      /** The public search itself (the listing page's query), for an alert's city and filters. */
      const searchShows = async (criteria: SearchCriteria, homeId: string) => {
        const page = await properties.search({ ...searchOf(criteria), sort: 'newest', offset: 0, limit: 100, now: at(2) });
        return page.items.some((p) => p.id === homeId);
      };
      for (const home of homes) {
        const facts = listingFacts(home, at(2));
        const found = await alerts.recordMatches(facts, at(2));
        const expected: typeof gridAlerts = [];
        for (const alert of gridAlerts) if (await searchShows(alert.criteria, home.id)) expected.push(alert);
        expect(expected.length, 'the grid has matching alerts').toBeGreaterThan(0);
        // The domain's rule says the same (the in-memory adapter and the stop page's reasoning use it).
        expect(gridAlerts.filter((a) => matchesListing(a, facts)).map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
        expect(found).toBe(expected.length);
        const waiting = (await Promise.all([...people, owner.id, asha.id].map((id) => digests.pendingFor(id)))).flat().filter((m) => m.propertyId === home.id);
        expect(waiting.map((m) => m.alertId).sort()).toEqual(expected.map((a) => a.id).sort());
        // Once per (alert, listing): approved again, it is told to nobody twice.
        expect(await alerts.recordMatches(facts, at(3))).toBe(0);
      }
    });

    it('a person takes their turn: waiting homes oldest first, one SMS in 24 hours, a refused one does not count', async () => {
      const { alerts, digests, unitOfWork, asha, listing } = await setup();
      const a = SearchAlertMother.for(asha.id, { bhk: 2 });
      const b = SearchAlertMother.for(asha.id, { maxRent: 20_000 });
      await alerts.add(a, 5);
      await alerts.add(b, 5);
      const one = await listing({ bhk: 2, rent: 14_000 });
      const two = await listing({ bhk: 3, rent: 15_000 });
      await alerts.recordMatches(listingFacts(one, at(0)), at(1));
      await alerts.recordMatches(listingFacts(two, at(0)), at(2));
      const since = (now: Date) => new Date(now.getTime() - 24 * 3_600_000);

      const waiting = (await unitOfWork.run(() => digests.takeTurn(asha.id, since(at(3)))))!;
      expect(pairs(waiting)).toEqual(pairs([
        { alertId: a.id, propertyId: one.id, matchedAt: at(1) },
        { alertId: b.id, propertyId: one.id, matchedAt: at(1) },
        { alertId: b.id, propertyId: two.id, matchedAt: at(2) },
      ]));
      expect(waiting.map((m) => m.matchedAt.toISOString())).toEqual([at(1), at(1), at(2)].map((d) => d.toISOString()));
      expect(await digests.dueRecipients({ since: since(at(3)), after: null, limit: 10 })).toEqual([asha.id]);

      const digest = AlertDigest.open({ userId: asha.id, code: 'Code000001', stopTokenHash: 'a'.repeat(64), linkPath: '/tenant/patna/property-listing', matches: waiting }, at(3));
      await unitOfWork.run(() => digests.open(digest));
      expect(await digests.pendingFor(asha.id)).toEqual([]);
      expect(await unitOfWork.run(() => digests.takeTurn(asha.id, since(at(4))))).toBeNull();
      expect(await digests.dueRecipients({ since: since(at(4)), after: null, limit: 10 })).toEqual([]);

      // The provider refused it: the homes wait again and the day's SMS is still to come.
      await digests.release(digest.id);
      expect(pairs(await digests.pendingFor(asha.id))).toEqual(pairs(waiting));
      expect((await unitOfWork.run(() => digests.takeTurn(asha.id, since(at(5)))))!.length).toBe(3);
      const again = AlertDigest.open({ userId: asha.id, code: 'Code000002', stopTokenHash: 'b'.repeat(64), linkPath: '/x', matches: waiting }, at(5));
      await unitOfWork.run(() => digests.open(again));
      await digests.markSent(again.id, at(6));
      expect((await digests.historyOf(asha.id)).map((d) => [d.code, d.status])).toEqual([['Code000002', 'SENT'], ['Code000001', 'FAILED']]);
      expect((await digests.findByCode('Code000002'))!.sentAt!.toISOString()).toBe(at(6).toISOString());
      expect((await digests.findByStopTokenHash('b'.repeat(64)))!.alertIds.sort()).toEqual([a.id, b.id].sort());
      expect(await digests.findByStopTokenHash('c'.repeat(64))).toBeNull();

      // A new home: not within 24 hours of the SMS, but after them.
      const three = await listing({ bhk: 2, rent: 13_000 });
      await alerts.recordMatches(listingFacts(three, at(0)), at(HOUR * 24 + 10));
      expect(await unitOfWork.run(() => digests.takeTurn(asha.id, since(at(HOUR * 24 + 4))))).toBeNull();
      expect((await unitOfWork.run(() => digests.takeTurn(asha.id, since(at(HOUR * 24 + 6)))))!.map((m) => m.propertyId)).toEqual([three.id, three.id]);
    });

    it('drops homes that will not be sent; deleting an alert takes its waiting homes with it', async () => {
      const { alerts, digests, asha, listing } = await setup();
      const a = SearchAlertMother.for(asha.id, { bhk: 2 });
      const b = SearchAlertMother.for(asha.id, { bhk: 3 });
      await alerts.add(a, 5);
      await alerts.add(b, 5);
      const two = await listing({ bhk: 2 });
      const three = await listing({ bhk: 3 });
      await alerts.recordMatches(listingFacts(two, at(0)), at(1));
      await alerts.recordMatches(listingFacts(three, at(0)), at(2));
      await digests.drop(asha.id, [{ alertId: a.id, propertyId: two.id, matchedAt: at(1) }]);
      expect((await digests.pendingFor(asha.id)).map((m) => m.propertyId)).toEqual([three.id]);
      await alerts.delete(b.id);
      expect(await digests.pendingFor(asha.id)).toEqual([]);
      expect(await digests.dueRecipients({ since: at(-HOUR * 24), after: null, limit: 10 })).toEqual([]);
    });

    it('pages through the people who are due, by id', async () => {
      const { alerts, digests, users, listing } = await setup();
      const home = await listing();
      const ids: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const person = UserMother.tenant();
        await users.save(person);
        await alerts.add(SearchAlertMother.for(person.id), 5);
        ids.push(person.id);
      }
      await alerts.recordMatches(listingFacts(home, at(0)), at(1));
      const since = at(-HOUR * 24);
      const first = await digests.dueRecipients({ since, after: null, limit: 4 });
      const rest = await digests.dueRecipients({ since, after: first.at(-1)!, limit: 4 });
      expect([...first, ...rest]).toEqual([...ids].sort());
    });

    it('two turns of one person at once: only one records an SMS', async () => {
      const { alerts, digests, unitOfWork, asha, listing } = await setup();
      await alerts.add(SearchAlertMother.for(asha.id), 5);
      const home = await listing();
      await alerts.recordMatches(listingFacts(home, at(0)), at(1));
      const turn = (n: number) =>
        unitOfWork.run(async () => {
          const waiting = await digests.takeTurn(asha.id, at(-HOUR * 24));
          if (!waiting?.length) return false;
          await digests.open(AlertDigest.open({ userId: asha.id, code: `Race00000${n}`, stopTokenHash: `${n}`.repeat(64), linkPath: '/x', matches: waiting }, at(2)));
          return true;
        });
      const outcomes = await Promise.all([turn(1), turn(2), turn(3)]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await digests.historyOf(asha.id)).toHaveLength(1);
    });

    it('a verification matches only the verified-only alerts, once', async () => {
      const { alerts, digests, owner, asha, bina, listing } = await setup();
      const any = SearchAlertMother.for(asha.id);
      const verifiedOnly = SearchAlertMother.for(bina.id, { verifiedOnly: true });
      await alerts.add(any, 5);
      await alerts.add(verifiedOnly, 5);
      const home = await listing();
      home.verify(owner.id, at(1));
      expect(await alerts.recordMatches(listingFacts(home, at(2)), at(2), { verifiedOnly: true })).toBe(1);
      expect((await digests.pendingFor(bina.id)).map((m) => m.alertId)).toEqual([verifiedOnly.id]);
      expect(await digests.pendingFor(asha.id)).toEqual([]);
      expect(await alerts.recordMatches(listingFacts(home, at(3)), at(3), { verifiedOnly: true })).toBe(0);
    });

    it("names the people a listing waits for who had no SMS since a moment", async () => {
      const { alerts, digests, unitOfWork, asha, bina, listing } = await setup();
      await alerts.add(SearchAlertMother.for(asha.id), 5);
      await alerts.add(SearchAlertMother.for(bina.id), 5);
      const first = await listing();
      await alerts.recordMatches(listingFacts(first, at(0)), at(1));
      // Asha has had her SMS today (of the first home); Bina has not.
      const waiting = (await unitOfWork.run(() => digests.takeTurn(asha.id, at(-HOUR))))!;
      await unitOfWork.run(() => digests.open(AlertDigest.open({ userId: asha.id, code: 'Code000009', stopTokenHash: '9'.repeat(64), linkPath: '/x', matches: waiting }, at(2))));
      const second = await listing();
      await alerts.recordMatches(listingFacts(second, at(0)), at(3));
      expect(await digests.dueRecipientsOf(second.id, at(-HOUR))).toEqual([bina.id]);
      expect((await digests.dueRecipientsOf(second.id, at(HOUR * 24))).sort()).toEqual([asha.id, bina.id].sort());
      expect(await digests.dueRecipientsOf(first.id, at(-HOUR))).toEqual([bina.id]); // Asha's match of it was sent
    });

    it('purges sent and dropped matches and SMS records before their cut-offs; waiting homes stay', async () => {
      const { alerts, digests, unitOfWork, asha, bina, listing } = await setup();
      const a = SearchAlertMother.for(asha.id);
      await alerts.add(a, 5);
      await alerts.add(SearchAlertMother.for(bina.id), 5);
      const old = await listing();
      await alerts.recordMatches(listingFacts(old, at(0)), at(1));
      const waiting = (await unitOfWork.run(() => digests.takeTurn(asha.id, at(-HOUR))))!;
      const sms = AlertDigest.open({ userId: asha.id, code: 'Code000010', stopTokenHash: 'd'.repeat(64), linkPath: '/x', matches: waiting }, at(2));
      await unitOfWork.run(() => digests.open(sms));
      await digests.markSent(sms.id, at(2));
      // Bina's match of the old home is still waiting (never sent): it stays whatever its age.
      expect(await digests.purge({ matchesBefore: at(HOUR), digestsBefore: at(0) })).toBe(1); // Asha's sent match
      expect(await digests.findByCode('Code000010')).not.toBeNull();
      expect((await digests.pendingFor(bina.id)).map((m) => m.propertyId)).toEqual([old.id]);
      // Forgotten, the pair may be told again (the listing approved once more, months later).
      expect(await alerts.recordMatches(listingFacts(old, at(HOUR * 2)), at(HOUR * 2))).toBe(1);
      expect(await digests.purge({ matchesBefore: at(0), digestsBefore: at(HOUR) })).toBe(1); // the SMS record
      expect(await digests.findByCode('Code000010')).toBeNull();
      expect((await digests.pendingFor(asha.id)).map((m) => m.alertId)).toEqual([a.id]);
    });
  });
}

describe('search alert repository contract', () => {
  const cases = adapterCases<Stores>(
    () => {
      const store = new InMemorySearchAlertStore();
      const users = new InMemoryUserRepository();
      const properties = new InMemoryPropertyRepository();
      return { alerts: store, digests: store, users, properties, unitOfWork: new InMemoryUnitOfWork([store, users, properties]) };
    },
    (source) => ({
      alerts: new MikroOrmSearchAlertRepository(source),
      digests: new MikroOrmAlertDigestRepository(source),
      users: new MikroOrmUserRepository(source),
      properties: new MikroOrmPropertyRepository(source),
      unitOfWork: new MikroOrmUnitOfWork(source),
    }),
  );
  for (const adapter of cases) searchAlertContract(adapter);
});
