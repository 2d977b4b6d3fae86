import { describe, expect, it } from 'vitest';
import { ridesToCsv } from './rideCsv';
import type { Ride, RideProperty } from './types';

const ride: Ride = {
  id: 'ride-1',
  status: 'COMPLETED',
  slot_date: '2026-11-25',
  slot_start: '10:00',
  slot_window: '10:00-11:00',
  slot_start_at: '2026-11-25T04:30:00.000Z',
  slot_end_at: '2026-11-25T05:30:00.000Z',
  city: 'patna',
  locality: 'Boring Road',
  purpose: 'TENANT',
  check_reasons: [],
  // Only what the CSV reads of the listing.
  property: { id: 'p-1', title: '2 BHK, Boring Road' } as RideProperty,
  tenant: { id: 't-1', first_name: 'Ravi', last_name: 'Kumar', mobile_no: '9876543210' },
  rider: { id: 'r-1', first_name: 'Sunil', last_name: 'Yadav', mobile_no: '9876501234' },
  booked_by: { id: 't-1', first_name: 'Ravi', last_name: 'Kumar', mobile_no: '9876543210' },
  tenant_note: 'Call at the gate',
  cancel_reason: null,
  report: { matched: false, differences: 'No lift', notes: null, photos: [{ id: 'ph', width: 1, height: 1, variants: [] }] },
  history: [],
  allowed_actions: [],
  slot_over: false,
  overdue: false,
  created_at: '2026-11-20T05:00:00.000Z',
  updated_at: '2026-11-25T06:00:00.000Z',
};

describe('ridesToCsv', () => {
  it('writes the slot (India), status, place, both sides, notes and the report', () => {
    const [header, row] = ridesToCsv([ride]).split('\r\n');
    expect(header).toBe(
      'id,slot_date,slot_window,slot_start_at,status,status_label,city,locality,property_id,property_title,' +
        'tenant_id,tenant_name,tenant_mobile_no,rider_id,rider_name,rider_mobile_no,purpose,booked_by_id,booked_by_name,check_reasons,tenant_note,cancel_reason,' +
        'report_matched,report_differences,report_notes,report_photos,created_at,updated_at',
    );
    expect(row).toBe(
      'ride-1,2026-11-25,10:00-11:00,2026-11-25T04:30:00.000Z,COMPLETED,Completed,Patna,Boring Road,p-1,"2 BHK, Boring Road",' +
        't-1,Ravi Kumar,9876543210,r-1,Sunil Yadav,9876501234,TENANT,t-1,Ravi Kumar,,Call at the gate,,no,No lift,,1,2026-11-20T05:00:00.000Z,2026-11-25T06:00:00.000Z',
    );
  });
  it('a check visit: no tenant, the admin who booked it and the reasons the listing was reported for', () => {
    const check = { ...ride, purpose: 'CHECK' as const, tenant: null, booked_by: { id: 'a-1', first_name: 'Asha', last_name: 'Singh', mobile_no: null }, check_reasons: ['BROKER' as const, 'FRAUD' as const] };
    expect(ridesToCsv([check]).split('\r\n')[1]).toContain(',p-1,"2 BHK, Boring Road",,,,r-1,Sunil Yadav,9876501234,CHECK,a-1,Asha Singh,BROKER FRAUD,');
  });
  it('leaves the rider and report empty for a visit nobody took yet', () => {
    const row = ridesToCsv([{ ...ride, status: 'REQUESTED', rider: null, report: null, tenant_note: null }]).split('\r\n')[1];
    expect(row).toContain(',REQUESTED,Requested,');
    expect(row).toContain('t-1,Ravi Kumar,9876543210,,,,TENANT,t-1,Ravi Kumar,,,,,,,,');
  });
});
