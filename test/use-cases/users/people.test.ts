import { beforeEach, describe, expect, it } from 'vitest';
import { Authenticate } from '../../../application/auth/authenticate.use-case.js';
import { RequestOtp } from '../../../application/auth/request-otp.use-case.js';
import { VerifyOtp } from '../../../application/auth/verify-otp.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { SearchProperties } from '../../../application/properties/search-properties.use-case.js';
import { AssignRider } from '../../../application/rides/assign-rider.use-case.js';
import { BookRide } from '../../../application/rides/book-ride.use-case.js';
import { ConfirmRide } from '../../../application/rides/confirm-ride.use-case.js';
import { RideRepository } from '../../../application/rides/ports/ride.repository.port.js';
import { StartRide } from '../../../application/rides/start-ride.use-case.js';
import { ChangeUserStatus, UserStatusMessages } from '../../../application/users/change-user-status.use-case.js';
import { CreateUser } from '../../../application/users/create-user.use-case.js';
import type { PersonInput } from '../../../application/users/person-input.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { UpdateUser } from '../../../application/users/update-user.use-case.js';
import { UpsertUser } from '../../../application/users/upsert-user.use-case.js';
import type { Property } from '../../../domain/properties/property.js';
import type { Ride } from '../../../domain/rides/ride.js';
import { Messages } from '../../../domain/shared/messages.js';
import type { User, UserStatus } from '../../../domain/users/user.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { drainJobs } from '../../support/jobs.js';

const MISSING = '0190f0a0-0000-7000-8000-00000000dead';
const DAY_MS = 86_400_000;

describe('people (admin): create, upsert, edit, block', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  const users = () => h.container.get<UserRepository>(UserRepository);
  const stored = async (user: User) => {
    await users().save(user);
    return user;
  };
  const reload = async (user: User) => (await users().findById(user.id))!;
  const userCount = async () => (await users().list({ filter: {}, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit: 100 })).total;
  const person = (overrides: PersonInput = {}): PersonInput => ({ firstName: 'ravi', lastName: 'KUMAR', mobileNo: UserMother.mobile(), role: 'TENANT', ...overrides });
  const create = (input: PersonInput, actor = admin) => h.container.get(CreateUser).execute(actor, input);
  const upsert = (input: PersonInput, actor = admin) => h.container.get(UpsertUser).execute(actor, input);
  const update = (id: string, input: PersonInput, actor = admin) => h.container.get(UpdateUser).execute(actor, id, input);
  /** Changes the status, then runs the jobs it queued (the texts), as the app's workers would after the answer. */
  /** Any values, as another caller than the HTTP edge might pass: the use case still refuses bad ones. */
  const changeStatus = async (userId: string, status: unknown, reason: unknown, actor = admin) => {
    try {
      return await h.container.get(ChangeUserStatus).execute({ actor, userId, status: status as UserStatus, reason: reason as string });
    } finally {
      await drainJobs(h.container);
    }
  };

  beforeEach(async () => {
    h = harness();
    admin = await stored(UserMother.admin());
  });

  describe('CreateUser', () => {
    it.each([
      ['TENANT', undefined, 'TENANT', null, null],
      ['OWNER', undefined, 'OWNER', null, null],
      ['OWNER', 'gaya', 'OWNER', null, 'gaya'],
      ['RIDER', 'patna', 'RIDER', 'TENANT', 'patna'],
    ] as const)('a %s (city %s) is created as %s + %s in %s', async (role, city, primaryRole, secondaryRole, expectedCity) => {
      const mobileNo = UserMother.mobile();
      const user = await create(person({ role, city, mobileNo, email: ' Ravi@Example.com ' }));
      expect(user).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar', mobileNo, countryCode: '+91', email: 'ravi@example.com', primaryRole, secondaryRole, city: expectedCity, status: 'ACTIVE' });
      expect(await users().findByMobile(mobileNo)).toMatchObject({ id: user.id, primaryRole, secondaryRole });
    });

    it('a rider needs the city they serve', async () => {
      for (const city of [undefined, null, '']) {
        const error = await failure(create(person({ role: 'RIDER', city })));
        expect(error.fields).toEqual({ city: 'Choose the city the rider serves.' });
      }
      expect(await userCount()).toBe(1);
    });

    it('a number that has an account is a 409', async () => {
      const existing = await stored(UserMother.tenant());
      const error = await failure(create(person({ mobileNo: existing.mobileNo, role: 'OWNER' })));
      expect(error.kind).toBe('CONFLICT');
      expect(error.message).toBe('An account with this mobile number already exists. Please log in.');
      expect(await reload(existing)).toMatchObject({ primaryRole: 'TENANT', secondaryRole: null });
    });

    it.each([
      [{ firstName: '' }, 'first_name', Messages.required],
      [{ firstName: 'R4vi' }, 'first_name', Messages.nameChars],
      [{ lastName: undefined }, 'last_name', Messages.required],
      [{ lastName: 'Ku-mar' }, 'last_name', Messages.nameChars],
      [{ lastName: 'x'.repeat(51) }, 'last_name', Messages.nameTooLong],
      [{ mobileNo: '' }, 'mobile_no', Messages.phoneRequired],
      [{ mobileNo: '98765' }, 'mobile_no', Messages.phoneDigits],
      [{ mobileNo: '98765abc10' }, 'mobile_no', Messages.phoneDigits],
      [{ email: 'not-mail' }, 'email', Messages.emailPattern],
      [{ city: 'mumbai' }, 'city', 'city must be one of patna, gaya, muzaffarpur, bhagalpur, darbhanga, ranchi.'],
      [{ role: undefined }, 'role', 'role must be one of TENANT, OWNER, RIDER.'],
      [{ role: 'ADMIN' }, 'role', 'role must be one of TENANT, OWNER, RIDER.'],
    ])('refuses %j with the spec message on %s', async (overrides, field, message) => {
      const error = await failure(create(person(overrides)));
      expect(error.kind).toBe('VALIDATION');
      expect(error.fields[field]).toBe(message);
      expect(await userCount()).toBe(1);
    });

    it('reports every bad field at once', async () => {
      const error = await failure(create({ firstName: '1', lastName: '', mobileNo: '1', role: 'BOSS' }));
      expect(Object.keys(error.fields).sort()).toEqual(['first_name', 'last_name', 'mobile_no', 'role']);
    });

    it('only admins add people (403)', async () => {
      const owner = await stored(UserMother.owner());
      expect((await failure(create(person(), owner))).kind).toBe('FORBIDDEN');
      expect(await userCount()).toBe(2);
    });
  });

  describe('UpsertUser', () => {
    it('an unknown number becomes a new account', async () => {
      const mobileNo = UserMother.mobile();
      const { user, created } = await upsert(person({ mobileNo, role: 'OWNER' }));
      expect(created).toBe(true);
      expect(await users().findByMobile(mobileNo)).toMatchObject({ id: user.id, primaryRole: 'OWNER', firstName: 'Ravi' });
    });

    it('an existing number is updated (names, email, city) and gains the role', async () => {
      const tenant = await stored(UserMother.tenant({ firstName: 'Old', lastName: 'Name' }));
      h.clock.advanceMinutes(3);
      const { user, created } = await upsert(person({ mobileNo: tenant.mobileNo, firstName: 'neha', lastName: 'sinha', email: 'neha@example.com', city: 'gaya', role: 'OWNER' }));
      expect(created).toBe(false);
      expect(user.id).toBe(tenant.id);
      const saved = await reload(tenant);
      expect(saved).toMatchObject({ firstName: 'Neha', lastName: 'Sinha', email: 'neha@example.com', city: 'gaya', primaryRole: 'TENANT', secondaryRole: 'OWNER' });
      expect(saved.updatedAt.getTime()).toBe(h.clock.now().getTime());
      expect(await userCount()).toBe(2);
    });

    it.each([
      ['an owner sent as a tenant', () => UserMother.owner(), 'TENANT', undefined, ['OWNER', null]],
      ['a tenant who owns, sent as a tenant', () => UserMother.tenant({ secondaryRole: 'OWNER' }), 'TENANT', undefined, ['TENANT', 'OWNER']],
      ['a rider sent as a tenant', () => UserMother.rider({ secondaryRole: 'TENANT' }), 'TENANT', undefined, ['RIDER', 'TENANT']],
      ['a tenant sent as a rider', () => UserMother.tenant(), 'RIDER', 'patna', ['RIDER', 'TENANT']],
      ['an owner sent as a rider', () => UserMother.owner(), 'RIDER', 'patna', ['OWNER', 'RIDER']],
      ['a tenant who owns, sent as a rider', () => UserMother.tenant({ secondaryRole: 'OWNER' }), 'RIDER', 'patna', ['OWNER', 'RIDER']],
      ['a rider sent as an owner', () => UserMother.rider({ secondaryRole: 'TENANT' }), 'OWNER', undefined, ['OWNER', 'RIDER']],
      ['an owner who rides, sent as an owner', () => UserMother.owner({ secondaryRole: 'RIDER' }), 'OWNER', undefined, ['OWNER', 'RIDER']],
    ] as const)('never loses a role: %s ends up %j', async (_label, make, role, city, [primaryRole, secondaryRole]) => {
      const existing = await stored(make());
      const before = await reload(existing);
      await upsert(person({ mobileNo: existing.mobileNo, role, city }));
      const after = await reload(existing);
      expect(after).toMatchObject({ primaryRole, secondaryRole });
      if (role !== 'TENANT') expect(after.hasRole(role)).toBe(true); // TENANT is everyone's default
      for (const had of [before.primaryRole, before.secondaryRole]) {
        if (had && had !== 'TENANT') expect(after.hasRole(had), `kept ${had}`).toBe(true);
      }
    });

    it('an admin account is not managed here (403)', async () => {
      const adminWithPhone = await stored(UserMother.admin({ mobileNo: UserMother.mobile() }));
      expect((await failure(upsert(person({ mobileNo: adminWithPhone.mobileNo, role: 'OWNER' })))).kind).toBe('FORBIDDEN');
      expect(await reload(adminWithPhone)).toMatchObject({ primaryRole: 'ADMIN', secondaryRole: null });
    });

    it('only admins upsert (403); a bad form is refused before anything is looked up', async () => {
      const tenant = await stored(UserMother.tenant());
      expect((await failure(upsert(person({ mobileNo: tenant.mobileNo, role: 'OWNER' }), tenant))).kind).toBe('FORBIDDEN');
      expect((await failure(upsert(person({ mobileNo: tenant.mobileNo, role: 'RIDER' })))).fields).toEqual({ city: 'Choose the city the rider serves.' });
      expect(await reload(tenant)).toMatchObject({ primaryRole: 'TENANT', secondaryRole: null });
    });
  });

  describe('UpdateUser', () => {
    it('an admin edits names, email and city; the phone and roles stay', async () => {
      const owner = await stored(UserMother.owner());
      const updated = await update(owner.id, { firstName: 'sunita', lastName: 'kumari', email: 'sunita@example.com', city: 'ranchi', mobileNo: '9000000000', role: 'RIDER' });
      expect(updated).toMatchObject({ firstName: 'Sunita', lastName: 'Kumari', email: 'sunita@example.com', city: 'ranchi' });
      expect(await reload(owner)).toMatchObject({ firstName: 'Sunita', lastName: 'Kumari', email: 'sunita@example.com', city: 'ranchi', mobileNo: owner.mobileNo, primaryRole: 'OWNER', secondaryRole: null });
    });

    it('what is not sent stays; an empty email or city clears it', async () => {
      const tenant = await stored(UserMother.tenant({ email: 'ravi@example.com' }));
      await update(tenant.id, { city: 'patna' });
      expect(await reload(tenant)).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com', city: 'patna' });
      await update(tenant.id, { email: '', city: '' });
      expect(await reload(tenant)).toMatchObject({ email: null, city: null });
    });

    it('refuses bad fields with the spec messages, and changes nothing', async () => {
      const tenant = await stored(UserMother.tenant());
      const error = await failure(update(tenant.id, { firstName: 'R@vi', lastName: '', email: 'x@', city: 'delhi' }));
      expect(error.fields).toEqual({ first_name: Messages.nameChars, last_name: Messages.required, email: Messages.emailPattern, city: 'city must be one of patna, gaya, muzaffarpur, bhagalpur, darbhanga, ranchi.' });
      expect(await reload(tenant)).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar' });
    });

    it('admins only (403), not on admin accounts (403), unknown people 404', async () => {
      const tenant = await stored(UserMother.tenant());
      const otherAdmin = await stored(UserMother.admin());
      expect((await failure(update(tenant.id, { firstName: 'Hacker' }, tenant))).kind).toBe('FORBIDDEN');
      expect((await failure(update(otherAdmin.id, { firstName: 'Renamed' }))).kind).toBe('FORBIDDEN');
      expect((await failure(update(MISSING, { firstName: 'Nobody' }))).kind).toBe('NOT_FOUND');
      expect((await reload(tenant)).firstName).toBe('Ravi');
    });
  });

  describe('ChangeUserStatus (block / unblock)', () => {
    const properties = () => h.container.get<PropertyRepository>(PropertyRepository);
    const rides = () => h.container.get<RideRepository>(RideRepository);
    const reloadRide = async (ride: Ride) => (await rides().findById(ride.id))!;
    const reloadListing = async (p: Property) => (await properties().findById(p.id))!;
    const signIn = async (mobileNo: string) => {
      await h.container.get(RequestOtp).execute({ mobileNo, countryCode: '+91', captchaToken: 'token', isSignup: false, clientIp: '203.0.113.9' });
      return h.container.get(VerifyOtp).execute({ mobileNo, countryCode: '+91', otp: h.otp.last, clientIp: '203.0.113.7' });
    };
    const inSearch = async (p: Property) => (await h.container.get(SearchProperties).execute({ city: 'patna', sort: 'newest', offset: 0, limit: 100 })).items.some((i) => i.id === p.id);
    const rider = async (firstName: string, base = UserMother.tenant({ firstName })) => {
      base.becomeRider('patna', h.clock.now());
      return stored(base);
    };
    const book = async (actor: User, property: Property, slotStart: string) =>
      (await h.container.get(BookRide).execute({ actor, propertyId: property.id, slot: { day: '2026-11-25', hour: Number.parseInt(slotStart, 10) } })).ride;
    const assigned = async (ride: Ride, to: User) => h.container.get(AssignRider).execute({ actor: admin, rideId: ride.id, riderId: to.id });
    const confirmed = async (ride: Ride, to: User) => {
      await assigned(ride, to);
      return h.container.get(ConfirmRide).execute({ actor: to, rideId: ride.id });
    };
    const REASON = 'Our team had to call this visit off. We are sorry for the trouble.';

    it('blocking ends sessions, refuses sign-in, suspends live listings and cancels open visits with an SMS to the other side', async () => {
      // Priya owns homes and is also a rider; she books visits like anyone.
      const priya = await rider('Priya', UserMother.owner({ firstName: 'Priya' }));
      const otherOwner = await stored(UserMother.owner());
      const [tenantA, tenantB, tenantC] = [await stored(UserMother.tenant({ firstName: 'Anil' })), await stored(UserMother.tenant({ firstName: 'Bablu' })), await stored(UserMother.tenant({ firstName: 'Chandan' }))];
      const asha = await rider('Asha');
      const bina = await rider('Bina');
      const hers = PropertyMother.live(priya.id, { title: 'Priya\'s flat' }, h.clock.now());
      const herDraft = PropertyMother.draft(priya.id, { title: 'Priya\'s draft' }, h.clock.now());
      const theirs = PropertyMother.live(otherOwner.id, { title: 'Another flat' }, h.clock.now());
      const theirsToo = PropertyMother.live(otherOwner.id, { title: 'A third flat' }, h.clock.now());
      for (const p of [hers, herDraft, theirs, theirsToo]) await properties().save(p);

      const asTenant = await book(priya, theirs, '12:00');
      await confirmed(asTenant, asha);
      const asRider = await book(tenantA, theirs, '11:00');
      await assigned(asRider, priya);
      const onHerListing = await book(tenantB, hers, '11:00');
      await confirmed(onHerListing, bina);
      const requestedOnHerListing = await book(tenantC, hers, '15:00');
      const started = await book(tenantC, theirsToo, '10:00');
      await confirmed(started, priya);
      const unrelated = await book(tenantA, theirsToo, '13:00');
      await confirmed(unrelated, asha);
      h.clock.advanceSeconds((new Date('2026-11-25T04:30:00Z').getTime() - h.clock.now().getTime()) / 1000);
      await h.container.get(StartRide).execute({ actor: priya, rideId: started.id });

      const { token } = (await signIn(priya.mobileNo!)) as { token: string };
      expect((await h.container.get(Authenticate).execute(token)).kind).toBe('USER');
      expect(await inSearch(hers)).toBe(true);
      await drainJobs(h.container); // the texts of the bookings above
      const textsBefore = h.sms!.notices.length;

      const blocked = await changeStatus(priya.id, 'BLOCKED', '  Fake   listings reported ');
      expect(blocked).toMatchObject({ status: 'BLOCKED', statusReason: 'Fake listings reported' });
      expect((await reload(priya)).statusChangedAt!.getTime()).toBe(h.clock.now().getTime());

      expect((await failure(h.container.get(Authenticate).execute(token))).kind).toBe('NOT_AUTHENTICATED');
      h.clock.advanceSeconds(31);
      const signInError = await failure(signIn(priya.mobileNo!));
      expect(signInError.kind).toBe('FORBIDDEN');
      expect(signInError.message).toBe('Your account is blocked. Please contact customer support.');

      expect((await reloadListing(hers)).status).toBe('SUSPENDED');
      expect(await inSearch(hers)).toBe(false);
      expect((await reloadListing(herDraft)).status).toBe('DRAFT');
      expect((await reloadListing(theirs)).status).toBe('LIVE');

      // Every open visit, even the one under way on her listing: nobody could finish it now.
      for (const ride of [asTenant, asRider, onHerListing, requestedOnHerListing, started]) {
        const saved = await reloadRide(ride);
        expect(saved).toMatchObject({ status: 'CANCELLED', cancelReason: REASON });
        expect(saved.history.at(-1)).toMatchObject({ byRole: 'SYSTEM', action: 'cancel', to: 'CANCELLED' });
      }
      expect((await reloadRide(unrelated)).status).toBe('CONFIRMED');

      const cancelTexts = h.sms!.notices.slice(textsBefore);
      expect(cancelTexts.every((n) => n.kind === 'RIDE_CANCELLED' && n.text.endsWith(`Reason: ${REASON}`))).toBe(true);
      const told = (user: User) => cancelTexts.filter((n) => n.mobileNo === user.mobileNo).length;
      expect(told(asha)).toBe(1); // her visit with Priya as tenant
      expect(told(tenantA)).toBe(1); // Priya was to be his rider
      expect(told(tenantB)).toBe(1); // a visit of Priya's listing
      expect(told(bina)).toBe(1); // …which Bina was to ride
      expect(told(tenantC)).toBe(2); // a requested visit of Priya's listing, and the one under way
      expect(told(priya)).toBe(0); // the blocked person is not texted about it
    });

    it('unblocking restores the suspended listings to search; cancelled visits stay cancelled; sign-in works again', async () => {
      const owner = await stored(UserMother.owner());
      const tenant = await stored(UserMother.tenant());
      const live = PropertyMother.live(owner.id, {}, h.clock.now());
      await properties().save(live);
      const ride = await book(tenant, live, '10:00');
      await changeStatus(owner.id, 'BLOCKED', 'Complaints from tenants');
      h.clock.advanceMinutes(60 * 24 * 40);
      const unblocked = await changeStatus(owner.id, 'ACTIVE', 'Documents verified');
      expect(unblocked).toMatchObject({ status: 'ACTIVE', statusReason: 'Documents verified' });
      const restored = await reloadListing(live);
      expect(restored.status).toBe('LIVE');
      expect(restored.listedUntil!.getTime()).toBeGreaterThanOrEqual(h.clock.now().getTime() + 7 * DAY_MS);
      expect(await inSearch(live)).toBe(true);
      expect((await reloadRide(ride)).status).toBe('CANCELLED');
      expect(((await signIn(owner.mobileNo!)) as { isSignup: boolean }).isSignup).toBe(false);
    });

    it('admins cannot be blocked (403)', async () => {
      const otherAdmin = await stored(UserMother.admin());
      const error = await failure(changeStatus(otherAdmin.id, 'BLOCKED', 'Testing'));
      expect(error.kind).toBe('FORBIDDEN');
      expect(error.message).toBe(UserStatusMessages.admin);
      expect((await reload(otherAdmin)).status).toBe('ACTIVE');
    });

    it.each([[undefined], [''], ['  x '], [42], ['x'.repeat(501)]])('needs a reason of 3 to 500 characters (%j)', async (reason) => {
      const tenant = await stored(UserMother.tenant());
      const error = await failure(changeStatus(tenant.id, 'BLOCKED', reason));
      expect(error.fields).toEqual({ reason: UserStatusMessages.reason });
      expect((await reload(tenant)).status).toBe('ACTIVE');
    });

    it('refuses an unknown status (400), an unknown person (404) and a non-admin (403)', async () => {
      const tenant = await stored(UserMother.tenant());
      for (const status of ['DELETED', undefined, 'blocked']) expect((await failure(changeStatus(tenant.id, status, 'Spam'))).fields).toEqual({ status: UserStatusMessages.status });
      expect((await failure(changeStatus(MISSING, 'BLOCKED', 'Spam'))).kind).toBe('NOT_FOUND');
      const owner = await stored(UserMother.owner());
      expect((await failure(changeStatus(tenant.id, 'BLOCKED', 'Spam', owner))).kind).toBe('FORBIDDEN');
      expect((await reload(tenant)).status).toBe('ACTIVE');
    });
  });
});
