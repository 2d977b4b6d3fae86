import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplyAsRider } from '../../application/riders/apply-as-rider.use-case.js';
import { ResealSecrets } from '../../application/privacy/reseal-secrets.use-case.js';
import { RevealRiderIdNumber } from '../../application/riders/reveal-rider-id-number.use-case.js';
import { HmacSecretHasher } from '../../adapters/crypto/hmac-secret-hasher.js';
import { VaultTransitSecretBox } from '../../adapters/crypto/vault-transit-secret-box.js';
import { loadConfig } from '../../adapters/config.js';
import { InMemoryAdminSecondFactorRepository } from '../../adapters/persistence/in-memory/in-memory-admin-second-factor.repository.js';
import { InMemoryAuditLog } from '../../adapters/persistence/in-memory/in-memory-audit-log.js';
import { InMemoryRiderApplicationRepository } from '../../adapters/persistence/in-memory/in-memory-rider-application.repository.js';
import { UserMother } from '../mothers/user.mother.js';
import { FakeClock } from '../support/fake-clock.js';
import { startVaultTransitStandIn, type VaultTransitStandIn } from './stand-in-servers.js';

describe('VaultTransitSecretBox (against a stand-in for Vault transit)', () => {
  let vault: VaultTransitStandIn;
  let now = 0;
  const box = (token = vault.token) => new VaultTransitSecretBox({ addr: `${vault.addr}/`, token, key: 'rider-ids', now: () => now, versionCacheMs: 1000 });
  beforeAll(async () => {
    vault = await startVaultTransitStandIn();
  });
  afterAll(async () => {
    await vault.close();
  });

  it('seals through POST /v1/transit/encrypt/<key> (base64 plaintext and context, X-Vault-Token) and opens through decrypt', async () => {
    const sealed = await box().seal('ABCDE1234F', 'rider-id:a-1');
    expect(sealed).toMatch(/^vault:v1:/);
    expect(sealed).not.toContain('ABCDE1234F');
    const request = vault.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/transit/encrypt/rider-ids' });
    expect(request.headers['x-vault-token']).toBe(vault.token);
    expect(JSON.parse(request.body)).toEqual({ plaintext: Buffer.from('ABCDE1234F').toString('base64'), context: Buffer.from('rider-id:a-1').toString('base64') });
    expect(await box().open(sealed, 'rider-id:a-1')).toBe('ABCDE1234F');
    expect(vault.requests.at(-1)).toMatchObject({ method: 'POST', url: '/v1/transit/decrypt/rider-ids' });
  });

  it('a seal does not open under another context; a refused call says why without the token', async () => {
    const sealed = await box().seal('ABC1234567', 'rider-id:a-1');
    await expect(box().open(sealed, 'rider-id:a-2')).rejects.toThrow(/answered 400: cipher: message authentication failed/);
    const refused = await box('hvs.wrong').seal('x', 'c').catch((error: Error) => error);
    expect((refused as Error).message).toMatch(/answered 403: permission denied/);
    expect((refused as Error).message).not.toContain('hvs.wrong');
  });

  it("isCurrent compares the seal's key version with the key's latest_version (read again once the cache is old)", async () => {
    const secretBox = box();
    const sealed = await secretBox.seal('A1234567', 'c');
    expect(await secretBox.isCurrent(sealed)).toBe(true);
    vault.rotate('rider-ids');
    expect(await secretBox.isCurrent(sealed)).toBe(true); // the latest version read a moment ago is kept briefly
    now += 1001;
    expect(await secretBox.isCurrent(sealed)).toBe(false);
    expect(await secretBox.isCurrent(await secretBox.seal('A1234567', 'c'))).toBe(true);
    expect(vault.requests.filter((r) => r.method === 'GET').map((r) => r.url)).toEqual(['/v1/transit/keys/rider-ids', '/v1/transit/keys/rider-ids']);
  });

  it('rotation: seals under the old version, the key is rotated, the re-seal job runs, old versions are refused; every number still opens', async () => {
    const other = await startVaultTransitStandIn(['ids']);
    try {
      const secretBox = new VaultTransitSecretBox({ addr: other.addr, token: other.token, key: 'ids', versionCacheMs: 0 });
      const applications = new InMemoryRiderApplicationRepository();
      const clock = new FakeClock();
      const apply = new ApplyAsRider(applications, clock, secretBox, new HmacSecretHasher('test-secret-0123456789abcdef'));
      const form = { firstName: 'Sunil', lastName: 'Yadav', city: 'patna', localities: ['Boring Road'], hasVehicle: true, availability: { days: ['MON'], from_hour: 9, to_hour: 19 }, idDocumentType: 'PASSPORT', idDocumentNumber: 'a1234567' };
      const application = await apply.execute(UserMother.tenant(), form);
      expect(application.idNumberSealed).toMatch(/^vault:v1:/);

      other.rotate('ids');
      const log = { debug() {}, info() {}, warn() {}, error() {} };
      expect((await new ResealSecrets(applications, new InMemoryAdminSecondFactorRepository(), secretBox, log).execute()).riderIdNumbers).toEqual({ resealed: 1, checked: 1 });
      expect((await applications.findById(application.id))!.idNumberSealed).toMatch(/^vault:v2:/);
      other.setMinDecryptionVersion('ids', 2); // the old version retired
      const reveal = new RevealRiderIdNumber(applications, secretBox, new InMemoryAuditLog(), clock);
      expect((await reveal.execute({ actor: UserMother.admin(), applicationId: application.id })).number).toBe('A1234567');
    } finally {
      await other.close();
    }
  });

  it('is chosen by SECRET_BOX_PROVIDER=vault-transit with VAULT_ADDR, VAULT_TOKEN and VAULT_TRANSIT_KEY (each required)', () => {
    const env = { APP_SECRET: 'test-secret-0123456789abcdef', SECRET_BOX_PROVIDER: 'vault-transit', VAULT_ADDR: 'https://vault.internal:8200/', VAULT_TOKEN: 'hvs.x', VAULT_TRANSIT_KEY: 'rider-ids' };
    expect(loadConfig(env).secretBox).toEqual({ provider: 'vault-transit', addr: 'https://vault.internal:8200', token: 'hvs.x', key: 'rider-ids' });
    expect(() => loadConfig({ ...env, VAULT_TOKEN: '' })).toThrow(/VAULT_TOKEN must be set/);
    expect(() => loadConfig({ ...env, SECRET_BOX_PROVIDER: 'kms' })).toThrow(/SECRET_BOX_PROVIDER must be local or vault-transit/);
  });
});
