/**
 * "My requests" (docs/contexts/customer-service.md): the signed-in person's callback requests, home requests and
 * listing reports; a note; a withdrawal. Its own module so that only the profile carries it.
 */
import { request } from './client';
import type * as Wire from '../../../adapters/http/contract/wire/my-requests';

export type MyRequest = Wire.MyRequest;

export const listMyRequests = (signal?: AbortSignal) => request<MyRequest[]>('GET', '/users/me/requests', { auth: true, signal });
export const addRequestNote = (id: string, note: string) => request<MyRequest>('POST', `/users/me/requests/${encodeURIComponent(id)}/notes`, { body: { note }, auth: true });
export const withdrawMyRequest = (id: string) => request<MyRequest>('POST', `/users/me/requests/${encodeURIComponent(id)}/withdraw`, { auth: true });
