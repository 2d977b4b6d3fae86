/** Display helpers of the property request pages. */

/** "2 BHK"; 0 is a "1 RK" (as on the public site); no BHK asked for = "Any". */
export function bhkLabel(bhk: unknown): string {
  if (bhk === null || bhk === undefined || bhk === '') return 'Any';
  const n = Number(bhk);
  if (!Number.isFinite(n)) return String(bhk);
  return n === 0 ? '1 RK' : `${n} BHK`;
}
