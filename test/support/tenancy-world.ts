import { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { ConfirmTenancy } from '../../application/tenancies/confirm-tenancy.use-case.js';
import { ProposeTenancy } from '../../application/tenancies/propose-tenancy.use-case.js';
import { RequestTenancyCode } from '../../application/tenancies/request-tenancy-code.use-case.js';
import { UserRepository } from '../../application/users/ports/user.repository.port.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { NewUser, User } from '../../domain/users/user.js';
import { PropertyMother } from '../mothers/property.mother.js';
import { TenancyMother } from '../mothers/tenancy.mother.js';
import { UserMother } from '../mothers/user.mother.js';
import { harness } from './harness.js';

/**
 * A tenancy test's world on a fresh harness: an owner with a live home, a tenant, a stranger (another tenant) and an
 * admin, all stored; and the moves most tenancy tests start from (propose, confirm the terms by code).
 */
export async function tenancyWorld(names: { owner?: Partial<NewUser>; tenant?: Partial<NewUser> } = {}) {
  const h = harness();
  const use = <T>(token: abstract new (...args: never[]) => T) => h.container.get<T>(token as never);
  const stored = async (user: User) => {
    await h.container.get<UserRepository>(UserRepository).save(user);
    return user;
  };
  const owner = await stored(UserMother.owner(names.owner));
  const tenant = await stored(UserMother.tenant(names.tenant));
  const stranger = await stored(UserMother.tenant());
  const admin = await stored(UserMother.admin());
  const home = PropertyMother.live(owner.id);
  await h.container.get<PropertyRepository>(PropertyRepository).save(home);

  /** `by` proposes the home with TenancyMother's terms (changed by `overrides`); the owner or an admin names the tenant. */
  const propose = (by: User = owner, overrides: Record<string, unknown> = {}) =>
    use(ProposeTenancy).execute({ user: by, propertyId: home.id, tenantMobileNo: by.id === tenant.id ? undefined : tenant.mobileNo, ...TenancyMother.terms(overrides) });
  /** `user` asks for the code that confirms the terms and types it. */
  const confirmTerms = async (tenancy: Tenancy, user: User) => {
    await use(RequestTenancyCode).execute({ user, tenancyId: tenancy.id });
    return use(ConfirmTenancy).execute({ user, tenancyId: tenancy.id, code: h.otp.last });
  };
  /** A tenancy the owner proposed and both confirmed, the tenant a second after the owner. */
  const confirmed = async (overrides: Record<string, unknown> = {}) => {
    const tenancy = await propose(owner, overrides);
    await confirmTerms(tenancy, owner);
    h.clock.advanceSeconds(1);
    return confirmTerms(tenancy, tenant);
  };
  return { h, use, stored, owner, tenant, stranger, admin, home, propose, confirmTerms, confirmed };
}

export type TenancyWorld = Awaited<ReturnType<typeof tenancyWorld>>;
