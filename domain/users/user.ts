import { v7 as uuidv7 } from 'uuid';
import type { Role } from './role.js';

export type UserStatus = 'ACTIVE' | 'BLOCKED';

export interface NewUser {
  firstName: string;
  lastName: string;
  primaryRole: Role;
  secondaryRole?: Role | null;
  mobileNo?: string | null;
  email?: string | null;
  passwordHash?: string | null;
}

/** A person with an account. Tenants, owners and riders sign in by phone; admins by email and password. */
export class User {
  id!: string;
  firstName!: string;
  lastName!: string;
  primaryRole!: Role;
  secondaryRole!: Role | null;
  mobileNo!: string | null;
  countryCode!: string | null;
  email!: string | null;
  passwordHash!: string | null;
  status!: UserStatus;
  createdAt!: Date;
  updatedAt!: Date;
  /** Optimistic lock: 0 until first stored; a save of a stale copy is refused. */
  version!: number;

  static register(input: NewUser, now: Date): User {
    const user = new User();
    user.id = uuidv7();
    user.firstName = input.firstName;
    user.lastName = input.lastName;
    user.primaryRole = input.primaryRole;
    user.secondaryRole = input.secondaryRole ?? null;
    user.mobileNo = input.mobileNo ?? null;
    user.countryCode = input.mobileNo ? '+91' : null;
    user.email = input.email ?? null;
    user.passwordHash = input.passwordHash ?? null;
    user.status = 'ACTIVE';
    user.createdAt = now;
    user.updatedAt = now;
    user.version = 0;
    return user;
  }

  hasRole(role: Role): boolean {
    return this.primaryRole === role || this.secondaryRole === role;
  }

  get isAdmin(): boolean {
    return this.hasRole('ADMIN');
  }

  get isActive(): boolean {
    return this.status === 'ACTIVE';
  }

  /**
   * A tenant who signs in from the owner entry point becomes an owner too (secondary role), so the
   * navbar offers "Switch to Owner". Other roles keep what they have.
   */
  becomeOwnerIfTenant(now: Date): boolean {
    if (this.hasRole('OWNER') || this.primaryRole !== 'TENANT' || this.secondaryRole !== null) return false;
    this.secondaryRole = 'OWNER';
    this.updatedAt = now;
    return true;
  }

  rename(firstName: string, lastName: string, now: Date): void {
    this.firstName = firstName;
    this.lastName = lastName;
    this.updatedAt = now;
  }

  changeEmail(email: string | null, now: Date): void {
    this.email = email;
    this.updatedAt = now;
  }

  changePasswordHash(hash: string, now: Date): void {
    this.passwordHash = hash;
    this.updatedAt = now;
  }
}
