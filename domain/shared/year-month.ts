/**
 * Calendar months ('YYYY-MM') and India's financial year (April to March, named "2025-26" after the years it spans),
 * for periods of rent. Pure and import-free: the months are calendar months, so no time zone applies (today's month in
 * India comes from india-date.ts).
 */

/** A calendar month as YYYY-MM. */
export type YearMonth = string;
export const YEAR_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isYearMonth(value: unknown): value is YearMonth {
  return typeof value === 'string' && YEAR_MONTH_PATTERN.test(value);
}

const parts = (month: YearMonth): [number, number] => [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
const format = (year: number, month: number): YearMonth => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: YearMonth, count: number): YearMonth {
  const [year, m] = parts(month);
  const index = year * 12 + (m - 1) + count;
  return format(Math.floor(index / 12), (index % 12) + 1);
}

/** How many months from `from` to `to`, both counted (0 when `to` is before `from`). */
export function monthCount(from: YearMonth, to: YearMonth): number {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  return Math.max(0, (ty * 12 + tm) - (fy * 12 + fm) + 1);
}

/** Every month from `from` to `to`, both included, in order (none when `to` is before `from`). */
export function monthsFromTo(from: YearMonth, to: YearMonth): YearMonth[] {
  return Array.from({ length: monthCount(from, to) }, (_, i) => addMonths(from, i));
}

/** The month of a calendar date (YYYY-MM-DD). */
export function monthOfDate(isoDate: string): YearMonth {
  return isoDate.slice(0, 7);
}

/** The month's number of days (28 to 31). */
export function daysInMonth(month: YearMonth): number {
  const [year, m] = parts(month);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The month's first and last calendar dates (YYYY-MM-DD). */
export function firstDayOf(month: YearMonth): string {
  return `${month}-01`;
}
export function lastDayOf(month: YearMonth): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** A financial year by the year it starts in (April): 2025 is "2025-26", April 2025 to March 2026. */
export type FinancialYear = number;

/** The financial year a month falls in: January to March belong to the year that began the April before. */
export function financialYearOf(month: YearMonth): FinancialYear {
  const [year, m] = parts(month);
  return m >= 4 ? year : year - 1;
}

/** The twelve months of a financial year, April to March. */
export function financialYearMonths(year: FinancialYear): YearMonth[] {
  return monthsFromTo(format(year, 4), format(year + 1, 3));
}

/** "2025-26". */
export function financialYearLabel(year: FinancialYear): string {
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** A financial year written "2025-26" (the second part the year after the first), else null. */
export function parseFinancialYear(value: unknown): FinancialYear | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  return (year + 1) % 100 === Number(match[2]) ? year : null;
}
