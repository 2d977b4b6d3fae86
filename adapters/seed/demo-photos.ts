import type { ImageProcessor, ProcessedImage, ShareCard } from '../../application/properties/ports/image-processor.port.js';
import type { ImageStorage } from '../../application/properties/ports/image-storage.port.js';
import type { PropertyImageRepository } from '../../application/properties/ports/property-image.repository.port.js';
import type { PropertyRepository } from '../../application/properties/ports/property.repository.port.js';
import { UploadPropertyPhotos } from '../../application/properties/upload-property-photos.use-case.js';
import type { Clock } from '../../application/shared/ports/clock.port.js';
import type { UnitOfWork } from '../../application/shared/ports/unit-of-work.port.js';
import type { Property } from '../../domain/properties/property.js';
import type { User } from '../../domain/users/user.js';
import { ROOM_PALETTES, roomPhoto, type RoomKind } from './room-pictures.js';

/** What uploading the demo photos needs: the same ports an owner's upload goes through. */
export interface DemoPhotoStores {
  properties: PropertyRepository;
  images: PropertyImageRepository;
  imageProcessor: ImageProcessor;
  imageStorage: ImageStorage;
  clock: Clock;
  unitOfWork: UnitOfWork;
}

/** Looks (palette and layout) drawn of each kind of room; a listing's rooms take different ones. */
const LOOKS = 3;
const KINDS: RoomKind[] = ['living', 'bedroom', 'kitchen', 'bathroom', 'balcony', 'exterior'];

/** The rooms a listing shows, cover first: 3 for a room or PG bed, 4 for a 1 BHK, 5 for bigger homes. */
export function roomsOf(listing: Pick<Property, 'propertyType' | 'bhk'>): RoomKind[] {
  switch (listing.propertyType) {
    case 'ROOM':
      return ['bedroom', 'bathroom', 'balcony'];
    case 'PG':
      return ['bedroom', 'kitchen', 'bathroom'];
    case 'INDEPENDENT_HOUSE':
      return ['exterior', 'living', 'bedroom', 'kitchen', 'bathroom'];
    default:
      return listing.bhk <= 1 ? ['living', 'bedroom', 'kitchen', 'bathroom'] : ['living', 'bedroom', 'kitchen', 'bathroom', 'balcony'];
  }
}

/**
 * Processes each distinct picture once: the demo listings share a few dozen drawn rooms, and the upload use
 * case asks the real processor (sharp, WebP variants and the share card) for each one only the first time it
 * sees those bytes. Every picture is a listing photo, so each gets its share card, as an upload asks.
 */
class ProcessEachPictureOnce implements ImageProcessor {
  private readonly done = new Map<Uint8Array, Promise<ProcessedImage>>();

  constructor(private readonly processor: ImageProcessor) {}

  process(bytes: Uint8Array): Promise<ProcessedImage> {
    let result = this.done.get(bytes);
    if (!result) {
      result = this.processor.process(bytes, { shareCard: true });
      this.done.set(bytes, result);
    }
    return result;
  }

  shareCard(bytes: Uint8Array): Promise<ShareCard> {
    return this.processor.shareCard(bytes);
  }

  inspect(bytes: Uint8Array) {
    return this.processor.inspect(bytes);
  }
}

/** How many listings upload at once: each upload puts its 9-15 files one after another (S3: a round trip each). */
export const DEMO_PHOTO_UPLOADS_AT_ONCE = 4;

/** What the photo step did: listings given photos, and those that failed (they get theirs on the next start). */
export interface DemoPhotoResult {
  added: number;
  failed: Array<{ title: string; error: unknown }>;
}

/**
 * Gives the listings that have no photo yet 3-5 photos of their rooms, uploaded by their owner through
 * UploadPropertyPhotos (the image processor, the storage, the gallery and the cover, as any upload; a listing
 * gets all of its photos or none). `listings` are all the demo listings in their seed order, so a listing's
 * rooms take the same looks whichever of them are still missing photos: a home's rooms each take another look
 * (palette, mirrored or not); covers of the same kind take the next look in their city, so cards side by side
 * differ. The distinct pictures (16 for 17 listings) are drawn and processed once each, in parallel (the
 * processor keeps to its own concurrency), while the listings upload a few at a time. A listing that fails
 * (storage unreachable, an image error) is reported, not thrown: the others still get theirs.
 */
export async function seedDemoPhotos(stores: DemoPhotoStores, listings: Array<{ property: Property; owner: User; hasPhotos: boolean }>): Promise<DemoPhotoResult> {
  const processor = new ProcessEachPictureOnce(stores.imageProcessor);
  const upload = new UploadPropertyPhotos(stores.properties, stores.images, processor, stores.imageStorage, stores.clock, stores.unitOfWork);

  const coversSeen = new Map<string, number>();
  const plans = listings.map(({ property, owner, hasPhotos }, i) => {
    const rooms = roomsOf(property).map((kind, k) => {
      if (k > 0) return { kind, look: (i + k) % LOOKS };
      const key = `${property.city}:${kind}`;
      const look = coversSeen.get(key) ?? 0;
      coversSeen.set(key, look + 1);
      return { kind, look: look % LOOKS };
    });
    return { property, owner, rooms, hasPhotos };
  });
  const missing = plans.filter((plan) => !plan.hasPhotos);

  const pictures = new Map<string, Promise<Uint8Array>>();
  const picture = (kind: RoomKind, look: number) => {
    const key = `${kind}:${look}`;
    let bytes = pictures.get(key);
    if (!bytes) {
      bytes = roomPhoto(kind, ROOM_PALETTES[(2 * look + KINDS.indexOf(kind)) % ROOM_PALETTES.length]!, look);
      pictures.set(key, bytes);
    }
    return bytes;
  };
  const files = missing.map((plan) => plan.rooms.map(({ kind, look }) => picture(kind, look)));
  // Every distinct picture starts through the processor now (in the order the listings need them), so its
  // work on libvips' threads overlaps the uploads' database work on this one; a failure surfaces in the upload.
  void Promise.allSettled([...pictures.values()].map(async (bytes) => processor.process(await bytes)));

  const result: DemoPhotoResult = { added: 0, failed: [] };
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const i = next++;
      const { property, owner } = missing[i]!;
      try {
        await upload.execute(owner, property.id, await Promise.all(files[i]!));
        result.added += 1;
      } catch (error) {
        result.failed.push({ title: property.title, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DEMO_PHOTO_UPLOADS_AT_ONCE, missing.length) }, worker));
  return result;
}
