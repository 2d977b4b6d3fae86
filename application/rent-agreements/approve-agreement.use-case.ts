import { NotYourTenancyError } from '../../domain/tenancies/tenancies.errors.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { ConfirmationCodes } from '../tenancies/confirmation-codes.js';
import type { TenancyRepository } from '../tenancies/ports/tenancy.repository.port.js';
import { tenancyFor } from '../tenancies/tenancy-access.js';
import type { TenancyMoves } from '../tenancies/tenancy-moves.js';

/**
 * A party approves the rent agreement with the code sent to their phone. The code names the terms' version it was
 * sent for; inside one unit of work the tenancy is read again and the approval is taken only for the current version
 * (TENANCY_TERMS_CHANGED otherwise) and saved over the row version read. The agreement then prints who approved when.
 */
export class ApproveAgreement {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly codes: ConfirmationCodes,
    private readonly moves: TenancyMoves,
  ) {}

  async execute(input: { user: User; tenancyId: string; code?: string | number }): Promise<Tenancy> {
    const { tenancy: before, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
    if (actor.role === 'ADMIN') throw new NotYourTenancyError();
    before.expectAgreementCodeRequest(actor.role);
    const used = await this.codes.use({ subjectType: 'AGREEMENT', subjectId: input.tenancyId, userId: input.user.id }, input.code);
    return this.moves.make(input, (tenancy, _actor, now) => tenancy.approveAgreement(actor.role as 'OWNER' | 'TENANT', used.subjectVersion, now));
  }
}
