import { describe, expect, it } from 'vitest';
import { acceptPhotos, emptyReport, reportErrorsFromServer, toReportBody, validateReport, type ReportValues } from './report-form';

const jpeg = (size = 1000) => ({ type: 'image/jpeg', size });
const report = (changes: Partial<ReportValues> = {}): ReportValues => ({ ...emptyReport(), ...changes });

describe('validateReport', () => {
  it('asks whether the home matched its listing', () => {
    expect(validateReport(report(), [])).toEqual({ matched: 'Say whether the home matched its listing.' });
  });

  it('passes a matching home without any text or photos', () => {
    expect(validateReport(report({ matched: 'yes' }), [])).toEqual({});
  });

  it('needs what differed when the home did not match', () => {
    expect(validateReport(report({ matched: 'no' }), [])).toEqual({ differences: 'Describe what differed from the listing.' });
    expect(validateReport(report({ matched: 'no', differences: '   ' }), [])).toEqual({ differences: 'Describe what differed from the listing.' });
    expect(validateReport(report({ matched: 'no', differences: 'Only 1 bathroom, not 2' }), [])).toEqual({});
  });

  it('does not ask for differences when it matched (what was typed is left out of the body)', () => {
    expect(validateReport(report({ matched: 'yes', differences: 'typed before switching' }), [])).toEqual({});
    expect(toReportBody(report({ matched: 'yes', differences: 'typed before switching' }))).toEqual({ matched: true });
  });

  it('keeps text to 1000 characters, counted as the server counts (spaces collapsed)', () => {
    expect(validateReport(report({ matched: 'yes', notes: 'a'.repeat(1001) }), [])).toEqual({ notes: 'At most 1000 characters.' });
    expect(validateReport(report({ matched: 'yes', notes: `${'a '.repeat(500)}`.replace(/ /g, '   ') }), [])).toEqual({});
    expect(validateReport(report({ matched: 'no', differences: 'b'.repeat(1001) }), [])).toEqual({ differences: 'At most 1000 characters.' });
  });

  it('checks photos as listing photos: JPEG / PNG / WebP, at most 10 MB, at most 10', () => {
    expect(validateReport(report({ matched: 'yes' }), [jpeg(), { type: 'image/png', size: 5 }, { type: 'image/webp', size: 5 }])).toEqual({});
    expect(validateReport(report({ matched: 'yes' }), [{ type: 'image/gif', size: 10 }])).toEqual({ photos: 'Only JPEG, PNG or WebP images are allowed.' });
    expect(validateReport(report({ matched: 'yes' }), [jpeg(10 * 1024 * 1024 + 1)])).toEqual({ photos: 'Each photo must be at most 10 MB.' });
    expect(validateReport(report({ matched: 'yes' }), Array.from({ length: 11 }, () => jpeg()))).toEqual({ photos: 'A report can have at most 10 photos.' });
    expect(validateReport(report({ matched: 'yes' }), Array.from({ length: 10 }, () => jpeg()))).toEqual({});
  });
});

describe('acceptPhotos', () => {
  it('keeps the good files and names the first problem with the others', () => {
    const good = jpeg();
    const gif = { type: 'image/gif', size: 10 };
    expect(acceptPhotos([good, gif], 0)).toEqual({ accepted: [good], problem: 'Only JPEG, PNG or WebP images are allowed.' });
  });

  it('stops at 10 photos in all', () => {
    const chosen = Array.from({ length: 4 }, () => jpeg());
    const { accepted, problem } = acceptPhotos(chosen, 8);
    expect(accepted).toHaveLength(2);
    expect(problem).toBe('A report can have at most 10 photos.');
  });
});

describe('toReportBody', () => {
  it('sends differences only when it did not match, and no empty text', () => {
    expect(toReportBody(report({ matched: 'no', differences: ' Smaller kitchen ', notes: '' }))).toEqual({ matched: false, differences: 'Smaller kitchen' });
    expect(toReportBody(report({ matched: 'yes', notes: ' Owner was there ' }))).toEqual({ matched: true, notes: 'Owner was there' });
  });
});

describe('reportErrorsFromServer', () => {
  it("keeps the server's errors on the report's fields only", () => {
    expect(reportErrorsFromServer({ differences: 'Describe what differed from the listing.', action: 'x' })).toEqual({
      differences: 'Describe what differed from the listing.',
    });
    expect(reportErrorsFromServer(undefined)).toEqual({});
  });
});
