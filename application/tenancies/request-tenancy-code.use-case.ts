import { NotYourTenancyError } from '../../domain/tenancies/tenancies.errors.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { ConfirmationCodes } from './confirmation-codes.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { placeOf, rupees, tenancyFor, type TenancySettings } from './tenancy-access.js';

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

  async execute(input: { user: User; tenancyId: string }): Promise<{ termsVersion: number }> {
    const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
    if (actor.role === 'ADMIN') throw new NotYourTenancyError();
    tenancy.expectCodeRequest(actor.role);
    const property = await this.properties.findById(tenancy.propertyId);
    const { user } = input;
    await this.codes.send({ subjectType: 'TENANCY', subjectId: tenancy.id, userId: user.id }, tenancy.termsVersion, user.mobileNo ?? '', (code, minutes) =>
      smsNotice('TENANCY_TERMS_CODE', user.language, { code, minutes, product: this.settings.productName, place: placeOf(property), rent: rupees(tenancy.rent) }),
    );
    return { termsVersion: tenancy.termsVersion };
  }
}
