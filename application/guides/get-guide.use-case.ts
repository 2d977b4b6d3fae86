import type { Guide } from '../../domain/guides/guide.js';
import { loadGuide } from './guide-access.js';
import type { GuideRepository } from './ports/guide.repository.port.js';

/** One guide (any status), for the console's record page, with the id of its translation (or null). */
export class GetGuide {
  constructor(private readonly guides: GuideRepository) {}

  async execute(id: string): Promise<{ guide: Guide; translationId: string | null }> {
    const guide = await loadGuide(this.guides, id);
    const group = await this.guides.findGroup(guide.groupId);
    return { guide, translationId: group.find((g) => g.id !== guide.id)?.id ?? null };
  }
}
