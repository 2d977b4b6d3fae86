import { describe, expect, it } from 'vitest';
import { applicationsToCsv } from './applicationCsv';
import type { RiderApplication } from './types';

const application: RiderApplication = {
  id: 'a-1',
  user_id: 'u-5',
  first_name: 'Sunil',
  last_name: 'Yadav',
  mobile_no: '9876501234',
  city: 'patna',
  localities: ['Boring Road', 'Kankarbagh'],
  has_vehicle: true,
  availability: { days: ['MON', 'TUE', 'WED', 'SAT'], from_hour: 9, to_hour: 14 },
  id_document_type: 'AADHAAR',
  id_document_number_masked: 'XXXX XXXX 1234',
  id_document_number_kept_whole: false,
  status: 'REJECTED',
  review_reason: 'ID photo unreadable',
  reviewed_at: '2026-11-21T05:00:00.000Z',
  created_at: '2026-11-20T05:00:00.000Z',
  updated_at: '2026-11-21T05:00:00.000Z',
};

describe('applicationsToCsv', () => {
  it('writes the applicant, area, availability, masked ID and decision', () => {
    const [header, row] = applicationsToCsv([application]).split('\r\n');
    expect(header).toBe(
      'id,name,first_name,last_name,mobile_no,user_id,city,localities,has_vehicle,available_days,from_hour,to_hour,' +
        'id_document_type,id_document_number_masked,status,status_label,review_reason,reviewed_at,created_at',
    );
    expect(row).toBe(
      'a-1,Sunil Yadav,Sunil,Yadav,9876501234,u-5,Patna,Boring Road | Kankarbagh,yes,"Mon–Wed, Sat",9,14,' +
        'Aadhaar,XXXX XXXX 1234,REJECTED,Rejected,ID photo unreadable,2026-11-21T05:00:00.000Z,2026-11-20T05:00:00.000Z',
    );
  });});
