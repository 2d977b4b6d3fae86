import { beforeEach, describe, expect, it } from 'vitest';
import { ChangeLeadStatus } from '../../../application/leads/change-lead-status.use-case.js';
import { GetLead } from '../../../application/leads/get-lead.use-case.js';
import { ListLeads } from '../../../application/leads/list-leads.use-case.js';
import { SubmitLead } from '../../../application/leads/submit-lead.use-case.js';
import type { LeadStatus } from '../../../domain/leads/lead-status.js';
import { LeadMessages } from '../../../domain/leads/leads.errors.js';
import { Messages } from '../../../domain/shared/messages.js';
import { UserMother } from '../../mothers/user.mother.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';


describe('callback requests (leads)', () => {
  let h: ReturnType<typeof harness>;
  const admin = UserMother.admin();
  const submit = (overrides: Record<string, unknown> = {}) =>
    h.container.get(SubmitLead).execute({
      firstName: 'ankit kumar',
      lastName: 'VERMA',
      mobileNo: UserMother.mobile(),
      type: 'TENANT',
      clientIp: '203.0.113.50',
      ...overrides,
    });

  beforeEach(() => {
    h = harness();
  });

  it('keeps a valid request as NEW with normalised names', async () => {
    const lead = await submit({ email: ' Ankit@Example.com ', description: '  2 BHK near Boring Road ' });
    const stored = await h.container.get(GetLead).execute(lead.id);
    expect(stored).toMatchObject({ firstName: 'Ankit Kumar', lastName: 'Verma', email: 'ankit@example.com', description: '2 BHK near Boring Road', status: 'NEW', type: 'TENANT', propertyId: null });
  });

  it('keeps the description without the invisible controls that make a text read otherwise, Hindi joiners kept', async () => {
    const lead = await submit({ description: '\u202Egnp.exe 2\u200B BHK\u2066 near\u2069 क्\u200Dष नगर\uFEFF' });
    expect((await h.container.get(GetLead).execute(lead.id)).description).toBe('gnp.exe 2 BHK near क्\u200Dष नगर');
    const blank = await submit({ description: '\u202E\u200B ' });
    expect((await h.container.get(GetLead).execute(blank.id)).description).toBeNull();
  });

  it.each([
    [{ firstName: '' }, 'first_name', Messages.required],
    [{ firstName: 'Ank1t' }, 'first_name', Messages.nameChars],
    [{ lastName: 'Ver-ma' }, 'last_name', Messages.nameChars],
    [{ mobileNo: '' }, 'mobile_no', Messages.phoneRequired],
    [{ mobileNo: '98765' }, 'mobile_no', Messages.phoneDigits],
    [{ countryCode: '+44' }, 'country_code', Messages.countryCode],
    [{ email: 'not-mail' }, 'email', Messages.emailPattern],
    [{ email: `${'a'.repeat(75)}@ex.com` }, 'email', Messages.emailLength],
    [{ description: 'x'.repeat(1001) }, 'description', Messages.descriptionTooLong],
  ])('refuses %j with its message and stores nothing', async (overrides, field, message) => {
    const error = await failure(submit(overrides));
    expect(error.kind).toBe('VALIDATION');
    expect(error.fields[field]).toBe(message);
    const page = await h.container.get(ListLeads).execute({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10 }, { actor: UserMother.admin(), resource: 'leads' });
    expect(page.total).toBe(0);
  });

  // A missing or unknown type, property_id against type, and every bad field at once are the HTTP edge's:
  // test/adapters/http/submit-lead-dto.test.ts. The use case asks only whether the listing is live (below).

  it('accepts a property request for a live listing and counts it for the owner', async () => {
    const properties = h.container.get<PropertyRepository>(PropertyRepository);
    const listing = PropertyMother.live(UserMother.owner().id, {}, h.clock.now());
    await properties.save(listing);
    const lead = await submit({ type: 'PROPERTY', propertyId: listing.id.toUpperCase() });
    expect(lead.propertyId).toBe(listing.id);
    expect((await properties.findById(listing.id))!.callbackCount).toBe(1);
  });

  it('refuses a property request for a listing that does not exist or is not live', async () => {
    const properties = h.container.get<PropertyRepository>(PropertyRepository);
    const draft = PropertyMother.draft(UserMother.owner().id, {}, h.clock.now());
    await properties.save(draft);
    for (const propertyId of [draft.id, '0190f0a0-0000-7000-8000-000000000001']) {
      expect((await failure(submit({ type: 'PROPERTY', propertyId }))).fields.property_id).toBe(LeadMessages.propertyInvalid);
    }
  });

  it('rate-limits per number and client IP pair and per client IP', async () => {
    const mobileNo = UserMother.mobile();
    for (let i = 0; i < h.config.leadLimits.perNumberPerHour; i += 1) await submit({ mobileNo, clientIp: '198.51.100.1' });
    expect((await failure(submit({ mobileNo, clientIp: '198.51.100.1' }))).kind).toBe('RATE_LIMITED');
    // The same number from another address is that address's own budget.
    await expect(submit({ mobileNo, clientIp: '198.51.100.200' })).resolves.toBeTruthy();
    for (let i = 0; i < h.config.leadLimits.perIpPerHour; i += 1) await submit({ clientIp: '192.0.2.1' });
    expect((await failure(submit({ clientIp: '192.0.2.1' }))).message).toBe(LeadMessages.tooMany);
  });

  describe('lifecycle', () => {
    const change = (leadId: string, status: LeadStatus) => h.container.get(ChangeLeadStatus).execute({ leadId, status, by: admin });

    it('moves NEW → CONTACTED → FOLLOW_UP → CONVERTED, recording who and when', async () => {
      const lead = await submit();
      h.clock.advanceMinutes(5);
      await change(lead.id, 'CONTACTED');
      await change(lead.id, 'FOLLOW_UP');
      const done = await change(lead.id, 'CONVERTED');
      expect(done).toMatchObject({ status: 'CONVERTED', statusChangedBy: admin.id });
      expect(done.statusChangedAt!.getTime()).toBe(h.clock.now().getTime());
      expect(done.nextStatuses).toEqual([]);
    });

    it.each<[LeadStatus[], LeadStatus, string]>([
      [[], 'CONVERTED', 'Cannot change status from NEW to CONVERTED.'],
      [[], 'FOLLOW_UP', 'Cannot change status from NEW to FOLLOW_UP.'],
      [[], 'NEW', 'Status is already NEW.'],
      [['CONTACTED', 'CONVERTED'], 'CLOSED', 'Cannot change status from CONVERTED to CLOSED.'],
    ])('after %j refuses %s with a message', async (path, to, message) => {
      const lead = await submit();
      for (const step of path) await change(lead.id, step);
      const error = await failure(change(lead.id, to));
      expect(error.kind).toBe('CONFLICT');
      expect(error.message).toBe(message);
    });

    it('reopens a closed lead', async () => {
      const lead = await submit();
      await change(lead.id, 'CLOSED');
      await expect(change(lead.id, 'NEW')).resolves.toMatchObject({ status: 'NEW' });
    });

    it('refuses an unknown lead (404); an unknown status never reaches it (LeadStatusDto)', async () => {
      expect((await failure(change('0190f0a0-0000-7000-8000-00000000ffff', 'CONTACTED'))).kind).toBe('NOT_FOUND');
    });
  });
});
