import type { Guide } from '../../domain/guides/guide.js';
import { GuideNotFoundError, GuideSlugTakenError, GuideTranslationError } from '../../domain/guides/guides.errors.js';
import type { GuideRepository } from './ports/guide.repository.port.js';

/** The guide, or 404. */
export async function loadGuide(guides: GuideRepository, id: string): Promise<Guide> {
  const guide = await guides.findById(id);
  if (!guide) throw new GuideNotFoundError();
  return guide;
}

/** No other guide has `slug` (the database's unique index says the same when two saves race). */
export async function checkSlugFree(guides: GuideRepository, slug: string, ownId: string | null): Promise<void> {
  const holder = await guides.findBySlug(slug);
  if (holder && holder.id !== ownId) throw new GuideSlugTakenError();
}

/**
 * The guide `guide` becomes a translation of: in the other language, and its group without another guide in
 * `guide`'s language. Null when `translationOf` is null (the guide stands alone).
 */
export async function translationTarget(guides: GuideRepository, guide: Pick<Guide, 'id' | 'language'>, translationOf: string | null): Promise<Guide | null> {
  if (translationOf === null) return null;
  const other = await guides.findById(translationOf);
  if (!other || other.id === guide.id) throw new GuideTranslationError('GUIDE_NOT_FOUND');
  if (other.language === guide.language) throw new GuideTranslationError('GUIDE_TRANSLATION_LANGUAGE');
  const group = await guides.findGroup(other.groupId);
  if (group.some((g) => g.id !== guide.id && g.language === guide.language)) throw new GuideTranslationError('GUIDE_TRANSLATION_TAKEN');
  return other;
}
