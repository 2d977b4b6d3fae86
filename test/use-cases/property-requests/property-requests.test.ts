import { beforeEach, describe, expect, it } from 'vitest';
import { MOVE_IN_PAST_MESSAGE, type PropertyRequestStatus } from '../../../domain/property-requests/property-request.js';
import { PropertyRequestMessages, RaisePropertyRequest } from '../../../application/property-requests/raise-property-request.use-case.js';
import { ChangePropertyRequestStatus } from '../../../application/property-requests/change-property-request-status.use-case.js';
import { GetPropertyRequest } from '../../../application/property-requests/get-property-request.use-case.js';
import { ListPropertyRequests } from '../../../application/property-requests/list-property-requests.use-case.js';
import type { User } from '../../../domain/users/user.js';
import { Messages } from '../../../domain/shared/messages.js';
import { propertyRequestForm } from '../../mothers/property-request.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

/** Admin-only listing and status changes are enforced by the console routes (test/http/catalogue.http.test.ts). */
describe('property requests ("Can\'t find what you need?")', () => {
  let h: ReturnType<typeof harness>;
  const admin = UserMother.admin();
  const raise = (form: Record<string, unknown> = {}, context: { user?: User | null; clientIp?: string | null } = {}) =>
    h.container.get(RaisePropertyRequest).execute(propertyRequestForm(form), { user: context.user ?? null, clientIp: context.clientIp === undefined ? '203.0.113.5' : context.clientIp });
  const list = (query: Parameters<ListPropertyRequests['execute']>[0]) => h.container.get(ListPropertyRequests).execute(query, { actor: admin, resource: 'property-request' });
  const get = (id: string) => h.container.get(GetPropertyRequest).execute(id);
  const count = async () => (await list({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 100 })).total;

  beforeEach(() => {
    h = harness();
  });

  describe('raising one', () => {
    it('anyone may ask; it is kept NEW with normalised names, and the signed-in person is remembered', async () => {
      const anonymous = await raise();
      expect(await get(anonymous.id)).toMatchObject({ firstName: 'Neha', lastName: 'Kumari', city: 'patna', budget: 15000, status: 'NEW', userId: null, clientIp: '203.0.113.5' });
      const tenant = UserMother.tenant();
      const signedIn = await raise({}, { user: tenant });
      expect((await get(signedIn.id)).userId).toBe(tenant.id);
      expect((await get(signedIn.id)).createdAt.getTime()).toBe(h.clock.now().getTime());
    });

    it('keeps the notes and locality without the invisible controls that make a text read otherwise', async () => {
      const request = await raise({ notes: '\u202Egnp.exe near\u200B school\u2066 please\u2069\uFEFF ', locality: '\u200EBoring\u200B Road' });
      expect(await get(request.id)).toMatchObject({ notes: 'gnp.exe near school please', locality: 'Boring Road' });
      const blank = await raise({ notes: '\u202E\u200B' });
      expect((await get(blank.id)).notes).toBeNull();
    });

    it.each([
      [{ first_name: 'N3ha' }, 'first_name', Messages.nameChars],
      [{ mobile_no: '' }, 'mobile_no', Messages.phoneRequired],
      [{ mobile_no: '98765' }, 'mobile_no', Messages.phoneDigits],
      [{ country_code: '+44' }, 'country_code', Messages.countryCode],
      [{ email: 'not-mail' }, 'email', Messages.emailPattern],
      [{ city: '' }, 'city', Messages.required],
      [{ budget: 'low' }, 'budget', Messages.number],
      [{ budget: undefined }, 'budget', Messages.required],
      [{ notes: 'x'.repeat(1001) }, 'notes', Messages.descriptionTooLong],
    ])('refuses %j with its message and stores nothing', async (form, field, message) => {
      const error = await failure(raise(form));
      expect(error.kind).toBe('VALIDATION');
      expect(error.fields[field]).toBe(message);
      expect(await count()).toBe(0);
    });

    it('a move-in date before today in India is refused; today is fine until midnight in Patna', async () => {
      // The fake clock starts at 10:00 UTC on 22 November, 15:30 in Patna.
      expect((await failure(raise({ move_in_date: '2026-11-21' }))).fields).toEqual({ move_in_date: MOVE_IN_PAST_MESSAGE });
      await expect(raise({ move_in_date: '2026-11-22' })).resolves.toBeTruthy();
      h.clock.advanceMinutes(8 * 60 + 29); // 23:59 in Patna
      await expect(raise({ move_in_date: '2026-11-22' })).resolves.toBeTruthy();
      h.clock.advanceMinutes(1); // midnight in Patna, still 22 November in UTC
      expect((await failure(raise({ move_in_date: '2026-11-22' }))).fields.move_in_date).toBe(MOVE_IN_PAST_MESSAGE);
      expect(await count()).toBe(2);
    });

    it('caps requests per phone number and address per hour, then allows them again', async () => {
      const mobileNo = UserMother.mobile();
      for (let i = 0; i < h.config.leadLimits.perNumberPerHour; i += 1) await raise({ mobile_no: mobileNo }, { clientIp: '198.51.100.7' });
      const error = await failure(raise({ mobile_no: mobileNo }, { clientIp: '198.51.100.7' }));
      expect(error).toMatchObject({ kind: 'RATE_LIMITED', message: PropertyRequestMessages.tooMany });
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      expect(await count()).toBe(h.config.leadLimits.perNumberPerHour);
      h.clock.advanceMinutes(60);
      await expect(raise({ mobile_no: mobileNo }, { clientIp: '198.51.100.7' })).resolves.toBeTruthy();
    });

    it('a stranger over their caps does not lock the number out for its owner', async () => {
      const mobileNo = UserMother.mobile();
      for (let i = 0; i < h.config.leadLimits.perIpPerHour; i += 1) await raise({}, { clientIp: '203.0.113.9' });
      for (let i = 0; i < h.config.leadLimits.perNumberPerHour + 3; i += 1) {
        expect((await failure(raise({ mobile_no: mobileNo }, { clientIp: '203.0.113.9' }))).kind).toBe('RATE_LIMITED');
      }
      await expect(raise({ mobile_no: mobileNo }, { clientIp: '198.51.100.50' })).resolves.toBeTruthy();
    });

    it('caps requests per client address per hour', async () => {
      for (let i = 0; i < h.config.leadLimits.perIpPerHour; i += 1) await raise({}, { clientIp: '192.0.2.1' });
      expect((await failure(raise({}, { clientIp: '192.0.2.1' }))).kind).toBe('RATE_LIMITED');
      await expect(raise({}, { clientIp: '192.0.2.2' })).resolves.toBeTruthy();
    });

    it('a refused form does not use up the cap', async () => {
      const mobileNo = UserMother.mobile();
      for (let i = 0; i < h.config.leadLimits.perNumberPerHour + 2; i += 1) await failure(raise({ mobile_no: mobileNo, budget: 'low' }, { clientIp: `198.51.100.${i}` }));
      await expect(raise({ mobile_no: mobileNo })).resolves.toBeTruthy();
    });
  });

  describe('working them (admins)', () => {
    const change = (id: string, status: unknown) => h.container.get(ChangePropertyRequestStatus).execute(id, status as PropertyRequestStatus, admin);

    it('moves NEW → CONTACTED → MATCHED → CLOSED → NEW, recording who and when, offering the next statuses', async () => {
      const { id } = await raise();
      h.clock.advanceMinutes(5);
      expect((await change(id, 'CONTACTED')).nextStatuses).toEqual(['MATCHED', 'CLOSED']);
      expect((await change(id, 'MATCHED')).nextStatuses).toEqual(['CLOSED']);
      const closed = await change(id, 'CLOSED');
      expect(closed).toMatchObject({ status: 'CLOSED', statusChangedBy: admin.id });
      expect(closed.statusChangedAt!.getTime()).toBe(h.clock.now().getTime());
      expect((await change(id, 'NEW')).nextStatuses).toEqual(['CONTACTED', 'CLOSED']);
      expect((await get(id)).status).toBe('NEW');
    });

    it.each([
      [[], 'MATCHED', 'Cannot change status from NEW to MATCHED.'],
      [['CONTACTED'], 'NEW', 'Cannot change status from CONTACTED to NEW.'],
      [['CONTACTED', 'MATCHED'], 'CONTACTED', 'Cannot change status from MATCHED to CONTACTED.'],
      [['CLOSED'], 'MATCHED', 'Cannot change status from CLOSED to MATCHED.'],
    ])('after %j refuses %s (409) and keeps the status', async (path, to, message) => {
      const { id } = await raise();
      for (const step of path) await change(id, step);
      const error = await failure(change(id, to));
      expect(error).toMatchObject({ kind: 'CONFLICT', message });
      expect((await get(id)).status).toBe(path.at(-1) ?? 'NEW');
    });

    it('sending the status it already has changes nothing (a console save of the same record)', async () => {
      const { id } = await raise();
      await change(id, 'CONTACTED');
      const before = await get(id);
      h.clock.advanceMinutes(10);
      const after = await change(id, 'CONTACTED');
      expect(after.statusChangedAt!.getTime()).toBe(before.statusChangedAt!.getTime());
      expect((await get(id)).updatedAt.getTime()).toBe(before.updatedAt.getTime());
    });

    it('refuses an unknown status (400), a missing one (400) and an unknown request (404)', async () => {
      const { id } = await raise();
      expect((await failure(change(id, 'FOUND'))).fields.status).toBe('Status must be one of NEW, CONTACTED, MATCHED, CLOSED.');
      expect((await failure(change(id, ''))).fields.status).toBe(Messages.required);
      expect((await failure(change('0190f0a0-0000-7000-8000-00000000dead', 'CONTACTED'))).kind).toBe('NOT_FOUND');
    });

    it('lists by city and status, searches names, phone and locality, sorts by budget', async () => {
      const a = await raise({ first_name: 'Asha', budget: 9000, locality: 'Kankarbagh' });
      h.clock.advanceSeconds(1);
      const b = await raise({ first_name: 'Bina', city: 'gaya', budget: 6000, locality: 'Civil Lines' });
      h.clock.advanceSeconds(1);
      await raise({ first_name: 'Chandan', budget: 25000, locality: 'Boring Road' });
      await change(a.id, 'CONTACTED');
      const names = async (query: Partial<Parameters<ListPropertyRequests['execute']>[0]>) =>
        (await list({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10, ...query })).items.map((r) => r.firstName);
      expect(await names({})).toEqual(['Chandan', 'Bina', 'Asha']);
      expect(await names({ filter: { city: 'patna' } })).toEqual(['Chandan', 'Asha']);
      expect(await names({ filter: { status: 'CONTACTED' } })).toEqual(['Asha']);
      expect(await names({ search: 'kankar' })).toEqual(['Asha']);
      expect(await names({ search: b.mobileNo })).toEqual(['Bina']);
      expect(await names({ sort: { field: 'budget', order: 'ASC' } })).toEqual(['Bina', 'Asha', 'Chandan']);
    });
  });
});
