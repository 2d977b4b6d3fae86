import type { SecretBox } from '../../application/shared/ports/secret-box.port.js';

export interface VaultTransitOptions {
  /** VAULT_ADDR, such as https://vault.internal:8200 (no trailing /). */
  addr: string;
  /** VAULT_TOKEN: a token whose policy allows encrypt, decrypt and read on the key. */
  token: string;
  /** VAULT_TRANSIT_KEY: the transit key's name; created with `derived=true`, so the context is bound into each seal. */
  key: string;
  /** Where the transit engine is mounted ('transit'). */
  mount?: string;
  /** Each call's limit (5 s). */
  timeoutMs?: number;
  /** How long the key's latest version is trusted before it is asked again (60 s). */
  versionCacheMs?: number;
  now?: () => number;
}

/**
 * SecretBox over HashiCorp Vault's transit engine: the key never leaves Vault, which encrypts and decrypts over HTTP
 * (`POST /v1/transit/encrypt/<key>` and `/decrypt/<key>`, plaintext and context in base64, `X-Vault-Token`). A seal is
 * Vault's ciphertext, `vault:v<N>:...`, naming the key version that made it. Rotating is Vault's
 * (`vault write -f transit/keys/<key>/rotate`); `isCurrent` compares a seal's version with the key's
 * `latest_version` (read from `GET /v1/transit/keys/<key>`, kept `versionCacheMs`), so the re-seal job moves
 * every seal to the newest version, after which `min_decryption_version` can be raised.
 */
export class VaultTransitSecretBox implements SecretBox {
  private readonly base: string;
  private latest: { version: number; at: number } | null = null;

  constructor(private readonly options: VaultTransitOptions) {
    this.base = `${options.addr.replace(/\/+$/, '')}/v1/${options.mount ?? 'transit'}`;
  }

  async seal(plain: string, context: string): Promise<string> {
    const data = await this.call('POST', `encrypt/${encodeURIComponent(this.options.key)}`, { plaintext: base64(plain), context: base64(context) });
    const ciphertext = data.ciphertext;
    if (typeof ciphertext !== 'string' || !VERSION.test(ciphertext)) throw new Error('Vault transit: encrypt answered without a ciphertext');
    return ciphertext;
  }

  async open(sealed: string, context: string): Promise<string> {
    const data = await this.call('POST', `decrypt/${encodeURIComponent(this.options.key)}`, { ciphertext: sealed, context: base64(context) });
    if (typeof data.plaintext !== 'string') throw new Error('Vault transit: decrypt answered without a plaintext');
    return Buffer.from(data.plaintext, 'base64').toString('utf8');
  }

  async isCurrent(sealed: string): Promise<boolean> {
    const version = VERSION.exec(sealed)?.[1];
    if (!version) return false;
    return Number(version) >= (await this.latestVersion());
  }

  private async latestVersion(): Promise<number> {
    const now = (this.options.now ?? Date.now)();
    if (this.latest && now - this.latest.at < (this.options.versionCacheMs ?? 60_000)) return this.latest.version;
    const data = await this.call('GET', `keys/${encodeURIComponent(this.options.key)}`);
    if (!Number.isInteger(data.latest_version)) throw new Error('Vault transit: the key answered without latest_version');
    this.latest = { version: data.latest_version as number, at: now };
    return this.latest.version;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${this.base}/${path}`, {
        method,
        headers: { 'X-Vault-Token': this.options.token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new Error(`Vault transit: ${method} ${path.split('/')[0]} failed (${(error as Error).message})`);
    }
    const answer = (await response.json().catch(() => ({}))) as { data?: Record<string, unknown>; errors?: unknown };
    // Vault's own error words (no secret in them) help the operator; the token is never part of the message.
    if (!response.ok || !answer.data) throw new Error(`Vault transit: ${method} ${path.split('/')[0]} answered ${response.status}${Array.isArray(answer.errors) ? `: ${answer.errors.join('; ')}` : ''}`);
    return answer.data;
  }
}

const VERSION = /^vault:v(\d+):/;

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
