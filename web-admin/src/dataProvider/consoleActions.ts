/**
 * The console routes that are not simple-rest CRUD (docs/contexts/rides.md, Console):
 * a move on one record, `POST /admin/{resource}/{id}/{action}` (block / unblock a person, assign or cancel a
 * ride, approve or reject a rider application), and a read below one record, `GET /admin/{resource}/{id}/{part}`
 * (the riders free for a ride). Added to the dataProvider as two custom methods, so react-admin's wrapper
 * (useDataProvider) still logs out on a 401.
 */
import type { DataProvider, Identifier } from 'react-admin';
import { resolveResource } from './consoleResources';

/** The httpClient of the dataProvider (bearer token, envelope unwrapped, HttpError on failure). */
export type JsonClient = (url: string, options?: { method?: string; body?: string }) => Promise<{ json: any }>;

export interface RecordActionParams {
  id: Identifier;
  /** Last path segment: `status`, `assign`, `cancel`, `approve`, `reject`. */
  action: string;
  /** JSON body. */
  data?: Record<string, unknown>;
}

export interface RecordPartParams {
  id: Identifier;
  /** Last path segment, e.g. `free-riders`. */
  part: string;
}

export interface ConsoleActions {
  /** POST /admin/{resource}/{id}/{action} with `data` as body; resolves with the answer (usually the record). */
  recordAction<T = any>(resource: string, params: RecordActionParams): Promise<{ data: T }>;
  /** GET /admin/{resource}/{id}/{part}. */
  recordPart<T = any>(resource: string, params: RecordPartParams): Promise<{ data: T }>;
}

export type ConsoleDataProvider = DataProvider & ConsoleActions;

const segment = (value: Identifier | string) => encodeURIComponent(String(value));

/** URL of a record's sub-path under the console API, resource names mapped as for CRUD. */
export function recordUrl(apiUrl: string, resource: string, id: Identifier, tail: string): string {
  return `${apiUrl}/${resolveResource(resource).apiResource}/${segment(id)}/${segment(tail)}`;
}

export function withConsoleActions(base: DataProvider, apiUrl: string, client: JsonClient): ConsoleDataProvider {
  return {
    ...base,
    async recordAction(resource, { id, action, data }) {
      const { json } = await client(recordUrl(apiUrl, resource, id, action), { method: 'POST', body: JSON.stringify(data ?? {}) });
      return { data: json };
    },
    async recordPart(resource, { id, part }) {
      const { json } = await client(recordUrl(apiUrl, resource, id, part));
      return { data: json };
    },
  };
}
