/**
 * The console routes answer lists filtered by their own fields but not `filter={"id":[...]}`, which
 * ra-data-simple-rest's getMany sends (it would get the first page of the list instead). References
 * (the owner of a listing, ...) are therefore read one by one with getOne, a few at a time; a record
 * that cannot be read is left out, as getMany does for unknown ids.
 */
import type { DataProvider, GetManyParams, GetManyResult, Identifier, RaRecord } from 'react-admin';

export const GET_MANY_CONCURRENCY = 8;

export async function getManyByOne<T extends RaRecord = RaRecord>(
  getOne: (id: Identifier, signal?: AbortSignal) => Promise<{ data: T }>,
  params: Pick<GetManyParams, 'ids' | 'signal'>,
  concurrency = GET_MANY_CONCURRENCY,
): Promise<GetManyResult<T>> {
  const ids = [...new Set(params.ids.filter((id) => id !== null && id !== undefined && id !== ''))];
  const found = new Map<Identifier, T>();
  for (let start = 0; start < ids.length; start += concurrency) {
    const chunk = ids.slice(start, start + concurrency);
    const settled = await Promise.allSettled(chunk.map((id) => getOne(id, params.signal)));
    settled.forEach((result, i) => {
      if (result.status === 'fulfilled' && result.value?.data) found.set(chunk[i], result.value.data);
    });
  }
  return { data: ids.filter((id) => found.has(id)).map((id) => found.get(id)!) };
}

/** The same dataProvider with getMany done by getOne. */
export function withGetManyByOne(base: DataProvider): DataProvider {
  return {
    ...base,
    getMany: (resource, params) => getManyByOne((id, signal) => base.getOne(resource, { id, signal, meta: params.meta }), params),
  };
}
