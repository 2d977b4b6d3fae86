import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { TermsNotices } from './tenancy-notices.js';
import type { TenancyMoves } from './tenancy-moves.js';

/**
 * Either party (or an admin for them) withdraws a proposal nobody has fully confirmed, with an optional reason. The
 * other party is texted (both, when an admin withdrew it), queued with the withdrawal.
 */
export class WithdrawTenancy {
  constructor(
    private readonly moves: TenancyMoves,
    private readonly notices: TermsNotices,
  ) {}

  execute(input: { user: User; tenancyId: string; reason?: string | null }): Promise<Tenancy> {
    return this.moves.make(
      input,
      (tenancy, actor, now) => tenancy.withdraw(actor, input.reason, now),
      (tenancy, actor) => this.notices.tell('TENANCY_WITHDRAWN', tenancy, actor),
    );
  }
}
