import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { AdminLogIn } from '../../../application/auth/admin-log-in.use-case.js';
import { CompleteAdminSignIn } from '../../../application/auth/complete-admin-sign-in.use-case.js';
import { AdminSecondFactorRepository } from '../../../application/auth/ports/admin-second-factor.repository.port.js';
import { ApplyAsRider } from '../../../application/riders/apply-as-rider.use-case.js';
import { RiderIdNumberStore } from '../../../application/riders/ports/rider-id-number.store.port.js';
import { RevealRiderIdNumber } from '../../../application/riders/reveal-rider-id-number.use-case.js';
import { JobQueue } from '../../../application/shared/ports/job-queue.port.js';
import { SecretBox, type SealedValueStore } from '../../../application/shared/ports/secret-box.port.js';
import { EnsureAdmin } from '../../../application/users/ensure-admin.use-case.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { AesGcmSecretBox, type SecretBoxKey } from '../../../adapters/crypto/aes-gcm-secret-box.js';
import { UserMother } from '../../mothers/user.mother.js';
import { harness } from '../../support/harness.js';
import { drainJobs } from '../../support/jobs.js';

/** The configured key ring, as a restart with another SECRET_BOX_KEYS would change it. */
class KeyRing implements SecretBox {
  constructor(public box: SecretBox) {}
  seal(plain: string, context: string) {
    return this.box.seal(plain, context);
  }
  open(sealed: string, context: string) {
    return this.box.open(sealed, context);
  }
  isCurrent(sealed: string) {
    return this.box.isCurrent(sealed);
  }
}

const key = (id: string): SecretBoxKey => ({ id, key: randomBytes(32) });

async function allSealed(store: SealedValueStore): Promise<string[]> {
  return (await store.findSealed(null, 1000)).map((row) => row.sealed);
}

/** A harness whose key ring holds an old key only, with an admin to sign in: their password step, the code step, the app's code. */
async function adminUnderOldKey() {
  const [oldKey, newKey] = [key('k2026'), key('k2027')];
  const h = harness();
  const ring = new KeyRing(new AesGcmSecretBox([oldKey]));
  h.container.rebind(SecretBox).toConstantValue(ring);
  const email = 'ops@example.com';
  const password = 'Patna@2026';
  await h.container.get(EnsureAdmin).execute({ email, password });
  const logIn = () => h.container.get(AdminLogIn).execute({ email, password, clientIp: '203.0.113.9' });
  const complete = (pendingToken: string | undefined, code: string | number | undefined) => h.container.get(CompleteAdminSignIn).execute({ pendingToken, code, clientIp: '203.0.113.9' });
  const codeOf = (secret: string) => OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: h.clock.now().getTime() });
  return { oldKey, newKey, h, ring, email, logIn, complete, codeOf };
}

describe('key rotation: the re-seal job moves every sealed value (ID numbers and admins\' authenticator secrets) to the newest key', () => {
  it('after the job nothing is sealed under the old key; with the old key removed the admin still signs in with the app and the ID number still opens', async () => {
    const { oldKey, newKey, h, ring, email, logIn, complete, codeOf } = await adminUnderOldKey();

    // Under the old key: an admin's authenticator set up, and a rider's PAN sealed.
    const first = await logIn();
    if (first.secondFactor !== 'SETUP') throw new Error('expected a set-up');
    await complete(first.pendingToken, codeOf(first.setUp.secret));
    const applicant = UserMother.tenant();
    await h.container.get<UserRepository>(UserRepository).save(applicant);
    const application = await h.container.get(ApplyAsRider).execute(applicant, {
      firstName: 'Sunil',
      lastName: 'Yadav',
      city: 'patna',
      localities: ['Boring Road'],
      hasVehicle: true,
      availability: { days: ['MON'], from_hour: 10, to_hour: 18 },
      idDocumentType: 'PAN',
      idDocumentNumber: 'ABCDE1234F',
    });
    const factors = h.container.get<AdminSecondFactorRepository>(AdminSecondFactorRepository);
    const idNumbers = h.container.get<RiderIdNumberStore>(RiderIdNumberStore);
    expect([...(await allSealed(factors)), ...(await allSealed(idNumbers))].map((sealed) => sealed.split('.')[1])).toEqual(['k2026', 'k2026']);

    // The new key is put first (the old one kept to open), and the job runs.
    ring.box = new AesGcmSecretBox([newKey, oldKey]);
    await h.container.get<JobQueue>(JobQueue).enqueue('secrets.reseal', {});
    await drainJobs(h.container);
    const after = [...(await allSealed(factors)), ...(await allSealed(idNumbers))];
    expect(after).toHaveLength(2);
    expect(after.map((sealed) => sealed.split('.')[1])).toEqual(['k2027', 'k2027']);

    // The old key removed: the authenticator app's codes still sign the admin in, and the ID number still opens.
    ring.box = new AesGcmSecretBox([newKey]);
    h.clock.advanceSeconds(30);
    const next = await logIn();
    expect(next.secondFactor).toBe('CODE');
    const signedIn = await complete(next.pendingToken, codeOf(first.setUp.secret));
    expect(signedIn.token).toBeTruthy();
    const admin = (await h.container.get<UserRepository>(UserRepository).findAdminByEmail(email))!;
    expect((await h.container.get(RevealRiderIdNumber).execute({ actor: admin, applicationId: application.id })).number).toBe('ABCDE1234F');
  });

  it('without the job, an authenticator sealed under a removed key no longer opens: sign-in fails', async () => {
    const { newKey, h, ring, logIn, complete, codeOf } = await adminUnderOldKey();
    const first = await logIn();
    if (first.secondFactor !== 'SETUP') throw new Error('expected a set-up');
    await complete(first.pendingToken, codeOf(first.setUp.secret));
    ring.box = new AesGcmSecretBox([newKey]);
    h.clock.advanceSeconds(30);
    const next = await logIn();
    await expect(complete(next.pendingToken, codeOf(first.setUp.secret))).rejects.toThrow();
  });
});
