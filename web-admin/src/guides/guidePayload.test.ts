import { describe, expect, it } from 'vitest';
import { toGuidePayload } from './guidePayload';

describe('the guide form as the API body', () => {
  it('sends blanks as null and the address in lower case', () => {
    expect(
      toGuidePayload({ slug: ' Renting-Safely ', title: 'T', summary: 'S', body: 'B', language: 'en', city: '', topic: 'DOCUMENTS', status: 'DRAFT', translation_of: '', id: 'x', group_id: 'y' }),
    ).toEqual({ slug: 'renting-safely', title: 'T', summary: 'S', body: 'B', language: 'en', city: null, topic: 'DOCUMENTS', status: 'DRAFT', translation_of: null });
  });
});
