import { daysBefore, RETENTION, yearsBefore } from '../../domain/shared/retention.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { OtpChallengeRepository } from '../auth/ports/otp-challenge.repository.port.js';
import type { PasswordResetRepository } from '../auth/ports/password-reset.repository.port.js';
import type { SessionRepository } from '../auth/ports/session.repository.port.js';
import type { LeadRepository } from '../leads/ports/lead.repository.port.js';
import type { PropertyRequestRepository } from '../property-requests/ports/property-request.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import './delete-stored-files.use-case.js';
import type { ConfirmationCodeStore } from '../tenancies/ports/confirmation-code.store.port.js';
import type { ErasureRepository } from './ports/erasure.repository.port.js';

declare module '../shared/ports/job-queue.port.js' {
  interface Jobs {
    /** Nightly: personal records past what the privacy policy promises are deleted or cleared. */
    'privacy.purge': Record<string, never>;
  }
}

/**
 * The nightly purge ('privacy.purge') that keeps the privacy policy's promises: one-time passwords are kept only
 * until they are used or expire (each row holds the number, the code's hash and the client address); callback
 * requests and requests for a home are deleted two years after they were made, and their client address is cleared
 * after 30 days (RETENTION); what an erasure kept (the erased person's visits and withdrawn listings, without anything
 * personal) is deleted on its date, the report photos of those visits with them (their files by 'privacy.delete-files'), the tenancies of a person erased 8 years ago (RETENTION.erasedTenancyYears) with
 * their payments, erasure records after three years, and the admin audit log's entries after three
 * years (RETENTION.auditLogYears: the one deletion that table allows); the codes that confirm tenancies, payments and
 * agreements a day after they were used, voided or expired; sign-in sessions 90 days after they ended
 * (RETENTION.endedSessionDays) and sign-up sessions as soon as they end; password-reset links 30 days after they were
 * used, voided or expired (RETENTION.passwordResetDays). Idempotent: each run deletes what is due now, so a missed night is caught up by the next.
 */
export class PurgePersonalData {
  constructor(
    private readonly otps: OtpChallengeRepository,
    private readonly leads: LeadRepository,
    private readonly propertyRequests: PropertyRequestRepository,
    private readonly erasures: ErasureRepository,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly confirmationCodes: ConfirmationCodeStore,
    private readonly sessions: SessionRepository,
    private readonly passwordResets: PasswordResetRepository,
    private readonly jobs: JobQueue,
  ) {}

  async execute(_payload: Record<string, never> = {}): Promise<{ otps: number; leads: number; propertyRequests: number; addressesCleared: number; erasedVisits: number; erasedListings: number; erasedTenancies: number; erasureRecords: number; erasedVisitPhotos: number; auditEntries: number; confirmationCodes: number; sessions: number; passwordResets: number }> {
    const now = this.clock.now();
    const deleteBefore = yearsBefore(now, RETENTION.callbackRequestYears);
    const clearAddressBefore = daysBefore(now, RETENTION.clientAddressDays);
    const otps = await this.otps.purgeSpent(now);
    const leads = await this.leads.purge(deleteBefore, clearAddressBefore);
    const requests = await this.propertyRequests.purge(deleteBefore, clearAddressBefore);
    const kept = await this.erasures.purgeKept(now, yearsBefore(now, RETENTION.erasureRecordYears), yearsBefore(now, RETENTION.erasedTenancyYears));
    // The deleted visits' report photos leave storage too (a job: retried until done, harmless when a file is gone).
    if (kept.files.length) await this.jobs.enqueue('privacy.delete-files', { keys: kept.files });
    const auditEntries = await this.audit.purge(yearsBefore(now, RETENTION.auditLogYears));
    // A tenancy's, a payment's or an agreement's code used, voided or expired a day ago serves nothing any more.
    const confirmationCodes = await this.confirmationCodes.purgeSpent(new Date(now.getTime() - 86_400_000));
    const sessions = await this.sessions.purgeEnded(daysBefore(now, RETENTION.endedSessionDays), now);
    const passwordResets = await this.passwordResets.purgeSpent(daysBefore(now, RETENTION.passwordResetDays));
    return {
      otps,
      leads: leads.deleted,
      propertyRequests: requests.deleted,
      addressesCleared: leads.addressesCleared + requests.addressesCleared,
      erasedVisits: kept.visits,
      erasedListings: kept.listings,
      erasedTenancies: kept.tenancies,
      erasureRecords: kept.records,
      erasedVisitPhotos: kept.files.length,
      auditEntries,
      confirmationCodes,
      sessions,
      passwordResets,
    };
  }
}
