import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_LANGUAGE, type Language } from '../shared/language.js';
import type { Role } from './role.js';
import type { UserStatus } from './user-status.js';

export { UserStatuses, type UserStatus } from './user-status.js';

export interface NewUser {
  firstName: string;
  lastName: string;
  primaryRole: Role;
  secondaryRole?: Role | null;
  mobileNo?: string | null;
  email?: string | null;
  passwordHash?: string | null;
  /** The language the person chose on the site before they had an account (English when absent: not chosen). */
  language?: Language;
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
  /** Why an admin last blocked or unblocked the person, and when. */
  statusReason!: string | null;
  statusChangedAt!: Date | null;
  /** City the person lives or works in (riders: the city they serve); set by admins or a rider approval. */
  city!: string | null;
  /** The language the person reads the site and their SMS in (chosen with the language switch). */
  language!: Language;
  /**
   * When the person chose `language` (the switch while signed in; a sign-up or sign-in from a browser where they
   * had chosen one); null while the account holds only the default, which the next sign-in's browser choice replaces.
   */
  languageChosenAt!: Date | null;
  /** When the person was erased on request (the row is then a tombstone); null otherwise. */
  erasedAt!: Date | null;
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
    user.statusReason = null;
    user.statusChangedAt = null;
    user.city = null;
    user.language = input.language ?? DEFAULT_LANGUAGE;
    user.languageChosenAt = input.language ? now : null;
    user.erasedAt = null;
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

  /**
   * An admin makes the person an owner (create or upsert by number): a tenant gains OWNER as secondary role;
   * a rider keeps RIDER and takes OWNER as primary, as an owner who becomes a rider does (TENANT being
   * everyone's default). Returns whether anything changed.
   */
  becomeOwner(now: Date): boolean {
    if (this.hasRole('OWNER')) return false;
    if (this.becomeOwnerIfTenant(now)) return true;
    if (this.primaryRole !== 'RIDER' || (this.secondaryRole !== null && this.secondaryRole !== 'TENANT')) return false;
    this.primaryRole = 'OWNER';
    this.secondaryRole = 'RIDER';
    this.updatedAt = now;
    return true;
  }

  /**
   * An approved rider application. Everyone is a tenant by default, so a plain tenant becomes a rider first
   * (RIDER primary, TENANT kept as secondary); an owner or admin keeps their role and adds RIDER as the
   * secondary one (an owner who is also a tenant keeps OWNER: TENANT is everyone's default anyway).
   */
  becomeRider(city: string, now: Date): void {
    this.city = city;
    this.updatedAt = now;
    if (this.hasRole('RIDER')) return;
    if (this.primaryRole === 'TENANT' && (this.secondaryRole === null || this.secondaryRole === 'TENANT')) {
      this.primaryRole = 'RIDER';
      this.secondaryRole = 'TENANT';
    } else if (this.primaryRole === 'TENANT') {
      this.primaryRole = this.secondaryRole!;
      this.secondaryRole = 'RIDER';
    } else {
      this.secondaryRole = 'RIDER';
    }
  }

  /** An admin blocks (sessions end, sign-in refused) or unblocks a person, with a reason kept on record. */
  changeStatus(status: UserStatus, reason: string, now: Date): boolean {
    if (this.status === status) return false;
    this.status = status;
    this.statusReason = reason;
    this.statusChangedAt = now;
    this.updatedAt = now;
    return true;
  }

  moveTo(city: string | null, now: Date): void {
    this.city = city;
    this.updatedAt = now;
  }

  /**
   * The person asked to be erased (DPDP Act 2023, s. 12): the row stays as a tombstone other records point at
   * (visits kept for disputes, the erasure record) with nothing personal left: "Erased person", no number (so it
   * can sign up afresh), no email, no password, no city; blocked, so nothing can sign in as it.
   */
  erase(now: Date): void {
    this.firstName = 'Erased';
    this.lastName = 'person';
    this.mobileNo = null;
    this.countryCode = null;
    this.email = null;
    this.passwordHash = null;
    this.city = null;
    this.status = 'BLOCKED';
    this.statusReason = null;
    this.statusChangedAt = now;
    this.erasedAt = now;
    this.updatedAt = now;
  }

  get isErased(): boolean {
    return Boolean(this.erasedAt);
  }

  rename(firstName: string, lastName: string, now: Date): void {
    this.firstName = firstName;
    this.lastName = lastName;
    this.updatedAt = now;
  }

  /** The person picks the language of the site and their SMS (the language switch, signed in). */
  chooseLanguage(language: Language, now: Date): boolean {
    if (this.language === language && this.languageChosenAt) return false;
    this.language = language;
    this.languageChosenAt = now;
    this.updatedAt = now;
    return true;
  }

  /**
   * Signing in from a browser where the person chose a language (the site's `lang` cookie): the account's language
   * wins when the person chose it; an account that only holds the default takes the browser's choice. Returns
   * whether anything changed.
   */
  signInWithLanguage(browserLanguage: Language, now: Date): boolean {
    if (this.languageChosenAt) return false;
    return this.chooseLanguage(browserLanguage, now);
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
