import { beforeEach, describe, expect, it } from 'vitest';
import { ListLeads } from '../../../application/leads/list-leads.use-case.js';
import { SubmitLead } from '../../../application/leads/submit-lead.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { IdempotencyMessages } from '../../../application/shared/idempotency.js';
import { PropertyMother } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

describe('a callback request retried with its Idempotency-Key', () => {
  let h: ReturnType<typeof harness>;
  const submit = (idempotencyKey: string | undefined, overrides: Record<string, unknown> = {}) =>
    h.container.get(SubmitLead).execute({ firstName: 'ankit', lastName: 'VERMA', mobileNo: '9801000077', type: 'TENANT', clientIp: '203.0.113.9', idempotencyKey, ...overrides });
  const stored = async () => (await h.container.get(ListLeads).execute({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 100 }, { actor: UserMother.admin(), resource: 'leads' })).total;

  beforeEach(() => {
    h = harness({ env: { LEADS_PER_NUMBER_PER_HOUR: '2' } });
  });

  it('answers with the first lead and stores nothing more, however often it comes back', async () => {
    const first = await submit('a1b2c3');
    for (let i = 0; i < 3; i += 1) expect((await submit('a1b2c3')).id).toBe(first.id);
    // The spellings the form folds together are the same request.
    expect((await submit('a1b2c3', { firstName: ' Ankit ', lastName: 'verma' })).id).toBe(first.id);
    expect(await stored()).toBe(1);
  });

  it('spends no rate-limit budget on a retry (the cap per number here is 2)', async () => {
    await submit('first');
    for (let i = 0; i < 5; i += 1) await submit('first');
    await expect(submit('second')).resolves.toBeTruthy();
    expect((await failure(submit('third'))).kind).toBe('RATE_LIMITED');
    // A stored request is still answered after the cap is spent: it costs nothing.
    await expect(submit('second')).resolves.toBeTruthy();
    expect(await stored()).toBe(2);
  });

  it('counts a property callback request once for the owner', async () => {
    const properties = h.container.get<PropertyRepository>(PropertyRepository);
    const listing = PropertyMother.live(UserMother.owner().id, {}, h.clock.now());
    await properties.save(listing);
    const first = await submit('about-the-flat', { type: 'PROPERTY', propertyId: listing.id });
    expect((await submit('about-the-flat', { type: 'PROPERTY', propertyId: listing.id })).id).toBe(first.id);
    expect((await properties.findById(listing.id))!.callbackCount).toBe(1);
  });

  it.each([
    ['another number', { mobileNo: '9801000078' }],
    ['another type', { type: 'OWNER' }],
    ['another description', { description: 'Need it by Monday' }],
  ])('refuses the key with %s: a conflict that says so, and nothing stored', async (_label, overrides) => {
    await submit('k-1');
    const error = await failure(submit('k-1', overrides));
    expect(error.kind).toBe('CONFLICT');
    expect(error.message).toBe(IdempotencyMessages.reused);
    expect(await stored()).toBe(1);
  });

  it('still checks the form first, and without a key every request is a new lead', async () => {
    await submit('k-2');
    expect((await failure(submit('k-2', { mobileNo: '123' }))).kind).toBe('VALIDATION');
    const a = await submit(undefined, { mobileNo: '9801000079' });
    const b = await submit(undefined, { mobileNo: '9801000079' });
    expect(a.id).not.toBe(b.id);
    expect(await stored()).toBe(3);
  });
});
