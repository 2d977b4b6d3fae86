/**
 * Where a listing photo's share card (SHARE_CARD: 1200 × 630 JPEG, the picture of a shared link's preview) is
 * stored: beside the photo's WebP variants, under a key made from the photo's own id, so it needs no column of
 * its own and goes with the photo (removing the photo removes it).
 */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const SHARE_CARD_KEY = new RegExp(`^properties/(${UUID})/(${UUID})-1200x630\\.jpg$`);

/** `properties/<listing id>/<photo id>-1200x630.jpg`. */
export function shareCardKey(image: { propertyId: string; id: string }): string {
  return `properties/${image.propertyId}/${image.id}-1200x630.jpg`;
}

/** The listing and photo a share card's key names; null for any other key. */
export function parseShareCardKey(key: string): { propertyId: string; imageId: string } | null {
  const match = SHARE_CARD_KEY.exec(key);
  return match ? { propertyId: match[1]!, imageId: match[2]! } : null;
}
