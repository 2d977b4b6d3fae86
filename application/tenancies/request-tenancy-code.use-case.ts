import type { User } from '../../domain/users/user.js';
import type { PartyCodes } from './party-code.js';

/**
 * A party asks for the code that confirms the terms as they read them now: sent to their own phone, bound to the
 * terms' current version (the text names the place and the rent). Only a party asks for their own code.
 */
export class RequestTenancyCode {
  constructor(private readonly partyCodes: PartyCodes) {}

  execute(input: { user: User; tenancyId: string }): Promise<{ termsVersion: number }> {
    return this.partyCodes.send(input, { subjectType: 'TENANCY', sms: 'TENANCY_TERMS_CODE', expect: (tenancy, role) => tenancy.expectCodeRequest(role) });
  }
}
