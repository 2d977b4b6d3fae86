import { parseTenancyTerms, type TenancyTermsInput } from '../../domain/tenancies/tenancy-terms.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { TermsNotices } from './tenancy-notices.js';
import type { TenancyMoves } from './tenancy-moves.js';

/**
 * A party (or an admin for them) changes the terms of a proposal: what is not given stays as it was. The terms'
 * version goes up, so no confirmation counts any more and codes sent for the old terms confirm nothing; the other
 * party is texted to read and confirm again. Saved over the version read: a confirmation saved meanwhile makes this
 * change fail (RECORD_CHANGED) rather than pass unseen.
 */
export class ChangeTenancyTerms {
  constructor(
    private readonly moves: TenancyMoves,
    private readonly notices: TermsNotices,
  ) {}

  execute(input: TenancyTermsInput & { user: User; tenancyId: string }): Promise<Tenancy> {
    return this.moves.make(
      input,
      (tenancy, actor, now) => {
        const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        return tenancy.change(parseTenancyTerms({ ...tenancy.terms, ...given }, now), actor, now);
      },
      (tenancy, actor) => this.notices.tell('TENANCY_CHANGED', tenancy, actor),
    );
  }
}
