import type { MikroORM } from '@mikro-orm/core';
import { Container, type ContainerModule } from 'inversify';
import { bindClass, bindFactory, typedModule } from './typed-binding.js';
import { AdminLogIn } from '../application/auth/admin-log-in.use-case.js';
import { AuthLimits } from '../application/auth/auth-policy.js';
import { Authenticate } from '../application/auth/authenticate.use-case.js';
import { SessionIssuer } from '../application/auth/issue-session.js';
import { LogOut } from '../application/auth/log-out.use-case.js';
import { CaptchaVerifier } from '../application/auth/ports/captcha-verifier.port.js';
import { MailSender } from '../application/auth/ports/mail-sender.port.js';
import { OtpChallengeRepository } from '../application/auth/ports/otp-challenge.repository.port.js';
import { OtpCodeGenerator } from '../application/auth/ports/otp-code-generator.port.js';
import { PasswordHasher } from '../application/auth/ports/password-hasher.port.js';
import { PasswordResetRepository } from '../application/auth/ports/password-reset.repository.port.js';
import { SessionRepository } from '../application/auth/ports/session.repository.port.js';
import { SmsSender } from '../application/auth/ports/sms-sender.port.js';
import { RegisterUser } from '../application/auth/register-user.use-case.js';
import { RequestOtp } from '../application/auth/request-otp.use-case.js';
import { RequestPasswordReset } from '../application/auth/request-password-reset.use-case.js';
import { ResetPassword } from '../application/auth/reset-password.use-case.js';
import { VerifyOtp } from '../application/auth/verify-otp.use-case.js';
import { ChangeLeadStatus } from '../application/leads/change-lead-status.use-case.js';
import { GetLead } from '../application/leads/get-lead.use-case.js';
import { ListLeads } from '../application/leads/list-leads.use-case.js';
import { LeadRepository } from '../application/leads/ports/lead.repository.port.js';
import { LeadLimits, SubmitLead } from '../application/leads/submit-lead.use-case.js';
import { PdfRenderer } from '../application/documents/ports/pdf-renderer.port.js';
import { GenerateRentReceipts, RentReceiptSettings } from '../application/rent-receipts/generate-rent-receipts.use-case.js';
import { PdfKitRenderer } from './pdf/pdfkit-renderer.js';
import { ChangePropertyState } from '../application/properties/change-property-state.use-case.js';
import { CreateProperty } from '../application/properties/create-property.use-case.js';
import { GetProperty } from '../application/properties/get-property.use-case.js';
import { ListProperties } from '../application/properties/list-properties.use-case.js';
import { RideRepository } from '../application/rides/ports/ride.repository.port.js';
import { RiderApplicationRepository } from '../application/riders/ports/rider-application.repository.port.js';
import { InMemoryRideRepository } from './persistence/in-memory/in-memory-ride.repository.js';
import { InMemoryRiderApplicationRepository } from './persistence/in-memory/in-memory-rider-application.repository.js';
import { MikroOrmRideRepository } from './persistence/mikro-orm/mikro-orm-ride.repository.js';
import { MikroOrmRiderApplicationRepository } from './persistence/mikro-orm/mikro-orm-rider-application.repository.js';
import { RideMoves, RideSettings } from '../application/rides/ride-access.js';
import { ExpirePassedRides } from '../application/rides/expire-passed-rides.use-case.js';
import { PurgePersonalData } from '../application/privacy/purge-personal-data.use-case.js';
import { BookRide } from '../application/rides/book-ride.use-case.js';
import { ListMyRides } from '../application/rides/list-my-rides.use-case.js';
import { ListRides } from '../application/rides/list-rides.use-case.js';
import { GetRide } from '../application/rides/get-ride.use-case.js';
import { AssignRider } from '../application/rides/assign-rider.use-case.js';
import { ConfirmRide } from '../application/rides/confirm-ride.use-case.js';
import { StartRide } from '../application/rides/start-ride.use-case.js';
import { CompleteRide } from '../application/rides/complete-ride.use-case.js';
import { CancelRide } from '../application/rides/cancel-ride.use-case.js';
import { CountVisitDecisions } from '../application/rides/count-visit-decisions.use-case.js';
import { DecideAfterVisit } from '../application/rides/decide-after-visit.use-case.js';
import { MarkRideNoShow } from '../application/rides/mark-ride-no-show.use-case.js';
import { FindFreeRiders } from '../application/rides/find-free-riders.use-case.js';
import { ApplyAsRider } from '../application/riders/apply-as-rider.use-case.js';
import { GetMyRiderApplication } from '../application/riders/get-my-rider-application.use-case.js';
import { GetRiderApplication } from '../application/riders/get-rider-application.use-case.js';
import { ListRiderApplications } from '../application/riders/list-rider-applications.use-case.js';
import { ReviewRiderApplication } from '../application/riders/review-rider-application.use-case.js';
import { CreateUser } from '../application/users/create-user.use-case.js';
import { UpsertUser } from '../application/users/upsert-user.use-case.js';
import { UpdateUser } from '../application/users/update-user.use-case.js';
import { ChangeUserStatus } from '../application/users/change-user-status.use-case.js';
import { OwnerConsent } from '../application/properties/owner-consent.js';
import { RequestOwnerConsent } from '../application/properties/request-owner-consent.use-case.js';
import { ListRiderWork } from '../application/properties/list-rider-work.use-case.js';
import { ListWishlist } from '../application/properties/list-wishlist.use-case.js';
import { FindSavedListings } from '../application/properties/find-saved-listings.use-case.js';
import { PropertyRepository } from '../application/properties/ports/property.repository.port.js';
import { WishlistRepository } from '../application/properties/ports/wishlist.repository.port.js';
import { PropertyViewLedger } from '../application/properties/ports/property-view-ledger.port.js';
import { SearchProperties } from '../application/properties/search-properties.use-case.js';
import { ToggleWishlist } from '../application/properties/toggle-wishlist.use-case.js';
import { UpdateProperty } from '../application/properties/update-property.use-case.js';
import { InMemoryPropertyRepository } from './persistence/in-memory/in-memory-property.repository.js';
import { InMemoryWishlistRepository } from './persistence/in-memory/in-memory-wishlist.repository.js';
import { InMemoryPropertyViewLedger } from './persistence/in-memory/in-memory-property-view-ledger.js';
import { MikroOrmPropertyRepository } from './persistence/mikro-orm/mikro-orm-property.repository.js';
import { PostgresWishlistRepository } from './persistence/mikro-orm/postgres-wishlist.repository.js';
import { PostgresPropertyViewLedger } from './persistence/mikro-orm/postgres-property-view-ledger.js';
import { ArchiveProject } from '../application/projects/archive-project.use-case.js';
import { CreateProject } from '../application/projects/create-project.use-case.js';
import { GetProject } from '../application/projects/get-project.use-case.js';
import { ListProjects } from '../application/projects/list-projects.use-case.js';
import { UpdateProject } from '../application/projects/update-project.use-case.js';
import { ProjectRepository } from '../application/projects/ports/project.repository.port.js';
import { PropertyRequestRepository } from '../application/property-requests/ports/property-request.repository.port.js';
import { RaisePropertyRequest } from '../application/property-requests/raise-property-request.use-case.js';
import { ChangePropertyRequestStatus } from '../application/property-requests/change-property-request-status.use-case.js';
import { GetPropertyRequest } from '../application/property-requests/get-property-request.use-case.js';
import { ListPropertyRequests } from '../application/property-requests/list-property-requests.use-case.js';
import { PropertyImageRepository } from '../application/properties/ports/property-image.repository.port.js';
import { InMemoryProjectRepository } from './persistence/in-memory/in-memory-project.repository.js';
import { InMemoryPropertyImageRepository } from './persistence/in-memory/in-memory-property-image.repository.js';
import { InMemoryPropertyRequestRepository } from './persistence/in-memory/in-memory-property-request.repository.js';
import { MikroOrmProjectRepository } from './persistence/mikro-orm/mikro-orm-project.repository.js';
import { MikroOrmPropertyImageRepository } from './persistence/mikro-orm/mikro-orm-property-image.repository.js';
import { MikroOrmPropertyRequestRepository } from './persistence/mikro-orm/mikro-orm-property-request.repository.js';
import { ImageProcessor } from '../application/properties/ports/image-processor.port.js';
import { ImageStorage } from '../application/properties/ports/image-storage.port.js';
import { ListPropertyPhotos } from '../application/properties/list-property-photos.use-case.js';
import { RemovePropertyPhoto } from '../application/properties/remove-property-photo.use-case.js';
import { ReorderPropertyPhotos } from '../application/properties/reorder-property-photos.use-case.js';
import { UploadPropertyPhotos } from '../application/properties/upload-property-photos.use-case.js';
import { ReserveUploadSlot } from '../application/properties/reserve-upload-slot.use-case.js';
import { ReconfirmLinkRepository } from '../application/properties/ports/reconfirm-link.repository.port.js';
import { ReconfirmSettings } from '../application/properties/reconfirm-links.js';
import { PlanReconfirmReminders } from '../application/properties/plan-reconfirm-reminders.use-case.js';
import { SendReconfirmReminder } from '../application/properties/send-reconfirm-reminder.use-case.js';
import { ViewReconfirmLink } from '../application/properties/view-reconfirm-link.use-case.js';
import { UseReconfirmLink } from '../application/properties/use-reconfirm-link.use-case.js';
import { InMemoryReconfirmLinkRepository } from './persistence/in-memory/in-memory-reconfirm-link.repository.js';
import { MikroOrmReconfirmLinkRepository } from './persistence/mikro-orm/mikro-orm-reconfirm-link.repository.js';
import { PrepareShareCard } from '../application/properties/prepare-share-card.use-case.js';
import { ListingReportRepository } from '../application/listing-reports/ports/listing-report.repository.port.js';
import { ListingReportLimits, ListingReportSettings } from '../application/listing-reports/listing-report-access.js';
import { ReportListing } from '../application/listing-reports/report-listing.use-case.js';
import { ListListingReports } from '../application/listing-reports/list-listing-reports.use-case.js';
import { GetListingReport } from '../application/listing-reports/get-listing-report.use-case.js';
import { GetListingReportHistory } from '../application/listing-reports/get-listing-report-history.use-case.js';
import { GetMyListingCheck } from '../application/listing-reports/get-my-listing-check.use-case.js';
import { AnswerListingReports } from '../application/listing-reports/answer-listing-reports.use-case.js';
import { DismissListingReports } from '../application/listing-reports/dismiss-listing-reports.use-case.js';
import { TakeDownReportedListing } from '../application/listing-reports/take-down-reported-listing.use-case.js';
import { BookCheckVisit } from '../application/listing-reports/book-check-visit.use-case.js';
import { InMemoryListingReportRepository } from './persistence/in-memory/in-memory-listing-report.repository.js';
import { MikroOrmListingReportRepository } from './persistence/mikro-orm/mikro-orm-listing-report.repository.js';
import { SharpImageProcessor } from './images/sharp-image-processor.js';
import { MediaLinks } from './storage/media-links.js';
import { LocalDiskImageStorage } from './storage/local-disk-image-storage.js';
import { S3ImageStorage } from './storage/s3-image-storage.js';
import { MediaSource, mediaUrlPrefix } from './storage/media-source.js';
import { Clock } from '../application/shared/ports/clock.port.js';
import { Logger } from '../application/shared/ports/logger.port.js';
import { createPinoLogger } from './logging/pino-logger.js';
import { RateLimiter } from '../application/shared/ports/rate-limiter.port.js';
import { SecretHasher } from '../application/shared/ports/secret-hasher.port.js';
import { SmsLinkTokenGenerator, TokenGenerator } from '../application/shared/ports/token-generator.port.js';
import { JobQueue } from '../application/shared/ports/job-queue.port.js';
import { DeliveryLog } from '../application/shared/ports/delivery-log.port.js';
import { SendQueuedSms } from '../application/shared/send-queued-sms.use-case.js';
import { PurgeDeliveries } from '../application/shared/purge-deliveries.use-case.js';
import { MailPasswordResetLink } from '../application/auth/mail-password-reset-link.use-case.js';
import { InMemoryDeliveryLog } from './persistence/in-memory/in-memory-delivery-log.js';
import { PostgresDeliveryLog } from './persistence/mikro-orm/postgres-delivery-log.js';
import { InProcessJobQueue } from './jobs/in-process-job-queue.js';
import { JOB_QUEUE_POOL_MAX, PgBossJobQueue, pgBossTargetOf } from './jobs/pg-boss-job-queue.js';
import { ReplicaReads } from './persistence/mikro-orm/replica-reads.js';
import { bindJobHandler, bindJobQueue, bindRecurringJob, jobRegistryOf, JobWorkers } from './jobs/job-registry.js';
import { EnsureAdmin } from '../application/users/ensure-admin.use-case.js';
import { GetUser } from '../application/users/get-user.use-case.js';
import { ListUsers } from '../application/users/list-users.use-case.js';
import { UserRepository } from '../application/users/ports/user.repository.port.js';
import { UpdateMyProfile } from '../application/users/update-my-profile.use-case.js';
import { LocalCaptchaVerifier } from './captcha/local-captcha-verifier.js';
import { SiteverifyCaptchaVerifier } from './captcha/siteverify-captcha-verifier.js';
import { SystemClock } from './clock/system-clock.js';
import { AdjustableClock } from './clock/adjustable-clock.js';
import { AppConfig, usesDevOutbox, type AppConfig as Config } from './config.js';
import { Argon2PasswordHasher } from './crypto/argon2-password-hasher.js';
import { HmacSecretHasher } from './crypto/hmac-secret-hasher.js';
import { AesGcmSecretBox } from './crypto/aes-gcm-secret-box.js';
import { VaultTransitSecretBox } from './crypto/vault-transit-secret-box.js';
import { RevealRiderIdNumber } from '../application/riders/reveal-rider-id-number.use-case.js';
import { SealPlainIdNumbers } from '../application/riders/seal-plain-id-numbers.use-case.js';
import { ResealSecrets } from '../application/privacy/reseal-secrets.use-case.js';
import { RiderIdNumberStore } from '../application/riders/ports/rider-id-number.store.port.js';
import { PostgresRiderIdNumberStore } from './persistence/mikro-orm/postgres-rider-id-number.store.js';
import { SecretBox } from '../application/shared/ports/secret-box.port.js';
import { RandomOtpCodeGenerator } from './crypto/random-otp-code-generator.js';
import { RandomTokenGenerator } from './crypto/random-token-generator.js';
import { DevOutbox } from './dev-outbox/dev-outbox.js';
import { LocalMailSender } from './mail/local-mail-sender.js';
import { SmtpMailSender } from './mail/smtp-mail-sender.js';
import { InMemoryLeadRepository } from './persistence/in-memory/in-memory-lead.repository.js';
import { InMemoryOtpChallengeRepository } from './persistence/in-memory/in-memory-otp-challenge.repository.js';
import { InMemoryPasswordResetRepository } from './persistence/in-memory/in-memory-password-reset.repository.js';
import { InMemoryRateLimiter } from './persistence/in-memory/in-memory-rate-limiter.js';
import { InMemorySessionRepository } from './persistence/in-memory/in-memory-session.repository.js';
import { InMemoryUserRepository } from './persistence/in-memory/in-memory-user.repository.js';
import { EntityManagerSource } from './persistence/mikro-orm/entity-manager-source.js';
import { MikroOrmLeadRepository } from './persistence/mikro-orm/mikro-orm-lead.repository.js';
import { MikroOrmOtpChallengeRepository } from './persistence/mikro-orm/mikro-orm-otp-challenge.repository.js';
import { MikroOrmPasswordResetRepository } from './persistence/mikro-orm/mikro-orm-password-reset.repository.js';
import { MikroOrmSessionRepository } from './persistence/mikro-orm/mikro-orm-session.repository.js';
import { MikroOrmUserRepository } from './persistence/mikro-orm/mikro-orm-user.repository.js';
import { PostgresRateLimiter } from './persistence/mikro-orm/postgres-rate-limiter.js';
import { MikroOrmUnitOfWork } from './persistence/mikro-orm/mikro-orm-unit-of-work.js';
import { InMemoryUnitOfWork } from './persistence/in-memory/in-memory-unit-of-work.js';
import { UnitOfWork } from '../application/shared/ports/unit-of-work.port.js';
import { DatabaseHealth } from '../application/shared/ports/database-health.port.js';
import { alwaysUp } from './persistence/database-health.js';
import { mikroOrmDatabaseHealth } from './persistence/mikro-orm/mikro-orm-database-health.js';
import { ServerLifecycle } from './server/server-lifecycle.js';
import { HttpSmsSender } from './sms/http-sms-sender.js';
import { LocalSmsSender } from './sms/local-sms-sender.js';
import { Metrics, PrometheusMetrics } from './metrics/prometheus-metrics.js';
import { meteredMailSender, meteredSmsSender } from './metrics/metered-senders.js';
import { meteredJobs } from './metrics/metered-jobs.js';
import { SearchAlertRepository } from '../application/search-alerts/ports/search-alert.repository.port.js';
import { AlertDigestRepository } from '../application/search-alerts/ports/alert-digest.repository.port.js';
import { SearchAlertSettings } from '../application/search-alerts/search-alert-settings.js';
import { CreateSearchAlert } from '../application/search-alerts/create-search-alert.use-case.js';
import { ListMySearchAlerts } from '../application/search-alerts/list-my-search-alerts.use-case.js';
import { DeleteSearchAlert } from '../application/search-alerts/delete-search-alert.use-case.js';
import { ChangeSearchAlertStatus } from '../application/search-alerts/change-search-alert-status.use-case.js';
import { MatchListingToAlerts } from '../application/search-alerts/match-listing-to-alerts.use-case.js';
import { DispatchSearchAlerts } from '../application/search-alerts/dispatch-search-alerts.use-case.js';
import { SendSearchAlertDigest } from '../application/search-alerts/send-search-alert-digest.use-case.js';
import { PurgeSearchAlerts } from '../application/search-alerts/purge-search-alerts.use-case.js';
import { OpenAlertLink } from '../application/search-alerts/open-alert-link.use-case.js';
import { AlertStopLinks } from '../application/search-alerts/alert-stop-link.js';
import { ViewAlertStopLink } from '../application/search-alerts/view-alert-stop-link.use-case.js';
import { StopAlertsByLink } from '../application/search-alerts/stop-alerts-by-link.use-case.js';
import { ResumeAlertsByLink } from '../application/search-alerts/resume-alerts-by-link.use-case.js';
import { InMemorySearchAlertStore } from './persistence/in-memory/in-memory-search-alert.store.js';
import { MikroOrmSearchAlertRepository } from './persistence/mikro-orm/mikro-orm-search-alert.repository.js';
import { MikroOrmAlertDigestRepository } from './persistence/mikro-orm/mikro-orm-alert-digest.repository.js';
import { AuditLog } from '../application/audit/ports/audit-log.port.js';
import { InMemoryAuditLog } from './persistence/in-memory/in-memory-audit-log.js';
import { PostgresAuditLog } from './persistence/mikro-orm/postgres-audit-log.js';
import { currentClientAddress } from './http/request-origin.js';
import { ListAuditLog } from '../application/audit/list-audit-log.use-case.js';
import { AdminSecondFactorRepository } from '../application/auth/ports/admin-second-factor.repository.port.js';
import { PendingAdminSignInRepository } from '../application/auth/ports/pending-admin-sign-in.repository.port.js';
import { Authenticator, QrCodeRenderer, RecoveryCodeGenerator } from '../application/auth/ports/authenticator.port.js';
import { SecondFactorStep } from '../application/auth/second-factor-step.js';
import { CompleteAdminSignIn } from '../application/auth/complete-admin-sign-in.use-case.js';
import { RegenerateRecoveryCodes } from '../application/auth/regenerate-recovery-codes.use-case.js';
import { OtpauthAuthenticator, RandomRecoveryCodeGenerator, SvgQrCodeRenderer } from './crypto/otpauth-authenticator.js';
import {
  InMemoryAdminSecondFactorRepository,
  InMemoryPendingAdminSignInRepository,
} from './persistence/in-memory/in-memory-admin-second-factor.repository.js';
import {
  PostgresAdminSecondFactorRepository,
  PostgresPendingAdminSignInRepository,
} from './persistence/mikro-orm/postgres-admin-second-factor.repository.js';
import { ErasureRepository } from '../application/privacy/ports/erasure.repository.port.js';
import { InMemoryErasureRepository, type KeptStores } from './persistence/in-memory/in-memory-erasure.repository.js';
import { PostgresErasureRepository } from './persistence/mikro-orm/postgres-erasure.repository.js';
import { ConfirmationCodeStore } from '../application/tenancies/ports/confirmation-code.store.port.js';
import { PaymentRepository } from '../application/tenancies/ports/payment.repository.port.js';
import { TenancyRepository } from '../application/tenancies/ports/tenancy.repository.port.js';
import { InMemoryConfirmationCodeStore, InMemoryPaymentRepository, InMemoryTenancyRepository } from './persistence/in-memory/in-memory-tenancy.repository.js';
import { MikroOrmConfirmationCodeStore, MikroOrmPaymentRepository, MikroOrmTenancyRepository } from './persistence/mikro-orm/mikro-orm-tenancy.repository.js';
import { tenanciesModule } from './tenancies-module.js';
import { ReceiptLinkRepository } from '../application/rent-receipts/ports/receipt-link.repository.port.js';
import { InMemoryReceiptLinkRepository } from './persistence/in-memory/in-memory-receipt-link.repository.js';
import { MikroOrmReceiptLinkRepository } from './persistence/mikro-orm/mikro-orm-receipt-link.repository.js';
import { guidesModule } from './guides-module.js';
import { customerServiceModule } from './customer-service-module.js';
import { ClaimRequestsByPhone } from '../application/customer-service/claim-requests-by-phone.use-case.js';
import { RequestEventLog } from '../application/customer-service/ports/request-event-log.port.js';
import { InMemoryRequestEventLog } from './persistence/in-memory/in-memory-request-event-log.js';
import { PostgresRequestEventLog } from './persistence/mikro-orm/postgres-request-event-log.js';
import { GuideRepository } from '../application/guides/ports/guide.repository.port.js';
import { InMemoryGuideRepository } from './persistence/in-memory/in-memory-guide.repository.js';
import { MikroOrmGuideRepository } from './persistence/mikro-orm/mikro-orm-guide.repository.js';
import { rentTrendsModule } from './rent-trends-module.js';
import { RentFigureStore } from '../application/rent-trends/ports/rent-figure.store.port.js';
import { InMemoryRentFigureStore } from './persistence/in-memory/in-memory-rent-figure.store.js';
import { PostgresRentFigureStore } from './persistence/mikro-orm/postgres-rent-figure.store.js';
import { ErasePerson } from '../application/privacy/erase-person.use-case.js';
import { ExportMyData } from '../application/privacy/export-my-data.use-case.js';
import { DeleteStoredFiles } from '../application/privacy/delete-stored-files.use-case.js';

/** Repositories and the rate limiter kept in process memory (use-case tests, quick HTTP tests). */
export function inMemoryPersistenceModule(): ContainerModule {
  return typedModule((bind) => {
    // Every store the unit of work snapshots and, when a run throws, restores (the rate limiter is not one).
    const stores = {
      users: new InMemoryUserRepository(),
      leads: new InMemoryLeadRepository(),
      otpChallenges: new InMemoryOtpChallengeRepository(),
      sessions: new InMemorySessionRepository(),
      passwordResets: new InMemoryPasswordResetRepository(),
      properties: new InMemoryPropertyRepository(),
      wishlist: new InMemoryWishlistRepository(),
      propertyViews: new InMemoryPropertyViewLedger(),
      propertyImages: new InMemoryPropertyImageRepository(),
      projects: new InMemoryProjectRepository(),
      propertyRequests: new InMemoryPropertyRequestRepository(),
      rides: new InMemoryRideRepository(),
      riderApplications: new InMemoryRiderApplicationRepository(),
      reconfirmLinks: new InMemoryReconfirmLinkRepository((): PropertyRepository => stores.properties),
      listingReports: new InMemoryListingReportRepository(),
      searchAlerts: new InMemorySearchAlertStore(),
      auditLog: new InMemoryAuditLog(currentClientAddress),
      adminSecondFactors: new InMemoryAdminSecondFactorRepository(),
      pendingAdminSignIns: new InMemoryPendingAdminSignInRepository(),
      erasures: new InMemoryErasureRepository(
        (): KeptStores => ({
          rides: stores.rides,
          properties: stores.properties,
          listingReports: stores.listingReports,
          users: stores.users,
          tenancies: stores.tenancies,
          payments: stores.payments,
          receiptLinks: stores.receiptLinks,
        }),
      ),
      tenancies: new InMemoryTenancyRepository(),
      payments: new InMemoryPaymentRepository(),
      confirmationCodes: new InMemoryConfirmationCodeStore(),
      receiptLinks: new InMemoryReceiptLinkRepository(),
      guides: new InMemoryGuideRepository(),
      requestEvents: new InMemoryRequestEventLog(),
    };
    const unitOfWork = new InMemoryUnitOfWork(Object.values(stores));
    bind(UnitOfWork).toConstantValue(unitOfWork);
    bind(UserRepository).toConstantValue(stores.users);
    bind(LeadRepository).toConstantValue(stores.leads);
    bind(OtpChallengeRepository).toConstantValue(stores.otpChallenges);
    bind(SessionRepository).toConstantValue(stores.sessions);
    bind(PasswordResetRepository).toConstantValue(stores.passwordResets);
    bind(RateLimiter).toConstantValue(new InMemoryRateLimiter(unitOfWork));
    bind(PropertyRepository).toConstantValue(stores.properties);
    bind(WishlistRepository).toConstantValue(stores.wishlist);
    bind(PropertyViewLedger).toConstantValue(stores.propertyViews);
    bind(PropertyImageRepository).toConstantValue(stores.propertyImages);
    bind(ProjectRepository).toConstantValue(stores.projects);
    bind(PropertyRequestRepository).toConstantValue(stores.propertyRequests);
    bind(RideRepository).toConstantValue(stores.rides);
    bind(RiderApplicationRepository).toConstantValue(stores.riderApplications);
    bind(RiderIdNumberStore).toConstantValue(stores.riderApplications);
    bind(ReconfirmLinkRepository).toConstantValue(stores.reconfirmLinks);
    bind(ListingReportRepository).toConstantValue(stores.listingReports);
    bind(SearchAlertRepository).toConstantValue(stores.searchAlerts);
    bind(AlertDigestRepository).toConstantValue(stores.searchAlerts);
    bind(AuditLog).toConstantValue(stores.auditLog);
    bind(AdminSecondFactorRepository).toConstantValue(stores.adminSecondFactors);
    bind(PendingAdminSignInRepository).toConstantValue(stores.pendingAdminSignIns);
    bind(ErasureRepository).toConstantValue(stores.erasures);
    bind(TenancyRepository).toConstantValue(stores.tenancies);
    bind(PaymentRepository).toConstantValue(stores.payments);
    bind(ConfirmationCodeStore).toConstantValue(stores.confirmationCodes);
    bind(ReceiptLinkRepository).toConstantValue(stores.receiptLinks);
    bindFactory(bind, RentFigureStore, (properties: PropertyRepository, tenancies: TenancyRepository) => new InMemoryRentFigureStore(properties, tenancies), [PropertyRepository, TenancyRepository]);
    bind(GuideRepository).toConstantValue(stores.guides);
    bind(RequestEventLog).toConstantValue(stores.requestEvents);
    bind(DatabaseHealth).toConstantValue(alwaysUp);
    bind(DeliveryLog).toConstantValue(new InMemoryDeliveryLog());
    bindJobQueue(bind, (log) => new InProcessJobQueue(log));
  });
}

/** Repositories and the rate limiter on PostgreSQL (server or embedded PGlite) through MikroORM. */
export function mikroOrmPersistenceModule(
  orm: MikroORM,
  options: {
    healthBudgetMs?: number;
    jobQueuePoolMax?: number;
    /** The primary itself when `orm` goes through a transaction pooler: the job queue uses it. */
    directUrl?: string;
    /** The hot standby public reads may use (replica-reads.ts). */
    replica?: MikroORM;
  } = {},
): ContainerModule {
  const { healthBudgetMs = 1000, jobQueuePoolMax = JOB_QUEUE_POOL_MAX, directUrl, replica } = options;
  const source = new EntityManagerSource(orm, replica ? new ReplicaReads(replica) : undefined);
  return typedModule((bind) => {
    bind(UnitOfWork).toConstantValue(new MikroOrmUnitOfWork(source));
    bind(UserRepository).toConstantValue(new MikroOrmUserRepository(source));
    bind(LeadRepository).toConstantValue(new MikroOrmLeadRepository(source));
    bind(OtpChallengeRepository).toConstantValue(new MikroOrmOtpChallengeRepository(source));
    bind(SessionRepository).toConstantValue(new MikroOrmSessionRepository(source));
    bind(PasswordResetRepository).toConstantValue(new MikroOrmPasswordResetRepository(source));
    bind(RateLimiter).toConstantValue(new PostgresRateLimiter(source));
    bind(PropertyRepository).toConstantValue(new MikroOrmPropertyRepository(source));
    bind(WishlistRepository).toConstantValue(new PostgresWishlistRepository(source));
    bind(PropertyViewLedger).toConstantValue(new PostgresPropertyViewLedger(source));
    bind(PropertyImageRepository).toConstantValue(new MikroOrmPropertyImageRepository(source));
    bind(ProjectRepository).toConstantValue(new MikroOrmProjectRepository(source));
    bind(PropertyRequestRepository).toConstantValue(new MikroOrmPropertyRequestRepository(source));
    bind(RideRepository).toConstantValue(new MikroOrmRideRepository(source));
    bind(RiderApplicationRepository).toConstantValue(new MikroOrmRiderApplicationRepository(source));
    bind(RiderIdNumberStore).toConstantValue(new PostgresRiderIdNumberStore(source));
    bind(ReconfirmLinkRepository).toConstantValue(new MikroOrmReconfirmLinkRepository(source));
    bind(ListingReportRepository).toConstantValue(new MikroOrmListingReportRepository(source));
    bind(SearchAlertRepository).toConstantValue(new MikroOrmSearchAlertRepository(source));
    bind(AlertDigestRepository).toConstantValue(new MikroOrmAlertDigestRepository(source));
    // Append-only (a trigger refuses UPDATE, DELETE, TRUNCATE); each entry joins the caller's unit of work.
    bind(AuditLog).toConstantValue(new PostgresAuditLog(source, currentClientAddress));
    bind(AdminSecondFactorRepository).toConstantValue(new PostgresAdminSecondFactorRepository(source));
    bind(PendingAdminSignInRepository).toConstantValue(new PostgresPendingAdminSignInRepository(source));
    bind(ErasureRepository).toConstantValue(new PostgresErasureRepository(source));
    bind(TenancyRepository).toConstantValue(new MikroOrmTenancyRepository(source));
    bind(PaymentRepository).toConstantValue(new MikroOrmPaymentRepository(source));
    bind(ConfirmationCodeStore).toConstantValue(new MikroOrmConfirmationCodeStore(source));
    bind(ReceiptLinkRepository).toConstantValue(new MikroOrmReceiptLinkRepository(source));
    bind(RentFigureStore).toConstantValue(new PostgresRentFigureStore(source));
    bind(GuideRepository).toConstantValue(new MikroOrmGuideRepository(source));
    bind(RequestEventLog).toConstantValue(new PostgresRequestEventLog(source));
    bind(DatabaseHealth).toConstantValue(mikroOrmDatabaseHealth(orm, healthBudgetMs));
    bind(DeliveryLog).toConstantValue(new PostgresDeliveryLog(source));
    // The job queue on the same database (ADR 0010): pg-boss on the server and on embedded PGlite alike.
    bindJobQueue(bind, (log) => new PgBossJobQueue({ target: pgBossTargetOf(orm, jobQueuePoolMax, directUrl), currentTransaction: () => source.currentTransaction(), log }));
  });
}

/** SMS, mail, captcha and photo storage: local stand-ins (with the dev outbox) or the real providers, per configuration. */
export function messagingModule(config: Config): ContainerModule {
  return typedModule((bind) => {
    const outbox = usesDevOutbox(config) ? new DevOutbox() : null;
    if (outbox) bind(DevOutbox).toConstantValue(outbox);
    const sms = config.sms;
    if (sms.provider === 'http') {
      bindFactory(bind, SmsSender, (metrics: PrometheusMetrics) => meteredSmsSender(new HttpSmsSender({ ...sms, product: config.productName }), metrics), [Metrics]);
    } else {
      bindFactory(bind, SmsSender, (clock: Clock, metrics: PrometheusMetrics) => meteredSmsSender(new LocalSmsSender(outbox!, clock, config.productName), metrics), [Clock, Metrics]);
    }
    const mail = config.mail;
    if (mail.provider === 'smtp') bindFactory(bind, MailSender, (metrics: PrometheusMetrics) => meteredMailSender(new SmtpMailSender(mail), metrics), [Metrics]);
    else bindFactory(bind, MailSender, (clock: Clock, metrics: PrometheusMetrics) => meteredMailSender(new LocalMailSender(outbox!, clock), metrics), [Clock, Metrics]);
    const storage = config.storage;
    // Both providers are read back only by GET /media (MediaSource), which serves every photo.
    const photoStore = storage.provider === 's3' ? new S3ImageStorage(storage) : new LocalDiskImageStorage(storage.dir, mediaUrlPrefix(storage.publicBaseUrl));
    bind(ImageStorage).toConstantValue(photoStore);
    bind(MediaSource).toConstantValue(photoStore);
    bindFactory(bind, MediaLinks, (images: ImageStorage, clock: Clock) => new MediaLinks(images, { secret: config.appSecret, clock }), [ImageStorage, Clock]);
    bind(ImageProcessor).toConstantValue(new SharpImageProcessor({ concurrency: config.imageProcessingConcurrency }));
    const captcha = config.captcha;
    bind(CaptchaVerifier).toConstantValue(
      captcha.provider === 'local'
        ? new LocalCaptchaVerifier()
        : new SiteverifyCaptchaVerifier({ provider: captcha.provider, secret: captcha.secret, url: captcha.verifyUrl, minScore: captcha.minScore }),
    );
  });
}

/** Time, randomness and hashing. Tests may rebind Clock and OtpCodeGenerator. */
export function platformModule(config: Config): ContainerModule {
  return typedModule((bind) => {
    bind(Clock).toConstantValue(config.devClock && !config.production ? new AdjustableClock() : new SystemClock());
    bind(SecretHasher).toConstantValue(new HmacSecretHasher(config.appSecret));
    const box = config.secretBox;
    bind(SecretBox).toConstantValue(box.provider === 'vault-transit' ? new VaultTransitSecretBox(box) : new AesGcmSecretBox(box.keys));
    bind(Authenticator).toConstantValue(new OtpauthAuthenticator(config.productName));
    bind(QrCodeRenderer).toConstantValue(new SvgQrCodeRenderer());
    bind(PdfRenderer).toConstantValue(new PdfKitRenderer());
    bind(RecoveryCodeGenerator).toConstantValue(new RandomRecoveryCodeGenerator());
    bind(TokenGenerator).toConstantValue(new RandomTokenGenerator());
    bind(SmsLinkTokenGenerator).toConstantValue(new RandomTokenGenerator(16));
    bind(OtpCodeGenerator).toConstantValue(new RandomOtpCodeGenerator());
    bind(PasswordHasher).toConstantValue(new Argon2PasswordHasher());
    bind(Logger).toConstantValue(createPinoLogger({ level: config.logLevel }));
  });
}

/** The use cases, each built from the ports it names. */
export function useCasesModule(config: Config): ContainerModule {
  return typedModule((bind) => {
    bind(AuthLimits).toConstantValue(config.authLimits);
    bind(LeadLimits).toConstantValue(config.leadLimits);
    bind(RentReceiptSettings).toConstantValue({ perIpPerHour: config.rentReceiptsPerIpPerHour, productName: config.productName });
    bindClass(bind, GenerateRentReceipts, [PdfRenderer, RateLimiter, Clock, RentReceiptSettings]);
    bindClass(bind, SessionIssuer, [SessionRepository, TokenGenerator, SecretHasher]);
    bindClass(bind, RequestOtp, [OtpChallengeRepository, UserRepository, OtpCodeGenerator, SecretHasher, SmsSender, CaptchaVerifier, RateLimiter, Clock, AuthLimits]);
    bindClass(bind, VerifyOtp, [OtpChallengeRepository, UserRepository, SecretHasher, SessionIssuer, RateLimiter, Clock, AuthLimits, UnitOfWork, ClaimRequestsByPhone]);
    bindClass(bind, RegisterUser, [UserRepository, SessionRepository, SessionIssuer, CaptchaVerifier, Clock, UnitOfWork, ClaimRequestsByPhone]);
    bindClass(bind, Authenticate, [SessionRepository, UserRepository, SecretHasher, Clock]);
    bindClass(bind, LogOut, [SessionRepository, Clock]);
    bindClass(bind, SecondFactorStep, [AdminSecondFactorRepository, PendingAdminSignInRepository, Authenticator, QrCodeRenderer, SecretBox, TokenGenerator, SecretHasher]);
    bindClass(bind, AdminLogIn, [UserRepository, PasswordHasher, SecondFactorStep, RateLimiter, Clock, AuthLimits]);
    bindClass(bind, CompleteAdminSignIn, [
      PendingAdminSignInRepository,
      UserRepository,
      AdminSecondFactorRepository,
      Authenticator,
      SecretBox,
      SecretHasher,
      RecoveryCodeGenerator,
      SessionIssuer,
      AuditLog,
      RateLimiter,
      Clock,
      UnitOfWork,
    ]);
    bindClass(bind, RegenerateRecoveryCodes, [AdminSecondFactorRepository, RecoveryCodeGenerator, SecretHasher, Authenticator, SecretBox, RateLimiter, Clock]);
    bindClass(bind, RequestPasswordReset, [RateLimiter, Clock, AuthLimits, JobQueue]);
    bindFactory(
      bind,
      MailPasswordResetLink,
      (...deps: DropLast<ConstructorParameters<typeof MailPasswordResetLink>>) => new MailPasswordResetLink(...deps, `${config.publicBaseUrl}/admin/reset-password`),
      [UserRepository, PasswordResetRepository, TokenGenerator, SecretHasher, MailSender, DeliveryLog, Clock],
    );
    bindClass(bind, ResetPassword, [PasswordResetRepository, UserRepository, SessionRepository, PasswordHasher, SecretHasher, Clock, UnitOfWork]);
    bindClass(bind, UpdateMyProfile, [UserRepository, Clock]);
    bindClass(bind, ListUsers, [UserRepository, AuditLog, Clock]);
    bindClass(bind, GetUser, [UserRepository]);
    bindClass(bind, EnsureAdmin, [UserRepository, PasswordHasher, Clock]);
    bindClass(bind, SubmitLead, [LeadRepository, PropertyRepository, RateLimiter, Clock, LeadLimits, UnitOfWork]);
    bindClass(bind, ListLeads, [LeadRepository, AuditLog, Clock]);
    bindClass(bind, GetLead, [LeadRepository]);
    bindClass(bind, ChangeLeadStatus, [LeadRepository, Clock, RequestEventLog, UnitOfWork]);
    bind(RideSettings).toConstantValue({ productName: config.productName, listingLinkBase: `${config.publicBaseUrl.replace(/\/+$/, '')}/tenant/property-details/` });
    bindClass(bind, OwnerConsent, [SecretHasher, RateLimiter, Clock]);
    bindFactory(
      bind,
      RequestOwnerConsent,
      (...deps: DropLast<ConstructorParameters<typeof RequestOwnerConsent>>) => new RequestOwnerConsent(...deps, config.productName),
      [OwnerConsent, SmsSender, RateLimiter, Clock, UserRepository],
    );
    bindFactory(
      bind,
      CreateProperty,
      (...deps: DropLast<ConstructorParameters<typeof CreateProperty>>) => new CreateProperty(...deps, config.productName),
      [PropertyRepository, UserRepository, OwnerConsent, Clock, UnitOfWork],
    );
    bindClass(bind, ListRiderWork, [PropertyRepository, Clock]);
    bindClass(bind, BookRide, [RideRepository, PropertyRepository, UserRepository, Clock]);
    bindClass(bind, ListMyRides, [RideRepository, PropertyRepository, UserRepository]);
    bindClass(bind, ListRides, [RideRepository, PropertyRepository, UserRepository, AuditLog, Clock]);
    bindClass(bind, GetRide, [RideRepository, PropertyRepository, UserRepository]);
    bindClass(bind, AssignRider, [RideRepository, UserRepository, RiderApplicationRepository, PropertyRepository, JobQueue, Clock, RideSettings, UnitOfWork, AuditLog]);
    bindClass(bind, RideMoves, [RideRepository, PropertyRepository, UserRepository, JobQueue, Clock, RideSettings, UnitOfWork]);
    bindClass(bind, ConfirmRide, [RideMoves]);
    bindClass(bind, StartRide, [RideMoves]);
    bindClass(bind, CompleteRide, [RideRepository, PropertyRepository, ImageProcessor, ImageStorage, JobQueue, Clock, UnitOfWork, ListingReportRepository, UserRepository]);
    bindClass(bind, CancelRide, [RideMoves]);
    bindClass(bind, DecideAfterVisit, [RideRepository, LeadRepository, PropertyRepository, UserRepository, JobQueue, Clock, RideSettings, UnitOfWork]);
    bindClass(bind, CountVisitDecisions, [RideRepository, PropertyRepository]);
    bindClass(bind, ExpirePassedRides, [RideRepository, RideMoves, Clock]);
    bindClass(bind, MarkRideNoShow, [RideMoves]);
    bindClass(bind, FindFreeRiders, [RideRepository, RiderApplicationRepository, UserRepository, PropertyRepository]);
    bindClass(bind, ApplyAsRider, [RiderApplicationRepository, Clock, SecretBox, SecretHasher]);
    bindClass(bind, RevealRiderIdNumber, [RiderApplicationRepository, SecretBox, AuditLog, Clock]);
    bindClass(bind, GetMyRiderApplication, [RiderApplicationRepository]);
    bindClass(bind, ListRiderApplications, [RiderApplicationRepository, AuditLog, Clock]);
    bindClass(bind, GetRiderApplication, [RiderApplicationRepository]);
    bindClass(bind, ReviewRiderApplication, [RiderApplicationRepository, UserRepository, JobQueue, Clock, RideSettings, UnitOfWork, AuditLog]);
    bindClass(bind, CreateUser, [UserRepository, Clock]);
    bindClass(bind, UpsertUser, [UserRepository, Clock, UnitOfWork, AuditLog]);
    bindClass(bind, UpdateUser, [UserRepository, Clock]);
    bindClass(bind, ChangeUserStatus, [UserRepository, SessionRepository, PropertyRepository, RideRepository, JobQueue, Clock, RideSettings, UnitOfWork, AuditLog]);
    // A person's rights over their data (DPDP Act 2023): a copy of all of it, and erasure in one unit of work.
    bindClass(bind, ExportMyData, [PropertyRepository, PropertyImageRepository, RideRepository, LeadRepository, PropertyRequestRepository, ListingReportRepository, RiderApplicationRepository, WishlistRepository, SearchAlertRepository, SessionRepository, TenancyRepository, PaymentRepository, Clock]);
    bindClass(bind, ErasePerson, [
      UserRepository, SessionRepository, OtpChallengeRepository, PropertyRepository, PropertyImageRepository, RideRepository, LeadRepository, PropertyRequestRepository,
      ListingReportRepository, RiderApplicationRepository, WishlistRepository, SearchAlertRepository, TenancyRepository, PaymentRepository, ErasureRepository, AuditLog, RateLimiter,
      JobQueue, Clock, RideSettings, UnitOfWork,
    ]);
    bindClass(bind, UpdateProperty, [PropertyRepository, Clock]);
    bindClass(bind, ChangePropertyState, [PropertyRepository, Clock, JobQueue, UnitOfWork, ListingReportRepository, AuditLog, TenancyRepository]);
    bindClass(bind, GetProperty, [PropertyRepository, PropertyViewLedger, Clock, UnitOfWork]);
    bindClass(bind, SearchProperties, [PropertyRepository, Clock]);
    bindClass(bind, ListProperties, [PropertyRepository, Clock]);
    bindClass(bind, ToggleWishlist, [WishlistRepository, PropertyRepository, Clock, UnitOfWork]);
    bindClass(bind, ListWishlist, [WishlistRepository, PropertyRepository]);
    bindClass(bind, FindSavedListings, [WishlistRepository]);
    bindClass(bind, ListPropertyPhotos, [PropertyImageRepository]);
    bindClass(bind, UploadPropertyPhotos, [PropertyRepository, PropertyImageRepository, ImageProcessor, ImageStorage, Clock, UnitOfWork]);
    bindClass(bind, ReserveUploadSlot, [RateLimiter, Clock]);
    bindClass(bind, RemovePropertyPhoto, [PropertyRepository, PropertyImageRepository, ImageStorage, Clock, UnitOfWork]);
    bindClass(bind, ReorderPropertyPhotos, [PropertyRepository, PropertyImageRepository, ImageStorage, Clock, UnitOfWork]);
    bind(ReconfirmSettings).toConstantValue({ productName: config.productName, linkBase: `${config.publicBaseUrl}/o/` });
    bindClass(bind, PlanReconfirmReminders, [ReconfirmLinkRepository, JobQueue, Clock, UnitOfWork]);
    bindClass(bind, SendReconfirmReminder, [ReconfirmLinkRepository, PropertyRepository, UserRepository, SmsLinkTokenGenerator, SecretHasher, SmsSender, Clock, ReconfirmSettings]);
    bindClass(bind, ViewReconfirmLink, [ReconfirmLinkRepository, PropertyRepository, UserRepository, SecretHasher, Clock]);
    bindClass(bind, UseReconfirmLink, [ReconfirmLinkRepository, PropertyRepository, UserRepository, SecretHasher, Clock, UnitOfWork, ListingReportRepository]);
    bindClass(bind, PrepareShareCard, [PropertyRepository, PropertyImageRepository, ImageProcessor, ImageStorage, Clock]);
    bindClass(bind, CreateProject, [ProjectRepository, Clock]);
    bindClass(bind, UpdateProject, [ProjectRepository, Clock]);
    bindClass(bind, ArchiveProject, [ProjectRepository, Clock]);
    bindClass(bind, GetProject, [ProjectRepository]);
    bindClass(bind, ListProjects, [ProjectRepository]);
    bindClass(bind, RaisePropertyRequest, [PropertyRequestRepository, RateLimiter, Clock, LeadLimits]);
    bindClass(bind, ListPropertyRequests, [PropertyRequestRepository, AuditLog, Clock]);
    bindClass(bind, GetPropertyRequest, [PropertyRequestRepository]);
    bindClass(bind, ChangePropertyRequestStatus, [PropertyRequestRepository, Clock, RequestEventLog, UnitOfWork]);
    // Reports of listings.
    bind(ListingReportLimits).toConstantValue(config.listingReportLimits);
    bind(ListingReportSettings).toConstantValue({ productName: config.productName });
    bindClass(bind, ReportListing, [ListingReportRepository, PropertyRepository, RateLimiter, Clock, ListingReportLimits, RideRepository, UserRepository, JobQueue, UnitOfWork, ListingReportSettings]);
    bindClass(bind, ListListingReports, [ListingReportRepository, PropertyRepository, AuditLog, Clock]);
    bindClass(bind, GetMyListingCheck, [ListingReportRepository, PropertyRepository]);
    bindClass(bind, AnswerListingReports, [ListingReportRepository, PropertyRepository, Clock]);
    bindClass(bind, GetListingReport, [ListingReportRepository, PropertyRepository, UserRepository, RideRepository]);
    bindClass(bind, GetListingReportHistory, [ListingReportRepository, RequestEventLog, AuditLog, UserRepository]);
    bindClass(bind, DismissListingReports, [ListingReportRepository, PropertyRepository, UserRepository, Clock, UnitOfWork, AuditLog]);
    bindClass(bind, TakeDownReportedListing, [ListingReportRepository, PropertyRepository, UserRepository, JobQueue, Clock, UnitOfWork, ListingReportSettings, AuditLog]);
    bindClass(bind, BookCheckVisit, [ListingReportRepository, PropertyRepository, RideRepository, UserRepository, RiderApplicationRepository, JobQueue, Clock, RideSettings, UnitOfWork, AuditLog]);
    // Search alerts.
    bind(SearchAlertSettings).toConstantValue({ productName: config.productName, publicBaseUrl: config.publicBaseUrl.replace(/\/+$/, '') });
    bindClass(bind, CreateSearchAlert, [SearchAlertRepository, Clock]);
    bindClass(bind, ListMySearchAlerts, [SearchAlertRepository]);
    bindClass(bind, DeleteSearchAlert, [SearchAlertRepository]);
    bindClass(bind, ChangeSearchAlertStatus, [SearchAlertRepository, Clock]);
    bindClass(bind, MatchListingToAlerts, [PropertyRepository, SearchAlertRepository, AlertDigestRepository, JobQueue, Clock]);
    bindClass(bind, DispatchSearchAlerts, [AlertDigestRepository, JobQueue, Clock]);
    bindClass(bind, SendSearchAlertDigest, [AlertDigestRepository, SearchAlertRepository, PropertyRepository, UserRepository, SmsSender, TokenGenerator, SecretHasher, Clock, UnitOfWork, SearchAlertSettings]);
    bindClass(bind, OpenAlertLink, [AlertDigestRepository]);
    bindClass(bind, AlertStopLinks, [AlertDigestRepository, SearchAlertRepository, UserRepository, SecretHasher, Clock, UnitOfWork]);
    bindClass(bind, ViewAlertStopLink, [AlertStopLinks]);
    bindClass(bind, StopAlertsByLink, [AlertStopLinks]);
    bindClass(bind, ResumeAlertsByLink, [AlertStopLinks]);
    // The admin audit log's console list.
    bindClass(bind, ListAuditLog, [AuditLog, UserRepository]);
  });
}

/**
 * Background jobs (ADR 0010, adapters/jobs/job-registry.ts): each job's handler (a use case, bound above, whose
 * `execute` takes the job's payload) and the recurring schedules (five-field cron in India's time). Append yours.
 */
export function jobsModule(): ContainerModule {
  return typedModule((bind) => {
    bindClass(bind, SendQueuedSms, [SmsSender, DeliveryLog, Clock, Logger]);
    bindClass(bind, PurgeDeliveries, [DeliveryLog, Clock]);
    // A text's row (number and words) is deleted a day after it was sent: no need to keep it longer.
    bindJobHandler(bind, 'sms.send', SendQueuedSms, { concurrency: 4, deleteAfterSeconds: 86_400 });
    bindJobHandler(bind, 'auth.mail-password-reset-link', MailPasswordResetLink, { retryLimit: 3, deleteAfterSeconds: 86_400 });
    bindJobHandler(bind, 'deliveries.purge', PurgeDeliveries);
    bindRecurringJob(bind, 'deliveries.purge', '30 3 * * *', {});
    // The privacy policy's retention: spent one-time passwords, old callback requests and their addresses, nightly.
    bindClass(bind, PurgePersonalData, [OtpChallengeRepository, LeadRepository, PropertyRequestRepository, ErasureRepository, AuditLog, Clock, ConfirmationCodeStore, SessionRepository, PasswordResetRepository, JobQueue]);
    // An erased person's photos, deleted from storage once the erasure committed (retried until done).
    bindClass(bind, DeleteStoredFiles, [ImageStorage]);
    bindJobHandler(bind, 'privacy.delete-files', DeleteStoredFiles, { retryLimit: 10 });
    bindJobHandler(bind, 'privacy.purge', PurgePersonalData);
    bindRecurringJob(bind, 'privacy.purge', '15 3 * * *', {});
    // Owner reconfirmation: daily at 10:00 India time, plan the reminders due; each texts its owner once.
    bindJobHandler(bind, 'reconfirm.plan-reminders', PlanReconfirmReminders, { retryLimit: 3 });
    // A refused text is retried for about 2 to 4 hours (still daytime), then queued again by the next daily run.
    bindJobHandler(bind, 'reconfirm.send-reminder', SendReconfirmReminder, { retryLimit: 7, retryDelaySeconds: 60 });
    bindRecurringJob(bind, 'reconfirm.plan-reminders', '0 10 * * *', {});
    // Search alerts: a listing that went live (or was verified) is matched in the database and queues one
    // send per person it found who had no SMS today; the dispatch (every 15 minutes in sending hours, 9:00-21:00 India
    // time) queues the others due; each send keeps its own record. Old matches and SMS records are purged nightly.
    bindJobHandler(bind, 'search-alerts.match-listing', MatchListingToAlerts);
    bindJobHandler(bind, 'search-alerts.dispatch', DispatchSearchAlerts, { retryLimit: 3 });
    bindJobHandler(bind, 'search-alerts.send', SendSearchAlertDigest, { concurrency: 4 });
    bindClass(bind, PurgeSearchAlerts, [AlertDigestRepository, Clock]);
    bindJobHandler(bind, 'search-alerts.purge', PurgeSearchAlerts);
    bindRecurringJob(bind, 'search-alerts.purge', '45 3 * * *', {});
    bindRecurringJob(bind, 'search-alerts.dispatch', '*/15 9-20 * * *', {});
    // Visits whose slot ended while still waiting for a rider expire (their tenants are texted): every 10 minutes.
    bindJobHandler(bind, 'rides.expire-passed', ExpirePassedRides, { retryLimit: 3 });
    bindRecurringJob(bind, 'rides.expire-passed', '*/10 * * * *', {});
    // ID numbers (docs/operations.md): both enqueued at every start (adapters/jobs/start-up-jobs.ts). The typed rows
    // from before sealing are sealed and cleared; every seal not under the current key is sealed again under it.
    bindClass(bind, SealPlainIdNumbers, [RiderIdNumberStore, SecretBox, SecretHasher, Logger]);
    bindClass(bind, ResealSecrets, [RiderIdNumberStore, AdminSecondFactorRepository, SecretBox, Logger]);
    bindJobHandler(bind, 'rider-ids.seal-plain', SealPlainIdNumbers, { retryLimit: 10, retryDelaySeconds: 30 });
    bindJobHandler(bind, 'secrets.reseal', ResealSecrets, { retryLimit: 10, retryDelaySeconds: 30, expireInSeconds: 1800 });
    bindRecurringJob(bind, 'secrets.reseal', '0 4 * * *', {}); // and nightly: a key Vault rotated on its own is followed
  });
}

/** A constructor's parameters but its last (configuration the factory adds after the resolved ones). */
type DropLast<T extends unknown[]> = T extends [...infer Head, unknown] ? Head : never;

export type Persistence = { kind: 'in-memory' } | { kind: 'mikro-orm'; orm: MikroORM; replica?: MikroORM };

/** The one place the application is wired. `npm start` and the HTTP tests both come through here. */
export function buildContainer(config: Config, persistence: Persistence): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfig).toConstantValue(config);
  container.bind(ServerLifecycle).toConstantValue(new ServerLifecycle());
  // Prometheus metrics of this instance (adapters/metrics); process metrics only where they are served.
  const metrics = new PrometheusMetrics({ defaults: config.metrics.token !== undefined || config.metrics.port !== undefined });
  container.bind(Metrics).toConstantValue(metrics);
  if (persistence.kind === 'mikro-orm') metrics.watchDatabase(persistence.orm);
  metrics.watchReplica(persistence.kind === 'mikro-orm' ? persistence.replica : undefined);
  container.load(
    platformModule(config),
    persistence.kind === 'in-memory'
      ? inMemoryPersistenceModule()
      : mikroOrmPersistenceModule(persistence.orm, {
          healthBudgetMs: config.database.healthTimeoutMs,
          jobQueuePoolMax: config.database.jobQueuePoolMax,
          directUrl: config.database.directUrl,
          replica: persistence.replica,
        }),
    messagingModule(config),
    useCasesModule(config),
    tenanciesModule(config),
    guidesModule(),
    customerServiceModule(),
    rentTrendsModule(),
    jobsModule(),
  );
  // The queue resolves the handlers when it first needs them (they may enqueue jobs themselves, through it).
  container.get(JobWorkers).useRegistry(() => meteredJobs(jobRegistryOf(container), metrics));
  return container;
}
