import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { TenancyMoves } from './tenancy-moves.js';

/**
 * The owner (or an admin for them) gives the landlord's PAN for the tenancy's rent receipts (checked with the PAN
 * rule; blank removes it). The tenant may not. Kept in the history without the number.
 */
export class SetLandlordPan {
  constructor(private readonly moves: TenancyMoves) {}

  execute(input: { user: User; tenancyId: string; pan?: string | null }): Promise<Tenancy> {
    return this.moves.make(input, (tenancy, actor, now) => tenancy.setLandlordPan(actor, input.pan, now));
  }
}
