import { ConflictError, NotFoundError, ValidationError } from '../shared/domain-error.js';

export class GuideNotFoundError extends NotFoundError {
  constructor() {
    super('GUIDE_NOT_FOUND');
  }
}

/** Another guide already has this address. */
export class GuideSlugTakenError extends ConflictError {
  constructor() {
    super('GUIDE_SLUG_TAKEN');
  }
}

/** A translation is in the other language, and its group has no guide in this language yet (under `translation_of`). */
export class GuideTranslationError extends ValidationError {
  constructor(code: 'GUIDE_TRANSLATION_LANGUAGE' | 'GUIDE_TRANSLATION_TAKEN' | 'GUIDE_NOT_FOUND') {
    super({ translation_of: code });
  }
}
