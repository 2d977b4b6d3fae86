/**
 * Search alerts (docs/contexts/search-alerts.md): save the listing page's search as an SMS alert, list, stop or
 * resume, delete. Signed in only. Its own module so that only the pages that use it carry it.
 */
import { request } from './client';
import type * as Wire from '../../../adapters/http/contract/wire/search-alerts';

export type SearchAlert = Wire.SearchAlert;

export const createSearchAlert = (body: Wire.SearchAlertBody) => request<SearchAlert>('POST', '/search-alerts', { body, auth: true });
export const listSearchAlerts = (signal?: AbortSignal) => request<SearchAlert[]>('GET', '/search-alerts', { auth: true, signal });
export const changeSearchAlertStatus = (id: string, status: Wire.SearchAlertStatus) =>
  request<SearchAlert>('PATCH', `/search-alerts/${encodeURIComponent(id)}`, { body: { status }, auth: true });
export const deleteSearchAlert = (id: string) => request<null>('DELETE', `/search-alerts/${encodeURIComponent(id)}`, { auth: true });
