import { CaptchaFailedError, NotARiderError, AuthMessages } from '../../domain/auth/auth.errors.js';
import type { Session } from '../../domain/auth/session.js';
import { FieldErrorCollector, ForbiddenError } from '../../domain/shared/domain-error.js';
import type { Language } from '../../domain/shared/language.js';
import { PersonName } from '../../domain/shared/person-name.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';
import { User } from '../../domain/users/user.js';
import { MobileTakenError } from '../../domain/users/users.errors.js';
import type { ClaimRequestsByPhone } from '../customer-service/claim-requests-by-phone.use-case.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { SessionIssuer } from './issue-session.js';
import type { CaptchaVerifier } from './ports/captcha-verifier.port.js';
import type { SessionRepository } from './ports/session.repository.port.js';

/** A sign-up as the HTTP edge checked it (adapters/http/auth/auth.dto.ts); the value objects still refuse a bad value. */
export interface RegisterUserInput {
  signupSession: Session;
  firstName: string;
  lastName: string;
  mobileNo: string | number;
  /** Absent: the captcha fails. */
  captchaToken?: string | null;
  /** The site's language at sign-up ('en' | 'hi'): the account's from the start (English when absent). */
  language?: Language;
  clientIp: string | null;
}

/**
 * Creates the account for a number whose OTP was just verified (the sign-up token proves it).
 * Owner entry makes an owner; everyone else starts as a tenant. Riders are never self-made.
 */
export class RegisterUser {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly issuer: SessionIssuer,
    private readonly captcha: CaptchaVerifier,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly claimRequests: ClaimRequestsByPhone,
  ) {}

  async execute(input: RegisterUserInput): Promise<{ token: string; user: User }> {
    const errors = new FieldErrorCollector();
    const firstName = errors.attempt('first_name', () => PersonName.create(input.firstName, 'first_name'));
    const lastName = errors.attempt('last_name', () => PersonName.create(input.lastName, 'last_name'));
    const phone = errors.attempt('mobile_no', () => PhoneNumber.create(input.mobileNo));
    errors.throwIfAny();
    const language = input.language;

    const signup = input.signupSession;
    if (phone!.value !== signup.mobileNo) throw new ForbiddenError(AuthMessages.signupNumberMismatch);
    if (signup.loginAs === 'RIDER') throw new NotARiderError();
    if (typeof input.captchaToken !== 'string' || !(await this.captcha.verify(input.captchaToken, input.clientIp))) {
      throw new CaptchaFailedError();
    }
    if (await this.users.findByMobile(phone!.value)) throw new MobileTakenError();

    const now = this.clock.now();
    const user = User.register(
      {
        firstName: firstName!.value,
        lastName: lastName!.value,
        mobileNo: phone!.value,
        primaryRole: signup.loginAs === 'OWNER' ? 'OWNER' : 'TENANT',
        ...(language ? { language } : {}),
      },
      now,
    );
    // The account, the spent sign-up token and the new session: all stored, or none (the token still works).
    return this.unitOfWork.run(async () => {
      await this.users.save(user);
      signup.revoke(now);
      await this.sessions.revoke(signup.id, now);
      // The number was proved by the OTP the sign-up token came from: its signed-out requests become the account's.
      await this.claimRequests.execute(user);
      return { user, token: await this.issuer.forUser(user, now) };
    });
  }
}
