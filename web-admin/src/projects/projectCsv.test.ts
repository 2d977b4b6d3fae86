import { describe, expect, it } from 'vitest';
import { projectsToCsv } from './projectCsv';
import type { Project } from './types';

const project: Project = {
  id: '0190-p1',
  name: 'Ganga Heights',
  builder: 'Bihar Homes, Pvt Ltd',
  city: 'patna',
  locality: 'Bailey Road',
  description: null,
  min_price: 4500000,
  max_price: 12000000,
  unit_types: ['2 BHK', '3 BHK'],
  possession_date: '2026-12-31',
  rera_number: 'BRERAP00123-1/456/R-789/2023',
  image_urls: ['https://x.in/a.jpg', 'https://x.in/b.jpg'],
  status: 'UNDER_CONSTRUCTION',
  created_at: '2025-01-05T10:00:00.000Z',
  updated_at: '2025-01-06T10:00:00.000Z',
};

describe('projectsToCsv', () => {
  it('writes one flat row per project, lists joined, labels added', () => {
    const [header, row] = projectsToCsv([project]).split('\r\n');
    expect(header).toBe(
      'id,name,builder,city,locality,min_price,max_price,unit_types,possession_date,rera_number,status,status_label,description,image_urls,created_at,updated_at',
    );
    expect(row).toBe(
      '0190-p1,Ganga Heights,"Bihar Homes, Pvt Ltd",Patna,Bailey Road,4500000,12000000,2 BHK | 3 BHK,2026-12-31,BRERAP00123-1/456/R-789/2023,' +
        'UNDER_CONSTRUCTION,Under construction,,https://x.in/a.jpg | https://x.in/b.jpg,2025-01-05T10:00:00.000Z,2025-01-06T10:00:00.000Z',
    );
  });
  it('writes only the header for no records', () => {
    expect(projectsToCsv([]).split('\r\n')).toHaveLength(1);
  });
});
