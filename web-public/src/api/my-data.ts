/** A person's rights over their data: everything held about them (GET /users/me/data) and erasure (DELETE /users/me). */
import { request } from './client';
import type * as Wire from '../../../adapters/http/contract/wire/privacy';

export type MyData = Wire.MyData;
export type Erasure = Wire.Erasure;

/** The copy is the answer itself (a download, not an envelope). */
export async function fetchMyData(signal?: AbortSignal): Promise<MyData> {
  const { success: _success, data: _data, ...copy } = (await request<undefined>('GET', '/users/me/data', { auth: true, signal })) as unknown as MyData & { success: boolean; data: undefined };
  return copy as MyData;
}

export const eraseMe = () => request<Erasure>('DELETE', '/users/me', { auth: true });
