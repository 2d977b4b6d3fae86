import { NotYourTenancyError } from '../../domain/tenancies/tenancies.errors.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { ConfirmationCodes } from '../tenancies/confirmation-codes.js';
import type { TenancyRepository } from '../tenancies/ports/tenancy.repository.port.js';
import { placeOf, rupees, tenancyFor, type TenancySettings } from '../tenancies/tenancy-access.js';

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

  async execute(input: { user: User; tenancyId: string }): Promise<{ termsVersion: number }> {
    const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
    if (actor.role === 'ADMIN') throw new NotYourTenancyError();
    tenancy.expectAgreementCodeRequest(actor.role);
    const property = await this.properties.findById(tenancy.propertyId);
    const { user } = input;
    await this.codes.send({ subjectType: 'AGREEMENT', subjectId: tenancy.id, userId: user.id }, tenancy.termsVersion, user.mobileNo ?? '', (code, minutes) =>
      smsNotice('AGREEMENT_CODE', user.language, { code, minutes, product: this.settings.productName, place: placeOf(property), rent: rupees(tenancy.rent) }),
    );
    return { termsVersion: tenancy.termsVersion };
  }
}
