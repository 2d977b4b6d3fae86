/**
 * The details page's map and virtual tour, worked out without loading either: the map tiles around a home and where
 * its pin sits, and the "Open in Maps" link that works with no map at all. Framework-free (unit-tested in
 * place-and-tour.test.ts). Which tour links play in the page is the domain's rule (domain/properties/virtual-tour.ts),
 * through the shared contract.
 */
export { tourEmbed } from '../../../adapters/http/contract/rules';

export const MAP_ZOOM = 16;
const TILE = 256;

export interface MapTile {
  src: string;
  /** Where the tile's top-left corner sits in the map box, in px. */
  left: number;
  top: number;
}

/**
 * The tiles covering a `width` × `height` box centred on the home (Web Mercator, as every tile server cuts them),
 * each placed in px; the pin is at the box's centre.
 */
export function mapTiles(latitude: number, longitude: number, template: string, width: number, height: number, zoom = MAP_ZOOM): MapTile[] {
  const scale = 2 ** zoom;
  const x = ((longitude + 180) / 360) * scale;
  const rad = (latitude * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale;
  // The home's position in world px, and the box's top-left corner in world px.
  const left = x * TILE - width / 2;
  const top = y * TILE - height / 2;
  const tiles: MapTile[] = [];
  for (let ty = Math.floor(top / TILE); ty * TILE < top + height; ty++) {
    for (let tx = Math.floor(left / TILE); tx * TILE < left + width; tx++) {
      if (ty < 0 || ty >= scale) continue;
      const wrapped = ((tx % scale) + scale) % scale;
      const src = template
        .replace('{z}', String(zoom))
        .replace('{x}', String(wrapped))
        .replace('{y}', String(ty))
        .replace('{s}', 'abc'[(wrapped + ty) % 3]!);
      tiles.push({ src, left: Math.round(tx * TILE - left), top: Math.round(ty * TILE - top) });
    }
  }
  return tiles;
}

/** "Open in Maps": the exact spot when the listing has one, else its address (works in any browser and opens the maps app on phones). */
export function openInMapsUrl(place: { latitude: number | null; longitude: number | null; address: string }): string {
  const query = place.latitude !== null && place.longitude !== null ? `${place.latitude},${place.longitude}` : place.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
