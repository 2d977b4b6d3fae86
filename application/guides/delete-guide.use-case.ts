import type { Guide } from '../../domain/guides/guide.js';
import type { User } from '../../domain/users/user.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { loadGuide } from './guide-access.js';
import type { GuideRepository } from './ports/guide.repository.port.js';

/**
 * An admin deletes a guide (recorded in the audit log). Its translation stays, alone: when the deleted guide
 * was the group's first, the translation keeps the group's key, which no other guide holds any more.
 */
export class DeleteGuide {
  constructor(
    private readonly guides: GuideRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
  ) {}

  execute(admin: User, id: string): Promise<Guide> {
    return this.unitOfWork.run(async () => {
      const guide = await loadGuide(this.guides, id);
      await this.guides.delete(guide.id);
      await this.auditLog.record({ actorId: admin.id, action: 'GUIDE_DELETED', subject: { type: 'GUIDE', id: guide.id }, detail: { slug: guide.slug }, at: this.clock.now() });
      return guide;
    });
  }
}
