import type { CodedText } from '../../domain/shared/catalogue/index.js';
import { coded, ConflictError, ForbiddenError, ValidationError } from '../../domain/shared/domain-error.js';
import type { Property } from '../../domain/properties/property.js';
import { checkRejectionReason } from '../../domain/properties/property-rules.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { enqueueListingMatch, enqueueVerifiedListingMatch } from '../search-alerts/search-alert-jobs.js';
import { closeOpenReports } from '../listing-reports/listing-report-access.js';
import type { ListingReportRepository } from '../listing-reports/ports/listing-report.repository.port.js';
import { loadManageable } from './property-access.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { TenancyRepository } from '../tenancies/ports/tenancy.repository.port.js';

export const OwnerActions = ['submit', 'reconfirm', 'mark_rented', 'archive', 'relist'] as const;
export const AdminActions = ['approve', 'reject', 'verify'] as const;
export type PropertyAction = (typeof OwnerActions)[number] | (typeof AdminActions)[number];

/** One of the owner's or the admin's moves, or the message naming them. */
export function checkPropertyAction(input: unknown): CodedText | null {
  const known: readonly unknown[] = [...OwnerActions, ...AdminActions];
  return known.includes(input) ? null : coded('MUST_BE_ONE_OF', { field: 'action', options: known.join(', ') });
}

/**
 * Moves a listing through its life. Owners submit, reconfirm, mark rented, archive and relist their own
 * listings (not relist a home let under a confirmed tenancy); admins may do that to any listing and also approve,
 * reject (with a reason) and verify. Every move an
 * admin makes is in the audit log (a verification as PROPERTY_VERIFIED, the others as PROPERTY_STATE_CHANGED with
 * the move, the status before and after, and a rejection's reason), stored with the move (one unit of work).
 */
export class ChangePropertyState {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly unitOfWork: UnitOfWork,
    private readonly reports: ListingReportRepository,
    private readonly audit: AuditLog,
    private readonly tenancies: TenancyRepository,
  ) {}

  /** `action` as the HTTP edge checked it (checkPropertyAction); the reason of a rejection is read here, after who may reject. */
  async execute(input: { actor: User; propertyId: string; action: PropertyAction; reason?: string | null }): Promise<Property> {
    const { action } = input;
    const problem = checkPropertyAction(action);
    if (problem) throw ValidationError.field('action', problem);
    if ((AdminActions as readonly string[]).includes(action) && !input.actor.isAdmin) throw new ForbiddenError();
    let reason = '';
    if (action === 'reject') {
      reason = typeof input.reason === 'string' ? input.reason.trim() : '';
      const problem = checkRejectionReason(reason);
      if (problem) throw ValidationError.field('reason', problem);
    }
    const property = await loadManageable(this.properties, input.propertyId, input.actor);
    const now = this.clock.now();
    const before = property.status;
    switch (action) {
      case 'submit':
        property.submit(now);
        break;
      case 'reconfirm':
        property.reconfirm(now);
        break;
      case 'mark_rented':
        property.markRented(now);
        break;
      case 'archive':
        property.archive(now);
        break;
      case 'relist':
        // A home let under a confirmed tenancy is not offered again until someone gives notice (or an admin voids it).
        if ((await this.tenancies.findHolding(property.id))?.status === 'CONFIRMED') throw new ConflictError('RELIST_WHILE_LET');
        property.relist(now);
        break;
      case 'approve':
        property.approve(now);
        break;
      case 'reject':
        property.reject(reason, now);
        break;
      case 'verify':
        property.verify(input.actor.id, now);
        break;
    }
    if (action === 'mark_rented' || action === 'archive' || action === 'reject') {
      // Off the site: its open reports close with it (one unit of work), none left waiting for a listing gone.
      await this.unitOfWork.run(async () => {
        await this.properties.save(property);
        await closeOpenReports(this.reports, property, now);
        await this.record(input.actor, property, action, before, reason, now);
      });
      return property;
    }
    if (action !== 'approve' && action !== 'verify') {
      if (!input.actor.isAdmin) {
        await this.properties.save(property);
        return property;
      }
      await this.unitOfWork.run(async () => {
        await this.properties.save(property);
        await this.record(input.actor, property, action, before, reason, now);
      });
      return property;
    }
    // Approval is the moment a listing goes live as new (first time, after a relist, after a return to review):
    // its search-alert matching is queued with it, so it runs once the approval is committed, and never for an
    // approval that rolled back. (An owner's unblocking restores listings that were live already: not new.)
    // A verification (usually after the approval) matches the verified-only alerts, which the approval could not.
    await this.unitOfWork.run(async () => {
      await this.properties.save(property);
      if (action === 'approve') await enqueueListingMatch(this.jobs, property.id);
      else await enqueueVerifiedListingMatch(this.jobs, property.id);
      await this.record(input.actor, property, action, before, reason, now);
    });
    return property;
  }

  /** An admin's move, in the audit log (an owner's own moves are not admin actions). */
  private async record(actor: User, property: Property, action: PropertyAction, before: Property['status'], reason: string, at: Date): Promise<void> {
    if (!actor.isAdmin) return;
    await this.audit.record({
      actorId: actor.id,
      action: action === 'verify' ? 'PROPERTY_VERIFIED' : 'PROPERTY_STATE_CHANGED',
      subject: { type: 'PROPERTY', id: property.id },
      detail: { action, from: before, to: property.status, ...(reason ? { reason } : {}) },
      at,
    });
  }
}
