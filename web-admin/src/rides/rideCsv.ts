/** CSV export of rides: one flat row per visit, slot in India time, both sides named, and who booked it (a check visit has no tenant). */
import { cityLabel } from '../properties/propertyOptions';
import { toCsv, type CsvColumn } from '../util/csv';
import { personName, rideSlotParts } from './rideFormat';
import { rideStatusLabel } from './rideStatus';
import type { Ride } from './types';

const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '');

export const RIDE_CSV_COLUMNS: readonly CsvColumn<Partial<Ride>>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'slot_date', value: (r) => rideSlotParts(r)?.date },
  { header: 'slot_window', value: (r) => rideSlotParts(r)?.window },
  { header: 'slot_start_at', value: (r) => r.slot_start_at },
  { header: 'status', value: (r) => r.status },
  { header: 'status_label', value: (r) => rideStatusLabel(r.status) },
  { header: 'city', value: (r) => cityLabel(r.city) },
  { header: 'locality', value: (r) => r.locality },
  { header: 'property_id', value: (r) => r.property?.id },
  { header: 'property_title', value: (r) => r.property?.title },
  { header: 'tenant_id', value: (r) => r.tenant?.id },
  { header: 'tenant_name', value: (r) => personName(r.tenant) },
  { header: 'tenant_mobile_no', value: (r) => r.tenant?.mobile_no },
  { header: 'rider_id', value: (r) => r.rider?.id },
  { header: 'rider_name', value: (r) => personName(r.rider) },
  { header: 'rider_mobile_no', value: (r) => r.rider?.mobile_no },
  { header: 'purpose', value: (r) => r.purpose },
  { header: 'booked_by_id', value: (r) => r.booked_by?.id },
  { header: 'booked_by_name', value: (r) => personName(r.booked_by) },
  { header: 'check_reasons', value: (r) => (r.check_reasons ?? []).join(' ') },
  { header: 'tenant_note', value: (r) => r.tenant_note },
  { header: 'cancel_reason', value: (r) => r.cancel_reason },
  { header: 'report_matched', value: (r) => yesNo(r.report?.matched) },
  { header: 'report_differences', value: (r) => r.report?.differences },
  { header: 'report_notes', value: (r) => r.report?.notes },
  { header: 'report_photos', value: (r) => r.report?.photos?.length },
  { header: 'created_at', value: (r) => r.created_at },
  { header: 'updated_at', value: (r) => r.updated_at },
];

export function ridesToCsv(records: readonly Partial<Ride>[]): string {
  return toCsv(records, RIDE_CSV_COLUMNS);
}
