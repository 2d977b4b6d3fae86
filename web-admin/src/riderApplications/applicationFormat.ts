/** How a rider application reads in the console: availability, vehicle, localities. */
import { WEEKDAYS, type Weekday } from './applicationStatus';
import type { RiderApplication } from './types';

const DAY_LABELS: Record<Weekday, string> = { MON: 'Mon', TUE: 'Tue', WED: 'Wed', THU: 'Thu', FRI: 'Fri', SAT: 'Sat', SUN: 'Sun' };

/** "9 AM", "12 PM", "7 PM". */
export function hourLabel(hour: unknown): string {
  const h = Number(hour);
  if (!Number.isInteger(h) || h < 0 || h > 24) return '';
  const suffix = h < 12 || h === 24 ? 'AM' : 'PM';
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve} ${suffix}`;
}

/** Days in week order, runs of three or more folded: "Mon–Fri, Sun"; "Every day" for all seven. */
export function daysLabel(days: readonly unknown[] | null | undefined): string {
  const picked = WEEKDAYS.filter((d) => days?.includes(d));
  if (picked.length === WEEKDAYS.length) return 'Every day';
  const runs: Weekday[][] = [];
  for (const day of picked) {
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.at(-1)!) === WEEKDAYS.indexOf(day) - 1) last.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${DAY_LABELS[run[0]]}–${DAY_LABELS[run.at(-1)!]}`] : run.map((d) => DAY_LABELS[d])))
    .join(', ');
}

/** "Mon–Fri, Sun · 9 AM – 7 PM". */
export function availabilityLabel(availability: RiderApplication['availability'] | undefined): string {
  if (!availability) return '';
  const days = daysLabel(availability.days);
  const from = hourLabel(availability.from_hour);
  const to = hourLabel(availability.to_hour);
  const hours = from && to ? `${from} – ${to}` : '';
  return [days, hours].filter(Boolean).join(' · ');
}

export function vehicleLabel(hasVehicle: unknown): string {
  return hasVehicle === true ? 'Has a vehicle' : hasVehicle === false ? 'No vehicle' : '';
}

export function localitiesLabel(localities: unknown): string {
  return Array.isArray(localities) ? localities.filter((l) => typeof l === 'string' && l.trim()).join(', ') : '';
}
