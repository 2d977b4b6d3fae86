import { beforeEach, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../application/audit/ports/audit-log.port.js';
import { ListAuditLog } from '../../../application/audit/list-audit-log.use-case.js';
import { ApplyAsRider } from '../../../application/riders/apply-as-rider.use-case.js';
import { ReviewRiderApplication } from '../../../application/riders/review-rider-application.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { UpsertUser } from '../../../application/users/upsert-user.use-case.js';
import type { User } from '../../../domain/users/user.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';
import { riderApplicationInput } from '../../mothers/rider-application.mother.js';

const ID_NUMBER = 'ABCDE1234F';

describe('admin actions in the audit log', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  const stored = async (user: User) => {
    await h.container.get<UserRepository>(UserRepository).save(user);
    return user;
  };
  const entries = async (filter: { subjectId?: string; actorId?: string } = {}) =>
    (await h.container.get<AuditLog>(AuditLog).list({ filter, sort: { field: 'at', order: 'DESC' }, offset: 0, limit: 50 })).items;
  const apply = (person: User) =>
    h.container.get(ApplyAsRider).execute(person, riderApplicationInput({ idDocumentNumber: ID_NUMBER }));

  beforeEach(async () => {
    h = harness();
    admin = await stored(UserMother.admin());
  });

  it('a rider application approved or rejected: the decision, the reason, the city; never the ID number or the phone', async () => {
    const [a, b] = [await stored(UserMother.tenant()), await stored(UserMother.tenant())];
    const first = await apply(a);
    const second = await apply(b);
    await h.container.get(ReviewRiderApplication).execute({ actor: admin, applicationId: first.id, decision: 'approve', reason: null });
    h.clock.advanceMinutes(1);
    await h.container.get(ReviewRiderApplication).execute({ actor: admin, applicationId: second.id, decision: 'reject', reason: 'The PAN does not match the name.' });

    const log = await entries({ actorId: admin.id });
    expect(log.map((e) => [e.action, e.subject.type, e.subject.id, e.detail?.reason ?? null])).toEqual([
      ['RIDER_APPLICATION_REJECTED', 'RIDER_APPLICATION', second.id, 'The PAN does not match the name.'],
      ['RIDER_APPLICATION_APPROVED', 'RIDER_APPLICATION', first.id, null],
    ]);
    expect(log[1]!.detail).toMatchObject({ userId: a.id, city: 'gaya' });
    const written = JSON.stringify(log).toUpperCase();
    expect(written).not.toContain(ID_NUMBER);
    expect(written).not.toContain(a.mobileNo!);
  });

  it('a role an admin gives through upsert is USER_ROLE_CHANGED with the roles before and after; no entry when nothing changed', async () => {
    const person = await stored(UserMother.tenant());
    const input = { firstName: 'ravi', lastName: 'kumar', mobileNo: person.mobileNo!, city: 'patna' };
    await h.container.get(UpsertUser).execute(admin, { ...input, role: 'OWNER' });
    await h.container.get(UpsertUser).execute(admin, { ...input, role: 'OWNER' });
    const log = await entries({ subjectId: person.id });
    expect(log.map((e) => [e.action, e.detail])).toEqual([['USER_ROLE_CHANGED', { from: 'TENANT', to: 'TENANT+OWNER' }]]);
  });

  it('the console list names who acted, and is refused to anyone but an admin', async () => {
    const person = await stored(UserMother.tenant());
    await h.container.get(UpsertUser).execute(admin, { firstName: 'ravi', lastName: 'kumar', mobileNo: person.mobileNo!, role: 'OWNER' });
    const page = await h.container.get(ListAuditLog).execute(admin, { filter: { subjectId: person.id }, sort: { field: 'at', order: 'DESC' }, offset: 0, limit: 10 });
    expect(page.items[0]!.actor).toEqual({ name: `${admin.firstName} ${admin.lastName}`.trim() || null, email: admin.email });
    expect((await failure(h.container.get(ListAuditLog).execute(person, { filter: {}, sort: { field: 'at', order: 'DESC' }, offset: 0, limit: 10 }))).kind).toBe('FORBIDDEN');
  });
});
