import type { Clock } from '../shared/ports/clock.port.js';
import { SHARE_CARD, type ImageProcessor } from './ports/image-processor.port.js';
import type { ImageStorage } from './ports/image-storage.port.js';
import type { PropertyImageRepository } from './ports/property-image.repository.port.js';
import type { PropertyRepository } from './ports/property.repository.port.js';
import { shareCardKey } from './share-card.js';

/**
 * The share card (1200 × 630 JPEG, share-card.ts) of a public listing's cover that has none: one stored before
 * uploads made cards (an owner's, or the demo photos of an older data folder). Made from the photo's largest stored
 * variant the first time it is asked for (GET /media, when a link preview fetches a listing's og:image), then read
 * like any stored photo. Only for the cover (the gallery's first photo, the one og:image names): at most one card
 * per public listing is ever made this way, whoever asks for the others. Answers whether the card is stored now;
 * false when the listing is not public or the photo is not its cover (nothing is made for a photo nobody outside
 * may see, or that no preview shows).
 */
export class PrepareShareCard {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly images: PropertyImageRepository,
    private readonly processor: ImageProcessor,
    private readonly storage: ImageStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: { propertyId: string; imageId: string }): Promise<boolean> {
    const listing = await this.properties.findById(input.propertyId);
    if (!listing?.isPublic(this.clock.now())) return false;
    const [cover] = await this.images.listFor(listing.id);
    if (!cover || cover.id !== input.imageId) return false;
    const largest = [...cover.variants].sort((a, b) => b.width - a.width)[0];
    const source = largest ? await this.storage.get(largest.key) : null;
    if (!source) return false;
    const card = await this.processor.shareCard(source.body);
    await this.storage.put(shareCardKey(cover), card.body, SHARE_CARD.contentType);
    return true;
  }
}
