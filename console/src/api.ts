/**
 * The console's API client: the project's SDK (sdk/src), whose types openapi-typescript generates
 * from `openapi.json`. Every path, query, body and answer below is typed by that document, so a
 * change of the API that the console does not follow fails the console's type check
 * (test/contract/console-types.test.ts).
 */
import { createCms, CmsError, type components, type paths } from '../../sdk/src/index.js';
import type { ConsoleConfig } from './config';

export { CmsError };
export type { paths };
export type Schemas = components['schemas'];
export type AdminPost = Schemas['AdminPost'];
export type Pagination = Schemas['Pagination'];
export type PostStatus = AdminPost['status'];
export type PostWrite = paths['/api/admin/v3/cms/post/{post_id}']['put']['requestBody']['content']['application/json'];
export type BulkAction = paths['/api/admin/v3/cms/post/bulk']['post']['requestBody']['content']['application/json']['action'];
export type PostListQuery = NonNullable<paths['/api/admin/v3/cms/post']['get']['parameters']['query']>;

export type Cms = ReturnType<typeof createCms>;

/**
 * `client`: the client routes (login, profile, published posts), sent with the console's client key,
 * which their usage plan meters. `admin`: the admin routes, sent with the user's token only, so a
 * busy editor does not spend the client key's budget.
 */
export function createClient(config: ConsoleConfig, audience: 'client' | 'admin', token?: string): Cms {
  return createCms({
    baseUrl: config.apiBaseUrl ?? location.origin,
    ...(audience === 'client' ? { apiKey: config.apiKey } : {}),
    token,
    // No retries: a person is waiting and sees the refusal; the API's own 429 answer says when to retry.
    retry: { retries: 0 },
    fetch: async (request) => {
      const response = await fetch(request);
      // A token the API no longer takes (expired, revoked, the user's roles changed): sign out.
      if (response.status === 401 && request.headers.has('Authorization')) onUnauthorized();
      return response;
    },
  });
}

let onUnauthorized: () => void = () => undefined;

/** What to do when the API refuses the signed-in user's token. */
export function whenUnauthorized(handler: () => void): void {
  onUnauthorized = handler;
}

/** The `cursor` of a page's `links.next`, if there is a next page. */
export function nextCursor(pagination: Pagination | undefined): string | undefined {
  const next = pagination?.links?.next;
  if (!next) return undefined;
  return new URL(next, location.origin).searchParams.get('cursor') ?? undefined;
}

/** A list with nothing to show answers 404 (spec): an empty page, not an error, on a screen. */
export function isEmptyList(error: unknown): boolean {
  return error instanceof CmsError && error.status === 404 && error.code === 'resource_not_found';
}

/** A refusal in words a person can act on. */
export function describeError(error: unknown): string {
  if (error instanceof CmsError) {
    const fields = Object.entries(error.errors).map(([field, messages]) => `${field}: ${messages.join(', ')}`);
    const permission = error.required_permission ? ` (${error.required_permission})` : '';
    return [`${error.message}${permission}`, ...fields].join(' · ');
  }
  return error instanceof Error ? error.message : String(error);
}
