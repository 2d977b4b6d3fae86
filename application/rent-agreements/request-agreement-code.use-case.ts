import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { ConfirmationCodes } from '../tenancies/confirmation-codes.js';
import { sendPartyCode } from '../tenancies/party-code.js';
import type { TenancyRepository } from '../tenancies/ports/tenancy.repository.port.js';
import type { TenancySettings } from '../tenancies/tenancy-access.js';

/**
 * A party asks for the code that approves the rent agreement of the confirmed terms: sent to their own phone, bound
 * to the tenancy and the terms' version (the confirmation codes' rules and caps). Only a party, for themselves.
 */
export class RequestAgreementCode {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly codes: ConfirmationCodes,
    private readonly settings: TenancySettings,
  ) {}

  execute(input: { user: User; tenancyId: string }): Promise<{ termsVersion: number }> {
    return sendPartyCode({ tenancies: this.tenancies, properties: this.properties, codes: this.codes, settings: this.settings }, input, { subjectType: 'AGREEMENT', sms: 'AGREEMENT_CODE', expect: (tenancy, role) => tenancy.expectAgreementCodeRequest(role) });
  }
}
