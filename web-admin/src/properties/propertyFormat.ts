/** Display helpers of the property pages. */
import { cityLabel } from './propertyOptions';
import type { PropertyImage } from './types';

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "₹1,25,000" (Indian digit grouping); '' for a missing or non-numeric value. */
export function formatRupees(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? `₹${RUPEES.format(n)}` : '';
}

/** "Boring Road, Patna". */
export function localityCity(record: { locality?: string | null; city?: string | null } | null | undefined): string {
  if (!record) return '';
  return [record.locality?.trim(), cityLabel(record.city)].filter((part) => part && part.length > 0).join(', ');
}

/** The variant of `width` px, else the closest width the photo has. */
export function imageUrl(image: Pick<PropertyImage, 'urls'> | null | undefined, width = 640): string | undefined {
  const urls = image?.urls;
  if (!urls) return undefined;
  if (urls[String(width)]) return urls[String(width)];
  const widths = Object.keys(urls)
    .map(Number)
    .filter((w) => Number.isFinite(w) && urls[String(w)])
    .sort((a, b) => Math.abs(a - width) - Math.abs(b - width) || b - a);
  return widths.length ? urls[String(widths[0])] : undefined;
}

/** "1,200 sq ft". */
export function formatArea(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? `${RUPEES.format(n)} sq ft` : '';
}

/** "3 of 10", "Ground of 4" style floor text. */
export function formatFloor(floor: number | null | undefined, total: number | null | undefined): string {
  const f = floor == null ? '' : floor === 0 ? 'Ground' : String(floor);
  if (f && total != null) return `${f} of ${total}`;
  if (f) return f;
  return total != null ? `${total} floors` : '';
}
