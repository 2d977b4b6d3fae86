import { Guide, type GuideDetails } from '../../domain/guides/guide.js';
import type { User } from '../../domain/users/user.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { checkSlugFree, translationTarget } from './guide-access.js';
import type { GuideRepository } from './ports/guide.repository.port.js';

export interface CreateGuideInput {
  details: GuideDetails;
  /** The id of the same article in the other language, or null. */
  translationOf: string | null;
}

/** An admin writes a guide (a draft, or published at once: that is recorded in the audit log). */
export class CreateGuide {
  constructor(
    private readonly guides: GuideRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
  ) {}

  execute(admin: User, input: CreateGuideInput): Promise<Guide> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      await checkSlugFree(this.guides, input.details.slug, null);
      const guide = Guide.create(input.details, admin.id, now);
      guide.linkTo(await translationTarget(this.guides, guide, input.translationOf), now);
      await this.guides.save(guide);
      if (guide.isPublished) await this.auditLog.record({ actorId: admin.id, action: 'GUIDE_PUBLISHED', subject: { type: 'GUIDE', id: guide.id }, detail: { slug: guide.slug }, at: now });
      return guide;
    });
  }
}
