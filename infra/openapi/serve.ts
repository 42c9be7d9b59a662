/**
 * The reference the local gateway serves beside the API: `GET /openapi.json` (the document) and
 * `GET /docs` (the HTML page). Built from the running code on first request, then kept.
 */
import { buildOpenApiDocument, serializeDocument } from './document';
import { renderDocsPage } from './docs-page';

export interface ReferenceAnswer {
  headers: Record<string, string>;
  body: string;
}

let built: Promise<{ json: string; html: string }> | undefined;

function reference(): Promise<{ json: string; html: string }> {
  built ??= buildOpenApiDocument({ onLoadError: 'skip' }).then(({ document }) => ({ json: serializeDocument(document), html: renderDocsPage(document) }));
  built.catch(() => {
    built = undefined;
  });
  return built;
}

/** The answer for `path`, or undefined when the path is not one of the reference pages. */
export async function referenceAnswer(method: string, path: string): Promise<ReferenceAnswer | undefined> {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (trimmed === '/openapi.json') return { headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: (await reference()).json };
  if (trimmed === '/docs') return { headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: (await reference()).html };
  return undefined;
}
