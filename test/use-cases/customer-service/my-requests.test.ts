import { beforeEach, describe, expect, it } from 'vitest';
import { AddRequestNote } from '../../../application/customer-service/add-request-note.use-case.js';
import { ClaimRequestsByPhone } from '../../../application/customer-service/claim-requests-by-phone.use-case.js';
import { ListMyRequests } from '../../../application/customer-service/list-my-requests.use-case.js';
import { WithdrawMyRequest } from '../../../application/customer-service/withdraw-my-request.use-case.js';
import { ChangeLeadStatus } from '../../../application/leads/change-lead-status.use-case.js';
import { SubmitLead } from '../../../application/leads/submit-lead.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { UserMother } from '../../mothers/user.mother.js';

const HOUR = 3600;

describe('My requests (use cases)', () => {
  let h: ReturnType<typeof harness>;
  beforeEach(() => {
    h = harness();
  });
  const person = async () => {
    const user = UserMother.with({ primaryRole: 'TENANT' });
    await h.container.get(UserRepository).save(user);
    return user;
  };
  const callback = (mobileNo: string, userId: string | null = null) =>
    h.container.get(SubmitLead).execute({ firstName: 'Ravi', lastName: 'Kumar', mobileNo, type: 'TENANT', clientIp: '203.0.113.9', userId });

  it('keeps the 24-48 hour promise: WAITING until the 48th hour, LATE from it, ANSWERED once the team moves it', async () => {
    const user = await person();
    const lead = await callback(user.mobileNo!, user.id);
    const list = () => h.container.get(ListMyRequests).execute(user);
    h.clock.advanceSeconds(48 * HOUR - 1);
    expect((await list())[0]).toMatchObject({ kind: 'CALLBACK', reply: 'WAITING', open: true });
    h.clock.advanceSeconds(1);
    expect((await list())[0]!.reply).toBe('LATE');
    await h.container.get(ChangeLeadStatus).execute({ leadId: lead.id, status: 'CONTACTED', by: UserMother.admin() });
    const [answered] = await list();
    expect(answered).toMatchObject({ reply: 'ANSWERED', status: 'CONTACTED' });
    expect(answered!.history.map((l) => [l.kind, l.status])).toEqual([['CREATED', 'NEW'], ['STATUS', 'CONTACTED']]);
  });

  it('claims only unheld requests of the number; notes and withdrawal on one\'s own open request only', async () => {
    const user = await person();
    const other = await person();
    const lead = await callback(user.mobileNo!);
    expect(await h.container.get(ListMyRequests).execute(user)).toEqual([]);
    expect(await h.container.get(ClaimRequestsByPhone).execute(user)).toBe(1);
    expect(await h.container.get(ClaimRequestsByPhone).execute(other)).toBe(0);
    expect((await h.container.get(ListMyRequests).execute(user)).map((r) => r.id)).toEqual([lead.id]);

    expect((await failure(h.container.get(AddRequestNote).execute({ user: other, id: lead.id, note: 'hi' }))).kind).toBe('NOT_FOUND');
    expect((await failure(h.container.get(WithdrawMyRequest).execute({ user: other, id: lead.id }))).kind).toBe('NOT_FOUND');
    const tooLong = await failure(h.container.get(AddRequestNote).execute({ user, id: lead.id, note: 'x'.repeat(501) }));
    expect(tooLong.fields.note).toBe('Must be at most 500 characters.');
    for (let i = 0; i < 10; i += 1) await h.container.get(AddRequestNote).execute({ user, id: lead.id, note: `note ${i}` });
    expect((await failure(h.container.get(AddRequestNote).execute({ user, id: lead.id, note: 'eleventh' }))).kind).toBe('CONFLICT');
    const withdrawn = await h.container.get(WithdrawMyRequest).execute({ user, id: lead.id });
    expect(withdrawn).toMatchObject({ status: 'CLOSED', open: false, reply: 'WITHDRAWN' });
    expect((await failure(h.container.get(WithdrawMyRequest).execute({ user, id: lead.id }))).kind).toBe('CONFLICT');
  });
});
