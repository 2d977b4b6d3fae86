import { port } from '../../shared/port.js';

export interface CaptchaVerifier {
  /** True when the provider accepts the token for this client. Never throws for a bad token. */
  verify(token: string, clientIp: string | null): Promise<boolean>;
}
export const CaptchaVerifier = port<CaptchaVerifier>('CaptchaVerifier');
