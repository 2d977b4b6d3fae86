import { parseTenancyTerms, type TenancyTermsInput } from '../../domain/tenancies/tenancy-terms.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { tenancyFor, type TenancySettings } from './tenancy-access.js';
import { tellParties, termsNotice } from './tenancy-notices.js';

/**
 * A party (or an admin for them) changes the terms of a proposal: what is not given stays as it was. The terms'
 * version goes up, so no confirmation counts any more and codes sent for the old terms confirm nothing; the other
 * party is texted to read and confirm again. Saved over the version read: a confirmation saved meanwhile makes this
 * change fail (RECORD_CHANGED) rather than pass unseen.
 */
export class ChangeTenancyTerms {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly settings: TenancySettings,
  ) {}

  async execute(input: TenancyTermsInput & { user: User; tenancyId: string }): Promise<Tenancy> {
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const { tenancy, actor } = await tenancyFor(this.tenancies, input.tenancyId, input.user);
      const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const terms = parseTenancyTerms({ ...tenancy.terms, ...given }, now);
      const event = tenancy.change(terms, actor, now);
      await this.tenancies.save(tenancy);
      await this.tenancies.addEvent(event);
      const property = await this.properties.findById(tenancy.propertyId);
      await tellParties({ users: this.users, jobs: this.jobs, productName: this.settings.productName }, tenancy, actor, termsNotice('TENANCY_CHANGED', this.settings.productName, tenancy, property));
      return tenancy;
    });
  }
}
