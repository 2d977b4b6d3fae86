import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Container } from 'inversify';
import { CaptchaVerifier } from '../../application/auth/ports/captcha-verifier.port.js';
import { MailSender } from '../../application/auth/ports/mail-sender.port.js';
import { OtpCodeGenerator } from '../../application/auth/ports/otp-code-generator.port.js';
import { SmsSender } from '../../application/auth/ports/sms-sender.port.js';
import { Clock } from '../../application/shared/ports/clock.port.js';
import { buildContainer, type Persistence } from '../../adapters/composition-root.js';
import { loadConfig, type AppConfig } from '../../adapters/config.js';
import { FakeClock } from './fake-clock.js';
import { KnownOtpGenerator } from './known-otp-generator.js';
import { RecordingMailSender, RecordingSmsSender, StubCaptcha } from './recording-senders.js';

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const media = join(tmpdir(), `gharsetu-media-${randomBytes(6).toString('hex')}`);
  // Quiet logs unless asked: TEST_LOG_ERRORS=1 shows errors (a 500's stack), LOG_LEVEL=debug everything.
  const LOG_LEVEL = process.env.LOG_LEVEL ?? (process.env.TEST_LOG_ERRORS ? 'error' : 'silent');
  return loadConfig({ APP_SECRET: 'test-secret-0123456789abcdef', STATIC_DIR: '.tmp/no-static', MEDIA_DIR: media, LOG_LEVEL, ...env });
}

function replace<T>(container: Container, id: symbol, value: T): T {
  if (container.isBound(id)) container.unbind(id);
  container.bind(id).toConstantValue(value);
  return value;
}

/**
 * The real composition root with the world swapped for fakes a test can steer and read: a clock it
 * moves, the OTPs it was sent, the mails, the captcha tokens.
 */
export function harness(options: { persistence?: Persistence; env?: Record<string, string>; fakeMessaging?: boolean } = {}) {
  const config = testConfig(options.env);
  const container = buildContainer(config, options.persistence ?? { kind: 'in-memory' });
  const clock = replace(container, Clock, new FakeClock());
  const otp = replace(container, OtpCodeGenerator, new KnownOtpGenerator());
  const fakes =
    options.fakeMessaging === false
      ? null
      : {
          sms: replace(container, SmsSender, new RecordingSmsSender()),
          mail: replace(container, MailSender, new RecordingMailSender()),
          captcha: replace(container, CaptchaVerifier, new StubCaptcha()),
        };
  return { container, config, clock, otp, sms: fakes?.sms, mail: fakes?.mail, captcha: fakes?.captcha };
}
