import { describe, expect, it } from 'vitest';
import type { ConsoleUser } from './types';
import { usersToCsv } from './userCsv';

const rider: ConsoleUser = {
  id: 'u-7',
  first_name: 'Sunil',
  last_name: 'Yadav',
  mobile_no: '9876501234',
  email: null,
  primary_role: 'RIDER',
  secondary_role: 'TENANT',
  status: 'BLOCKED',
  language: 'hi',
  status_reason: 'Skipped visits, "twice"',
  status_changed_at: '2026-11-20T08:00:00.000Z',
  city: 'patna',
  created_at: '2026-10-01T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

describe('usersToCsv', () => {
  it('writes the person, city, roles, status with its reason and dates', () => {
    const [header, row] = usersToCsv([rider]).split('\r\n');
    expect(header).toBe(
      'id,name,first_name,last_name,mobile_no,email,city,primary_role,secondary_role,status,status_label,status_reason,status_changed_at,created_at,updated_at',
    );
    expect(row).toBe(
      'u-7,Sunil Yadav,Sunil,Yadav,9876501234,,Patna,RIDER,TENANT,BLOCKED,Blocked,"Skipped visits, ""twice""",2026-11-20T08:00:00.000Z,2026-10-01T08:00:00.000Z,2026-11-20T08:00:00.000Z',
    );
  });
  it('leaves missing values empty', () => {
    const row = usersToCsv([{ id: 'u-8', first_name: 'Asha', mobile_no: '9000000000', status: 'ACTIVE' }]).split('\r\n')[1];
    expect(row).toBe('u-8,Asha,Asha,,9000000000,,,,,ACTIVE,Active,,,,');
  });
});
