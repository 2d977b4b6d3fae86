import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { apiFilter, resolveResource, withConsoleResources } from './consoleResources';

describe('resolveResource', () => {
  it('maps the console names to the API resources', () => {
    expect(resolveResource('leads')).toEqual({ apiResource: 'leads' });
    expect(resolveResource('query')).toEqual({ apiResource: 'queries' });
    expect(resolveResource('posting-owner')).toEqual({ apiResource: 'users', fixedFilter: { role: ['OWNER', 'TENANT'] } });
  });
  it('sends the people, ride and rider-application resources to API resources of the same name', () => {
    for (const name of ['tenants', 'owner', 'rider', 'rides', 'rider-applications']) expect(resolveResource(name)).toEqual({ apiResource: name });
  });
  it('passes unknown names through, including Object prototype names', () => {
    expect(resolveResource('rides')).toEqual({ apiResource: 'rides' });
    expect(resolveResource('toString')).toEqual({ apiResource: 'toString' });
  });
});

describe('apiFilter', () => {
  it('adds the fixed roles, which win over a role the user typed', () => {
    expect(apiFilter('posting-owner', { q: 'ravi', role: 'ADMIN' })).toEqual({ q: 'ravi', role: ['OWNER', 'TENANT'] });
    expect(apiFilter('owner', { q: 'ravi', status: 'BLOCKED' })).toEqual({ q: 'ravi', status: 'BLOCKED' });
  });
  it('keeps lead filters as they are', () => {
    expect(apiFilter('leads', { q: '98765', type: 'TENANT', status: 'NEW' })).toEqual({ q: '98765', type: 'TENANT', status: 'NEW' });
    expect(apiFilter('query', undefined)).toEqual({});
  });
});

describe('withConsoleResources', () => {
  const recorder = () => {
    const calls: Array<[string, string, unknown]> = [];
    const handler = (method: string) => (resource: string, params: unknown) => {
      calls.push([method, resource, params]);
      return Promise.resolve({ data: [], total: 0 });
    };
    const base = {
      getList: handler('getList'),
      getOne: handler('getOne'),
      getMany: handler('getMany'),
      getManyReference: handler('getManyReference'),
      update: handler('update'),
      updateMany: handler('updateMany'),
      create: handler('create'),
      delete: handler('delete'),
      deleteMany: handler('deleteMany'),
    } as unknown as DataProvider;
    return { calls, provider: withConsoleResources(base) };
  };

  it('lists the owners one may post for as users with role OWNER or TENANT, keeping paging and sort', async () => {
    const { calls, provider } = recorder();
    const params = { pagination: { page: 2, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' as const }, filter: { q: 'a' } };
    await provider.getList('posting-owner', params);
    expect(calls).toEqual([['getList', 'users', { ...params, filter: { q: 'a', role: ['OWNER', 'TENANT'] } }]]);
  });

  it('lists tenants from the tenants resource with the filter as typed', async () => {
    const { calls, provider } = recorder();
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' as const }, filter: { status: 'BLOCKED', city: 'patna' } };
    await provider.getList('tenants', params);
    expect(calls).toEqual([['getList', 'tenants', params]]);
  });

  it('updates a query through the queries resource', async () => {
    const { calls, provider } = recorder();
    const params = { id: 7, data: { status: 'CONTACTED' }, previousData: { id: 7, status: 'NEW' } };
    await provider.update('query', params);
    expect(calls).toEqual([['update', 'queries', params]]);
  });

  it('reads one rider from the rider resource', async () => {
    const { calls, provider } = recorder();
    await provider.getOne('rider', { id: 'u-3' });
    expect(calls).toEqual([['getOne', 'rider', { id: 'u-3' }]]);
  });
});
