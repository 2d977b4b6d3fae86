import { describe, expect, it } from 'vitest';
import { UpdateMyProfile } from '../../../application/users/update-my-profile.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { UserMother } from '../../mothers/user.mother.js';
import { harness } from '../../support/harness.js';

/** A fresh app with one stored tenant (Ravi Kumar, English, no email). */
async function withTenant() {
  const h = harness();
  const users = h.container.get<UserRepository>(UserRepository);
  const user = UserMother.tenant();
  await users.save(user);
  return { h, users, user };
}

describe('profile', () => {
  it('updates names and email, normalised, and keeps what was not sent', async () => {
    const { h, users, user } = await withTenant();
    await h.container.get(UpdateMyProfile).execute(user, { firstName: 'priya ', email: 'Priya@Example.com' });
    expect(await users.findById(user.id)).toMatchObject({ firstName: 'Priya', lastName: 'Kumar', email: 'priya@example.com' });
    await h.container.get(UpdateMyProfile).execute(user, { email: '' });
    expect((await users.findById(user.id))!.email).toBeNull();
  });

  it('does not reveal whether another account uses an email; refuses bad names', async () => {
    const h = harness();
    const users = h.container.get<UserRepository>(UserRepository);
    const [a, b] = [UserMother.admin({ email: 'taken@example.com' }), UserMother.tenant()];
    await users.save(a);
    await users.save(b);
    await expect(h.container.get(UpdateMyProfile).execute(b, { email: 'TAKEN@example.com' })).resolves.toMatchObject({ email: 'taken@example.com' });
    // The admin still signs in with it.
    expect((await users.findAdminByEmail('taken@example.com'))!.id).toBe(a.id);
    const error = await h.container.get(UpdateMyProfile).execute(b, { lastName: 'K2' }).catch((e: DomainError) => e);
    expect((error as DomainError).fields.last_name).toBe('numbers and spacial chars. are not allowed');
    expect((await users.findById(b.id))!.lastName).toBe('Kumar');
  });

  // A language the product does not speak never gets here: the edge refuses it, changing nothing (test/http/language.http.test.ts).
  it('switches the language of the site and the SMS texts (en, hi)', async () => {
    const { h, users, user } = await withTenant();
    expect(user.language).toBe('en');
    await h.container.get(UpdateMyProfile).execute(user, { language: 'hi' });
    expect(await users.findById(user.id)).toMatchObject({ language: 'hi', firstName: 'Ravi', email: null });
    await h.container.get(UpdateMyProfile).execute(user, { language: 'en' });
    expect((await users.findById(user.id))!.language).toBe('en');
  });

  it('two quick switches (en → hi → en, each request read the account before the other saved) both land: the last wins, none is refused', async () => {
    const { h, users, user } = await withTenant();
    // Each PATCH's session loaded the account as it was then: both before either saved.
    const [first, second] = [(await users.findById(user.id))!, (await users.findById(user.id))!];
    await h.container.get(UpdateMyProfile).execute(first, { language: 'hi' });
    await expect(h.container.get(UpdateMyProfile).execute(second, { language: 'en', firstName: 'Ravindra' })).resolves.toMatchObject({ language: 'en' });
    expect(await users.findById(user.id)).toMatchObject({ language: 'en', firstName: 'Ravindra', lastName: 'Kumar' });
  });
});
