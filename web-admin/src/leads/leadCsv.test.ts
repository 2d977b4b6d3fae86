import { describe, expect, it } from 'vitest';
import { csvCell, leadsToCsv } from './leadCsv';
import type { Lead } from './types';

const lead: Lead = {
  id: '12',
  first_name: 'Ravi',
  last_name: 'Kumar',
  mobile_no: '9876543210',
  email: null,
  description: 'Needs a 2BHK, near "Boring Road"\nbudget 12k',
  type: 'PROPERTY',
  property_id: 'p-77',
  status: 'FOLLOW_UP',
  next_statuses: ['CONTACTED', 'CONVERTED', 'CLOSED'],
  created_at: '2025-01-05T10:00:00.000Z',
  updated_at: '2025-01-06T10:00:00.000Z',
  status_changed_at: null,
  visit_id: null,
  priority: 0,
};

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
  });
  it('writes nothing for null and undefined, numbers as they are', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('leadsToCsv', () => {
  it('flattens a lead with its property', () => {
    const [header, row] = leadsToCsv([lead], true).split('\r\n');
    expect(header).toBe(
      'id,name,first_name,last_name,mobile_no,email,type,property_id,description,status,status_label,created_at,updated_at,status_changed_at',
    );
    // The line break inside the quoted description stays a bare \n, so \r\n only separates records.
    expect(row).toBe(
      '12,Ravi Kumar,Ravi,Kumar,9876543210,,PROPERTY,p-77,"Needs a 2BHK, near ""Boring Road""\nbudget 12k",' +
        'FOLLOW_UP,Follow up,2025-01-05T10:00:00.000Z,2025-01-06T10:00:00.000Z,',
    );
  });
  it('leaves property_id out for queries', () => {
    const csv = leadsToCsv([{ ...lead, type: 'TENANT', property_id: null, description: 'call me' }], false);
    expect(csv.split('\r\n')[0]).not.toContain('property_id');
    expect(csv.split('\r\n')[1]).toBe(
      '12,Ravi Kumar,Ravi,Kumar,9876543210,,TENANT,call me,FOLLOW_UP,Follow up,2025-01-05T10:00:00.000Z,2025-01-06T10:00:00.000Z,',
    );
  });
  it('writes only the header for no records', () => {
    expect(leadsToCsv([], true).split('\r\n')).toHaveLength(1);
  });
});
