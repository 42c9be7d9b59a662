/** Reading an API Gateway REST proxy event: query strings, path parameters, the caller's URL. */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { config } from '#platform/config';

export type ApiEvent = APIGatewayProxyEvent;

/**
 * Query parameters as the schemas see them: `name[]=a&name[]=b` and repeated `name` become arrays
 * under `name`; a single value stays a string.
 */
export function queryOf(event: ApiEvent): Record<string, string | string[]> {
  const multi = event.multiValueQueryStringParameters ?? {};
  const single = event.queryStringParameters ?? {};
  const query: Record<string, string | string[]> = {};
  const names = new Set([...Object.keys(multi), ...Object.keys(single)]);
  for (const rawName of names) {
    const values = multi[rawName] ?? (single[rawName] !== undefined ? [single[rawName] as string] : []);
    const isList = rawName.endsWith('[]');
    const name = isList ? rawName.slice(0, -2) : rawName;
    const existing = query[name];
    if (isList || existing !== undefined) {
      const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      query[name] = [...before, ...values];
    } else {
      query[name] = values.length > 1 ? values : values[0] ?? '';
    }
  }
  return query;
}

export function header(event: ApiEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  const value = headers[name.toLowerCase()] ?? headers[name];
  return value === null ? undefined : value;
}

/**
 * The public URL of this request's path, without the query: the base of pagination links. It starts
 * from the configured public base URL, never from `Host` or `X-Forwarded-*`, which the caller controls.
 */
export function requestUrl(event: ApiEvent): string {
  return `${config.publicBaseUrl}${event.path}`;
}

export function requestIdOf(event: ApiEvent, fallback: string): string {
  return event.requestContext?.requestId ?? fallback;
}
