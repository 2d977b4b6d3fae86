import { describe, expect, it } from 'vitest';
import { GuideRepository } from '../../../application/guides/ports/guide.repository.port.js';
import { ReadPublishedGuide } from '../../../application/guides/read-published-guide.use-case.js';
import { DEMO_GUIDE_SLUGS, seedDemoGuides } from '../../../adapters/seed/demo-guides.js';
import { harness } from '../../support/harness.js';

describe('the demo guides', () => {
  it('are published in English and Hindi, each linked to its translation, and written once', async () => {
    const h = harness();
    const guides = h.container.get<GuideRepository>(GuideRepository);
    const adminId = '0195e7c4-1f2a-7c3d-9e4f-5a6b7c8d9e0f';
    expect(await seedDemoGuides(guides, adminId, h.clock.now())).toBe(8);
    expect(await seedDemoGuides(guides, adminId, h.clock.now())).toBe(0);
    const topics = new Set<string>();
    for (const slug of DEMO_GUIDE_SLUGS) {
      const { guide, translation } = await h.container.get(ReadPublishedGuide).execute(slug);
      expect(translation, slug).not.toBeNull();
      expect(translation!.language).not.toBe(guide.language);
      topics.add(guide.topic);
    }
    expect([...topics].sort()).toEqual(['DOCUMENTS', 'FAIR_RENT', 'RENTING_SAFELY', 'RIDER_VISITS']);
  });
});
