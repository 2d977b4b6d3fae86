import { Guide, type GuideDetails } from '../../domain/guides/guide.js';

let made = 0;

/** The console's guide form (API names) of an English guide for Patna; a fresh slug each time. */
export function guideForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  made += 1;
  return {
    slug: `renting-safely-${made}`,
    title: 'Renting safely in Patna',
    summary: 'Never pay a token before a visit.',
    body: '## The token scam\n\nNever pay before you **see** the home.',
    language: 'en',
    city: 'patna',
    topic: 'RENTING_SAFELY',
    status: 'PUBLISHED',
    ...overrides,
  };
}

/** Object Mother for guides. */
export const GuideMother = {
  details(overrides: Partial<GuideDetails> = {}): GuideDetails {
    made += 1;
    return {
      slug: `guide-${made}`,
      title: 'Renting safely in Patna',
      summary: 'Never pay a token before a visit.',
      body: 'Never pay before you **see** the home.',
      language: 'en',
      city: 'patna',
      topic: 'RENTING_SAFELY',
      status: 'PUBLISHED',
      ...overrides,
    };
  },
  /** A stored-shape guide (not saved), published or not, made at `at`. */
  with(overrides: Partial<GuideDetails> = {}, at = new Date('2026-11-22T10:00:00Z'), by = '0195e7c4-1f2a-7c3d-9e4f-5a6b7c8d9e0f'): Guide {
    return Guide.create(GuideMother.details(overrides), by, at);
  },
};
