/**
 * docs/api.md: the console dialect answers plain JSON (array + Content-Range, or an object).
 * Should a console route answer the generic envelope `{ success, message, data, meta }` instead,
 * these helpers unwrap it so react-admin still gets what it expects.
 */

export interface EnvelopeLike {
  success: boolean;
  data: unknown;
  meta?: { total?: unknown; page?: unknown; limit?: unknown };
}

export function isEnvelope(json: unknown): json is EnvelopeLike {
  return (
    json != null &&
    typeof json === 'object' &&
    !Array.isArray(json) &&
    typeof (json as { success?: unknown }).success === 'boolean' &&
    'data' in (json as object)
  );
}

/** A `Content-Range` value built from envelope paging meta, for a list answer that lacks the header. */
export function contentRangeFromMeta(json: unknown, unit = 'items'): string | null {
  if (!isEnvelope(json) || !Array.isArray(json.data)) return null;
  const total = Number(json.meta?.total);
  if (!Number.isFinite(total) || total < 0) return null;
  const limit = Number(json.meta?.limit);
  const page = Number(json.meta?.page);
  const start = Number.isFinite(limit) && Number.isFinite(page) && page >= 1 ? (page - 1) * limit : 0;
  const end = json.data.length ? start + json.data.length - 1 : start;
  return `${unit} ${start}-${end}/${total}`;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: string;
  json: any;
}

/** Unwraps an envelope answer (and supplies Content-Range from its meta when missing). */
export function normalizeResponse<T extends JsonResponse>(response: T): T {
  if (!isEnvelope(response.json)) return response;
  let headers = response.headers;
  if (!headers.has('Content-Range')) {
    const range = contentRangeFromMeta(response.json);
    if (range) {
      headers = new Headers(headers);
      headers.set('Content-Range', range);
    }
  }
  return { ...response, headers, json: response.json.data };
}
