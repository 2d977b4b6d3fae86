import { NotYourTenancyError } from '../../domain/tenancies/tenancies.errors.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { ConfirmationCodes } from './confirmation-codes.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { placeOf, rupees, tenancyFor, type TenancySettings } from './tenancy-access.js';

type PartyRole = 'OWNER' | 'TENANT';

/** What a party's code is for: what it is bound to, the text that carries it, and when a party may ask for one. */
export interface CodePurpose {
  subjectType: Parameters<ConfirmationCodes['send']>[0]['subjectType'];
  /** Both texts carry the same values (the code, its minutes, the product, the place, the rent). */
  sms: 'TENANCY_TERMS_CODE' | 'AGREEMENT_CODE';
  /** Throws when this party may not ask now (the tenancy's state, an approval already given). */
  expect(tenancy: Tenancy, role: PartyRole): void;
}

/**
 * A party asks for their own code about the tenancy's terms as they read them now: sent to their own phone, bound to
 * the tenancy and the terms' version (the confirmation codes' rules and caps; the text names the place and the rent).
 * Only a party, for themselves: an admin cannot ask for one on their behalf. Bound once for the use cases that send
 * such a code (the terms' code, the rent agreement's code), each with its own purpose.
 */
export class PartyCodes {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly codes: ConfirmationCodes,
    private readonly settings: TenancySettings,
  ) {}

  async send(input: { user: User; tenancyId: string }, purpose: CodePurpose): Promise<{ termsVersion: number }> {
    const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
    if (actor.role === 'ADMIN') throw new NotYourTenancyError();
    purpose.expect(tenancy, actor.role);
    const property = await this.properties.findById(tenancy.propertyId);
    const { user } = input;
    await this.codes.send({ subjectType: purpose.subjectType, subjectId: tenancy.id, userId: user.id }, tenancy.termsVersion, user.mobileNo ?? '', (code, minutes) =>
      smsNotice(purpose.sms, user.language, { code, minutes, product: this.settings.productName, place: placeOf(property), rent: rupees(tenancy.rent) }),
    );
    return { termsVersion: tenancy.termsVersion };
  }
}
