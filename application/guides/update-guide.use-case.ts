import { detailsOf, type Guide, type GuideDetails } from '../../domain/guides/guide.js';
import type { User } from '../../domain/users/user.js';
import type { AuditLog } from '../audit/ports/audit-log.port.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import { checkSlugFree, loadGuide, translationTarget } from './guide-access.js';
import type { GuideRepository } from './ports/guide.repository.port.js';

export interface UpdateGuideInput {
  changes: Partial<GuideDetails>;
  /** Absent: the translation link stays; null: the guide stands alone; an id: it becomes that guide's translation. */
  translationOf?: string | null;
}

/** An admin edits a guide: the fields sent replace the current ones. Publishing and withdrawing are audited. */
export class UpdateGuide {
  constructor(
    private readonly guides: GuideRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly auditLog: AuditLog,
  ) {}

  execute(admin: User, id: string, input: UpdateGuideInput): Promise<Guide> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const guide = await loadGuide(this.guides, id);
      const wasPublished = guide.isPublished;
      const details = { ...detailsOf(guide), ...input.changes };
      if (details.slug !== guide.slug) await checkSlugFree(this.guides, details.slug, guide.id);
      // A language change or a new link is checked against the group it ends up in.
      const relink = input.translationOf !== undefined || details.language !== guide.language;
      const translationOf = input.translationOf !== undefined ? input.translationOf : await this.currentTranslationId(guide);
      guide.revise(details, now);
      if (relink) guide.linkTo(await translationTarget(this.guides, guide, translationOf), now);
      await this.guides.save(guide);
      if (wasPublished !== guide.isPublished) {
        await this.auditLog.record({ actorId: admin.id, action: guide.isPublished ? 'GUIDE_PUBLISHED' : 'GUIDE_UNPUBLISHED', subject: { type: 'GUIDE', id: guide.id }, detail: { slug: guide.slug }, at: now });
      }
      return guide;
    });
  }

  private async currentTranslationId(guide: Guide): Promise<string | null> {
    const group = await this.guides.findGroup(guide.groupId);
    return group.find((g) => g.id !== guide.id)?.id ?? null;
  }
}
