import { port } from '../../shared/port.js';

/** Six-digit codes from a CSPRNG. A port so tests can know the code without reading an SMS. */
export interface OtpCodeGenerator {
  generate(): string;
}
export const OtpCodeGenerator = port<OtpCodeGenerator>('OtpCodeGenerator');
