import { availableParallelism } from 'node:os';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from '../application/auth/auth-policy.js';
import { DEFAULT_LEAD_LIMITS, type LeadLimits } from '../application/leads/submit-lead.use-case.js';
import { DEFAULT_RENT_RECEIPTS_PER_IP_PER_HOUR } from '../application/rent-receipts/generate-rent-receipts.use-case.js';
import { DEFAULT_LISTING_REPORT_LIMITS, type ListingReportLimits } from '../application/listing-reports/listing-report-access.js';
import { LOG_LEVELS, type LogLevel } from './logging/pino-logger.js';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from './persistence/database-limits.js';
import { port } from '../application/shared/port.js';
import { AesGcmSecretBox, secretBoxKeys, type SecretBoxKey } from './crypto/aes-gcm-secret-box.js';
import { NOTICE_KINDS } from '../application/shared/sms-texts/sms-catalogue.js';

/** Everything the server reads from the environment, with local defaults (see docs/configuration.md). */
export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /**
   * The site's address (PUBLIC_BASE_URL, no trailing /): mailed and shared links, a page's canonical address and
   * og:url / og:image. Unset, it is http://localhost:PORT for what has no request (a mail), while pages take the
   * request's own origin (`publicBaseUrlSet` false; adapters/http/site-origin.ts).
   */
  publicBaseUrl: string;
  /** Whether PUBLIC_BASE_URL was set (production should set it: a page then never names the address a request claims). */
  publicBaseUrlSet: boolean;
  trustProxy: boolean;
  /** Pool size, statement and pool-acquire timeouts apply to the PostgreSQL server; PGlite is one in-process connection. */
  database: {
    url?: string;
    /**
     * DATABASE_DIRECT_URL: the primary itself when DATABASE_URL goes through a transaction pooler (PgBouncer): the
     * migrations and the job queue (its LISTEN connection and session-long work) use it; requests use DATABASE_URL.
     */
    directUrl?: string;
    /**
     * DATABASE_READ_URL: a hot standby that public search and listing pages read for people not signed in (with the
     * primary as the fallback when it does not answer); docs/deploy.md.
     */
    readUrl?: string;
    dataDir: string;
    limits: DatabaseLimits;
    healthTimeoutMs: number;
    /** JOB_QUEUE_POOL_MAX: the job queue's own pooled connections per instance on the server (pg-boss; plus one for LISTEN). */
    jobQueuePoolMax: number;
  };
  /** Graceful shutdown on SIGTERM/SIGINT (adapters/server/graceful-shutdown.ts). */
  shutdown: { timeoutMs: number; unreadyDelayMs: number };
  appSecret: string;
  /**
   * Reversible encryption of ID numbers and admins' second-factor secrets (application/shared/ports/secret-box.port.ts):
   * SECRET_BOX_KEYS `id:base64key,...` newest first; unset, one development key derived from APP_SECRET.
   * SECRET_BOX_PROVIDER=vault-transit: HashiCorp Vault's transit engine (VAULT_ADDR, VAULT_TOKEN, VAULT_TRANSIT_KEY).
   */
  secretBox: { provider: 'local'; keys: SecretBoxKey[]; keysSet: boolean } | { provider: 'vault-transit'; addr: string; token: string; key: string };
  admin: { email: string; password: string };
  seedDemoData: boolean;
  /** Development only: the server's clock can be moved through POST /api/v1/dev/clock (browser tests, demos). */
  devClock: boolean;
  productName: string;
  /** `grievance`: who answers a person's complaints about their personal data (DPDP Act 2023), shown in the privacy policy and footer. */
  contact: { supportPhone: string; whatsappNumber: string; supportEmail: string; companyAddress: string; grievance: { officer: string; email: string } };
  sms:
    | { provider: 'local' }
    | { provider: 'http'; url: string; apiKey: string; senderId: string; dltTemplateId: string; dltEntityId?: string; dltNoticeTemplateIds: Record<string, string> };
  mail: { provider: 'local' } | { provider: 'smtp'; url: string; from: string };
  captcha:
    | { provider: 'local' }
    | { provider: 'recaptcha' | 'turnstile'; siteKey: string; secret: string; verifyUrl?: string; minScore?: number };
  /** Photos are served by the app at /media for both providers; `publicBaseUrl` (MEDIA_PUBLIC_BASE_URL) is a CDN in front of it. */
  storage:
    | { provider: 'local'; dir: string; publicBaseUrl?: string }
    | { provider: 's3'; endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; publicBaseUrl?: string; forcePathStyle: boolean };
  authLimits: AuthLimits;
  leadLimits: LeadLimits;
  /** PDFs of the public rent receipt generator one client address may make in an hour. */
  rentReceiptsPerIpPerHour: number;
  /** Reports of listings: anonymous ones per address per hour, signed-in ones per person per hour. */
  listingReportLimits: ListingReportLimits;
  staticDir: string;
  /** IMAGE_PROCESSING_CONCURRENCY: photos decoded at once in this process (each may take tens of MB). */
  imageProcessingConcurrency: number;
  /** INSTANCE_COUNT: app instances behind the load balancer; more than one needs shared (S3) photo storage. */
  instanceCount: number;
  /** LOG_LEVEL: pino level of the JSON logs on stdout (adapters/logging). */
  logLevel: LogLevel;
  /**
   * The details page's map, drawn from tiles only when a person asks for it: MAP_TILE_URL (`{z}/{x}/{y}`
   * placeholders; OpenStreetMap's by default), its attribution (shown under the map) and where that links.
   */
  map: { tileUrl: string; attribution: string; attributionUrl: string };
  /**
   * Prometheus metrics (adapters/metrics): GET /metrics on the app's port with `Authorization: Bearer METRICS_TOKEN`,
   * and/or a separate listener on METRICS_PORT (METRICS_HOST, 127.0.0.1 by default) without a token. Neither set:
   * counted but not served.
   */
  metrics: { token?: string; port?: number; host: string };
  /**
   * WORKERS: processes serving the port (node:cluster; `auto` = one per core). More than one needs DATABASE_URL (an
   * embedded PGlite database belongs to one process). adapters/server/cluster-primary.ts.
   */
  workers: number;
}

export const AppConfig = port<AppConfig>('AppConfig');

export const LOCAL_DEFAULTS = {
  appSecret: 'local-development-secret-change-me',
  adminEmail: 'admin@gharsetu.local',
  adminPassword: 'Admin@12345',
  /** SUPPORT_EMAIL's placeholder, also GRIEVANCE_EMAIL's when neither is set. */
  supportEmail: 'support@gharsetu.local',
} as const;

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} must be set`);
  return value;
}

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number`);
  return value;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const value = int(env, name, fallback);
  if (value < 1) throw new ConfigError(`${name} must be at least 1`);
  return value;
}

/** MEDIA_PUBLIC_BASE_URL: a CDN in front of the app's /media (photo URLs become `<it>/media/<key>`). */
function mediaPublicBaseUrl(env: Env): string | undefined {
  if (env.S3_PUBLIC_BASE_URL?.trim()) {
    // Its old meaning (a CDN in front of a public bucket) would now send every photo to a private bucket.
    throw new ConfigError(
      "S3_PUBLIC_BASE_URL is no longer used: the bucket stays private and photos are served by the app at /media; set MEDIA_PUBLIC_BASE_URL to a CDN in front of the app's /media, or remove it",
    );
  }
  const raw = env.MEDIA_PUBLIC_BASE_URL?.trim();
  if (!raw) return undefined;
  httpBaseUrl(raw, 'MEDIA_PUBLIC_BASE_URL must be an http(s) URL such as https://media.example.com');
  return raw.replace(/\/+$/, '');
}

/** `raw` as an http(s) URL without query or fragment, else a ConfigError with `refusal`. */
function httpBaseUrl(raw: string, refusal: string): URL {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) throw new ConfigError(refusal);
  return url;
}

/** PUBLIC_BASE_URL: the site's own address (https://gharsetu.in), without a trailing slash; undefined when unset. */
function sitePublicBaseUrl(env: Env): string | undefined {
  const raw = env.PUBLIC_BASE_URL?.trim();
  if (!raw) return undefined;
  const url = httpBaseUrl(raw, 'PUBLIC_BASE_URL must be an http(s) URL such as https://gharsetu.example');
  // Pages, mails and shared links put their own paths after it (/tenant/property-details/…): a site under a path
  // is not served by this app, and a path here would be dropped by some of them and kept by others.
  if (url.pathname.replace(/\/+$/, '') !== '') {
    throw new ConfigError(`PUBLIC_BASE_URL must be the site's address without a path, such as https://gharsetu.example (not ${raw})`);
  }
  return raw.replace(/\/+$/, '');
}

function logLevel(raw: string | undefined): LogLevel {
  const value = (raw ?? 'info').trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return value as LogLevel;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = int(env, 'PORT', 3000);
  const smsProvider = env.SMS_PROVIDER ?? 'local';
  const mailProvider = env.MAIL_PROVIDER ?? 'local';
  const captchaProvider = env.CAPTCHA_PROVIDER ?? 'local';

  const config: AppConfig = {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicBaseUrl: sitePublicBaseUrl(env) ?? `http://localhost:${port}`,
    publicBaseUrlSet: sitePublicBaseUrl(env) !== undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    database: {
      url: env.DATABASE_URL || undefined,
      directUrl: env.DATABASE_DIRECT_URL || undefined,
      readUrl: env.DATABASE_READ_URL || undefined,
      dataDir: env.DATA_DIR ?? './data',
      limits: {
        poolMax: positiveInt(env, 'DB_POOL_MAX', DEFAULT_DATABASE_LIMITS.poolMax),
        statementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
        poolAcquireTimeoutMs: int(env, 'DB_POOL_ACQUIRE_TIMEOUT_MS', DEFAULT_DATABASE_LIMITS.poolAcquireTimeoutMs),
      },
      healthTimeoutMs: positiveInt(env, 'DB_HEALTH_TIMEOUT_MS', 1000),
      jobQueuePoolMax: positiveInt(env, 'JOB_QUEUE_POOL_MAX', 3),
    },
    shutdown: {
      timeoutMs: positiveInt(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
      unreadyDelayMs: int(env, 'SHUTDOWN_UNREADY_DELAY_MS', 0),
    },
    appSecret: env.APP_SECRET ?? LOCAL_DEFAULTS.appSecret,
    secretBox: secretBoxConfig(env),
    admin: { email: env.ADMIN_EMAIL ?? LOCAL_DEFAULTS.adminEmail, password: env.ADMIN_PASSWORD ?? LOCAL_DEFAULTS.adminPassword },
    seedDemoData: (env.SEED_DEMO_DATA ?? (production ? 'false' : 'true')) === 'true',
    devClock: env.DEV_CLOCK === 'true',
    productName: env.PRODUCT_NAME ?? 'GharSetu',
    contact: {
      supportPhone: env.SUPPORT_PHONE ?? '+91 612 000 0000',
      whatsappNumber: env.WHATSAPP_NUMBER ?? '9000000000',
      supportEmail: env.SUPPORT_EMAIL ?? LOCAL_DEFAULTS.supportEmail,
      companyAddress: env.COMPANY_ADDRESS ?? 'Boring Road, Patna, Bihar 800001',
      grievance: { officer: env.GRIEVANCE_OFFICER ?? 'Grievance Officer, GharSetu', email: env.GRIEVANCE_EMAIL ?? env.SUPPORT_EMAIL ?? LOCAL_DEFAULTS.supportEmail },
    },
    sms:
      smsProvider === 'http'
        ? {
            provider: 'http',
            url: required(env, 'SMS_HTTP_URL'),
            apiKey: required(env, 'SMS_API_KEY'),
            senderId: required(env, 'SMS_SENDER_ID'),
            dltTemplateId: required(env, 'SMS_DLT_TEMPLATE_ID'),
            dltEntityId: env.SMS_DLT_ENTITY_ID || undefined,
            dltNoticeTemplateIds: parseTemplateIds(env.SMS_DLT_NOTICE_TEMPLATE_IDS),
          }
        : smsProvider === 'local'
          ? { provider: 'local' }
          : fail(`SMS_PROVIDER must be local or http`),
    mail:
      mailProvider === 'smtp'
        ? { provider: 'smtp', url: required(env, 'SMTP_URL'), from: required(env, 'MAIL_FROM') }
        : mailProvider === 'local'
          ? { provider: 'local' }
          : fail('MAIL_PROVIDER must be local or smtp'),
    captcha:
      captchaProvider === 'recaptcha' || captchaProvider === 'turnstile'
        ? {
            provider: captchaProvider,
            siteKey: required(env, 'CAPTCHA_SITE_KEY'),
            secret: required(env, 'CAPTCHA_SECRET'),
            verifyUrl: env.CAPTCHA_VERIFY_URL || undefined,
            minScore: env.CAPTCHA_MIN_SCORE ? Number(env.CAPTCHA_MIN_SCORE) : undefined,
          }
        : captchaProvider === 'local'
          ? { provider: 'local' }
          : fail('CAPTCHA_PROVIDER must be local, recaptcha or turnstile'),
    storage:
      (env.STORAGE_PROVIDER ?? 'local') === 's3'
        ? {
            provider: 's3',
            endpoint: required(env, 'S3_ENDPOINT'),
            region: env.S3_REGION ?? 'auto',
            bucket: required(env, 'S3_BUCKET'),
            accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
            secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
            publicBaseUrl: mediaPublicBaseUrl(env),
            forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
          }
        : (env.STORAGE_PROVIDER ?? 'local') === 'local'
          ? { provider: 'local', dir: env.MEDIA_DIR ?? `${env.DATA_DIR ?? './data'}/media`, publicBaseUrl: mediaPublicBaseUrl(env) }
          : fail('STORAGE_PROVIDER must be local or s3'),
    authLimits: {
      // OTP_PER_NUMBER_PER_HOUR now caps a (number, client address) pair; no cap is kept per number alone.
      otpPerNumberAndIpPerHour: int(env, 'OTP_PER_NUMBER_PER_HOUR', DEFAULT_AUTH_LIMITS.otpPerNumberAndIpPerHour),
      otpPerIpPerHour: int(env, 'OTP_PER_IP_PER_HOUR', DEFAULT_AUTH_LIMITS.otpPerIpPerHour),
      // Wrong codes at verify-otp (failures only; a right code is given back).
      otpVerifyFailuresPerNumberAndIpPer15Min: int(
        env,
        'OTP_VERIFY_FAILURES_PER_NUMBER_AND_IP_PER_15_MIN',
        DEFAULT_AUTH_LIMITS.otpVerifyFailuresPerNumberAndIpPer15Min,
      ),
      otpVerifyFailuresPerIpPerHour: int(env, 'OTP_VERIFY_FAILURES_PER_IP_PER_HOUR', DEFAULT_AUTH_LIMITS.otpVerifyFailuresPerIpPerHour),
      // Failures, not attempts. ADMIN_LOGIN_PER_EMAIL_PER_15_MIN is read as a deprecated alias.
      adminLoginFailuresPerEmailAndIpPer15Min: int(
        env,
        'ADMIN_LOGIN_FAILURES_PER_EMAIL_AND_IP_PER_15_MIN',
        int(env, 'ADMIN_LOGIN_PER_EMAIL_PER_15_MIN', DEFAULT_AUTH_LIMITS.adminLoginFailuresPerEmailAndIpPer15Min),
      ),
      adminLoginFailuresPerIpPer15Min: int(env, 'ADMIN_LOGIN_PER_IP_PER_15_MIN', DEFAULT_AUTH_LIMITS.adminLoginFailuresPerIpPer15Min),
      passwordResetPerEmailAndIpPerHour: int(env, 'PASSWORD_RESET_PER_EMAIL_AND_IP_PER_HOUR', DEFAULT_AUTH_LIMITS.passwordResetPerEmailAndIpPerHour),
      passwordResetPerIpPerHour: int(env, 'PASSWORD_RESET_PER_IP_PER_HOUR', DEFAULT_AUTH_LIMITS.passwordResetPerIpPerHour),
    },
    leadLimits: {
      perIpPerHour: int(env, 'LEADS_PER_IP_PER_HOUR', DEFAULT_LEAD_LIMITS.perIpPerHour),
      perNumberPerHour: int(env, 'LEADS_PER_NUMBER_PER_HOUR', DEFAULT_LEAD_LIMITS.perNumberPerHour),
    },
    rentReceiptsPerIpPerHour: int(env, 'RENT_RECEIPTS_PER_IP_PER_HOUR', DEFAULT_RENT_RECEIPTS_PER_IP_PER_HOUR),
    listingReportLimits: {
      anonymousPerAddressPerHour: int(env, 'LISTING_REPORTS_PER_IP_PER_HOUR', DEFAULT_LISTING_REPORT_LIMITS.anonymousPerAddressPerHour),
      signedInPerHour: int(env, 'LISTING_REPORTS_PER_USER_PER_HOUR', DEFAULT_LISTING_REPORT_LIMITS.signedInPerHour),
      establishedAccountDays: int(env, 'LISTING_REPORT_ESTABLISHED_DAYS', DEFAULT_LISTING_REPORT_LIMITS.establishedAccountDays),
    },
    staticDir: env.STATIC_DIR ?? 'dist',
    imageProcessingConcurrency: positiveInt(env, 'IMAGE_PROCESSING_CONCURRENCY', 2),
    instanceCount: positiveInt(env, 'INSTANCE_COUNT', 1),
    logLevel: logLevel(env.LOG_LEVEL),
    map: mapTiles(env),
    metrics: metricsConfig(env),
    workers: workersConfig(env),
  };
  if (config.database.directUrl && !config.database.url) {
    throw new ConfigError('DATABASE_DIRECT_URL needs DATABASE_URL (the pooled address requests use)');
  }
  if (config.database.readUrl && !config.database.url) {
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL (a standby of the PostgreSQL server the app writes to)');
  }
  if (config.workers > 1 && !config.database.url) {
    throw new ConfigError('WORKERS above 1 needs DATABASE_URL (the embedded database belongs to one process)');
  }
  if (config.shutdown.unreadyDelayMs >= config.shutdown.timeoutMs) {
    throw new ConfigError('SHUTDOWN_UNREADY_DELAY_MS must be shorter than SHUTDOWN_TIMEOUT_MS (the delay counts within it)');
  }
  if (production) assertProductionReady(config);
  return config;
}

/** WORKERS: a whole number, or `auto` for one per core (os.availableParallelism). */
function workersConfig(env: Env): number {
  const raw = env.WORKERS?.trim();
  if (raw === 'auto') return availableParallelism();
  return positiveInt(env, 'WORKERS', 1);
}

/** METRICS_TOKEN (at least 24 characters: it guards a page that names every route's traffic), METRICS_PORT, METRICS_HOST. */
function metricsConfig(env: Env): AppConfig['metrics'] {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token && token.length < 24) throw new ConfigError('METRICS_TOKEN must be at least 24 characters');
  const port = env.METRICS_PORT?.trim() ? positiveInt(env, 'METRICS_PORT', 0) : undefined;
  return { token, port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

/** Refuses to run a production server on development stand-ins or known secrets. */
export function assertProductionReady(config: AppConfig): void {
  const problems: string[] = [];
  if (config.admin.password === LOCAL_DEFAULTS.adminPassword) problems.push('ADMIN_PASSWORD is the local default');
  if (config.appSecret === LOCAL_DEFAULTS.appSecret) problems.push('APP_SECRET is the local default');
  if (config.secretBox.provider === 'local' && !config.secretBox.keysSet) problems.push('SECRET_BOX_KEYS is not set (ID numbers would be sealed under a key derived from APP_SECRET)');
  if (config.secretBox.provider === 'vault-transit' && !config.secretBox.addr.startsWith('https://')) problems.push('VAULT_ADDR is not https (ID numbers and the Vault token would cross the network in the clear)');
  if (config.sms.provider === 'local') problems.push('SMS_PROVIDER is local (messages would not leave the server)');
  if (config.captcha.provider === 'local') problems.push('CAPTCHA_PROVIDER is local (no real captcha check)');
  if (config.mail.provider === 'local') problems.push('MAIL_PROVIDER is local (reset links would not be mailed)');
  if (config.devClock) problems.push('DEV_CLOCK is on (anyone could move the server clock)');
  if (config.contact.grievance.email === LOCAL_DEFAULTS.supportEmail || /\.local$/i.test(config.contact.grievance.email.trim())) {
    // The privacy policy and the footer name this address for complaints about personal data (DPDP Act 2023): a
    // placeholder there leaves people no way to reach the grievance officer.
    problems.push(`GRIEVANCE_EMAIL is the placeholder ${config.contact.grievance.email} (the privacy policy would name an address nobody reads for complaints about personal data): set GRIEVANCE_EMAIL, or SUPPORT_EMAIL, to a real mailbox`);
  }
  if (!config.publicBaseUrlSet) {
    // Unset, pages would name whatever address each request claims (its Host header): canonical links, og:url,
    // og:image and shared links would follow a forged Host, and a CDN caching one host's page would serve it to all.
    problems.push("PUBLIC_BASE_URL is not set (pages and shared links would name whatever address a request's Host header claims): set it to the site's address, such as https://gharsetu.example");
  }
  if (config.storage.provider === 'local' && config.instanceCount > 1) {
    problems.push(`STORAGE_PROVIDER is local with INSTANCE_COUNT=${config.instanceCount} (a photo stored on one instance's disk is missing on the others: use STORAGE_PROVIDER=s3)`);
  }
  if (config.instanceCount > 1 && !config.trustProxy) {
    // Behind a load balancer every request would come from its address: one stranger over a per-address cap
    // would lock everybody out of sign-in, callbacks and resets.
    problems.push(`INSTANCE_COUNT=${config.instanceCount} without TRUST_PROXY=true (behind a load balancer every client would share its address, and so every rate limit)`);
  }
  if (problems.length) throw new ConfigError(`Refusing to start in production: ${problems.join('; ')}`);
}


/** MAP_TILE_URL must be an https URL template with {z}, {x} and {y} (a tile server's address, as map libraries take it). */
function mapTiles(env: Env): AppConfig['map'] {
  const tileUrl = env.MAP_TILE_URL?.trim() || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  let url: URL | null = null;
  try {
    url = new URL(tileUrl.replace(/[{}]/g, ''));
  } catch {
    url = null;
  }
  if (!url || !['https:', 'http:'].includes(url.protocol) || !['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part))) {
    throw new ConfigError('MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  }
  return {
    tileUrl,
    attribution: env.MAP_ATTRIBUTION?.trim() || '© OpenStreetMap contributors',
    attributionUrl: env.MAP_ATTRIBUTION_URL?.trim() || 'https://www.openstreetmap.org/copyright',
  };
}

function secretBoxConfig(env: Env): AppConfig['secretBox'] {
  const provider = env.SECRET_BOX_PROVIDER ?? 'local';
  if (provider === 'vault-transit') {
    const addr = required(env, 'VAULT_ADDR');
    if (!/^https?:\/\//.test(addr)) fail('VAULT_ADDR must be an http(s) address, such as https://vault.internal:8200');
    return { provider, addr: addr.replace(/\/+$/, ''), token: required(env, 'VAULT_TOKEN'), key: required(env, 'VAULT_TRANSIT_KEY') };
  }
  if (provider !== 'local') fail(`SECRET_BOX_PROVIDER must be local or vault-transit (got "${provider}")`);
  return { provider: 'local', keys: keyRing(env), keysSet: Boolean(env.SECRET_BOX_KEYS?.trim()) };
}

function keyRing(env: Env): SecretBoxKey[] {
  try {
    const ring = secretBoxKeys(env.SECRET_BOX_KEYS, env.APP_SECRET ?? LOCAL_DEFAULTS.appSecret);
    new AesGcmSecretBox(ring);
    return ring;
  } catch (error) {
    throw new ConfigError(`SECRET_BOX_KEYS: ${(error as Error).message}`);
  }
}

function fail(message: string): never {
  throw new ConfigError(message);
}

export function usesDevOutbox(config: AppConfig): boolean {
  return !config.production && (config.sms.provider === 'local' || config.mail.provider === 'local');
}

/**
 * `SMS_DLT_NOTICE_TEMPLATE_IDS`: JSON object from notice kind (RIDE_CONFIRMED, ...) to its registered DLT template id;
 * the Hindi templates under `<KIND>:hi` (and `OTP:hi` for the OTP). A Hindi text without one goes out in English.
 * Every kind's English template is required: operators drop a text sent under another text's template, so a
 * missing one would lose every such SMS without a word. A key that names no kind (a typo, a retired kind) is refused.
 */
function parseTemplateIds(raw: string | undefined): Record<string, string> {
  const ids = parseTemplateIdsJson(raw);
  const known = new Set<string>(['OTP:hi', ...NOTICE_KINDS.flatMap((kind) => [kind, `${kind}:hi`])]);
  const unknown = Object.keys(ids).filter((key) => !known.has(key));
  if (unknown.length > 0) fail(`SMS_DLT_NOTICE_TEMPLATE_IDS names no such notice kind: ${unknown.join(', ')} (kinds: ${NOTICE_KINDS.join(', ')})`);
  const missing = NOTICE_KINDS.filter((kind) => !ids[kind]);
  if (missing.length > 0) fail(`SMS_DLT_NOTICE_TEMPLATE_IDS must give the DLT template id of every notice kind; missing: ${missing.join(', ')}`);
  return ids;
}

function parseTemplateIdsJson(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('SMS_DLT_NOTICE_TEMPLATE_IDS must be a JSON object of notice kind to template id');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || !Object.values(value).every((v) => typeof v === 'string')) {
    throw new Error('SMS_DLT_NOTICE_TEMPLATE_IDS must be a JSON object of notice kind to template id');
  }
  return value as Record<string, string>;
}
