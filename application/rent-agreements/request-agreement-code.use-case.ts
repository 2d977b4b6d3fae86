import type { User } from '../../domain/users/user.js';
import type { PartyCodes } from '../tenancies/party-code.js';

/**
 * A party asks for the code that approves the rent agreement of the confirmed terms: sent to their own phone, bound
 * to the tenancy and the terms' version (the confirmation codes' rules and caps). Only a party, for themselves.
 */
export class RequestAgreementCode {
  constructor(private readonly partyCodes: PartyCodes) {}

  execute(input: { user: User; tenancyId: string }): Promise<{ termsVersion: number }> {
    return this.partyCodes.send(input, { subjectType: 'AGREEMENT', sms: 'AGREEMENT_CODE', expect: (tenancy, role) => tenancy.expectAgreementCodeRequest(role) });
  }
}
