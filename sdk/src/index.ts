/**
 * The CMS from an app: the types generated from `openapi.json` (./schema.ts) and a thin layer for
 * what types alone do not carry: credentials, envelopes unwrapped, refusals thrown as `CmsError`,
 * 429/503 retried after `Retry-After`, cursor pages walked as an async iterator, and field
 * selection that narrows the item type.
 */
import createClient, { type Client, type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { components, paths } from './schema.js';
import { CmsError, MfaRequired } from './errors.js';
import { retrying, type RetryOptions } from './retry.js';

export type { paths, components, operations } from './schema.js';
export { CmsError, MfaRequired } from './errors.js';
export type { RetryOptions } from './retry.js';

/** `{status, result, meta}` and `{data, meta}` bodies, unwrapped. */
export type Unwrap<Body> = Body extends { result: infer Result } ? Result : Body extends { data: infer Data } ? Data : Body;

type Json = `${string}/${string}`;
type Lower<M extends Method> = Lowercase<M>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Args<Init> = {} extends Init ? [init?: Init] : [init: Init];
/**
 * The init is typed, not inferred (as openapi-fetch infers it): a body or query with a field the
 * route does not take is a type error, as the API refuses it.
 */
type Call<M extends Method> = <Path extends ClientPathsWithMethod<Client<paths>, Lower<M>>>(
  path: Path,
  ...init: Args<MaybeOptionalInit<paths[Path], Lower<M>>>
) => Promise<Unwrap<NonNullable<FetchResponse<paths[Path][Lower<M>] & Record<string, any>, {}, Json>['data']>>>;

type ListQuery = NonNullable<paths['/api/client/v3/cms/post']['get']['parameters']['query']>;
type ItemQuery = NonNullable<paths['/api/client/v3/cms/post/{id}']['get']['parameters']['query']>;
type ListBody = paths['/api/client/v3/cms/post']['get']['responses'][200]['content']['application/json'];
/** A post as the client list gives it, every field (relations present when included); `Selected` narrows it to the fields asked for. */
export type Post = components['schemas']['ClientPostItem'];
export type PostField = Exclude<keyof Post, PostRelation>;
export type PostRelation = 'author' | 'mainCategory' | 'tags' | 'category';
export type Pagination = NonNullable<ListBody['meta']>['pagination'];

/** A post narrowed to the fields asked for (all when none are named), plus the relations included. */
export type Selected<F extends PostField, R extends PostRelation> = [PostField] extends [F]
  ? Omit<Post, PostRelation> & Required<Pick<Post & Record<PostRelation, unknown>, R>>
  : Pick<Post, F> & Required<Pick<Post & Record<PostRelation, unknown>, R>>;

export interface Selection<F extends PostField, R extends PostRelation> {
  /** The only fields each post keeps (`field_sets`); the item type narrows to them. */
  fields?: readonly F[];
  /** Relations to add (`includes`). */
  includes?: readonly R[];
}

export type PostListOptions<F extends PostField, R extends Exclude<PostRelation, 'category'>> = Omit<ListQuery, 'field_sets' | 'includes' | 'with[]' | 'cursor'> &
  Selection<F, R>;

export interface CmsOptions {
  /** The API's root, e.g. `https://cms.example.com` (no `/api/...`). */
  baseUrl: string;
  /** A client key, sent as `Api-Key`. */
  apiKey?: string;
  /** A user token, sent as `Authorization: Bearer` (`login` sets it). */
  token?: string;
  retry?: RetryOptions;
  fetch?: (request: Request) => Promise<Response>;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

function selectionQuery(selection: Selection<PostField, PostRelation>): Record<string, string> {
  return {
    ...(selection.fields?.length ? { field_sets: JSON.stringify({ cms_posts: selection.fields.join(',') }) } : {}),
    ...(selection.includes?.length ? { includes: selection.includes.join(',') } : {}),
  };
}

export function createCms(options: CmsOptions) {
  let token = options.token;
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: retrying(options.fetch ?? ((request) => globalThis.fetch(request)), options.retry),
  });
  api.use({
    onRequest({ request }) {
      if (options.apiKey) request.headers.set('Api-Key', options.apiKey);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const text = await response.clone().text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      throw new CmsError(response.status, body);
    },
  });

  const unwrap = (answer: { data?: unknown }): any => {
    const body = answer.data as Record<string, unknown> | undefined;
    if (body && 'result' in body) return body.result;
    if (body && 'data' in body) return body.data;
    return body;
  };
  const caller =
    <M extends Method>(method: M): Call<M> =>
    (async (path: string, init?: object) => unwrap(await (api as any)[method](path, init ?? {}))) as any;

  async function postPage<F extends PostField, R extends Exclude<PostRelation, 'category'>>(
    query: PostListOptions<F, R> & { cursor?: string },
  ): Promise<Page<Selected<F, R>>> {
    const { fields, includes, ...rest } = query;
    try {
      const { data } = await api.GET('/api/client/v3/cms/post', { params: { query: { ...rest, ...selectionQuery({ fields, includes }) } } });
      return { items: data!.result as unknown as Selected<F, R>[], pagination: data!.meta.pagination };
    } catch (error) {
      // A search or filter that matches nothing is 404 (spec): an empty page here.
      if (error instanceof CmsError && error.status === 404 && error.code === 'resource_not_found' && query.cursor === undefined) {
        return { items: [], pagination: { total: 0, count: 0, per_page: query.per_page ?? 15, current_page: 1, total_pages: 1 } };
      }
      throw error;
    }
  }

  return {
    /** The typed openapi-fetch client itself: every route, envelopes as sent (errors still thrown). */
    api,
    get: caller('GET'),
    post: caller('POST'),
    put: caller('PUT'),
    delete: caller('DELETE'),

    /** Logs a user in; later calls send the token. An account with a second factor throws `MfaRequired`: finish with `loginWithCode`. */
    async login(email: string, password: string): Promise<string> {
      const { data } = await api.POST('/api/client/v3/auth/login', { body: { email, password } });
      const answer = data!.data;
      if ('mfa_required' in answer) throw new MfaRequired(answer);
      token = answer.token;
      return token;
    },
    /** A login's second step: the `mfaToken` of `MfaRequired` and a code from the authenticator app, or a recovery code. */
    async loginWithCode(mfaToken: string, code: string): Promise<string> {
      const { data } = await api.POST('/api/client/v3/auth/login/mfa', { body: { mfa_token: mfaToken, code } });
      token = data!.data.token;
      return token;
    },
    setToken(next: string | undefined): void {
      token = next;
    },

    posts: {
      /** One page of published posts. */
      page: postPage,
      /** Every published post, page after page (`links.next`, a cursor), until the last. */
      async *list<F extends PostField = PostField, R extends Exclude<PostRelation, 'category'> = never>(
        query: PostListOptions<F, R> = {},
      ): AsyncGenerator<Selected<F, R>, void, undefined> {
        let cursor: string | undefined;
        let page = query.page;
        for (;;) {
          const { items, pagination } = await postPage({ ...query, ...(page !== undefined ? { page } : {}), ...(cursor ? { cursor } : {}) });
          yield* items;
          const next = pagination.links?.next;
          if (!next || items.length === 0) return;
          const params = new URL(next, 'http://next.invalid').searchParams;
          cursor = params.get('cursor') ?? undefined;
          page = Number(params.get('page')) || undefined;
          if (!cursor && page === undefined) return;
        }
      },
      /** A published post by id or slug. */
      async get<F extends PostField = PostField, R extends PostRelation = never>(
        id: string | number,
        selection: Selection<F, R> & Omit<ItemQuery, 'field_sets' | 'includes' | 'with[]' | 'shape'> = {},
      ): Promise<Selected<F, R>> {
        const { fields, includes, ...rest } = selection;
        const { data } = await api.GET('/api/client/v3/cms/post/{id}', {
          params: { path: { id: String(id) }, query: { ...rest, ...selectionQuery({ fields, includes }) } },
        });
        return data!.result as unknown as Selected<F, R>;
      },
    },
  };
}

export type Cms = ReturnType<typeof createCms>;
