import { beforeEach, describe, expect, it } from 'vitest';
import { CreateProperty } from '../../../application/properties/create-property.use-case.js';
import { PropertyRepository } from '../../../application/properties/ports/property.repository.port.js';
import { IdempotencyMessages } from '../../../application/shared/idempotency.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import type { User } from '../../../domain/users/user.js';
import { propertyForm } from '../../mothers/property.mother.js';
import { UserMother } from '../../mothers/user.mother.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

describe('posting a listing retried with its Idempotency-Key', () => {
  let h: ReturnType<typeof harness>;
  const users = () => h.container.get<UserRepository>(UserRepository);
  const post = (actor: User, idempotencyKey: string | undefined, form: Record<string, unknown> = {}, submit = false) =>
    h.container.get(CreateProperty).execute({ actor, details: propertyForm(form), submit, idempotencyKey });
  const count = async (ownerId: string) =>
    (await h.container.get<PropertyRepository>(PropertyRepository).list({ filter: { ownerId, now: h.clock.now() }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 100 })).total;
  const stored = async <T extends User>(user: T): Promise<T> => {
    await users().save(user);
    return user;
  };

  beforeEach(() => {
    h = harness();
  });

  it('answers with the first listing and stores one, however often it comes back', async () => {
    const owner = await stored(UserMother.owner());
    const first = await post(owner, 'listing-1');
    h.clock.advanceMinutes(1);
    for (let i = 0; i < 3; i += 1) expect((await post(owner, 'listing-1')).id).toBe(first.id);
    expect(await count(owner.id)).toBe(1);
  });

  it('a tenant\'s retried first post makes them an owner once and keeps one listing', async () => {
    const tenant = await stored(UserMother.tenant());
    const first = await post(tenant, 'tenant-post');
    expect((await post(tenant, 'tenant-post')).id).toBe(first.id);
    expect((await users().findById(tenant.id))!.secondaryRole).toBe('OWNER');
    expect(await count(tenant.id)).toBe(1);
  });

  it.each([
    ['another title', { title: 'A different home' }, false],
    ['another rent', { rent: 9999 }, false],
    ['submitted instead of a draft', {}, true],
  ])('refuses the key with %s (a conflict that says so), storing nothing', async (_label, form, submit) => {
    const owner = await stored(UserMother.owner());
    await post(owner, 'listing-2');
    const error = await failure(post(owner, 'listing-2', form, submit));
    expect(error.kind).toBe('CONFLICT');
    expect(error.message).toBe(IdempotencyMessages.reused);
    expect(await count(owner.id)).toBe(1);
  });

  it('keys are per poster: the same key from someone else is their own new listing', async () => {
    const a = await stored(UserMother.owner());
    const b = await stored(UserMother.owner());
    const mine = await post(a, 'shared-spelling');
    const theirs = await post(b, 'shared-spelling', { title: 'Another home entirely' });
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.ownerId).toBe(b.id);
  });
});
