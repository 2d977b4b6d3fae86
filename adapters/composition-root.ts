import type { MikroORM } from '@mikro-orm/core';
import { Container, ContainerModule } from 'inversify';
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
import { GetLead, ListLeads } from '../application/leads/list-leads.use-case.js';
import { LeadRepository } from '../application/leads/ports/lead.repository.port.js';
import { LeadLimits, SubmitLead } from '../application/leads/submit-lead.use-case.js';
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
import { RideSettings } from '../application/rides/ride-access.js';
import { BookRide } from '../application/rides/book-ride.use-case.js';
import { ListMyRides, ListRides } from '../application/rides/list-rides.use-case.js';
import { GetRide } from '../application/rides/get-ride.use-case.js';
import { AssignRider } from '../application/rides/assign-rider.use-case.js';
import { ConfirmRide } from '../application/rides/confirm-ride.use-case.js';
import { StartRide } from '../application/rides/start-ride.use-case.js';
import { CompleteRide } from '../application/rides/complete-ride.use-case.js';
import { CancelRide } from '../application/rides/cancel-ride.use-case.js';
import { MarkRideNoShow } from '../application/rides/mark-ride-no-show.use-case.js';
import { FindFreeRiders } from '../application/rides/find-free-riders.use-case.js';
import { ApplyAsRider, GetMyRiderApplication } from '../application/riders/apply-as-rider.use-case.js';
import { GetRiderApplication, ListRiderApplications } from '../application/riders/list-rider-applications.use-case.js';
import { ReviewRiderApplication } from '../application/riders/review-rider-application.use-case.js';
import { CreateUser } from '../application/users/create-user.use-case.js';
import { UpsertUser } from '../application/users/upsert-user.use-case.js';
import { UpdateUser } from '../application/users/update-user.use-case.js';
import { ChangeUserStatus } from '../application/users/change-user-status.use-case.js';
import { OwnerConsent } from '../application/properties/owner-consent.js';
import { ListRiderWork } from '../application/properties/list-properties.use-case.js';
import { ListWishlist } from '../application/properties/list-wishlist.use-case.js';
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
import { ManageProjects } from '../application/projects/manage-projects.use-case.js';
import { ProjectRepository } from '../application/projects/ports/project.repository.port.js';
import { PropertyRequestRepository } from '../application/property-requests/ports/property-request.repository.port.js';
import { RaisePropertyRequest } from '../application/property-requests/raise-property-request.use-case.js';
import { WorkPropertyRequests } from '../application/property-requests/work-property-requests.use-case.js';
import { PropertyImageRepository } from '../application/properties/ports/property-image.repository.port.js';
import { InMemoryProjectRepository } from './persistence/in-memory/in-memory-project.repository.js';
import { InMemoryPropertyImageRepository } from './persistence/in-memory/in-memory-property-image.repository.js';
import { InMemoryPropertyRequestRepository } from './persistence/in-memory/in-memory-property-request.repository.js';
import { MikroOrmProjectRepository } from './persistence/mikro-orm/mikro-orm-project.repository.js';
import { MikroOrmPropertyImageRepository } from './persistence/mikro-orm/mikro-orm-property-image.repository.js';
import { MikroOrmPropertyRequestRepository } from './persistence/mikro-orm/mikro-orm-property-request.repository.js';
import { ImageProcessor } from '../application/properties/ports/image-processor.port.js';
import { ImageStorage } from '../application/properties/ports/image-storage.port.js';
import { PropertyGallery } from '../application/properties/property-gallery.use-case.js';
import { SharpImageProcessor } from './images/sharp-image-processor.js';
import { MediaLinks } from './storage/media-links.js';
import { LocalDiskImageStorage } from './storage/local-disk-image-storage.js';
import { S3ImageStorage } from './storage/s3-image-storage.js';
import { MediaSource, mediaUrlPrefix } from './storage/media-source.js';
import { Clock } from '../application/shared/ports/clock.port.js';
import { Logger } from '../application/shared/ports/logger.port.js';
import { createPinoLogger } from './logging/pino-logger.js';
import { RateLimiter } from '../application/shared/ports/rate-limiter.port.js';
import { BackgroundWork } from '../application/shared/ports/background-work.port.js';
import { InProcessBackgroundWork } from './background/in-process-background-work.js';
import { SecretHasher } from '../application/shared/ports/secret-hasher.port.js';
import { TokenGenerator } from '../application/shared/ports/token-generator.port.js';
import { EnsureAdmin } from '../application/users/ensure-admin.use-case.js';
import { GetUser, ListUsers } from '../application/users/list-users.use-case.js';
import { UserRepository } from '../application/users/ports/user.repository.port.js';
import { UpdateMyProfile } from '../application/users/update-my-profile.use-case.js';
import { LocalCaptchaVerifier } from './captcha/local-captcha-verifier.js';
import { SiteverifyCaptchaVerifier } from './captcha/siteverify-captcha-verifier.js';
import { SystemClock } from './clock/system-clock.js';
import { AdjustableClock } from './clock/adjustable-clock.js';
import { AppConfig, usesDevOutbox, type AppConfig as Config } from './config.js';
import { Argon2PasswordHasher } from './crypto/argon2-password-hasher.js';
import { HmacSecretHasher } from './crypto/hmac-secret-hasher.js';
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
import { alwaysUp, DatabaseHealth } from './persistence/database-health.js';
import { mikroOrmDatabaseHealth } from './persistence/mikro-orm/mikro-orm-database-health.js';
import { ServerLifecycle } from './server/server-lifecycle.js';
import { HttpSmsSender } from './sms/http-sms-sender.js';
import { LocalSmsSender } from './sms/local-sms-sender.js';

/** Repositories and the rate limiter kept in process memory (use-case tests, quick HTTP tests). */
export function inMemoryPersistenceModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(UserRepository).toConstantValue(new InMemoryUserRepository());
    bind(LeadRepository).toConstantValue(new InMemoryLeadRepository());
    bind(OtpChallengeRepository).toConstantValue(new InMemoryOtpChallengeRepository());
    bind(SessionRepository).toConstantValue(new InMemorySessionRepository());
    bind(PasswordResetRepository).toConstantValue(new InMemoryPasswordResetRepository());
    bind(RateLimiter).toConstantValue(new InMemoryRateLimiter());
    bind(PropertyRepository).toConstantValue(new InMemoryPropertyRepository());
    bind(WishlistRepository).toConstantValue(new InMemoryWishlistRepository());
    bind(PropertyViewLedger).toConstantValue(new InMemoryPropertyViewLedger());
    bind(PropertyImageRepository).toConstantValue(new InMemoryPropertyImageRepository());
    bind(ProjectRepository).toConstantValue(new InMemoryProjectRepository());
    bind(PropertyRequestRepository).toConstantValue(new InMemoryPropertyRequestRepository());
    bind(RideRepository).toConstantValue(new InMemoryRideRepository());
    bind(RiderApplicationRepository).toConstantValue(new InMemoryRiderApplicationRepository());
    bind(DatabaseHealth).toConstantValue(alwaysUp);
  });
}

/** Repositories and the rate limiter on PostgreSQL (server or embedded PGlite) through MikroORM. */
export function mikroOrmPersistenceModule(orm: MikroORM, healthBudgetMs = 1000): ContainerModule {
  const source = new EntityManagerSource(orm);
  return new ContainerModule(({ bind }) => {
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
    bind(DatabaseHealth).toConstantValue(mikroOrmDatabaseHealth(orm, healthBudgetMs));
  });
}

/** SMS, mail, captcha and photo storage: local stand-ins (with the dev outbox) or the real providers, per configuration. */
export function messagingModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const outbox = usesDevOutbox(config) ? new DevOutbox() : null;
    if (outbox) bind(DevOutbox).toConstantValue(outbox);
    const sms = config.sms;
    if (sms.provider === 'http') {
      bind(SmsSender).toConstantValue(new HttpSmsSender({ ...sms, product: config.productName }));
    } else {
      bind(SmsSender).toResolvedValue((clock: Clock) => new LocalSmsSender(outbox!, clock, config.productName), [Clock]);
    }
    const mail = config.mail;
    if (mail.provider === 'smtp') bind(MailSender).toConstantValue(new SmtpMailSender(mail));
    else bind(MailSender).toResolvedValue((clock: Clock) => new LocalMailSender(outbox!, clock), [Clock]);
    const storage = config.storage;
    // Both providers are read back only by GET /media (MediaSource), which serves every photo.
    const photoStore = storage.provider === 's3' ? new S3ImageStorage(storage) : new LocalDiskImageStorage(storage.dir, mediaUrlPrefix(storage.publicBaseUrl));
    bind(ImageStorage).toConstantValue(photoStore);
    bind(MediaSource).toConstantValue(photoStore);
    bind(MediaLinks).toResolvedValue(
      (images: ImageStorage, clock: Clock) => new MediaLinks(images, { secret: config.appSecret, clock }),
      [ImageStorage, Clock],
    ).inSingletonScope();
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
  return new ContainerModule(({ bind }) => {
    bind(Clock).toConstantValue(config.devClock && !config.production ? new AdjustableClock() : new SystemClock());
    bind(SecretHasher).toConstantValue(new HmacSecretHasher(config.appSecret));
    bind(TokenGenerator).toConstantValue(new RandomTokenGenerator());
    bind(OtpCodeGenerator).toConstantValue(new RandomOtpCodeGenerator());
    bind(PasswordHasher).toConstantValue(new Argon2PasswordHasher());
    bind(Logger).toConstantValue(createPinoLogger({ level: config.logLevel }));
    // In-process for now (issue 11 moves it onto a PostgreSQL job queue); graceful shutdown awaits drain().
    bind(BackgroundWork).toConstantValue(new InProcessBackgroundWork());
  });
}

/** The use cases, each built from the ports it names. */
export function useCasesModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AuthLimits).toConstantValue(config.authLimits);
    bind(LeadLimits).toConstantValue(config.leadLimits);
    bind(SessionIssuer).toResolvedValue(construct(SessionIssuer), [SessionRepository, TokenGenerator, SecretHasher]).inSingletonScope();
    bind(RequestOtp)
      .toResolvedValue(construct(RequestOtp), [
        OtpChallengeRepository, OtpCodeGenerator, SecretHasher, SmsSender, CaptchaVerifier, RateLimiter, Clock, AuthLimits,
      ])
      .inSingletonScope();
    bind(VerifyOtp)
      .toResolvedValue(construct(VerifyOtp), [
        OtpChallengeRepository, UserRepository, SecretHasher, SessionIssuer, RateLimiter, Clock, AuthLimits,
      ])
      .inSingletonScope();
    bind(RegisterUser)
      .toResolvedValue(construct(RegisterUser), [
        UserRepository, SessionRepository, SessionIssuer, CaptchaVerifier, Clock,
      ])
      .inSingletonScope();
    bind(Authenticate)
      .toResolvedValue(construct(Authenticate), [
        SessionRepository, UserRepository, SecretHasher, Clock,
      ])
      .inSingletonScope();
    bind(LogOut).toResolvedValue(construct(LogOut), [SessionRepository, Clock]).inSingletonScope();
    bind(AdminLogIn)
      .toResolvedValue(construct(AdminLogIn), [
        UserRepository, PasswordHasher, SessionIssuer, RateLimiter, Clock, AuthLimits,
      ])
      .inSingletonScope();
    bind(RequestPasswordReset)
      .toResolvedValue(
        (...deps: DropLast<ConstructorParameters<typeof RequestPasswordReset>>) =>
          new RequestPasswordReset(...deps, `${config.publicBaseUrl}/admin/reset-password`),
        [UserRepository, PasswordResetRepository, TokenGenerator, SecretHasher, MailSender, RateLimiter, Clock, AuthLimits, BackgroundWork],
      )
      .inSingletonScope();
    bind(ResetPassword)
      .toResolvedValue(construct(ResetPassword), [
        PasswordResetRepository, UserRepository, SessionRepository, PasswordHasher, SecretHasher, Clock,
      ])
      .inSingletonScope();
    bind(UpdateMyProfile).toResolvedValue(construct(UpdateMyProfile), [UserRepository, Clock]).inSingletonScope();
    bind(ListUsers).toResolvedValue(construct(ListUsers), [UserRepository]).inSingletonScope();
    bind(GetUser).toResolvedValue(construct(GetUser), [UserRepository]).inSingletonScope();
    bind(EnsureAdmin).toResolvedValue(construct(EnsureAdmin), [UserRepository, PasswordHasher, Clock]).inSingletonScope();
    bind(SubmitLead)
      .toResolvedValue(construct(SubmitLead), [LeadRepository, PropertyRepository, RateLimiter, Clock, LeadLimits])
      .inSingletonScope();
    bind(ListLeads).toResolvedValue(construct(ListLeads), [LeadRepository]).inSingletonScope();
    bind(GetLead).toResolvedValue(construct(GetLead), [LeadRepository]).inSingletonScope();
    bind(ChangeLeadStatus).toResolvedValue(construct(ChangeLeadStatus), [LeadRepository, Clock]).inSingletonScope();
    bind(RideSettings).toResolvedValue(
      (log: Logger) => ({ productName: config.productName, onSmsFailure: (error: unknown) => log.error('SMS notice not delivered', { err: error }) }),
      [Logger],
    );
    bind(OwnerConsent)
      .toResolvedValue((h: SecretHasher, s: SmsSender, r: RateLimiter, c: Clock) => new OwnerConsent(h, s, r, c, config.productName), [SecretHasher, SmsSender, RateLimiter, Clock])
      .inSingletonScope();
    bind(CreateProperty)
      .toResolvedValue((p: PropertyRepository, u: UserRepository, o: OwnerConsent, c: Clock) => new CreateProperty(p, u, o, c, config.productName), [PropertyRepository, UserRepository, OwnerConsent, Clock])
      .inSingletonScope();
    bind(ListRiderWork).toResolvedValue(construct(ListRiderWork), [PropertyRepository, Clock]).inSingletonScope();
    bind(BookRide).toResolvedValue(construct(BookRide), [RideRepository, PropertyRepository, Clock]).inSingletonScope();
    bind(ListMyRides).toResolvedValue(construct(ListMyRides), [RideRepository, PropertyRepository, UserRepository]).inSingletonScope();
    bind(ListRides).toResolvedValue(construct(ListRides), [RideRepository, PropertyRepository, UserRepository]).inSingletonScope();
    bind(GetRide).toResolvedValue(construct(GetRide), [RideRepository, PropertyRepository, UserRepository]).inSingletonScope();
    bind(AssignRider)
      .toResolvedValue(construct(AssignRider), [RideRepository, UserRepository, RiderApplicationRepository, PropertyRepository, SmsSender, Clock, RideSettings])
      .inSingletonScope();
    bind(ConfirmRide).toResolvedValue(construct(ConfirmRide), [RideRepository, PropertyRepository, UserRepository, SmsSender, Clock, RideSettings]).inSingletonScope();
    bind(StartRide).toResolvedValue(construct(StartRide), [RideRepository, Clock]).inSingletonScope();
    bind(CompleteRide).toResolvedValue(construct(CompleteRide), [RideRepository, PropertyRepository, ImageProcessor, ImageStorage, Clock]).inSingletonScope();
    bind(CancelRide).toResolvedValue(construct(CancelRide), [RideRepository, PropertyRepository, UserRepository, SmsSender, Clock, RideSettings]).inSingletonScope();
    bind(MarkRideNoShow).toResolvedValue(construct(MarkRideNoShow), [RideRepository, Clock]).inSingletonScope();
    bind(FindFreeRiders).toResolvedValue(construct(FindFreeRiders), [RideRepository, RiderApplicationRepository, UserRepository]).inSingletonScope();
    bind(ApplyAsRider).toResolvedValue(construct(ApplyAsRider), [RiderApplicationRepository, Clock]).inSingletonScope();
    bind(GetMyRiderApplication).toResolvedValue(construct(GetMyRiderApplication), [RiderApplicationRepository]).inSingletonScope();
    bind(ListRiderApplications).toResolvedValue(construct(ListRiderApplications), [RiderApplicationRepository]).inSingletonScope();
    bind(GetRiderApplication).toResolvedValue(construct(GetRiderApplication), [RiderApplicationRepository]).inSingletonScope();
    bind(ReviewRiderApplication)
      .toResolvedValue(construct(ReviewRiderApplication), [RiderApplicationRepository, UserRepository, SmsSender, Clock, RideSettings])
      .inSingletonScope();
    bind(CreateUser).toResolvedValue(construct(CreateUser), [UserRepository, Clock]).inSingletonScope();
    bind(UpsertUser).toResolvedValue(construct(UpsertUser), [UserRepository, CreateUser, Clock]).inSingletonScope();
    bind(UpdateUser).toResolvedValue(construct(UpdateUser), [UserRepository, Clock]).inSingletonScope();
    bind(ChangeUserStatus)
      .toResolvedValue(construct(ChangeUserStatus), [UserRepository, SessionRepository, PropertyRepository, RideRepository, CancelRide, Clock])
      .inSingletonScope();
    bind(UpdateProperty).toResolvedValue(construct(UpdateProperty), [PropertyRepository, Clock]).inSingletonScope();
    bind(ChangePropertyState).toResolvedValue(construct(ChangePropertyState), [PropertyRepository, Clock]).inSingletonScope();
    bind(GetProperty).toResolvedValue(construct(GetProperty), [PropertyRepository, PropertyViewLedger, Clock]).inSingletonScope();
    bind(SearchProperties).toResolvedValue(construct(SearchProperties), [PropertyRepository, Clock]).inSingletonScope();
    bind(ListProperties).toResolvedValue(construct(ListProperties), [PropertyRepository, Clock]).inSingletonScope();
    bind(ToggleWishlist).toResolvedValue(construct(ToggleWishlist), [WishlistRepository, PropertyRepository, Clock]).inSingletonScope();
    bind(ListWishlist).toResolvedValue(construct(ListWishlist), [WishlistRepository, PropertyRepository]).inSingletonScope();
    bind(PropertyGallery)
      .toResolvedValue(construct(PropertyGallery), [PropertyRepository, PropertyImageRepository, ImageProcessor, ImageStorage, Clock])
      .inSingletonScope();
    bind(ManageProjects).toResolvedValue(construct(ManageProjects), [ProjectRepository, Clock]).inSingletonScope();
    bind(RaisePropertyRequest).toResolvedValue(construct(RaisePropertyRequest), [PropertyRequestRepository, RateLimiter, Clock, LeadLimits]).inSingletonScope();
    bind(WorkPropertyRequests).toResolvedValue(construct(WorkPropertyRequests), [PropertyRequestRepository, Clock]).inSingletonScope();
  });
}

type DropLast<T extends unknown[]> = T extends [...infer Head, unknown] ? Head : never;

/** A factory that passes resolved dependencies to a constructor, in order. */
function construct<T, A extends unknown[]>(Class: new (...args: A) => T): (...args: A) => T {
  return (...args: A) => new Class(...args);
}

export type Persistence = { kind: 'in-memory' } | { kind: 'mikro-orm'; orm: MikroORM };

/** The one place the application is wired. `npm start` and the HTTP tests both come through here. */
export function buildContainer(config: Config, persistence: Persistence): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(AppConfig).toConstantValue(config);
  container.bind(ServerLifecycle).toConstantValue(new ServerLifecycle());
  container.load(
    platformModule(config),
    persistence.kind === 'in-memory' ? inMemoryPersistenceModule() : mikroOrmPersistenceModule(persistence.orm, config.database.healthTimeoutMs),
    messagingModule(config),
    useCasesModule(config),
  );
  return container;
}
