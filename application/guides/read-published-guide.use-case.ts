import type { Guide } from '../../domain/guides/guide.js';
import { GuideNotFoundError } from '../../domain/guides/guides.errors.js';
import type { GuideRepository } from './ports/guide.repository.port.js';

/** A published guide by its address, with its translation when that is published too. A draft is not found. */
export class ReadPublishedGuide {
  constructor(private readonly guides: GuideRepository) {}

  async execute(slug: string): Promise<{ guide: Guide; translation: Guide | null }> {
    const guide = await this.guides.findBySlug(slug.toLowerCase());
    if (!guide || !guide.isPublished) throw new GuideNotFoundError();
    const group = await this.guides.findGroup(guide.groupId);
    return { guide, translation: group.find((g) => g.id !== guide.id && g.isPublished) ?? null };
  }
}
