import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { TenancyMoves } from './tenancy-moves.js';

/** The tenant moved out: either party on or after the move-out date, an admin at any time. */
export class EndTenancy {
  constructor(private readonly moves: TenancyMoves) {}

  execute(input: { user: User; tenancyId: string }): Promise<Tenancy> {
    return this.moves.make(input, (tenancy, actor, now) => tenancy.end(actor, now));
  }
}
