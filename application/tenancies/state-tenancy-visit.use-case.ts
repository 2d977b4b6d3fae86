import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { TenancyMoves } from './tenancy-moves.js';

/**
 * The owner (or an admin for them) states that the tenant saw the home in person on a day, without our rider: a
 * statement kept on the tenancy and in its history with who made it and when. It lets a token be recorded.
 */
export class StateTenancyVisit {
  constructor(private readonly moves: TenancyMoves) {}

  execute(input: { user: User; tenancyId: string; visitedOn?: string | null }): Promise<Tenancy> {
    return this.moves.make(input, (tenancy, actor, now) => tenancy.stateVisit(actor, input.visitedOn, now));
  }
}
