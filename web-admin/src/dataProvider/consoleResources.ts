/**
 * Console resource names (the URLs a person sees: /admin/query, ...) are not always the API's
 * (docs/api.md "Console dialect"). This maps one to the other and adds the fixed filter a console
 * resource stands for (posting-owner = users holding OWNER or TENANT). `tenants`, `owner`, `rider`,
 * `rides` and `rider-applications` have API resources of the same name and pass through.
 */
import type { DataProvider } from 'react-admin';

export interface ResourceMapping {
  /** Resource name under /api/v1/admin. */
  apiResource: string;
  /** Filter always sent for this console resource; wins over the user's filter. */
  fixedFilter?: Record<string, unknown>;
}

export const CONSOLE_RESOURCES: Readonly<Record<string, ResourceMapping>> = {
  leads: { apiResource: 'leads' },
  query: { apiResource: 'queries' },
  /** Whom an admin may post a listing for: owners, and tenants (posting makes them owners too). */
  'posting-owner': { apiResource: 'users', fixedFilter: { role: ['OWNER', 'TENANT'] } },
};

/** Mapping of a console resource; unknown names go to the API unchanged. */
export function resolveResource(resource: string): ResourceMapping {
  return Object.prototype.hasOwnProperty.call(CONSOLE_RESOURCES, resource)
    ? CONSOLE_RESOURCES[resource]
    : { apiResource: resource };
}

/** The filter to send for a list of `resource`: the user's filter plus the fixed one. */
export function apiFilter(resource: string, filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const { fixedFilter } = resolveResource(resource);
  return { ...(filter ?? {}), ...(fixedFilter ?? {}) };
}

/** Wraps a dataProvider that speaks API resource names so it accepts console resource names. */
export function withConsoleResources(base: DataProvider): DataProvider {
  const api = (resource: string) => resolveResource(resource).apiResource;
  return {
    ...base,
    getList: (resource, params) => base.getList(api(resource), { ...params, filter: apiFilter(resource, params.filter) }),
    getOne: (resource, params) => base.getOne(api(resource), params),
    getMany: (resource, params) => base.getMany(api(resource), params),
    getManyReference: (resource, params) =>
      base.getManyReference(api(resource), { ...params, filter: apiFilter(resource, params.filter) }),
    update: (resource, params) => base.update(api(resource), params),
    updateMany: (resource, params) => base.updateMany(api(resource), params),
    create: (resource, params) => base.create(api(resource), params),
    delete: (resource, params) => base.delete(api(resource), params),
    deleteMany: (resource, params) => base.deleteMany(api(resource), params),
  };
}
