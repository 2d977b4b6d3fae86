import { describe, expect, it } from 'vitest';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import type { ConfirmationCodeStore } from '../../application/tenancies/ports/confirmation-code.store.port.js';
import type { PaymentRepository } from '../../application/tenancies/ports/payment.repository.port.js';
import type { TenancyRepository } from '../../application/tenancies/ports/tenancy.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { InMemoryPropertyRepository } from '../../adapters/persistence/in-memory/in-memory-property.repository.js';
import { InMemoryConfirmationCodeStore, InMemoryPaymentRepository, InMemoryTenancyRepository } from '../../adapters/persistence/in-memory/in-memory-tenancy.repository.js';
import { InMemoryUserRepository } from '../../adapters/persistence/in-memory/in-memory-user.repository.js';
import { MikroOrmPropertyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { MikroOrmConfirmationCodeStore, MikroOrmPaymentRepository, MikroOrmTenancyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-tenancy.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { ConfirmationCode } from '../../domain/tenancies/confirmation-code.js';
import { parsePaymentDetails, Payment } from '../../domain/tenancies/payment.js';
import { HomeTakenError, OpenProposalExistsError } from '../../domain/tenancies/tenancies.errors.js';
import { parseTenancyTerms } from '../../domain/tenancies/tenancy-terms.js';
import { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { TenancyMother } from '../mothers/tenancy.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { adapterCases } from './repository-adapters.js';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();
const at = (s: number) => new Date(T0 + s * 1000);
const newest = { field: 'createdAt', order: 'DESC' } as const;

interface Stores {
  tenancies: TenancyRepository;
  payments: PaymentRepository;
  codes: ConfirmationCodeStore;
  properties: PropertyRepository;
  users: UserRepository;
}

describe('tenancy repositories contract', () => {
  const cases = adapterCases<Stores>(
    () => ({
      tenancies: new InMemoryTenancyRepository(),
      payments: new InMemoryPaymentRepository(),
      codes: new InMemoryConfirmationCodeStore(),
      properties: new InMemoryPropertyRepository(),
      users: new InMemoryUserRepository(),
    }),
    (source) => ({
      tenancies: new MikroOrmTenancyRepository(source),
      payments: new MikroOrmPaymentRepository(source),
      codes: new MikroOrmConfirmationCodeStore(source),
      properties: new MikroOrmPropertyRepository(source),
      users: new MikroOrmUserRepository(source),
    }),
  );

  for (const adapter of cases) {
    describe(adapter.name, () => {
      const setup = async () => {
        const stores = await adapter.make();
        const owner = UserMother.owner();
        const tenant = UserMother.tenant();
        const other = UserMother.tenant();
        for (const user of [owner, tenant, other]) await stores.users.save(user);
        const home = PropertyMother.live(owner.id);
        await stores.properties.save(home);
        const propose = (who: User = tenant, s = 1) =>
          Tenancy.propose({ propertyId: home.id, city: home.city, ownerId: owner.id, tenantId: who.id, terms: parseTenancyTerms(TenancyMother.terms(), at(0)), actor: { id: owner.id, role: 'OWNER' } }, at(s));
        return { ...stores, owner, tenant, other, home, propose };
      };

      it('saves and reads a tenancy back with its terms, dates as calendar dates, as a Tenancy with its behaviour', async () => {
        const { tenancies, propose, tenant } = await setup();
        const { tenancy, event } = propose();
        await tenancies.save(tenancy);
        await tenancies.addEvent(event);
        const found = (await tenancies.findById(tenancy.id))!;
        expect(found).toBeInstanceOf(Tenancy);
        expect(found).toMatchObject({ rent: 12000, deposit: 24000, maintenance: 500, moveInDate: '2026-12-01', termMonths: 11, rentDueDay: 5, termsVersion: 1, status: 'PROPOSED', version: 1 });
        expect(found.partyOf(tenant.id)).toBe('TENANT');
        expect((await tenancies.listEvents(tenancy.id)).map((e) => [e.action, e.termsVersion])).toEqual([['propose', 1]]);
      });

      it('two parties racing over one read: the change is saved, the confirmation of the old terms is refused', async () => {
        const { tenancies, propose, owner } = await setup();
        const { tenancy } = propose();
        await tenancies.save(tenancy);
        const ownersCopy = (await tenancies.findById(tenancy.id))!;
        const tenantsCopy = (await tenancies.findById(tenancy.id))!;
        ownersCopy.change({ ...ownersCopy.terms, rent: 20000 }, { id: owner.id, role: 'OWNER' }, at(5));
        await tenancies.save(ownersCopy);
        tenantsCopy.confirm('TENANT', 1, at(6));
        await expect(tenancies.save(tenantsCopy)).rejects.toBeInstanceOf(ConcurrentModificationError);
        expect(await tenancies.findById(tenancy.id)).toMatchObject({ rent: 20000, termsVersion: 2, tenantConfirmedVersion: null });
      });

      it('two saves of one read at the same moment: exactly one wins', async () => {
        const { tenancies, propose, owner } = await setup();
        const { tenancy } = propose();
        await tenancies.save(tenancy);
        const a = (await tenancies.findById(tenancy.id))!;
        const b = (await tenancies.findById(tenancy.id))!;
        a.change({ ...a.terms, rent: 15000 }, { id: owner.id, role: 'OWNER' }, at(5));
        b.confirm('TENANT', 1, at(5));
        const results = await Promise.allSettled([tenancies.save(a), tenancies.save(b)]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const stored = (await tenancies.findById(tenancy.id))!;
        // Never both: a confirmation names the version it was given for, and the row holds one or the other.
        expect(stored.rent === 15000 ? stored.tenantConfirmedVersion : stored.termsVersion).toBe(stored.rent === 15000 ? null : 1);
      });

      it('one tenancy holds a home; one open proposal per home and tenant', async () => {
        const { tenancies, propose, tenant, other } = await setup();
        const first = propose(tenant).tenancy;
        await tenancies.save(first);
        await expect(tenancies.save(propose(tenant, 2).tenancy)).rejects.toBeInstanceOf(OpenProposalExistsError);
        const second = propose(other, 3).tenancy;
        await tenancies.save(second);
        for (const t of [first, second]) {
          t.confirm('OWNER', 1, at(10));
          t.confirm('TENANT', 1, at(11));
        }
        await tenancies.save(first);
        await expect(tenancies.save(second)).rejects.toBeInstanceOf(HomeTakenError);
        expect((await tenancies.findHolding(first.propertyId))?.id).toBe(first.id);
      });

      it('lists a person’s tenancies as owner or tenant, by status', async () => {
        const { tenancies, propose, owner, tenant, other } = await setup();
        await tenancies.save(propose(tenant, 1).tenancy);
        const second = propose(other, 2).tenancy;
        second.withdraw({ id: other.id, role: 'TENANT' }, null, at(3));
        await tenancies.save(second);
        const list = (filter: object) => tenancies.list({ filter, sort: newest, offset: 0, limit: 10 });
        expect((await list({ partyId: owner.id })).total).toBe(2);
        expect((await list({ partyId: tenant.id })).total).toBe(1);
        expect((await list({ partyId: owner.id, statuses: ['WITHDRAWN'] })).items.map((t) => t.tenantId)).toEqual([other.id]);
      });

      it('payments: read back whole, a tenancy’s a page at a time, disputed ones first', async () => {
        const { tenancies, payments, propose, owner, tenant } = await setup();
        const { tenancy } = propose();
        await tenancies.save(tenancy);
        const record = (amount: number, s: number) =>
          Payment.record({ tenancy, actor: { id: owner.id, role: 'OWNER' }, details: parsePaymentDetails(TenancyMother.payment({ amount }), at(0)), tenantVisited: false }, at(s)).payment;
        const first = record(100, 1);
        const second = record(200, 2);
        const third = record(300, 3);
        for (const p of [first, second, third]) await payments.save(p);
        first.dispute(tenancy, tenant.id, 'Never happened', at(4));
        await payments.save(first);
        const found = (await payments.findById(second.id))!;
        expect(found).toBeInstanceOf(Payment);
        expect(found).toMatchObject({ amount: 200, mode: 'UPI', paidOn: '2026-11-22', status: 'PENDING', recordedByParty: 'OWNER', version: 1 });
        const page = await payments.list({ filter: { tenancyId: tenancy.id }, sort: newest, offset: 0, limit: 2 });
        expect(page.total).toBe(3);
        expect(page.items.map((p) => p.amount)).toEqual([100, 300]);
        expect((await payments.list({ filter: { status: 'DISPUTED' }, sort: newest, offset: 0, limit: 10 })).items.map((p) => p.disputeNote)).toEqual(['Never happened']);
        const stale = (await payments.findById(second.id))!;
        found.void(owner.id, 'Recorded twice by mistake', at(5));
        await payments.save(found);
        stale.confirm(tenancy, tenant.id, stale.version, at(6));
        await expect(payments.save(stale)).rejects.toBeInstanceOf(ConcurrentModificationError);
      });

      it('confirmation codes: a quiet period, the three newest working, tries counted, using one voids the others', async () => {
        const { codes, tenant } = await setup();
        const owner = { subjectType: 'TENANCY' as const, subjectId: '0190f0a0-0000-7000-8000-0000000000aa', userId: tenant.id };
        const issue = (s: number) => ConfirmationCode.issue({ ...owner, subjectVersion: 1, codeHash: `hash-${s}` }, at(s));
        expect(await codes.issue(issue(0), 30, at(0), 2)).toBe(0);
        expect(await codes.issue(issue(10), 30, at(10), 2)).toBe(20);
        for (const s of [40, 80, 120]) expect(await codes.issue(issue(s), 30, at(s), 2)).toBe(0);
        const live = await codes.findLive(owner, at(121), 3);
        expect(live.map((c) => c.codeHash)).toEqual(['hash-120', 'hash-80', 'hash-40']);
        expect(await codes.takeAttempt(live[0]!.id, 2, at(121))).toBe(1);
        expect(await codes.takeAttempt(live[0]!.id, 2, at(121))).toBe(2);
        expect(await codes.takeAttempt(live[0]!.id, 2, at(121))).toBeNull();
        expect(await codes.consume(live[1]!.id, at(122))).toBe(true);
        expect(await codes.consume(live[1]!.id, at(122))).toBe(false);
        expect(await codes.findLive(owner, at(123), 3)).toEqual([]);
        expect((await codes.findLatest(owner))?.codeHash).toBe('hash-120');
        // The purge takes what was used, voided or expired before its cut-off, and leaves a code still open then.
        const fresh = ConfirmationCode.issue({ ...owner, subjectId: '0190f0a0-0000-7000-8000-0000000000bb', subjectVersion: 1, codeHash: 'hash-fresh' }, at(200));
        expect(await codes.issue(fresh, 30, at(200), 2)).toBe(0);
        expect(await codes.purgeSpent(at(150))).toBe(4);
        expect(await codes.findLatest(owner)).toBeNull();
        expect((await codes.findLive({ ...owner, subjectId: fresh.subjectId }, at(201), 3)).map((c) => c.codeHash)).toEqual(['hash-fresh']);
      });
    });
  }
});
