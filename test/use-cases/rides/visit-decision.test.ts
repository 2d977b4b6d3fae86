import { beforeEach, describe, expect, it } from 'vitest';
import { LeadRepository } from '../../../application/leads/ports/lead.repository.port.js';
import { ListLeads } from '../../../application/leads/list-leads.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { CountVisitDecisions } from '../../../application/rides/count-visit-decisions.use-case.js';
import { DecideAfterVisit, type DecideAfterVisitInput } from '../../../application/rides/decide-after-visit.use-case.js';
import { RideRepository } from '../../../application/rides/ports/ride.repository.port.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { Lead } from '../../../domain/leads/lead.js';
import type { Property } from '../../../domain/properties/property.js';
import type { Ride, RideStatus } from '../../../domain/rides/ride.js';
import { VISIT_DECISION_DAYS, VisitDecisionMessages } from '../../../domain/rides/visit-decision.js';
import type { User } from '../../../domain/users/user.js';
import { LeadMother } from '../../mothers/lead.mother.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { RideMother } from '../../mothers/ride.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { drainJobs } from '../../support/jobs.js';

/** RideMother completes a visit 45 minutes into its slot: 25 November 2026, 10:45 India time. */
const COMPLETED_AT = new Date('2026-11-25T05:15:00.000Z');
const DAY = 86_400_000;

describe('the decision after a visit', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  let owner: User;
  let tenant: User;
  let otherTenant: User;
  let rider: User;
  let listing: Property;
  let product: string;

  const users = () => h.container.get<UserRepository>(UserRepository);
  const rides = () => h.container.get<RideRepository>(RideRepository);
  const leads = () => h.container.get<LeadRepository>(LeadRepository);
  const stored = async (user: User) => {
    await users().save(user);
    return user;
  };
  /** A visit of the listing by `who`, moved to `status`; `day` another slot day (one rider cannot hold two visits of one hour). */
  const visit = async (status: RideStatus = 'COMPLETED', who: User = tenant, day = '2026-11-25') => {
    const ride = RideMother.with({ propertyId: listing.id, tenantId: who.id, riderId: status === 'REQUESTED' ? undefined : rider.id, status, slot: RideMother.slot(10, day) });
    await rides().save(ride);
    return ride;
  };
  const moveClockTo = (at: Date) => h.clock.advanceSeconds((at.getTime() - h.clock.now().getTime()) / 1000);
  const decide = async (actor: User, ride: Ride, answer: Pick<DecideAfterVisitInput, 'decision' | 'reason' | 'note'>) => {
    try {
      return await h.container.get(DecideAfterVisit).execute({ actor, rideId: ride.id, ...answer });
    } finally {
      await drainJobs(h.container);
    }
  };
  const reload = async (ride: Ride) => (await rides().findById(ride.id))!;
  const ownerTexts = () => h.sms!.textsTo(owner.mobileNo!);

  beforeEach(async () => {
    h = harness();
    product = h.config.productName;
    admin = await stored(UserMother.admin());
    owner = await stored(UserMother.owner());
    tenant = await stored(UserMother.tenant({ firstName: 'Neha', lastName: 'Sinha' }));
    otherTenant = await stored(UserMother.tenant({ firstName: 'Pooja' }));
    rider = await stored(UserMother.tenant({ firstName: 'Asha' }));
    rider.becomeRider('patna', h.clock.now());
    await users().save(rider);
    listing = PropertyMother.live(owner.id, {}, h.clock.now());
    await h.container.get<PropertyRepository>(PropertyRepository).save(listing);
    moveClockTo(new Date(COMPLETED_AT.getTime() + 3_600_000));
  });

  describe('who may answer, and when', () => {
    it('the tenant of a completed visit says "I want to rent it": recorded with the time, a lead at the top of the queue, the owner texted without the tenant\'s number', async () => {
      const ride = await visit();
      const view = await decide(tenant, ride, { decision: 'INTERESTED' });
      expect(view.ride).toMatchObject({ decision: 'INTERESTED', decisionReason: null, decidedAt: h.clock.now(), firstDecidedAt: h.clock.now() });
      expect((await reload(ride)).decision).toBe('INTERESTED');

      const lead = (await leads().findByVisitId(ride.id))!;
      expect(lead).toMatchObject({ visitId: ride.id, propertyId: listing.id, type: 'PROPERTY', status: 'NEW', firstName: 'Neha', lastName: 'Sinha', mobileNo: tenant.mobileNo });
      // A callback request made after it still comes second in the queue.
      h.clock.advanceSeconds(60);
      await leads().save(LeadMother.with());
      const queue = await h.container.get(ListLeads).execute({ filter: {}, sort: { field: 'priority', order: 'DESC' }, offset: 0, limit: 10 }, { actor: admin, resource: 'leads' });
      expect(queue.items.map((l) => l.visitId)).toEqual([ride.id, null]);

      const texts = ownerTexts();
      expect(texts).toEqual([`${product}: a tenant who visited ${listing.title}, ${listing.locality} with our rider wants to rent it. Our team will call you to connect.`]);
      expect(texts[0]).not.toContain(tenant.mobileNo!);
    });

    it('"Not for me" needs a reason; "other" may carry a few words (at most 140 characters); no lead, no text', async () => {
      const ride = await visit();
      expect((await failure(decide(tenant, ride, { decision: 'NOT_INTERESTED' }))).fields).toEqual({ reason: VisitDecisionMessages.reason });
      expect((await failure(decide(tenant, ride, { decision: 'NOT_INTERESTED', reason: 'RENT', note: 'too far' }))).fields).toEqual({ note: VisitDecisionMessages.noteOnlyForOther });
      expect((await failure(decide(tenant, ride, { decision: 'INTERESTED', reason: 'RENT' }))).fields).toEqual({ reason: VisitDecisionMessages.reasonNotAllowed });
      expect((await failure(decide(tenant, ride, { decision: 'NOT_INTERESTED', reason: 'OTHER', note: 'x'.repeat(141) }))).fields).toEqual({ note: 'Must be at most 140 characters.' });

      const view = await decide(tenant, ride, { decision: 'NOT_INTERESTED', reason: 'OTHER', note: '  No  parking for my bike ' });
      expect(view.ride).toMatchObject({ decision: 'NOT_INTERESTED', decisionReason: 'OTHER', decisionNote: 'No parking for my bike' });
      expect(await leads().findByVisitId(ride.id)).toBeNull();
      expect(ownerTexts()).toEqual([]);
    });

    it.each([
      ['the owner', () => owner],
      ['the rider', () => rider],
      ['an admin', () => admin],
      ['another tenant', () => otherTenant],
    ])('%s may not answer for the tenant (403)', async (_label, actor) => {
      const ride = await visit();
      const error = await failure(decide(actor(), ride, { decision: 'INTERESTED' }));
      expect(error.kind).toBe('FORBIDDEN');
      expect((await reload(ride)).decision).toBeNull();
      expect(await leads().findByVisitId(ride.id)).toBeNull();
    });

    it.each(['REQUESTED', 'CONFIRMED', 'STARTED', 'CANCELLED', 'NO_SHOW'] as const)('not on a visit that is %s (409)', async (status) => {
      const ride = await visit(status);
      const error = await failure(decide(tenant, ride, { decision: 'INTERESTED' }));
      expect(error.kind).toBe('CONFLICT');
      expect(error.message).toBe(VisitDecisionMessages.notCompleted);
    });

    it(`until ${VISIT_DECISION_DAYS} days after the visit was completed, not a moment later (409)`, async () => {
      const ride = await visit();
      moveClockTo(new Date(COMPLETED_AT.getTime() + VISIT_DECISION_DAYS * DAY));
      expect((await decide(tenant, ride, { decision: 'NOT_INTERESTED', reason: 'RENT' })).ride.decision).toBe('NOT_INTERESTED');
      h.clock.advanceSeconds(1);
      const error = await failure(decide(tenant, ride, { decision: 'INTERESTED' }));
      expect(error.kind).toBe('CONFLICT');
      expect(error.message).toBe(VisitDecisionMessages.closed);
      expect((await reload(ride)).decision).toBe('NOT_INTERESTED');
    });
  });

  describe('one answer per visit, which the tenant may change', () => {
    it('the same answer twice changes nothing: one lead, one text, the first time kept', async () => {
      const ride = await visit();
      await decide(tenant, ride, { decision: 'INTERESTED' });
      const first = h.clock.now();
      h.clock.advanceSeconds(600);
      const again = await decide(tenant, ride, { decision: 'INTERESTED' });
      expect(again.ride.decidedAt).toEqual(first);
      const all = await h.container.get(ListLeads).execute({ filter: { fromVisit: true }, sort: { field: 'priority', order: 'DESC' }, offset: 0, limit: 10 }, { actor: admin, resource: 'leads' });
      expect(all.total).toBe(1);
      expect(ownerTexts()).toHaveLength(1);
    });

    it('changing to "Not for me" closes the open lead; wanting it again reopens it, and the owner is not texted twice', async () => {
      const ride = await visit();
      await decide(tenant, ride, { decision: 'INTERESTED' });
      const firstAt = h.clock.now();
      h.clock.advanceSeconds(3600);
      const changed = await decide(tenant, ride, { decision: 'NOT_INTERESTED', reason: 'LOCATION' });
      expect(changed.ride).toMatchObject({ decision: 'NOT_INTERESTED', decisionReason: 'LOCATION', decidedAt: h.clock.now(), firstDecidedAt: firstAt });
      expect((await leads().findByVisitId(ride.id))!.status).toBe('CLOSED');

      h.clock.advanceSeconds(3600);
      await decide(tenant, ride, { decision: 'INTERESTED' });
      expect((await leads().findByVisitId(ride.id))!.status).toBe('NEW');
      expect(ownerTexts()).toHaveLength(1);
    });

    it('a lead our team already converted stays converted when the tenant changes their mind', async () => {
      const ride = await visit();
      await decide(tenant, ride, { decision: 'INTERESTED' });
      const lead = (await leads().findByVisitId(ride.id))!;
      lead.changeStatus('CONTACTED', admin.id, h.clock.now());
      lead.changeStatus('CONVERTED', admin.id, h.clock.now());
      await leads().save(lead);
      await decide(tenant, ride, { decision: 'NOT_INTERESTED', reason: 'OWNER' });
      expect((await leads().findByVisitId(ride.id))!.status).toBe('CONVERTED');
    });

    it('a second lead of one visit is refused by the store (a racing twin)', async () => {
      const ride = await visit();
      const make = () => Lead.fromVisitInterest({ visitId: ride.id, propertyId: listing.id, firstName: 'Neha', lastName: 'Sinha', mobileNo: tenant.mobileNo! }, h.clock.now());
      await leads().save(make());
      expect((await failure(leads().save(make()))).kind).toBe('CONFLICT');
    });
  });

  describe("the owner's counts", () => {
    it('per listing: completed visits, how many want it, the reasons of the others; check visits and open visits not counted', async () => {
      const second = PropertyMother.live(owner.id, { title: 'Quiet 1 BHK' }, h.clock.now());
      await h.container.get<PropertyRepository>(PropertyRepository).save(second);
      moveClockTo(new Date('2026-11-29T12:00:00Z'));
      const people = await Promise.all(['A', 'B', 'C', 'D'].map((name) => stored(UserMother.tenant({ firstName: `Ten${name}` }))));
      await decide(people[0]!, await visit('COMPLETED', people[0]!, '2026-11-26'), { decision: 'INTERESTED' });
      await decide(people[1]!, await visit('COMPLETED', people[1]!, '2026-11-27'), { decision: 'NOT_INTERESTED', reason: 'RENT' });
      await decide(people[2]!, await visit('COMPLETED', people[2]!, '2026-11-28'), { decision: 'NOT_INTERESTED', reason: 'RENT' });
      await visit('COMPLETED', people[3]!, '2026-11-29');
      await visit('CONFIRMED', otherTenant, '2026-11-30');
      await rides().save(RideMother.check({ propertyId: listing.id, adminId: admin.id, slot: RideMother.slot(11, '2026-11-30') }));

      const counts = await h.container.get(CountVisitDecisions).execute({ actor: owner, propertyIds: [listing.id, second.id] });
      const byId = new Map(counts.map((c) => [c.propertyId, c]));
      expect(byId.get(listing.id)).toEqual({
        propertyId: listing.id,
        visited: 4,
        interested: 1,
        notInterested: 2,
        reasons: { RENT: 2, LOCATION: 0, CONDITION: 0, OWNER: 0, OTHER: 0 },
      });
      expect(byId.get(second.id)).toMatchObject({ visited: 0, interested: 0, notInterested: 0 });
      expect(JSON.stringify(counts)).not.toContain(people[0]!.id);
    });

    it("another owner's listing is refused (403); an admin may read any", async () => {
      const stranger = await stored(UserMother.owner());
      expect((await failure(h.container.get(CountVisitDecisions).execute({ actor: stranger, propertyIds: [listing.id] }))).kind).toBe('FORBIDDEN');
      expect(await h.container.get(CountVisitDecisions).execute({ actor: admin, propertyIds: [listing.id] })).toHaveLength(1);
    });
  });
});
