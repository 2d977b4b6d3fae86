import { NotFoundError } from '../../domain/shared/domain-error.js';
import type { AlertDigestRepository } from './ports/alert-digest.repository.port.js';

/** The SMS's short link (`/s/{code}`): where it goes (the new home, or the alert's listing page). Public, changes nothing. */
export class OpenAlertLink {
  constructor(private readonly digests: AlertDigestRepository) {}

  async execute(input: { code: string }): Promise<string> {
    const digest = input.code.length > 0 && input.code.length <= 32 ? await this.digests.findByCode(input.code) : null;
    if (!digest) throw new NotFoundError('LINK_INVALID');
    return digest.linkPath;
  }
}
