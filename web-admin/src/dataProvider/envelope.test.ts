import { describe, expect, it } from 'vitest';
import { contentRangeFromMeta, isEnvelope, normalizeResponse } from './envelope';

const response = (json: unknown, headers: Record<string, string> = {}) => ({
  status: 200,
  headers: new Headers(headers),
  body: JSON.stringify(json),
  json,
});

describe('isEnvelope', () => {
  it('recognises the API envelope only', () => {
    expect(isEnvelope({ success: true, data: [] })).toBe(true);
    expect(isEnvelope([{ id: 1 }])).toBe(false);
    expect(isEnvelope({ id: 1, status: 'NEW' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});

describe('contentRangeFromMeta', () => {
  it('builds the range of the page from meta', () => {
    const json = { success: true, data: [{ id: 11 }, { id: 12 }], meta: { page: 2, limit: 10, total: 12, total_pages: 2 } };
    expect(contentRangeFromMeta(json)).toBe('items 10-11/12');
  });
  it('returns null without a total', () => {
    expect(contentRangeFromMeta({ success: true, data: [] })).toBeNull();
  });
});

describe('normalizeResponse', () => {
  it('leaves plain console answers alone', () => {
    const plain = response([{ id: 1 }], { 'Content-Range': 'leads 0-0/1' });
    expect(normalizeResponse(plain)).toBe(plain);
  });
  it('unwraps an envelope object', () => {
    const out = normalizeResponse(response({ success: true, message: 'Status updated', data: { id: 3, status: 'CONTACTED' } }));
    expect(out.json).toEqual({ id: 3, status: 'CONTACTED' });
  });
  it('unwraps an envelope list and supplies Content-Range', () => {
    const out = normalizeResponse(response({ success: true, data: [{ id: 1 }], meta: { page: 1, limit: 10, total: 57 } }));
    expect(out.json).toEqual([{ id: 1 }]);
    expect(out.headers.get('Content-Range')).toBe('items 0-0/57');
  });
  it('keeps a Content-Range the server sent', () => {
    const out = normalizeResponse(
      response({ success: true, data: [{ id: 1 }], meta: { total: 99 } }, { 'Content-Range': 'leads 0-0/57' }),
    );
    expect(out.headers.get('Content-Range')).toBe('leads 0-0/57');
  });
});
