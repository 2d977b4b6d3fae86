import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { ConfirmationCodes } from './confirmation-codes.js';
import { sendPartyCode } from './party-code.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import type { TenancySettings } from './tenancy-access.js';

/**
 * A party asks for the code that confirms the terms as they read them now: sent to their own phone, bound to the
 * terms' current version (the text names the place and the rent). Only a party asks for their own code.
 */
export class RequestTenancyCode {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly codes: ConfirmationCodes,
    private readonly settings: TenancySettings,
  ) {}

  execute(input: { user: User; tenancyId: string }): Promise<{ termsVersion: number }> {
    return sendPartyCode({ tenancies: this.tenancies, properties: this.properties, codes: this.codes, settings: this.settings }, input, { subjectType: 'TENANCY', sms: 'TENANCY_TERMS_CODE', expect: (tenancy, role) => tenancy.expectCodeRequest(role) });
  }
}
