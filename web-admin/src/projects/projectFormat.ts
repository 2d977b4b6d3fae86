/** Display helpers of the project pages. */
import { formatRupees } from '../properties/propertyFormat';

/** "₹45,00,000 – ₹1,20,00,000" (Indian grouping); one price when both ends are equal; '' when neither is known. */
export function formatPriceRange(min: unknown, max: unknown): string {
  const low = formatRupees(min);
  const high = formatRupees(max);
  if (low && high) return low === high ? low : `${low} – ${high}`;
  return low || high;
}

/** "2 BHK, 3 BHK". */
export function unitTypesText(unitTypes: unknown): string {
  return Array.isArray(unitTypes) ? unitTypes.filter((u) => typeof u === 'string' && u.trim() !== '').join(', ') : '';
}
