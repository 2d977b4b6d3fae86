import type { PropertyImage } from '../../../adapters/http/contract/wire/gallery';
import type { PropertyListing } from '../../../adapters/http/contract/wire/properties';

/** A gallery photo: WebP variants by width ("320", "640", "1024"; fewer for small originals). First = cover. */
export type { PropertyImage };

/** Listing object of docs/contexts/properties.md, in full, from the shared contract; `images` only on the record page (GET one). */
export type Property = PropertyListing & { images?: PropertyImage[] };
