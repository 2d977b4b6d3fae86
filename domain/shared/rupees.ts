/**
 * Amounts in whole rupees as India writes them: the last three digits, then groups of two (lakh, crore):
 * 1,00,000 and 12,34,567. Pure (no Intl: the same digits on every server and in every language; Hindi prints
 * them too, as Indian forms and receipts do).
 */
export function indianGrouping(amount: number): string {
  const negative = amount < 0;
  const digits = String(Math.trunc(Math.abs(amount)));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last}` : last;
  return negative ? `-${grouped}` : grouped;
}

/** "₹1,00,000". */
export function rupees(amount: number): string {
  return `₹${indianGrouping(amount)}`;
}
