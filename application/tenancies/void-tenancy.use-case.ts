import { ForbiddenError } from '../../domain/shared/domain-error.js';
import { TenancyNotFoundError } from '../../domain/tenancies/tenancies.errors.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';

/** An admin voids a fraudulent tenancy with a reason: in its history and in the audit log, in one unit of work. */
export class VoidTenancy {
  constructor(
    private readonly tenancies: TenancyRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  async execute(input: { user: User; tenancyId: string; reason: string }): Promise<Tenancy> {
    if (!input.user.isAdmin) throw new ForbiddenError();
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const tenancy = await this.tenancies.findById(input.tenancyId);
      if (!tenancy) throw new TenancyNotFoundError();
      const from = tenancy.status;
      const event = tenancy.void(input.user.id, input.reason, now);
      await this.tenancies.save(tenancy);
      await this.tenancies.addEvent(event);
      await this.audit.record({ actorId: input.user.id, action: 'TENANCY_VOIDED', subject: { type: 'TENANCY', id: tenancy.id }, detail: { from, reason: tenancy.voidReason }, at: now });
      return tenancy;
    });
  }
}
