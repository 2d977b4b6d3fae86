import { describe, expect, it } from 'vitest';
import type { ListingReportRepository } from '../../application/listing-reports/ports/listing-report.repository.port.js';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { InMemoryListingReportRepository } from '../../adapters/persistence/in-memory/in-memory-listing-report.repository.js';
import { InMemoryPropertyRepository } from '../../adapters/persistence/in-memory/in-memory-property.repository.js';
import { InMemoryUserRepository } from '../../adapters/persistence/in-memory/in-memory-user.repository.js';
import { MikroOrmListingReportRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-listing-report.repository.js';
import { MikroOrmPropertyRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-property.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm/mikro-orm-user.repository.js';
import { ListingReport } from '../../domain/listing-reports/listing-report.js';
import { OwnerAnswer } from '../../domain/listing-reports/owner-answer.js';
import { DuplicateOpenReportError } from '../../domain/listing-reports/listing-reports.errors.js';
import type { Property } from '../../domain/properties/property.js';
import { ConcurrentModificationError } from '../../domain/shared/domain-error.js';
import { ListingReportMother } from '../mothers/listing-report.mother.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { adapterCases } from './repository-adapters.js';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();
const at = (s: number) => new Date(T0 + s * 1000);
const newest = { field: 'createdAt', order: 'DESC' } as const;

interface Stores {
  reports: ListingReportRepository;
  properties: PropertyRepository;
  users: UserRepository;
}

describe('listing report repository contract', () => {
  const cases = adapterCases<Stores>(
    () => ({ reports: new InMemoryListingReportRepository(), properties: new InMemoryPropertyRepository(), users: new InMemoryUserRepository() }),
    (source) => ({ reports: new MikroOrmListingReportRepository(source), properties: new MikroOrmPropertyRepository(source), users: new MikroOrmUserRepository(source) }),
  );

  for (const adapter of cases) {
    describe(`ListingReportRepository: ${adapter.name}`, () => {
      /** Reports name stored listings and people (foreign keys). */
      const setup = async () => {
        const stores = await adapter.make();
        const owner = UserMother.owner();
        const tenant = UserMother.tenant();
        const admin = UserMother.admin();
        for (const user of [owner, tenant, admin]) await stores.users.save(user);
        const listings: Property[] = [];
        for (const [i, city] of (['patna', 'gaya'] as const).entries()) {
          const listing = PropertyMother.live(owner.id, { title: `Listing ${i}`, city });
          await stores.properties.save(listing);
          listings.push(listing);
        }
        return { ...stores, owner, tenant, admin, listings };
      };

      it('saves and reads a report back with every field, as a ListingReport with its behaviour', async () => {
        const { reports, tenant, listings } = await setup();
        const report = ListingReportMother.open(listings[0]!.id, { reason: 'FRAUD', note: 'Asked for ₹2,000 to show the flat', reporter: ListingReportMother.by(tenant) }, at(1));
        await reports.save(report);
        const found = (await reports.findById(report.id))!;
        expect(found).toBeInstanceOf(ListingReport);
        expect(found).toMatchObject({
          propertyId: listings[0]!.id,
          city: 'patna',
          reason: 'FRAUD',
          note: 'Asked for ₹2,000 to show the flat',
          reporterUserId: tenant.id,
          reporterMobileNo: tenant.mobileNo,
          reporterKey: `user:${tenant.id}`,
          status: 'OPEN',
          reviewedById: null,
          reviewedAt: null,
          reviewNote: null,
          version: 1,
        });
        expect(found.isOpen).toBe(true);
        expect(found.createdAt.getTime()).toBe(at(1).getTime());
        expect(await reports.findById('0190f0a0-0000-7000-8000-00000000ffff')).toBeNull();
      });

      it('keeps one open report per reporter per listing; after a review the same person may report again', async () => {
        const { reports, admin, listings } = await setup();
        const reporter = ListingReportMother.visitor();
        const first = ListingReportMother.open(listings[0]!.id, { reporter }, at(1));
        await reports.save(first);
        await expect(reports.save(ListingReportMother.open(listings[0]!.id, { reporter, reason: 'FRAUD' }, at(2)))).rejects.toBeInstanceOf(DuplicateOpenReportError);
        // Another listing, or another person: not a repeat.
        await reports.save(ListingReportMother.open(listings[1]!.id, { reporter }, at(3)));
        await reports.save(ListingReportMother.open(listings[0]!.id, {}, at(4)));
        expect((await reports.findOpen(listings[0]!.id, reporter.key))?.id).toBe(first.id);
        first.dismiss(admin.id, 'Checked with the owner', at(5));
        await reports.save(first);
        expect(await reports.findOpen(listings[0]!.id, reporter.key)).toBeNull();
        await reports.save(ListingReportMother.open(listings[0]!.id, { reporter }, at(6)));
        expect((await reports.listForProperty(listings[0]!.id)).map((r) => r.status)).toEqual(['OPEN', 'OPEN', 'DISMISSED']);
      });

      it('counts distinct reporters with an open report, per listing', async () => {
        const { reports, admin, listings } = await setup();
        const [a, b] = [ListingReportMother.visitor(), ListingReportMother.visitor()];
        await reports.save(ListingReportMother.open(listings[0]!.id, { reporter: a }, at(1)));
        await reports.save(ListingReportMother.open(listings[0]!.id, { reporter: b }, at(2)));
        const dismissed = ListingReportMother.open(listings[0]!.id, {}, at(3));
        dismissed.dismiss(admin.id, null, at(3));
        await reports.save(dismissed);
        await reports.save(ListingReportMother.open(listings[1]!.id, { reporter: a }, at(4)));
        const counts = await reports.countOpenReporters([listings[0]!.id, listings[1]!.id, '0190f0a0-0000-7000-8000-00000000ffff']);
        expect(Object.fromEntries(counts)).toEqual({ [listings[0]!.id]: 2, [listings[1]!.id]: 1 });
        expect((await reports.countOpenReporters([])).size).toBe(0);
      });

      it("lists a listing's reports newest first, all or the open ones", async () => {
        const { reports, admin, listings } = await setup();
        const older = ListingReportMother.open(listings[0]!.id, { reason: 'BROKER' }, at(1));
        const newer = ListingReportMother.open(listings[0]!.id, { reason: 'ALREADY_RENTED' }, at(2));
        older.action(admin.id, 'Taken down: a broker', at(3));
        await reports.save(older);
        await reports.save(newer);
        expect((await reports.listForProperty(listings[0]!.id)).map((r) => r.reason)).toEqual(['ALREADY_RENTED', 'BROKER']);
        expect((await reports.listForProperty(listings[0]!.id, { openOnly: true })).map((r) => r.id)).toEqual([newer.id]);
        expect(await reports.listForProperty(listings[1]!.id)).toEqual([]);
      });

      it('stores a review and refuses a stale copy', async () => {
        const { reports, admin, listings } = await setup();
        const report = ListingReportMother.open(listings[0]!.id, {}, at(1));
        await reports.save(report);
        const first = (await reports.findById(report.id))!;
        const second = (await reports.findById(report.id))!;
        first.dismiss(admin.id, 'Owner verified in person', at(10));
        await reports.save(first);
        second.action(admin.id, 'Broker', at(11));
        await expect(reports.save(second)).rejects.toBeInstanceOf(ConcurrentModificationError);
        const stored = (await reports.findById(report.id))!;
        expect(stored).toMatchObject({ status: 'DISMISSED', reviewedById: admin.id, reviewNote: 'Owner verified in person' });
        expect(stored.reviewedAt!.getTime()).toBe(at(10).getTime());
      });

      it('filters the queue by status, reason, city and listing, searches notes and numbers, sorts and pages', async () => {
        const { reports, admin, tenant, listings } = await setup();
        const rows = [
          ListingReportMother.open(listings[0]!.id, { reason: 'BROKER', note: 'Brokerage of one month asked' }, at(1)),
          ListingReportMother.open(listings[1]!.id, { reason: 'FRAUD', city: 'gaya', note: null }, at(2)),
          ListingReportMother.open(listings[0]!.id, { reason: 'ALREADY_RENTED', note: null, reporter: ListingReportMother.by(tenant) }, at(3)),
          ListingReportMother.open(listings[0]!.id, { reason: 'WRONG_DETAILS', note: 'Photos are of a hotel' }, at(4)),
        ];
        rows[3]!.dismiss(admin.id, null, at(5));
        for (const r of rows) await reports.save(r);
        const reasons = async (query: Partial<Parameters<ListingReportRepository['list']>[0]>) =>
          (await reports.list({ filter: {}, sort: newest, offset: 0, limit: 10, ...query })).items.map((r) => r.reason);
        expect(await reasons({})).toEqual(['WRONG_DETAILS', 'ALREADY_RENTED', 'FRAUD', 'BROKER']);
        expect(await reasons({ filter: { status: 'OPEN' } })).toEqual(['ALREADY_RENTED', 'FRAUD', 'BROKER']);
        expect(await reasons({ filter: { reason: 'FRAUD' } })).toEqual(['FRAUD']);
        expect(await reasons({ filter: { city: 'patna', status: 'OPEN' } })).toEqual(['ALREADY_RENTED', 'BROKER']);
        expect(await reasons({ filter: { propertyId: listings[1]!.id } })).toEqual(['FRAUD']);
        expect(await reasons({ search: 'HOTEL' })).toEqual(['WRONG_DETAILS']);
        expect(await reasons({ search: tenant.mobileNo!.slice(2) })).toEqual(['ALREADY_RENTED']);
        expect(await reasons({ search: '%' })).toEqual([]);
        expect(await reasons({ sort: { field: 'createdAt', order: 'ASC' } })).toEqual(['BROKER', 'FRAUD', 'ALREADY_RENTED', 'WRONG_DETAILS']);
        const page = await reports.list({ filter: {}, sort: newest, offset: 2, limit: 2 });
        expect(page.total).toBe(4);
        expect(page.items.map((r) => r.reason)).toEqual(['FRAUD', 'BROKER']);
      });

      it('keeps where a signed-in reporter reported from and their standing, and a report closed without a reviewer', async () => {
        const { reports, tenant, listings } = await setup();
        const signedIn = ListingReportMother.open(listings[0]!.id, { reporter: { ...ListingReportMother.by(tenant), addressKey: 'visitor:hash-of-address', standing: 'VISITED' } }, at(1));
        const anonymous = ListingReportMother.open(listings[0]!.id, {}, at(2));
        await reports.save(signedIn);
        await reports.save(anonymous);
        expect((await reports.findById(signedIn.id))?.reporterAddressKey).toBe('visitor:hash-of-address');
        // What the reporter's word rests on is kept as it was when they reported.
        expect((await reports.findById(signedIn.id))?.reporterStanding).toBe('VISITED');
        expect((await reports.findById(anonymous.id))?.reporterStanding).toBe('VISITOR');
        // A visitor's own key is the hash of their address.
        expect((await reports.findById(anonymous.id))?.reporterAddressKey).toBe(anonymous.reporterKey);
        const closed = (await reports.findById(anonymous.id))!;
        closed.close('Closed: the listing was marked rented.', at(3));
        await reports.save(closed);
        expect(await reports.findById(anonymous.id)).toMatchObject({ status: 'CLOSED', reviewedById: null, reviewNote: 'Closed: the listing was marked rented.' });
        expect((await reports.list({ filter: { status: 'CLOSED' }, sort: newest, offset: 0, limit: 10 })).items.map((r) => r.id)).toEqual([anonymous.id]);
      });

      it('keeps a listing held for review and its held time (the listing window resumes from it)', async () => {
        const { properties, listings } = await setup();
        const listing = (await properties.findById(listings[0]!.id))!;
        listing.holdForReview(at(60));
        await properties.save(listing);
        const held = (await properties.findById(listing.id))!;
        expect(held.status).toBe('UNDER_REVIEW');
        expect(held.reviewHeldAt!.getTime()).toBe(at(60).getTime());
        held.releaseFromReview(at(120));
        await properties.save(held);
        const back = (await properties.findById(listing.id))!;
        expect(back).toMatchObject({ status: 'LIVE', reviewHeldAt: null });
        expect(back.listedUntil!.getTime()).toBe(listing.listedUntil!.getTime() + 60_000);
      });

      it("keeps the owner's answers per listing, newest first, as OwnerAnswers", async () => {
        const { reports, owner, listings } = await setup();
        const write = (propertyId: string, text: string, s: number, earlier: OwnerAnswer[] = []) =>
          OwnerAnswer.write({ propertyId, ownerId: owner.id, text, heldSince: at(0), earlier }, at(s));
        const first = write(listings[0]!.id, 'The first answer of the owner.', 10);
        await reports.addAnswer(first);
        await reports.addAnswer(write(listings[0]!.id, 'The second answer of the owner.', 20, [first]));
        await reports.addAnswer(write(listings[1]!.id, 'An answer about another listing.', 30));
        const answers = await reports.listAnswers(listings[0]!.id);
        expect(answers.map((a) => a.text)).toEqual(['The second answer of the owner.', 'The first answer of the owner.']);
        expect(answers[1]).toBeInstanceOf(OwnerAnswer);
        expect(answers[1]).toMatchObject({ id: first.id, propertyId: listings[0]!.id, ownerId: owner.id });
        expect(answers[1]!.createdAt.getTime()).toBe(at(10).getTime());
        expect(await reports.listAnswers(listings[1]!.id)).toHaveLength(1);
      });
    });
  }
});
