import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type request from 'supertest';
import type { Response } from 'supertest';
import { apiDocument, API_ROUTES } from '../../adapters/http/api-routes.js';
import { openApiPath, type JsonSchema, type OpenApiDocument } from '../../adapters/http/contract/openapi.js';
import type { RouteSpec } from '../../adapters/http/contract/routes.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const DOCUMENT_ID = 'https://contract.local/openapi.json';

/**
 * The schema with every object closed (`additionalProperties: false` where it says nothing): an answer may not
 * carry a field the document does not name. The document itself stays open to additions (clients should
 * ignore fields they do not know); the suite holds the server to exactly what it documents.
 */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, closed(v)])) : closed(value);
  if (out.type === 'object' && out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

/** The document's component schemas as one ajv schema (`$defs`); an operation's `#/components/schemas/...` refs are pointed into it. */
export function documentValidator(doc: OpenApiDocument = apiDocument()) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, $defs: closed(JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/'))) });
  const cache = new Map<string, ValidateFunction>();
  return {
    /** Compiles (once) a schema taken from the document. */
    compile(key: string, schema: JsonSchema): ValidateFunction {
      let validate = cache.get(key);
      if (!validate) {
        const rebased = closed(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${DOCUMENT_ID}#/$defs/`))) as JsonSchema;
        validate = ajv.compile(rebased);
        cache.set(key, validate);
      }
      return validate;
    },
    errorsText: (validate: ValidateFunction) => ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'body' }),
  };
}

/** The catalogue route a request went to, matched like the router does (case-insensitive, optional trailing slash, first wins). */
export function routeFor(method: string, path: string, routes: readonly RouteSpec[] = API_ROUTES): RouteSpec | undefined {
  return routes.find((route) => {
    if (route.method !== method.toUpperCase()) return false;
    const param = route.mountedBy === 'middleware' ? '(.+)' : '([^/]+)';
    const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, param);
    return new RegExp(`^${pattern}/?$`, 'i').test(path);
  });
}

/** Whether an answer carries a body (supertest parses JSON and text; anything else arrives as a Buffer or not at all). */
function hasBody(res: Response): boolean {
  if (Number(res.headers['content-length'] ?? 0) > 0) return true;
  if ((res.text ?? '').length > 0) return true;
  return Buffer.isBuffer(res.body) && res.body.length > 0;
}

/**
 * What is wrong with a simple-rest list's `Content-Range: <resource> <start>-<end>/<total>` (null when right):
 * the resource is the route's last path segment, and the range covers exactly the rows in the body (an empty
 * page is `<start>-<start>`) and no more than the total.
 */
export function contentRangeProblem(routePath: string, res: Pick<Response, 'headers' | 'body'>): string | null {
  const header = res.headers['content-range'] as string | undefined;
  const resource = routePath.split('/').pop()!;
  if (header === undefined) return `no Content-Range header, but the document declares \`${resource} <start>-<end>/<total>\``;
  const escaped = resource.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${escaped} (\\d+)-(\\d+)/(\\d+)$`).exec(header);
  if (!match) return `Content-Range "${header}" is not \`${resource} <start>-<end>/<total>\``;
  const [start, end, total] = match.slice(1).map(Number) as [number, number, number];
  const rows = Array.isArray(res.body) ? res.body.length : NaN;
  const expectedEnd = rows === 0 ? start : start + rows - 1;
  if (end !== expectedEnd) return `Content-Range "${header}" does not cover the ${rows} row(s) in the body (expected ${start}-${expectedEnd})`;
  if (total < rows) return `Content-Range "${header}": total ${total} is below the ${rows} row(s) in the body`;
  return null;
}

/**
 * Checks every answer the HTTP suite receives against the OpenAPI document: the schema of that route, method
 * and status (a status the document does not list for the route is a mismatch too; so is a body where the
 * document declares none, and a simple-rest list's Content-Range that is missing or wrong); a JSON answer under
 * /api that no route gave (404, 405, the console guard's 401/403) must be the error envelope.
 */
export function contractRecorder(doc: OpenApiDocument = apiDocument()) {
  const validator = documentValidator(doc);
  const mismatches: string[] = [];
  const seen = new Set<string>();

  const check = (method: string, url: string, res: Response) => {
    if (method === 'HEAD' || method === 'OPTIONS') return;
    const path = new URL(url, 'http://localhost').pathname;
    const contentType = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
    const isJson = contentType === 'application/json';
    const route = routeFor(method, path);
    const where = `${method} ${path} -> ${res.status}`;
    if (!route) {
      if (!path.startsWith('/api/') || !isJson) return;
      if (res.status < 400) {
        mismatches.push(`${where}: answered ${res.status} but no operation in the document matches`);
        return;
      }
      const validate = validator.compile('error-envelope', { $ref: '#/components/schemas/ErrorEnvelope' });
      if (!validate(res.body)) mismatches.push(`${where} (no operation): not the error envelope: ${validator.errorsText(validate)}`);
      return;
    }
    const docPath = openApiPath(route.path);
    const operation = doc.paths[docPath]?.[route.method.toLowerCase()];
    if (!operation) {
      mismatches.push(`${where}: ${route.method} ${docPath} missing from the document`);
      return;
    }
    seen.add(`${route.method} ${route.path} ${res.status}`);
    const answer = operation.responses[String(res.status)];
    if (!answer) {
      mismatches.push(`${where}: status ${res.status} is not documented for ${route.method} ${docPath} (documented: ${Object.keys(operation.responses).join(', ')})`);
      return;
    }
    const spec = route.ok.find((ok) => ok.status === res.status);
    if (spec?.contentRange) {
      const problem = contentRangeProblem(route.path, res);
      if (problem) mismatches.push(`${where}: ${problem}`);
    }
    const content = answer.content ?? {};
    const declared = Object.keys(content);
    if (declared.length === 0) {
      if (hasBody(res)) mismatches.push(`${where}: the document declares no body, but the answer has one (${contentType || 'no content type'})`);
      return;
    }
    if (!declared.includes(contentType)) {
      mismatches.push(`${where}: content type ${contentType || '(none)'} but the document says ${declared.join(', ')}`);
      return;
    }
    if (!isJson) return;
    const validate = validator.compile(`${route.method} ${docPath} ${res.status}`, content[contentType]!.schema);
    if (!validate(res.body)) mismatches.push(`${where}: ${validator.errorsText(validate)}\n    body: ${JSON.stringify(res.body).slice(0, 400)}`);
  };

  type Agent = ReturnType<typeof request>;
  return {
    /** The supertest agent, every answer of which is checked. */
    wrap(agent: Agent): Agent {
      const wrapped = {} as Record<string, unknown>;
      for (const [name, make] of Object.entries(agent as unknown as Record<string, (url: string) => request.Test>)) {
        wrapped[name] = (url: string) => {
          const test = make(url);
          const end = test.end.bind(test);
          test.end = (fn?: (err: unknown, res: Response) => void) =>
            end((err: unknown, res: Response) => {
              try {
                if (res) check(test.method ?? name.toUpperCase(), test.url, res);
              } catch (error) {
                mismatches.push(`${test.method} ${test.url}: the check failed: ${String(error)}`);
              }
              fn?.(err, res);
            });
          return test;
        };
      }
      return wrapped as unknown as Agent;
    },
    /** The mismatches found since the last call (and forgets them). */
    take(): string[] {
      return mismatches.splice(0);
    },
    /** Route + method + status combinations answered so far. */
    covered(): ReadonlySet<string> {
      return seen;
    },
  };
}
