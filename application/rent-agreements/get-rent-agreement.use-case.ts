import { TenancyMessages, TenancyTransitionError } from '../../domain/tenancies/tenancies.errors.js';
import type { Language } from '../../domain/shared/language.js';
import type { User } from '../../domain/users/user.js';
import type { PdfRenderer } from '../documents/ports/pdf-renderer.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { TenancyRepository } from '../tenancies/ports/tenancy.repository.port.js';
import { tenancyFor, type TenancySettings } from '../tenancies/tenancy-access.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import { agreementOf } from './agreement-of.js';
import { rentAgreementDocument } from './rent-agreement-layout.js';

/**
 * The rent agreement of a tenancy as a PDF, in English or Hindi: for its parties (and an admin), once both have
 * confirmed the terms (confirmed, under notice or ended); with who approved it and when. Anyone else: not found.
 */
export class GetRentAgreement {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly renderer: PdfRenderer,
    private readonly settings: TenancySettings,
  ) {}

  async execute(input: { user: User; tenancyId: string; language: Language }): Promise<{ pdf: Uint8Array; fileName: string }> {
    const { tenancy } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
    if (!tenancy.hasAgreement) throw new TenancyTransitionError(TenancyMessages.noAgreement);
    const property = await this.properties.findById(tenancy.propertyId);
    const people = new Map((await this.users.findByIds([tenancy.ownerId, tenancy.tenantId])).map((u) => [u.id, u]));
    const agreement = agreementOf(tenancy, property, people, input.language);
    const pdf = await this.renderer.render(rentAgreementDocument(agreement, { product: this.settings.productName }));
    return { pdf, fileName: `rent-agreement-${tenancy.id.slice(0, 8)}-${input.language}.pdf` };
  }
}
