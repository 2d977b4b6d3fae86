import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { TenancyMoves } from './tenancy-moves.js';

/**
 * Either party (or an admin) gives notice on a confirmed tenancy with the move-out date: it is under notice, and
 * from now the owner may list the home again (a relisted home goes through review; the tenant stays till the date).
 */
export class GiveTenancyNotice {
  constructor(private readonly moves: TenancyMoves) {}

  execute(input: { user: User; tenancyId: string; moveOutDate?: string | null }): Promise<Tenancy> {
    return this.moves.make(input, (tenancy, actor, now) => tenancy.giveNotice(actor, input.moveOutDate, now));
  }
}
