/** Health, the public site's configuration, and (local adapters only) the dev outbox and clock. */
import { Type, type Static } from '@sinclair/typebox';
import type { AppConfig } from '../../../config.js';
import { DateTime, Nullable, StringEnum } from './common.js';

/** GET health/live */
export const LivenessSchema = Type.Object({ status: Type.Literal('live') }, { $id: 'Liveness' });
export type Liveness = Static<typeof LivenessSchema>;

/** GET health/ready (and health): `data` of the 200 and of the 503 (inside the error envelope). */
export const ReadinessSchema = Type.Object(
  { draining: Type.Boolean(), database: StringEnum(['up', 'down', 'unknown'] as const) },
  { $id: 'Readiness' },
);
export type Readiness = Static<typeof ReadinessSchema>;

export const CaptchaProviders = ['local', 'recaptcha', 'turnstile'] as const satisfies readonly AppConfig['captcha']['provider'][];
export const CaptchaProviderSchema = StringEnum(CaptchaProviders, { $id: 'CaptchaProvider' });
export type CaptchaProvider = Static<typeof CaptchaProviderSchema>;

/** GET config: what the public site needs (product name, captcha, contact). */
export const PublicConfigSchema = Type.Object(
  {
    product_name: Type.String(),
    captcha: Type.Object({ provider: CaptchaProviderSchema, site_key: Nullable(Type.String()) }),
    support_phone: Type.String(),
    whatsapp_number: Type.String(),
    support_email: Type.String(),
    company_address: Type.String(),
    /** Who answers complaints about personal data (privacy policy, footer). */
    grievance_officer: Type.String(),
    grievance_email: Type.String(),
    /** The details page's map tiles (`{z}/{x}/{y}`), loaded only when a person asks for the map, and their attribution. */
    map_tile_url: Type.String(),
    map_attribution: Type.String(),
    map_attribution_url: Type.String(),
  },
  { $id: 'PublicConfig' },
);
export type PublicConfig = Static<typeof PublicConfigSchema>;

/** GET dev/outbox?to=: what the local SMS and mail adapters "sent". */
export const OutboxMessageSchema = Type.Object(
  { channel: StringEnum(['sms', 'email'] as const), to: Type.String(), text: Type.String(), created_at: DateTime },
  { $id: 'OutboxMessage' },
);
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

/** `data` of POST dev/clock (development only): the server's time now. */
export const DevClockSchema = Type.Object({ now: DateTime }, { $id: 'DevClock' });
export type DevClock = Static<typeof DevClockSchema>;
