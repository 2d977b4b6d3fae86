import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../application/audit/ports/audit-log.port.js';
import { ApplyAsRider } from '../../../application/riders/apply-as-rider.use-case.js';
import { GetRiderApplication } from '../../../application/riders/get-rider-application.use-case.js';
import { ResealSecrets } from '../../../application/privacy/reseal-secrets.use-case.js';
import { RevealRiderIdNumber } from '../../../application/riders/reveal-rider-id-number.use-case.js';
import { SecretBox } from '../../../application/shared/ports/secret-box.port.js';
import { UserRepository } from '../../../application/users/ports/user.repository.port.js';
import { AesGcmSecretBox, type SecretBoxKey } from '../../../adapters/crypto/aes-gcm-secret-box.js';
import { HmacSecretHasher } from '../../../adapters/crypto/hmac-secret-hasher.js';
import { InMemoryAdminSecondFactorRepository } from '../../../adapters/persistence/in-memory/in-memory-admin-second-factor.repository.js';
import { InMemoryAuditLog } from '../../../adapters/persistence/in-memory/in-memory-audit-log.js';
import { InMemoryRiderApplicationRepository } from '../../../adapters/persistence/in-memory/in-memory-rider-application.repository.js';
import type { RiderApplicationInput } from '../../../domain/riders/rider-application.js';
import type { User } from '../../../domain/users/user.js';
import { UserMother } from '../../mothers/user.mother.js';
import { FakeClock } from '../../support/fake-clock.js';
import { failure } from '../../support/failure.js';
import { harness } from '../../support/harness.js';

function form(overrides: Partial<RiderApplicationInput> = {}): RiderApplicationInput {
  return {
    firstName: 'Sunil',
    lastName: 'Yadav',
    city: 'patna',
    localities: ['Boring Road'],
    hasVehicle: true,
    availability: { days: ['MON'], from_hour: 10, to_hour: 18 },
    idDocumentType: 'PAN',
    idDocumentNumber: 'abcde 1234-f',
    ...overrides,
  };
}

describe('rider ID numbers: sealed at rest, an Aadhaar never kept, read by an admin who asks (recorded)', () => {
  let h: ReturnType<typeof harness>;
  let admin: User;
  const person = async () => {
    const user = UserMother.tenant();
    await h.container.get<UserRepository>(UserRepository).save(user);
    return user;
  };
  const apply = async (overrides: Partial<RiderApplicationInput> = {}, actor?: User) => h.container.get(ApplyAsRider).execute(actor ?? (await person()), form(overrides));
  const reveal = (applicationId: string, actor = admin) => h.container.get(RevealRiderIdNumber).execute({ actor, applicationId });
  const viewings = async () => (await h.container.get<AuditLog>(AuditLog).list({ filter: { action: 'ID_NUMBER_VIEWED' }, sort: { field: 'at', order: 'ASC' }, offset: 0, limit: 50 })).items;

  beforeEach(async () => {
    h = harness();
    admin = UserMother.admin();
    await h.container.get<UserRepository>(UserRepository).save(admin);
  });

  it('a PAN is kept sealed under the application (its last four shown); the seal opens only for that application', async () => {
    const application = await apply();
    expect(application).toMatchObject({ idNumberLast4: '234F', idNumberHash: null, maskedIdNumber: '•••• 234F' });
    expect(application.idNumberSealed).not.toContain('ABCDE1234F');
    const box = h.container.get<SecretBox>(SecretBox);
    expect(await box.open(application.idNumberSealed!, `rider-id:${application.id}`)).toBe('ABCDE1234F');
    await expect(box.open(application.idNumberSealed!, 'rider-id:another-application')).rejects.toThrow();
  });

  it('an Aadhaar number is never kept, not even sealed: its last four and a keyed hash only', async () => {
    const application = await apply({ idDocumentType: 'AADHAAR', idDocumentNumber: '2345 6789 0124' });
    expect(application).toMatchObject({ idDocumentType: 'AADHAAR', idNumberLast4: '0124', idNumberSealed: null, keepsWholeIdNumber: false });
    expect(application.idNumberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(application)).not.toContain('23456789');
  });

  it('an Aadhaar number failing its Verhoeff check digit is refused', async () => {
    const error = await failure(apply({ idDocumentType: 'AADHAAR', idDocumentNumber: '2345 6789 0123' }));
    expect(error.fields).toEqual({ id_document_number: 'This Aadhaar number is not valid: check its 12 digits.' });
  });

  it("the review page names other people's applications made with the same Aadhaar (not the person's own earlier one)", async () => {
    const aadhaar = { idDocumentType: 'AADHAAR', idDocumentNumber: '234567890124' };
    const first = await apply(aadhaar);
    h.clock.advanceMinutes(1);
    const second = await apply(aadhaar);
    const other = await apply({ idDocumentType: 'AADHAAR', idDocumentNumber: '999988887779' });
    const review = await h.container.get(GetRiderApplication).execute(second.id);
    expect(review.sameIdNumberAs).toEqual([first.id]);
    expect((await h.container.get(GetRiderApplication).execute(first.id)).sameIdNumberAs).toEqual([second.id]);
    expect((await h.container.get(GetRiderApplication).execute(other.id)).sameIdNumberAs).toEqual([]);
  });

  it('an admin reads the whole number; the reading is recorded (who, which application, never the number)', async () => {
    const application = await apply();
    h.clock.advanceMinutes(3);
    expect(await reveal(application.id)).toEqual({ idDocumentType: 'PAN', number: 'ABCDE1234F', last4: '234F' });
    const entries = await viewings();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, action: 'ID_NUMBER_VIEWED', subject: { type: 'RIDER_APPLICATION', id: application.id }, at: h.clock.now() });
    expect(JSON.stringify(entries)).not.toContain('1234');
  });

  it('for an Aadhaar application only the last four exist: that is what the admin gets (recorded too)', async () => {
    const application = await apply({ idDocumentType: 'AADHAAR', idDocumentNumber: '234567890124' });
    expect(await reveal(application.id)).toEqual({ idDocumentType: 'AADHAAR', number: null, last4: '0124' });
    expect(await viewings()).toHaveLength(1);
  });

  it('anyone but an admin is refused, and nothing is recorded', async () => {
    const applicant = await person();
    const application = await apply({}, applicant);
    expect((await failure(reveal(application.id, applicant))).kind).toBe('FORBIDDEN');
    expect((await failure(reveal('0190aaaa-0000-7000-8000-000000000000'))).kind).toBe('NOT_FOUND');
    expect(await viewings()).toEqual([]);
  });
});

describe('key rotation: the re-seal job moves every seal to the newest key', () => {
  const key = (id: string): SecretBoxKey => ({ id, key: randomBytes(32) });

  it('sealed under the old key, re-sealed after the new key is put first; once the old key is removed, every number still opens', async () => {
    const [oldKey, newKey] = [key('k2026'), key('k2027')];
    const applications = new InMemoryRiderApplicationRepository();
    const hasher = new HmacSecretHasher('test-secret-0123456789abcdef');
    const clock = new FakeClock();
    const admin = UserMother.admin();
    const before = new AesGcmSecretBox([oldKey]);
    const apply = new ApplyAsRider(applications, clock, before, hasher);
    const pan = await apply.execute(UserMother.tenant(), form());
    const voter = await apply.execute(UserMother.tenant(), form({ idDocumentType: 'VOTER_ID', idDocumentNumber: 'ABC1234567' }));
    const aadhaar = await apply.execute(UserMother.tenant(), form({ idDocumentType: 'AADHAAR', idDocumentNumber: '234567890124' }));

    const rotating = new AesGcmSecretBox([newKey, oldKey]);
    const log = { debug() {}, info() {}, warn() {}, error() {} };
    const reseal = new ResealSecrets(applications, new InMemoryAdminSecondFactorRepository(), rotating, log);
    expect((await reseal.execute()).riderIdNumbers).toEqual({ resealed: 2, checked: 2 });
    expect((await reseal.execute()).riderIdNumbers).toEqual({ resealed: 0, checked: 2 }); // idempotent

    const after = new AesGcmSecretBox([newKey]);
    const reveal = new RevealRiderIdNumber(applications, after, new InMemoryAuditLog(), clock);
    expect((await reveal.execute({ actor: admin, applicationId: pan.id })).number).toBe('ABCDE1234F');
    expect((await reveal.execute({ actor: admin, applicationId: voter.id })).number).toBe('ABC1234567');
    expect((await reveal.execute({ actor: admin, applicationId: aadhaar.id })).number).toBeNull();
    // Without the job, the old seals would not open under the new key alone.
    const unrotated = await new ApplyAsRider(new InMemoryRiderApplicationRepository(), clock, before, hasher).execute(UserMother.tenant(), form());
    await expect(after.open(unrotated.idNumberSealed!, `rider-id:${unrotated.id}`)).rejects.toThrow();
  });
});
