import { PropertyNotFoundError } from '../../domain/properties/properties.errors.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { checkMobileNo, PhoneNumber } from '../../domain/shared/phone-number.js';
import { OpenProposalExistsError, TenancyMessages, TenancyTransitionError } from '../../domain/tenancies/tenancies.errors.js';
import type { TenancyActor } from '../../domain/tenancies/tenancy-event.js';
import { parseTenancyTerms, type TenancyTermsInput } from '../../domain/tenancies/tenancy-terms.js';
import { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import type { TermsNotices } from './tenancy-notices.js';

export interface ProposeTenancyInput extends TenancyTermsInput {
  user: User;
  propertyId: string;
  /** The tenant's mobile number: when the owner (or an admin) proposes. A tenant proposing is the tenant. */
  tenantMobileNo?: string | number | null;
}

/**
 * Either party proposes a tenancy of a listed home, or an admin for them: the owner (or the admin) names the
 * tenant by the mobile number they signed up with; a tenant proposes to the listing's owner. Nobody has confirmed
 * yet: each party confirms the terms with a code sent to their own phone (the proposer too). The other party is
 * texted (both, when an admin proposed; that is in the audit log too).
 */
export class ProposeTenancy {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
    private readonly notices: TermsNotices,
  ) {}

  async execute(input: ProposeTenancyInput): Promise<Tenancy> {
    const now = this.clock.now();
    const property = await this.properties.findById(input.propertyId);
    if (!property) throw new PropertyNotFoundError();
    if (property.status !== 'LIVE') throw new TenancyTransitionError(TenancyMessages.notLive);
    const { user } = input;
    let actor: TenancyActor;
    let tenantId: string;
    if (user.id === property.ownerId || user.isAdmin) {
      actor = { id: user.id, role: user.id === property.ownerId ? 'OWNER' : 'ADMIN' };
      const problem = checkMobileNo(input.tenantMobileNo);
      if (problem) throw ValidationError.field('tenant_mobile_no', problem);
      const tenant = await this.users.findByMobile(PhoneNumber.create(input.tenantMobileNo).value);
      if (!tenant || !tenant.isActive || tenant.isAdmin) throw ValidationError.field('tenant_mobile_no', TenancyMessages.tenantNotFound);
      tenantId = tenant.id;
    } else {
      actor = { id: user.id, role: 'TENANT' };
      tenantId = user.id;
    }
    if (tenantId === property.ownerId) throw ValidationError.field('tenant_mobile_no', TenancyMessages.ownListing);
    const terms = parseTenancyTerms(input, now);
    const { tenancy, event } = Tenancy.propose({ propertyId: property.id, city: property.city, ownerId: property.ownerId, tenantId, terms, actor }, now);
    await this.unitOfWork.run(async () => {
      const open = await this.tenancies.list({ filter: { propertyId: property.id, tenantId, statuses: ['PROPOSED'] }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 1 });
      if (open.total > 0) throw new OpenProposalExistsError();
      await this.tenancies.save(tenancy);
      await this.tenancies.addEvent(event);
      if (actor.role === 'ADMIN') {
        await this.audit.record({ actorId: user.id, action: 'TENANCY_PROPOSED_FOR', subject: { type: 'TENANCY', id: tenancy.id }, detail: { propertyId: property.id, rent: tenancy.rent }, at: now });
      }
      await this.notices.tell('TENANCY_PROPOSED', tenancy, actor, property);
    });
    return tenancy;
  }
}
