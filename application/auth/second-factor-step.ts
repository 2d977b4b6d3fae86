import { AdminSecondFactor, RECOVERY_CODE_COUNT, secondFactorContext } from '../../domain/auth/admin-second-factor.js';
import { PendingAdminSignIn } from '../../domain/auth/pending-admin-sign-in.js';
import type { User } from '../../domain/users/user.js';
import type { SecretBox } from '../shared/ports/secret-box.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';
import type { TokenGenerator } from '../shared/ports/token-generator.port.js';
import type { AdminSecondFactorRepository } from './ports/admin-second-factor.repository.port.js';
import type { Authenticator, QrCodeRenderer, RecoveryCodeGenerator } from './ports/authenticator.port.js';
import type { PendingAdminSignInRepository } from './ports/pending-admin-sign-in.repository.port.js';

/** What an admin whose password was right is asked for next. */
export type SecondFactorNeeded = {
  /** The pending sign-in's token (given once; only its hash is stored), for the second request. */
  pendingToken: string;
  expiresAt: Date;
} & (
  | { secondFactor: 'CODE' }
  /** First sign-in (or a set-up never finished): the authenticator to add, as a QR code and as text. */
  | { secondFactor: 'SETUP'; setUp: { secret: string; keyUri: string; qrSvg: string } }
);

/** The keyed hash a recovery code is kept as (bound to its admin: the same code of another admin hashes apart). */
export function recoveryCodeHash(hasher: SecretHasher, userId: string, normalisedCode: string): string {
  return hasher.hash(`admin-recovery:${userId}:${normalisedCode}`);
}

/** RECOVERY_CODE_COUNT new codes, all different: the ones to show once, and the hashes to keep. */
export function newRecoveryCodes(generator: RecoveryCodeGenerator, hasher: SecretHasher, userId: string): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(generator.generate());
  const shown = [...codes];
  return { codes: shown, hashes: shown.map((code) => recoveryCodeHash(hasher, userId, code.replace(/-/g, ''))) };
}

/**
 * The second step of an admin's sign-in, opened once the password is right: a pending sign-in, and for an admin
 * without a finished set-up, their authenticator's secret (sealed before it is stored; an unfinished set-up keeps
 * its secret, so a page reloaded half-way shows the QR code already scanned, and only the first right code
 * finishes it).
 */
export class SecondFactorStep {
  constructor(
    private readonly factors: AdminSecondFactorRepository,
    private readonly pending: PendingAdminSignInRepository,
    private readonly authenticator: Authenticator,
    private readonly qrCodes: QrCodeRenderer,
    private readonly box: SecretBox,
    private readonly tokens: TokenGenerator,
    private readonly hasher: SecretHasher,
  ) {}

  async open(user: User, now: Date): Promise<SecondFactorNeeded> {
    const token = this.tokens.generate();
    const pending = PendingAdminSignIn.open(user.id, this.hasher.hash(token), now);
    const base = { pendingToken: token, expiresAt: pending.expiresAt };
    let factor = await this.factors.findByUserId(user.id);
    let secret: string | null = null;
    if (!factor) {
      secret = this.authenticator.newSecret();
      const fresh = AdminSecondFactor.begin(user.id, await this.box.seal(secret, secondFactorContext(user.id)), now);
      // Another sign-in began the set-up at the same moment: this one shows that secret, not a second one.
      if (await this.factors.begin(fresh)) factor = fresh;
      else [factor, secret] = [await this.factors.findByUserId(user.id), null];
    }
    await this.pending.add(pending);
    if (!factor || factor.isConfirmed) return { ...base, secondFactor: 'CODE' };
    secret ??= await this.box.open(factor.sealedSecret, secondFactorContext(user.id));
    const keyUri = this.authenticator.keyUri(secret, user.email ?? user.id);
    return { ...base, secondFactor: 'SETUP', setUp: { secret, keyUri, qrSvg: await this.qrCodes.svg(keyUri) } };
  }
}
