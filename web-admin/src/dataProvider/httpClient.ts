/**
 * fetch wrapper for ra-data-simple-rest: adds `Authorization: Bearer <token>` and unwraps
 * envelope answers. Errors stay react-admin HttpErrors built by fetchUtils.fetchJson:
 * `message` is the API's `message` (shown in the notification), `body` the whole envelope
 * (its `errors` map fills form fields), `status` the HTTP status (read by authProvider.checkError).
 */
import { fetchUtils } from 'react-admin';
import { adminToken } from '../session';
import { normalizeResponse } from './envelope';

export interface HttpClientDeps {
  getToken?: () => string | null;
  fetchJson?: typeof fetchUtils.fetchJson;
}

export function createHttpClient({ getToken = () => adminToken(), fetchJson = fetchUtils.fetchJson }: HttpClientDeps = {}) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const response = await fetchJson(url, { ...options, headers });
    return normalizeResponse(response);
  };
}

export const httpClient = createHttpClient();
