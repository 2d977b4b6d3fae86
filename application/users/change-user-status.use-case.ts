import type { Property } from '../../domain/properties/property.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../domain/shared/domain-error.js';
import { RideNoteMessages } from '../../domain/rides/rides.errors.js';
import type { User, UserStatus } from '../../domain/users/user.js';
import type { SessionRepository } from '../auth/ports/session.repository.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { RideRepository } from '../rides/ports/ride.repository.port.js';
import type { RideSettings } from '../rides/ride-access.js';
import { storeCancellation, tellCancellation } from '../rides/ride-cancellation.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import { english } from '../../domain/shared/catalogue/index.js';
import { checkReason, reasonText } from '../../domain/shared/text.js';

/** The status an admin sets: ACTIVE or BLOCKED. Its message, or null. */
export const checkUserStatus = (input: unknown): string | null => (input === 'ACTIVE' || input === 'BLOCKED' ? null : UserStatusMessages.status);
/** The reason of a block or an unblock: 3 to 500 characters. Its message, or null. */
export const checkStatusReason = (input: unknown): string | null => checkReason(input, { min: 3, max: 500 }, UserStatusMessages.reason);

export const UserStatusMessages = {
  reason: english('USER_STATUS_REASON'),
  status: english('USER_STATUS_STATUS'),
  admin: english('USER_STATUS_ADMIN'),
  blocked: english('USER_STATUS_BLOCKED'),
  unblocked: english('USER_STATUS_UNBLOCKED'),} as const;

/**
 * An admin blocks or unblocks a person, with a reason kept on their record. Blocking ends every session at
 * once (the next request is a 401), refuses sign-in, takes their live listings out of search (suspended),
 * and cancels their open visits (as tenant, as rider, and on their listings, even one under way) with an SMS to
 * the other side only.
 * Unblocking puts the suspended listings back in search; cancelled visits stay cancelled.
 * All of it is one unit of work, the queued texts included (they go out once it is committed), and so is its entry in
 * the audit log (USER_BLOCKED / USER_UNBLOCKED with the reason and how many listings and visits it touched).
 */
export class ChangeUserStatus {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly properties: PropertyRepository,
    private readonly rides: RideRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly settings: RideSettings,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  /** `status` and `reason` as the HTTP edge checked them (checkUserStatus, checkStatusReason); checked again here. */
  async execute(input: { actor: User; userId: string; status: UserStatus; reason?: string | null }): Promise<User> {
    if (!input.actor.isAdmin) throw new ForbiddenError();
    const { status } = input;
    const statusProblem = checkUserStatus(status);
    if (statusProblem) throw ValidationError.field('status', statusProblem);
    const reasonProblem = checkStatusReason(input.reason);
    if (reasonProblem) throw ValidationError.field('reason', reasonProblem);
    const reason = reasonText(input.reason);
    const user = await this.users.findById(input.userId);
    if (!user) throw new NotFoundError('USER_NOT_FOUND');
    if (user.isAdmin) throw new ForbiddenError(UserStatusMessages.admin);
    // An erased person's tombstone stays blocked: nothing may sign in as it again.
    if (user.isErased) throw new ConflictError('ERASURE_ALREADY');
    const now = this.clock.now();
    user.changeStatus(status, reason, now);
    // Only the other side is told, and only of what was committed: the texts are queued in the unit.
    const notices = { properties: this.properties, users: this.users, jobs: this.jobs, settings: this.settings };
    await this.unitOfWork.run(async () => {
      await this.users.save(user);
      const touched = { listings: 0, visits: 0 };
      if (status === 'BLOCKED') {
        await this.sessions.revokeAllForUser(user.id, now);
        const listings = await this.ownedListings(user.id, 'LIVE');
        for (const listing of listings) {
          listing.suspend(now);
          await this.properties.save(listing);
        }
        touched.listings = listings.length;
        const owned = await this.ownedListings(user.id);
        const open = [...(await this.rides.listOpenFor(user.id)), ...(await this.rides.listOpenForProperties(owned.map((p) => p.id)))];
        const seen = new Set<string>();
        for (const ride of open) {
          if (seen.has(ride.id)) continue;
          seen.add(ride.id);
          // Even a visit under way: its rider or tenant can no longer sign in to finish it.
          await storeCancellation(this.rides, ride, { id: input.actor.id, role: 'SYSTEM' }, RideNoteMessages.calledOff, this.clock.now());
          await tellCancellation(ride, notices, { quiet: user.id });
        }
        touched.visits = seen.size;
      } else {
        for (const listing of await this.ownedListings(user.id, 'SUSPENDED')) {
          listing.restore(now);
          await this.properties.save(listing);
          touched.listings += 1;
        }
      }
      await this.audit.record({
        actorId: input.actor.id,
        action: status === 'BLOCKED' ? 'USER_BLOCKED' : 'USER_UNBLOCKED',
        subject: { type: 'USER', id: user.id },
        detail: status === 'BLOCKED' ? { reason, listingsSuspended: touched.listings, visitsCancelled: touched.visits } : { reason, listingsRestored: touched.listings },
        at: now,
      });
    });
    return user;
  }

  private async ownedListings(ownerId: string, status?: Property['status']): Promise<Property[]> {
    const found: Property[] = [];
    const now = this.clock.now();
    for (let offset = 0; ; offset += 100) {
      const page = await this.properties.list({ filter: { ownerId, status, now }, sort: { field: 'createdAt', order: 'ASC' }, offset, limit: 100 });
      found.push(...page.items);
      if (page.items.length < 100) return found;
    }
  }
}
