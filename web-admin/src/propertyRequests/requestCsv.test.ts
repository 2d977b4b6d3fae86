import { describe, expect, it } from 'vitest';
import { requestsToCsv } from './requestCsv';
import type { PropertyRequest } from './types';

const request: PropertyRequest = {
  id: '0190-aa',
  first_name: 'Sita',
  last_name: 'Devi',
  mobile_no: '9876543210',
  email: null,
  city: 'patna',
  locality: 'Kankarbagh',
  bhk: 2,
  budget: 12000,
  move_in_date: '2025-03-01',
  notes: 'Near a school, "ground floor"',
  status: 'CONTACTED',
  next_statuses: ['MATCHED', 'CLOSED'],
  created_at: '2025-02-01T10:00:00.000Z',
  updated_at: '2025-02-02T10:00:00.000Z',
  status_changed_at: '2025-02-02T10:00:00.000Z',
};

describe('requestsToCsv', () => {
  it('writes one flat row per request, city and status labelled', () => {
    const [header, row] = requestsToCsv([request]).split('\r\n');
    expect(header).toBe(
      'id,name,first_name,last_name,mobile_no,email,city,locality,bhk,budget,move_in_date,notes,status,status_label,created_at,updated_at,status_changed_at',
    );
    expect(row).toBe(
      '0190-aa,Sita Devi,Sita,Devi,9876543210,,Patna,Kankarbagh,2,12000,2025-03-01,"Near a school, ""ground floor""",CONTACTED,Contacted,' +
        '2025-02-01T10:00:00.000Z,2025-02-02T10:00:00.000Z,2025-02-02T10:00:00.000Z',
    );
  });
  it('leaves missing values empty and writes only the header for no records', () => {
    const row = requestsToCsv([{ ...request, locality: null, bhk: null, move_in_date: null, notes: null, status_changed_at: null }]).split('\r\n')[1];
    expect(row).toBe('0190-aa,Sita Devi,Sita,Devi,9876543210,,Patna,,,12000,,,CONTACTED,Contacted,2025-02-01T10:00:00.000Z,2025-02-02T10:00:00.000Z,');
    expect(requestsToCsv([]).split('\r\n')).toHaveLength(1);
  });
});
