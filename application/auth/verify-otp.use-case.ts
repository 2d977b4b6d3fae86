import { OTP_RULES } from '../../domain/auth/otp-challenge.js';
import { AuthMessages, InvalidOtpError, NotARiderError } from '../../domain/auth/auth.errors.js';
import { FieldErrorCollector } from '../../domain/shared/domain-error.js';
import { OtpCode } from '../../domain/shared/otp-code.js';
import { PhoneNumber } from '../../domain/shared/phone-number.js';
import { AccountBlockedError } from '../../domain/users/users.errors.js';
import type { User } from '../../domain/users/user.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { SessionIssuer } from './issue-session.js';
import { parseLoginAs } from './login-as.js';
import type { OtpChallengeRepository } from './ports/otp-challenge.repository.port.js';

export interface VerifyOtpInput {
  mobileNo: unknown;
  countryCode: unknown;
  otp: unknown;
  loginAs?: unknown;
}

export type VerifyOtpResult =
  | { isSignup: false; token: string; user: User }
  | { isSignup: true; token: string; mobileNo: string };

/** Step 2 of phone sign-in: check the code; sign in an existing user or hand out a sign-up token. */
export class VerifyOtp {
  constructor(
    private readonly challenges: OtpChallengeRepository,
    private readonly users: UserRepository,
    private readonly hasher: SecretHasher,
    private readonly sessions: SessionIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(input: VerifyOtpInput): Promise<VerifyOtpResult> {
    const errors = new FieldErrorCollector();
    const phone = errors.attempt('mobile_no', () => PhoneNumber.create(input.mobileNo, input.countryCode));
    const otp = errors.attempt('otp', () => OtpCode.create(input.otp));
    const loginAs = errors.attempt('login_as', () => parseLoginAs(input.loginAs));
    errors.throwIfAny();
    const mobileNo = phone!.value;
    const now = this.clock.now();

    const challenge = await this.challenges.findLatestForNumber(mobileNo);
    if (!challenge || challenge.consumedAt || challenge.voidedAt) throw new InvalidOtpError(AuthMessages.invalidOtp);
    if (challenge.attempts >= OTP_RULES.maxWrongAttempts) throw new InvalidOtpError(AuthMessages.tooManyAttempts);
    if (challenge.isExpired(now)) throw new InvalidOtpError(AuthMessages.expiredOtp);

    // Take a try before comparing: parallel guesses each need a slot, so no more than 5 are ever compared.
    const attempts = await this.challenges.takeAttempt(challenge.id, OTP_RULES.maxWrongAttempts, now);
    if (attempts === null) throw new InvalidOtpError(AuthMessages.tooManyAttempts);
    if (!this.hasher.matches(`${mobileNo}:${otp!.value}`, challenge.codeHash)) {
      throw new InvalidOtpError(attempts >= OTP_RULES.maxWrongAttempts ? AuthMessages.tooManyAttempts : AuthMessages.invalidOtp);
    }
    if (!(await this.challenges.consume(challenge.id, now))) throw new InvalidOtpError(AuthMessages.invalidOtp);

    const entry = loginAs ?? null;
    const user = await this.users.findByMobile(mobileNo);
    if (entry === 'RIDER' && !user?.hasRole('RIDER')) throw new NotARiderError();
    if (!user) return { isSignup: true, mobileNo, token: await this.sessions.forSignup(mobileNo, entry, now) };
    if (!user.isActive) throw new AccountBlockedError();
    if (entry === 'OWNER' && user.becomeOwnerIfTenant(now)) await this.users.save(user);
    return { isSignup: false, user, token: await this.sessions.forUser(user, now) };
  }
}
