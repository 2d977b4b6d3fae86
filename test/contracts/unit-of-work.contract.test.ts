import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import type { MikroORM } from '@mikro-orm/core';
import { SubmitLead } from '../../application/leads/submit-lead.use-case.js';
import { LeadRepository } from '../../application/leads/ports/lead.repository.port.js';
import { CreateProperty } from '../../application/properties/create-property.use-case.js';
import { RequestOwnerConsent } from '../../application/properties/request-owner-consent.use-case.js';
import { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { WishlistRepository } from '../../application/properties/ports/wishlist.repository.port.js';
import { ToggleWishlist } from '../../application/properties/toggle-wishlist.use-case.js';
import { RateLimiter } from '../../application/shared/ports/rate-limiter.port.js';
import { UnitOfWork } from '../../application/shared/ports/unit-of-work.port.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import type { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import type { Persistence } from '../../adapters/composition-root.js';
import { PropertyMother, propertyForm } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { harness } from '../support/harness.js';
import { drainJobs, prepareJobs, stopJobs } from '../support/jobs.js';
import { ConfirmRide } from '../../application/rides/confirm-ride.use-case.js';
import { RideRepository } from '../../application/rides/ports/ride.repository.port.js';
import { JobQueue } from '../../application/shared/ports/job-queue.port.js';
import { ChangeUserStatus } from '../../application/users/change-user-status.use-case.js';
import { RideMother } from '../mothers/ride.mother.js';
import { InProcessBackgroundWork } from '../../adapters/background/in-process-background-work.js';
import { databaseKinds, openTestDatabase, serverPass, type DatabaseKind, type TestDatabase } from '../support/test-database.js';

const TABLES =
  'rides, rider_applications, wishlist_entries, property_images, property_requests, projects, properties, property_views, rate_limit_counters, leads, password_resets, sessions, otp_challenges, users';

/** The failure a test injects between two writes of one use case. */
class InjectedFailure extends Error {
  constructor() {
    super('injected failure between two writes');
  }
}

/** The same repository, with one method failing after the calls before it went through. */
function failing<T extends object>(inner: T, method: keyof T): T {
  return new Proxy(inner, {
    get(target, key, receiver) {
      if (key === method) return async () => Promise.reject(new InjectedFailure());
      const value = Reflect.get(target, key, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The same repository, with `method` failing on its `nth` call while `armed.on` holds (then working again). */
function failingOnCall<T extends object>(inner: T, method: keyof T, nth: number, armed: { on: boolean }): T {
  let calls = 0;
  return new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (key !== method) return bound;
      return async (...args: unknown[]) => {
        if (armed.on && ++calls === nth) throw new InjectedFailure();
        return bound(...args);
      };
    },
  });
}

function replace<T>(container: Container, id: symbol, make: (current: T) => T): void {
  const current = container.get<T>(id);
  container.unbind(id);
  container.bind(id).toConstantValue(make(current));
}

interface Kind {
  name: string;
  kind: 'in-memory' | DatabaseKind;
  persistence: () => Promise<Persistence>;
}

function kinds(): Kind[] {
  // The server pass (TEST_SERVER_PASS=1) runs only the server's cases: `npm test` has run the in-memory ones.
  const list: Kind[] = serverPass ? [] : [{ name: 'in-memory', kind: 'in-memory', persistence: async () => ({ kind: 'in-memory' }) }];
  for (const kind of databaseKinds()) {
    const ready = { db: undefined as TestDatabase | undefined };
    beforeAll(async () => {
      ready.db = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await ready.db?.close();
    });
    list.push({
      name: `mikro-orm (${kind})`,
      kind,
      persistence: async () => {
        const orm: MikroORM = ready.db!.orm;
        await orm.em.fork().getConnection().execute(`truncate table ${TABLES} cascade`);
        return { kind: 'mikro-orm', orm };
      },
    });
  }
  return list;
}

describe.each(kinds())('a use case that writes more than one aggregate commits all or nothing: $name', ({ persistence }) => {
  let h: ReturnType<typeof harness>;
  const users = () => h.container.get<UserRepository>(UserRepository);
  const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
  const leadCount = async () =>
    (await h.container.get<LeadRepository>(LeadRepository).list({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 })).total;
  const listingsOf = async (ownerId: string) =>
    (await properties().list({ filter: { ownerId, now: h.clock.now() }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 })).total;
  const stored = async (user: User) => {
    await users().save(user);
    return user;
  };
  const liveListing = async (): Promise<Property> => {
    const owner = await stored(UserMother.owner());
    const listing = PropertyMother.live(owner.id, {}, h.clock.now());
    await properties().save(listing);
    return listing;
  };
  const submitFor = (listing: Property, idempotencyKey?: string) =>
    h.container.get(SubmitLead).execute({
      firstName: 'Ankit',
      lastName: 'Verma',
      mobileNo: UserMother.mobile(),
      type: 'PROPERTY',
      propertyId: listing.id,
      clientIp: '203.0.113.50',
      idempotencyKey,
    });

  afterEach(async () => {
    await stopJobs(h.container); // the job queue's pool and timers, before the database goes
  });
  beforeEach(async () => {
    h = harness({ persistence: await persistence() });
  });

  it('SubmitLead stores the lead and bumps the listing\'s callback count (the control)', async () => {
    const listing = await liveListing();
    await submitFor(listing);
    expect(await leadCount()).toBe(1);
    expect((await properties().findById(listing.id))!.callbackCount).toBe(1);
  });

  it.each([
    ['without an Idempotency-Key', undefined],
    ['with an Idempotency-Key', 'retry-key-0001'],
  ])('SubmitLead %s: a failure after the lead is stored leaves no lead and the count as it was', async (_, key) => {
    const listing = await liveListing();
    replace<PropertyRepository>(h.container, PropertyRepository, (inner) => failing(inner, 'increment'));
    await expect(submitFor(listing, key)).rejects.toBeInstanceOf(InjectedFailure);
    expect(await leadCount()).toBe(0);
    expect((await properties().findById(listing.id))!.callbackCount).toBe(0);
  });

  it('CreateProperty: a tenant posting becomes an owner, unless the listing is lost; then neither is stored', async () => {
    const tenant = await stored(UserMother.tenant());
    replace<UserRepository>(h.container, UserRepository, (inner) => failing(inner, 'save'));
    const post = h.container.get(CreateProperty).execute({ actor: (await users().findById(tenant.id))!, details: propertyForm() });
    await expect(post).rejects.toBeInstanceOf(InjectedFailure);
    expect(await listingsOf(tenant.id)).toBe(0);
    const after = (await users().findById(tenant.id))!;
    expect({ role: after.primaryRole, version: after.version }).toEqual({ role: 'TENANT', version: 1 });
  });

  it.each([
    ['without an Idempotency-Key', undefined],
    ['with an Idempotency-Key', 'retry-key-0002'],
  ])('CreateProperty %s: a rider\'s new owner is not stored when the listing fails', async (_, idempotencyKey) => {
    const rider = await stored(UserMother.rider({ secondaryRole: 'TENANT' }));
    const ownerMobileNo = UserMother.mobile();
    await h.container.get(RequestOwnerConsent).execute(rider, ownerMobileNo);
    await drainJobs(h.container); // the text goes out after the answer
    const code = /share this code with them: (\d{6})\./.exec(h.sms!.textsTo(ownerMobileNo).at(-1) ?? '')?.[1];
    replace<PropertyRepository>(h.container, PropertyRepository, (inner) => failing(inner, idempotencyKey ? 'insertOnce' : 'save'));
    const post = h.container.get(CreateProperty).execute({
      actor: rider,
      details: propertyForm(),
      ownerMobileNo,
      ownerFirstName: 'Sunita',
      ownerLastName: 'Devi',
      ownerOtp: code,
      idempotencyKey,
    });
    await expect(post).rejects.toBeInstanceOf(InjectedFailure);
    expect(await users().findByMobile(ownerMobileNo)).toBeNull();
  });

  it('ToggleWishlist: a failed count takes the heart back too (a repository transaction nested in the unit of work)', async () => {
    const listing = await liveListing();
    const tenant = await stored(UserMother.tenant());
    replace<PropertyRepository>(h.container, PropertyRepository, (inner) => failing(inner, 'increment'));
    await expect(h.container.get(ToggleWishlist).execute(tenant, listing.id)).rejects.toBeInstanceOf(InjectedFailure);
    expect((await h.container.get<WishlistRepository>(WishlistRepository).contains(tenant.id, [listing.id])).size).toBe(0);
  });

  it('a run inside a run commits with the outer one: the outer failure undoes the inner work too', async () => {
    const unit = h.container.get<UnitOfWork>(UnitOfWork);
    const person = UserMother.tenant();
    await expect(
      unit.run(async () => {
        await unit.run(() => users().save(person));
        throw new InjectedFailure();
      }),
    ).rejects.toBeInstanceOf(InjectedFailure);
    expect(await users().findById(person.id)).toBeNull();
  });

  it('a run inside a run is a savepoint: when the outer work catches the inner failure, only the inner writes are undone', async () => {
    const unit = h.container.get<UnitOfWork>(UnitOfWork);
    const [kept, undone, later] = [UserMother.tenant(), UserMother.tenant(), UserMother.tenant()];
    await unit.run(async () => {
      await users().save(kept);
      await expect(
        unit.run(async () => {
          await users().save(undone);
          throw new InjectedFailure();
        }),
      ).rejects.toBeInstanceOf(InjectedFailure);
      expect(await users().findById(undone.id)).toBeNull(); // already undone, inside the outer unit
      await users().save(later);
    });
    expect(await users().findById(kept.id)).not.toBeNull();
    expect(await users().findById(undone.id)).toBeNull();
    expect(await users().findById(later.id)).not.toBeNull();
  });

  it('work handed to the background from inside a unit does not join it: it charges rate limits, and its writes outlive a rollback', async () => {
    const unit = h.container.get<UnitOfWork>(UnitOfWork);
    const limiter = h.container.get<RateLimiter>(RateLimiter);
    const failures: unknown[] = [];
    const background = new InProcessBackgroundWork((_, error) => failures.push(error));
    const person = UserMother.tenant();
    let started!: () => void;
    const jobStarted = new Promise<void>((resolve) => (started = resolve));
    await expect(
      unit.run(async () => {
        background.run('outlives the unit', async () => {
          started();
          // Both wait for the unit on PGlite's one connection, so the unit must not wait for them.
          await limiter.consume('background-charge', 5, 60, h.clock.now());
          await unit.run(() => users().save(person)); // a unit of its own, not the caller's
        });
        await jobStarted; // the job has begun while the unit is still open
        throw new InjectedFailure();
      }),
    ).rejects.toBeInstanceOf(InjectedFailure);
    await background.drain();
    expect(failures).toEqual([]);
    expect(await users().findById(person.id)).not.toBeNull();
    expect((await limiter.consume('background-charge', 1, 60, h.clock.now())).allowed).toBe(false); // the job's charge counts
  });

  it('ConfirmRide: a text that cannot be queued takes the confirmation back (the change and its text commit together)', async () => {
    // The queue fails before the job workers resolve their handlers: the expiry job shares ConfirmRide's RideMoves.
    replace<JobQueue>(h.container, JobQueue, (inner) => failing(inner, 'enqueue'));
    await prepareJobs(h.container); // as npm start does before the first request (PGlite: the queue's schema first)
    const owner = await stored(UserMother.owner());
    const listing = PropertyMother.live(owner.id, {}, h.clock.now());
    await properties().save(listing);
    const tenant = await stored(UserMother.tenant());
    const rider = await stored(UserMother.rider());
    const ride = RideMother.with({ propertyId: listing.id, tenantId: tenant.id, riderId: rider.id, status: 'ASSIGNED' });
    await h.container.get<RideRepository>(RideRepository).save(ride);
    await expect(h.container.get(ConfirmRide).execute({ actor: rider, rideId: ride.id })).rejects.toBeInstanceOf(InjectedFailure);
    expect((await h.container.get<RideRepository>(RideRepository).findById(ride.id))!.status).toBe('ASSIGNED');
  });

  it('ChangeUserStatus: a block whose second text cannot be queued stores nothing and texts nobody; once it goes through, each text arrives', async () => {
    await prepareJobs(h.container);
    const admin = await stored(UserMother.admin());
    const owner = await stored(UserMother.owner());
    const [one, two] = [PropertyMother.live(owner.id, {}, h.clock.now()), PropertyMother.live(owner.id, {}, h.clock.now())];
    for (const listing of [one, two]) await properties().save(listing);
    const tenant = await stored(UserMother.tenant());
    const [riderA, riderB] = [await stored(UserMother.rider()), await stored(UserMother.rider())];
    const rides = [
      RideMother.with({ propertyId: one.id, tenantId: tenant.id, riderId: riderA.id, status: 'ASSIGNED', slot: RideMother.slot(10) }),
      RideMother.with({ propertyId: two.id, tenantId: tenant.id, riderId: riderB.id, status: 'ASSIGNED', slot: RideMother.slot(11) }),
    ];
    for (const ride of rides) await h.container.get<RideRepository>(RideRepository).save(ride);
    const armed = { on: true };
    replace<JobQueue>(h.container, JobQueue, (inner) => failingOnCall(inner, 'enqueue', 2, armed));
    const block = () => h.container.get(ChangeUserStatus).execute({ actor: admin, userId: tenant.id, status: 'BLOCKED', reason: 'Fake bookings' });

    // The first visit's cancellation and its rider's queued text were in the unit when the second text failed: both undone.
    await expect(block()).rejects.toBeInstanceOf(InjectedFailure);
    await drainJobs(h.container);
    expect((await users().findById(tenant.id))!.status).toBe('ACTIVE');
    for (const ride of rides) expect((await h.container.get<RideRepository>(RideRepository).findById(ride.id))!.status).toBe('ASSIGNED');
    expect([...h.sms!.textsTo(riderA.mobileNo!), ...h.sms!.textsTo(riderB.mobileNo!)]).toEqual([]);

    armed.on = false;
    await block();
    await drainJobs(h.container);
    expect(h.sms!.textsTo(riderA.mobileNo!)).toHaveLength(1);
    expect(h.sms!.textsTo(riderB.mobileNo!)).toHaveLength(1);
    expect(h.sms!.textsTo(tenant.mobileNo!)).toEqual([]); // the blocked person is not told
  });

  it('refuses a rate-limit charge inside a unit of work (charges are taken before it, and never rolled back)', async () => {
    const limiter = h.container.get<RateLimiter>(RateLimiter);
    await expect(h.container.get<UnitOfWork>(UnitOfWork).run(() => limiter.consume('k', 5, 60, h.clock.now()))).rejects.toThrow(
      /outside a unit of work/,
    );
    expect((await limiter.consume('k', 1, 60, h.clock.now())).allowed).toBe(true);
  });
});

// On PGlite (one connection) a read beside an open transaction waits for it, so isolation is a server matter.
describe.runIf(databaseKinds().includes('postgres'))('concurrent units of work on the PostgreSQL server', () => {
  let db: TestDatabase;
  let h: ReturnType<typeof harness>;
  beforeAll(async () => {
    db = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(() => {
    h = harness({ persistence: { kind: 'mikro-orm', orm: db.orm } });
  });

  it('do not see each other\'s uncommitted rows, and see them once committed', async () => {
    const unit = h.container.get<UnitOfWork>(UnitOfWork);
    const users = h.container.get<UserRepository>(UserRepository);
    const person = UserMother.tenant();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let saved!: () => void;
    const wasSaved = new Promise<void>((resolve) => (saved = resolve));
    const writer = unit.run(async () => {
      await users.save(person);
      expect(await users.findById(person.id)).not.toBeNull(); // its own write, inside
      saved();
      await held;
    });
    await wasSaved;
    expect(await users.findById(person.id)).toBeNull(); // outside any unit of work
    expect(await unit.run(() => users.findById(person.id))).toBeNull(); // another unit of work
    release();
    await writer;
    expect(await users.findById(person.id)).not.toBeNull();
  });

  it('a rolled-back unit leaves nothing for the other to see', async () => {
    const unit = h.container.get<UnitOfWork>(UnitOfWork);
    const users = h.container.get<UserRepository>(UserRepository);
    const person = UserMother.tenant();
    const [first, second] = await Promise.allSettled([
      unit.run(async () => {
        await users.save(person);
        throw new InjectedFailure();
      }),
      unit.run(async () => users.findByMobile(person.mobileNo!)),
    ]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: null });
    expect(await users.findById(person.id)).toBeNull();
  });
});
