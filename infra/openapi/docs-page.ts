/**
 * A readable reference page generated from the OpenAPI document: one self-contained HTML file (no
 * scripts, no CDN), operations grouped by tag (with its description) with method, path, description,
 * permission, parameters, body fields, responses and examples, then the webhook events. The local
 * gateway serves it at `/docs`.
 */
import type { OpenApiDocument } from './document';
import type { JsonSchema } from './json-schema';

const escape = (text: unknown): string =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    let target: unknown = document;
    for (const part of pointer) target = (target as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    current = { ...(target as JsonSchema), ...(current.description ? { description: current.description } : {}) };
  }
  return current;
}

/** A short type label: `integer`, `string | null`, `array of MediaObject`, `enum: a, b`. */
function typeLabel(document: OpenApiDocument, raw: JsonSchema | undefined): string {
  if (!raw) return 'any';
  if (typeof raw.$ref === 'string') return (raw.$ref as string).split('/').pop()!;
  const schema = raw;
  if (schema.not && typeof schema.not === 'object' && Object.keys(schema.not).length === 0) return 'not accepted (read-only)';
  if (Array.isArray(schema.enum)) return `enum: ${(schema.enum as unknown[]).map(String).join(', ')}`;
  if ('const' in schema) return `const ${JSON.stringify(schema.const)}`;
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (members) return members.map((member) => typeLabel(document, member)).join(' | ');
  if (schema.type === 'array') return `array of ${typeLabel(document, schema.items as JsonSchema | undefined)}`;
  if (Array.isArray(schema.type)) return (schema.type as string[]).join(' | ');
  return typeof schema.type === 'string' ? schema.type : 'any';
}

function constraints(schema: JsonSchema): string {
  const parts: string[] = [];
  const pairs: [string, string][] = [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
    ['format', 'format'],
  ];
  for (const [key, label] of pairs) {
    const value = schema[key];
    if (value === undefined || Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER) continue;
    parts.push(`${label} ${value}`);
  }
  return parts.join(', ');
}

/** The document's Markdown, as little as it uses: paragraphs, `- ` lists, `code` and **bold**. */
function markdown(text: unknown): string {
  const inline = (line: string) => escape(line).replace(/`([^`]+)`/g, '<code>$1</code>').replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  return String(text ?? '')
    .split('\n\n')
    .map((block) => {
      const lines = block.split('\n');
      const items = lines.filter((line) => line.startsWith('- '));
      const prose = lines.filter((line) => !line.startsWith('- '));
      return `${prose.length ? `<p>${prose.map(inline).join(' ')}</p>` : ''}${items.length ? `<ul>${items.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>` : ''}`;
    })
    .join('');
}

/** An example as indented JSON, or nothing. */
function example(title: string, media: JsonSchema | undefined): string {
  const value = media && ('example' in media ? media.example : (Object.values((media.examples ?? {}) as Record<string, { value: unknown }>)[0]?.value));
  return value === undefined ? '' : `<details><summary>${escape(title)}</summary><pre>${escape(JSON.stringify(value, null, 2))}</pre></details>`;
}

const jsonOf = (holder: JsonSchema | undefined): JsonSchema | undefined => (holder?.content as Record<string, JsonSchema> | undefined)?.['application/json'];

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

/** Fields of an object schema, nested objects flattened with dotted names (two levels deep). */
function fieldRows(document: OpenApiDocument, schema: JsonSchema | undefined, prefix = '', depth = 0): FieldRow[] {
  const resolved = resolve(document, schema);
  const object = ((resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined)?.map((m) => resolve(document, m)).find((m) => m.properties) ?? resolved;
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  const rows: FieldRow[] = [];
  for (const [name, child] of Object.entries(properties)) {
    const target = resolve(document, child);
    rows.push({
      name: `${prefix}${name}`,
      type: typeLabel(document, child),
      required: required.has(name),
      notes: [target.description, constraints(target)].filter(Boolean).join(' — '),
    });
    if (depth < 1 && target.type === 'object' && target.properties) rows.push(...fieldRows(document, target, `${prefix}${name}.`, depth + 1));
  }
  return rows;
}

function fieldTable(rows: FieldRow[]): string {
  if (rows.length === 0) return '<p class="none">none</p>';
  const body = rows
    .map((row) => `<tr><td><code>${escape(row.name)}</code>${row.required ? ' <span class="req">required</span>' : ''}</td><td>${escape(row.type)}</td><td>${escape(row.notes)}</td></tr>`)
    .join('');
  return `<table><thead><tr><th>name</th><th>type</th><th>notes</th></tr></thead><tbody>${body}</tbody></table>`;
}

function responseRows(document: OpenApiDocument, responses: Record<string, JsonSchema>): string {
  const rows = Object.entries(responses).map(([status, reference]) => {
    const response = resolve(document, reference);
    const schema = (response.content as Record<string, { schema?: JsonSchema }> | undefined)?.['application/json']?.schema;
    const envelope = resolve(document, schema);
    const result = (envelope.properties as Record<string, JsonSchema> | undefined)?.result ?? (envelope.properties as Record<string, JsonSchema> | undefined)?.data;
    const shape = result ? typeLabel(document, result) : '';
    const headers = Object.keys((response.headers as Record<string, unknown> | undefined) ?? {}).join(', ');
    return `<tr><td class="status s${status[0]}">${escape(status)}</td><td>${escape(response.description)}${shape ? `<br><small>result: ${escape(shape)}</small>` : ''}${headers ? `<br><small>headers: ${escape(headers)}</small>` : ''}</td></tr>`;
  });
  return `<table><tbody>${rows.join('')}</tbody></table>`;
}

function operationSection(document: OpenApiDocument, path: string, method: string, operation: JsonSchema): string {
  const parameters = ((operation.parameters as JsonSchema[] | undefined) ?? []).map((reference) => resolve(document, reference)).map((parameter) => ({
    name: `${parameter.name} (${parameter.in})`,
    type: typeLabel(document, parameter.schema as JsonSchema),
    required: parameter.required === true,
    notes: [parameter.description, constraints(resolve(document, parameter.schema as JsonSchema))].filter(Boolean).join(' — '),
  }));
  const body = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.['application/json']?.schema;
  const success = Object.entries(operation.responses as Record<string, JsonSchema>).find(([status]) => status.startsWith('2'))?.[1];
  const security = ((operation.security as Record<string, unknown>[] | undefined) ?? []).map((option) => Object.keys(option).join(' + ')).join(' or ');
  const permission = operation['x-required-permission'];
  const anchor = String(operation.operationId);
  return `<section class="op" id="${escape(anchor)}">
<h3><span class="method m-${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p><strong>${escape(operation.summary)}</strong> — <code>${escape(anchor)}</code>; auth: ${escape(security)}${permission ? `; permission <code>${escape(permission)}</code>` : ''}${operation['x-idempotent'] ? '; accepts Idempotency-Key' : ''}</p>
${markdown(operation.description)}
<h4>Parameters</h4>${fieldTable(parameters)}
${body ? `<h4>Body (application/json)</h4>${fieldTable(fieldRows(document, body))}${example('Example body', jsonOf(operation.requestBody as JsonSchema))}` : ''}
<h4>Responses</h4>${responseRows(document, operation.responses as Record<string, JsonSchema>)}${example('Example answer', jsonOf(success ? resolve(document, success) : undefined))}
</section>`;
}

/** The webhook events: when each is sent, its headers and an example payload. */
function webhookSections(document: OpenApiDocument): string {
  return Object.entries(document.webhooks ?? {})
    .map(([type, methods]) => {
      const operation = methods.post as JsonSchema;
      const headers = ((operation.parameters as JsonSchema[] | undefined) ?? []).map((reference) => resolve(document, reference)).map((parameter) => ({
        name: `${parameter.name} (header)`,
        type: typeLabel(document, parameter.schema as JsonSchema),
        required: parameter.required === true,
        notes: String(parameter.description ?? ''),
      }));
      return `<section class="op" id="webhook-${escape(type)}"><h3><span class="method m-post">POST</span> <code>${escape(type)}</code></h3>
${markdown(operation.description)}<h4>Headers</h4>${fieldTable(headers)}${example('Example payload', jsonOf(operation.requestBody as JsonSchema))}
</section>`;
    })
    .join('\n');
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d1d1f;display:flex}
nav{width:290px;height:100vh;overflow:auto;position:sticky;top:0;background:#f5f5f7;padding:12px;box-sizing:border-box;font-size:13px}
nav a{display:block;color:#1d1d1f;text-decoration:none;padding:1px 0}nav h2{font-size:13px;margin:12px 0 4px}
main{flex:1;padding:16px 28px;max-width:1100px}h1{margin-top:0}
.op{border-top:1px solid #ddd;padding:8px 0}table{border-collapse:collapse;width:100%;margin:4px 0 8px}
td,th{border:1px solid #e3e3e3;padding:3px 6px;text-align:left;vertical-align:top}th{background:#fafafa}
.method{display:inline-block;min-width:58px;text-align:center;color:#fff;border-radius:3px;font-size:12px;padding:1px 4px}
.m-get{background:#2b7de9}.m-post{background:#2f9e44}.m-put{background:#e67700}.m-patch{background:#9c36b5}.m-delete{background:#c92a2a}
.req{color:#c92a2a;font-size:11px}pre{background:#f5f5f7;padding:8px;overflow:auto;font-size:12px}summary{cursor:pointer;color:#555}.status{font-weight:bold;width:48px}.s2{color:#2f9e44}.s4{color:#e67700}.s5{color:#c92a2a}.none{color:#888}`;

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, { path: string; method: string; operation: JsonSchema }[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = ((operation.tags as string[] | undefined) ?? ['other'])[0]!;
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ path, method, operation });
    }
  }
  const info = document.info as { title: string; version: string; description?: string };
  const nav = [...byTag]
    .map(([tag, operations]) => `<h2>${escape(tag)}</h2>${operations.map(({ path, method, operation }) => `<a href="#${escape(operation.operationId)}">${escape(method.toUpperCase())} ${escape(path)}</a>`).join('')}`)
    .join('');
  const tagDescriptions = new Map(((document.tags ?? []) as { name: string; description?: string }[]).map((tag) => [tag.name, tag.description]));
  const sections = [...byTag]
    .map(([tag, operations]) => `<h2>${escape(tag)}</h2>${markdown(tagDescriptions.get(tag))}${operations.map(({ path, method, operation }) => operationSection(document, path, method, operation)).join('\n')}`)
    .join('\n');
  const webhooks = Object.keys(document.webhooks ?? {});
  const webhookNav = webhooks.length ? `<h2>webhook events</h2>${webhooks.map((type) => `<a href="#webhook-${escape(type)}">${escape(type)}</a>`).join('')}` : '';
  const description = (info.description ?? '')
    .split('\n\n')
    .map((paragraph) => `<p>${escape(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(info.title)} ${escape(info.version)}</title><style>${STYLE}</style></head>
<body><nav><strong>${escape(info.title)}</strong><br><a href="/openapi.json">openapi.json</a>${nav}${webhookNav}</nav>
<main><h1>${escape(info.title)} <small>${escape(info.version)}</small></h1>${description}
${sections}
${webhooks.length ? `<h2>webhook events</h2>${markdown(tagDescriptions.get('webhook events'))}${webhookSections(document)}` : ''}</main></body></html>
`;
}
