import { port } from '../../shared/port.js';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
export const PasswordHasher = port<PasswordHasher>('PasswordHasher');
