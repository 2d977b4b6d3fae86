import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { recordUrl, withConsoleActions, type JsonClient } from './consoleActions';

const recordingClient = (json: unknown) => {
  const calls: Array<{ url: string; method?: string; body?: unknown }> = [];
  const client: JsonClient = async (url, options = {}) => {
    calls.push({ url, method: options.method, body: options.body === undefined ? undefined : JSON.parse(options.body) });
    return { json };
  };
  return { calls, client };
};

describe('recordUrl', () => {
  it('joins the API resource, the encoded id and the tail', () => {
    expect(recordUrl('/api/v1/admin', 'rides', 'r-1', 'assign')).toBe('/api/v1/admin/rides/r-1/assign');
    expect(recordUrl('/api/v1/admin', 'rider', 'a/b', 'status')).toBe('/api/v1/admin/rider/a%2Fb/status');
    expect(recordUrl('/api/v1/admin', 'query', 7, 'x')).toBe('/api/v1/admin/queries/7/x');
  });
});

describe('withConsoleActions', () => {
  it('POSTs a move with its JSON body and answers the record', async () => {
    const { calls, client } = recordingClient({ id: 'u-1', status: 'BLOCKED' });
    const provider = withConsoleActions({} as DataProvider, '/api/v1/admin', client);
    const result = await provider.recordAction('tenants', { id: 'u-1', action: 'status', data: { status: 'BLOCKED', reason: 'Fake listings' } });
    expect(calls).toEqual([{ url: '/api/v1/admin/tenants/u-1/status', method: 'POST', body: { status: 'BLOCKED', reason: 'Fake listings' } }]);
    expect(result).toEqual({ data: { id: 'u-1', status: 'BLOCKED' } });
  });

  it('sends an empty object when a move has no body', async () => {
    const { calls, client } = recordingClient({});
    await withConsoleActions({} as DataProvider, '/api', client).recordAction('rider-applications', { id: 'a-1', action: 'approve' });
    expect(calls[0]).toEqual({ url: '/api/rider-applications/a-1/approve', method: 'POST', body: {} });
  });

  it('GETs a part of a record', async () => {
    const { calls, client } = recordingClient([{ id: 'r-9', free: true }]);
    const result = await withConsoleActions({} as DataProvider, '/api/v1/admin', client).recordPart('rides', { id: 'ride-1', part: 'free-riders' });
    expect(calls).toEqual([{ url: '/api/v1/admin/rides/ride-1/free-riders', method: undefined, body: undefined }]);
    expect(result.data).toEqual([{ id: 'r-9', free: true }]);
  });

  it('keeps the CRUD methods of the base provider', () => {
    const getList = async () => ({ data: [], total: 0 });
    const provider = withConsoleActions({ getList } as unknown as DataProvider, '/api', recordingClient({}).client);
    expect(provider.getList).toBe(getList);
  });
});
