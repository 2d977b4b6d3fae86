import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '../contract/openapi.js';

/** Replaced per answer by the response's CSP nonce (the page's one <style> carries it; there is no script). */
export const PAGE_NONCE = '__DOCS_NONCE__';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `#/components/schemas/Lead` → a link to the schema's section. */
const refName = (ref: string) => ref.replace('#/components/schemas/', '');
const schemaAnchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** A schema as indented JSON, every `$ref` a link to its component. */
function schemaHtml(schema: JsonSchema): string {
  const text = escape(JSON.stringify(schema, null, 2));
  return `<pre>${text.replace(/&quot;\$ref&quot;: &quot;#\/components\/schemas\/([^&]+)&quot;/g, (_m, name: string) => `&quot;$ref&quot;: <a href="#${schemaAnchor(name)}">${name}</a>`)}</pre>`;
}

/** A short name for a schema: the component it refers to, or its type. */
function schemaLabel(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#${schemaAnchor(name)}">${escape(name)}</a>`;
  }
  return '';
}

const accessText = (op: OpenApiOperation) =>
  op['x-access'] === 'public' ? 'public' : op['x-access'] === 'signed-in' ? 'signed in' : op['x-access'] === 'sign-up' ? 'sign-up token' : `roles: ${(op['x-roles'] ?? []).join(', ')}`;

export const operationAnchor = (op: OpenApiOperation) => `op-${op.operationId}`;

function operationHtml(method: string, path: string, op: OpenApiOperation): string {
  const params = (op.parameters ?? [])
    .map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'required' : 'optional'}</td><td>${escape(p.description ?? '')} ${schemaLabel(p.schema)}</td></tr>`)
    .join('');
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([type, { schema }]) => `<h4>Body <code>${escape(type)}</code>${op.requestBody!.required ? '' : ' (optional)'}</h4>${schemaHtml(schema)}`)
        .join('')
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const contents = Object.entries(r.content ?? {});
      const headers = Object.keys(r.headers ?? {}).map((h) => ` <code>${escape(h)}</code>`).join('');
      const detail = contents.map(([type, { schema }]) => `<details><summary><code>${escape(type)}</code> ${schemaLabel(schema)}</summary>${schemaHtml(schema)}</details>`).join('');
      return `<tr><td class="status s${status[0]}">${status}</td><td>${escape(r.description)}${headers ? ` — headers:${headers}` : ''}${detail}</td></tr>`;
    })
    .join('');
  return `<section class="op" id="${operationAnchor(op)}">
<h3><span class="method m-${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary)}</p>${op.description ? `<p>${escape(op.description)}</p>` : ''}
<p class="meta">Access: <strong>${escape(accessText(op))}</strong> · dialect: ${escape(op['x-dialect'])}${op['x-only-when'] ? ` · only when ${escape(op['x-only-when'])}` : ''} · <code>${escape(op.operationId)}</code></p>
${params ? `<h4>Parameters</h4><table>${params}</table>` : ''}${body}
<h4>Responses</h4><table>${responses}</table>
</section>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2330;background:#fafbfc}
header{background:#1d2330;color:#fff;padding:1rem 2rem}header p{margin:.25rem 0;color:#cfd6e4}
main{display:grid;grid-template-columns:minmax(14rem,20rem) 1fr;gap:2rem;padding:1rem 2rem}
nav{position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto;font-size:13px}
nav ul{list-style:none;padding-left:.5rem;margin:.25rem 0 1rem}nav a{text-decoration:none;color:#1d4ed8}
.op{background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.m-get{background:#2563eb}.m-post{background:#16a34a}.m-put{background:#b45309}.m-patch{background:#7c3aed}.m-delete{background:#dc2626}
.meta{color:#5b6475;font-size:13px}table{border-collapse:collapse;width:100%}td{border-top:1px solid #eef1f5;padding:4px 8px;vertical-align:top}
.status{font-weight:600;width:4rem}.s2{color:#16a34a}.s4{color:#b45309}.s5{color:#dc2626}
pre{background:#f3f5f8;padding:.5rem;overflow:auto;font-size:12px;max-height:30rem}code{font-size:13px}
`;

/** The document as one readable page: sections by tag, every operation, every component schema. No script. */
export function renderOpenApiPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, Array<[string, string, OpenApiOperation]>>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      for (const tag of op.tags) {
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag)!.push([method, path, op]);
      }
    }
  }
  const tags = doc.tags.map((t) => t.name).filter((name) => byTag.has(name));
  const nav = tags
    .map((tag) => `<strong>${escape(tag)}</strong><ul>${byTag.get(tag)!.map(([m, p, op]) => `<li><a href="#${operationAnchor(op)}">${m.toUpperCase()} ${escape(p)}</a></li>`).join('')}</ul>`)
    .join('');
  const sections = tags
    .map((tag) => {
      const description = doc.tags.find((t) => t.name === tag)?.description;
      return `<h2 id="tag-${schemaAnchor(tag)}">${escape(tag)}</h2>${description ? `<p>${escape(description)}</p>` : ''}${byTag.get(tag)!.map(([m, p, op]) => operationHtml(m, p, op)).join('\n')}`;
    })
    .join('\n');
  const schemas = Object.entries(doc.components.schemas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => `<section class="op" id="${schemaAnchor(name)}"><h3>${escape(name)}</h3>${schemaHtml(schema)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} — OpenAPI ${escape(doc.openapi)}</title>
<style nonce="${PAGE_NONCE}">${STYLE}</style></head>
<body><header><h1>${escape(doc.info.title)} <small>v${escape(doc.info.version)}</small></h1><p>${escape(doc.info.description)}</p>
<p>The machine-readable document: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI ${escape(doc.openapi)}). Authenticated calls send <code>Authorization: Bearer &lt;token&gt;</code>.</p></header>
<main><nav>${nav}<strong><a href="#schemas">Schemas</a></strong></nav>
<div>${sections}
<h2 id="schemas">Schemas</h2>
${schemas}</div></main></body></html>
`;
}
