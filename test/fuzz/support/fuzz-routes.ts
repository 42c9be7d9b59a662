/**
 * Property-based fuzzing of routes of the table through the local gateway, with valid credentials
 * for each route's audience, so that the hostile input reaches the handler. For every case:
 *
 *   - never a 5xx;
 *   - the answer is one the OpenAPI document lists, with its schema (the harness checks every
 *     response, see test/contract/response-contract.ts);
 *   - an error is in the route's error form (primary, or alternative on /api/v3/...);
 *   - an error wrote nothing (routes that may write: the table before and after is the same,
 *     bookkeeping aside).
 *
 * Routes come from the table, requests from the OpenAPI document generated from the handlers'
 * schemas: a route added later is fuzzed with no change here. `FUZZ_RUNS` sets the cases per
 * route, `FUZZ_SEED` replays a run.
 */
import { recordCount } from '#test/support/run-counts';
import fc from 'fast-check';
import { routes as routeTable } from '#platform/routes/index';
import { errorFormOf, type Audience, type RouteDef } from '#platform/routes/types';
import { buildOpenApiDocument, type OpenApiDocument } from '#infra/openapi/document';
import { useLocalApi, type ApiResponse, type LocalApi } from '#test/support/http';
import { requestArbitrary, type FuzzRequest } from './requests';
import { snapshotDiff, snapshotTable, type TableSnapshot } from './table-snapshot';

const METHOD_ORDER: Record<string, number> = { GET: 0, PUT: 1, PATCH: 1, POST: 2, DELETE: 3 };

/** Reads first, destructive routes last, so that fixtures live as long as possible. */
function ordered(list: readonly RouteDef[]): RouteDef[] {
  const rank = (route: RouteDef) => METHOD_ORDER[route.method]! + (route.id.includes('bulk') ? 2 : 0);
  return [...list].sort((a, b) => rank(a) - rank(b));
}

interface Stats {
  cases: number;
  routes: number;
  failures: number;
  statuses: Map<number, number>;
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body(${request.body.length}): ${request.body.slice(0, 300)}`;
  return `${request.method} ${request.url.slice(0, 400)} headers ${JSON.stringify(request.headers).slice(0, 300)}${body}`;
}

function errorFormProblem(route: RouteDef, response: ApiResponse): string | undefined {
  const body = response.body as { status?: unknown; error?: { code?: unknown; message?: unknown; details?: unknown } } | string;
  if (!body || typeof body !== 'object' || !body.error || typeof body.error.code !== 'string' || typeof body.error.message !== 'string') {
    return 'an error without the {error: {code, message}} envelope';
  }
  // API Gateway's own answers use the primary form on every path (shared/platform/routes/gateway-responses.ts).
  const fromGateway = response.headers['x-amzn-errortype'] !== undefined;
  const form = fromGateway ? 'primary' : errorFormOf(route.path);
  if (form === 'primary' && body.status !== false) return 'a primary-form error without status: false';
  if (form === 'alternative' && ('status' in body || typeof body.error.details !== 'object')) return 'not the alternative error form {error: {code, message, details}}';
  return undefined;
}

async function seedFixtures(api: LocalApi, admin: Record<string, string>, user: Record<string, string>): Promise<Record<string, number[]>> {
  const create = async (path: string, body: unknown, headers = admin): Promise<number> => {
    const response = await api.request('POST', path, { headers, body });
    if (response.status !== 201) throw new Error(`fixture ${path} failed: ${response.status} ${JSON.stringify(response.body)}`);
    const result = (response.body.result ?? response.body.data) as { id: number };
    return result.id;
  };
  const category = await create('/api/admin/v3/cms/category', { name_en: 'Fuzz category', name_fa: 'دسته فاز' });
  const tag = await create('/api/admin/v3/cms/tag', { name: 'fuzz tag' });
  const posts = [
    await create('/api/admin/v3/cms/post', { title: 'Fuzz post one', content: '<h2>One</h2><p>Body</p>', status: 'published', category_id: category, tag_ids: [tag] }),
    await create('/api/admin/v3/cms/post', { title: 'Fuzz post two', content: 'Second body', status: 'draft' }),
  ];
  const media = await create('/api/admin/v3/cms/media', { file_name: 'fuzz.png', mime_type: 'image/png', size_bytes: 1024 });
  const comment = await create(`/api/client/v3/cms/post/${posts[0]}/comments`, { content: 'A fuzz comment' }, user);
  const victim = await api.createUser({ roles: ['user'] });
  const victimKey = await api.request('POST', '/api/admin/v3/system/api-key', { headers: admin, body: { name: 'fuzz victim' } });
  return {
    post: posts,
    posts,
    comment: [comment],
    comments: [comment],
    category: [category],
    tag: [tag],
    media: [media],
    user: [victim.id],
    'api-key': victimKey.status === 201 ? [(victimKey.body.result as { id: number }).id] : [],
  };
}

export interface FuzzOptions {
  /** Cases per route (default 100; FUZZ_RUNS overrides). */
  numRuns?: number;
}

/** Call at the top level of a test file: one test per selected route. */
export function fuzzRoutes(label: string, select: (route: RouteDef) => boolean, options: FuzzOptions = {}): void {
  // Valid credentials must not run out mid-run: the exact quotas are raised, the usage plan is off.
  process.env.RATE_LIMIT_PER_MINUTE = '1000000000';
  process.env.RATE_LIMIT_PER_DAY = '1000000000';
  const api = useLocalApi({ usagePlan: false });
  const selected = ordered(routeTable.filter(select));
  const numRuns = Number(process.env.FUZZ_RUNS ?? options.numRuns ?? 100);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  const stats: Stats = { cases: 0, routes: 0, failures: 0, statuses: new Map() };
  let document: OpenApiDocument;
  let skipped: { route: string; error: string }[] = [];
  let credentials: Record<Audience, Record<string, string>>;
  let fixtureIds: Record<string, number[]>;

  beforeAll(async () => {
    ({ document, skipped } = await buildOpenApiDocument({ onLoadError: 'skip' }));
    const clientKey = await api.clientKey('fuzz');
    const admin = await api.adminHeaders('admin');
    const userToken = await api.tokenFor('user');
    credentials = {
      admin,
      client: { 'Api-Key': clientKey },
      'client-user': { 'Api-Key': clientKey, Authorization: `Bearer ${userToken}` },
    };
    fixtureIds = await seedFixtures(api, admin, credentials['client-user']);
  });

  afterAll(() => {
    const statuses = [...stats.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`fuzz (${label}): ${stats.cases} cases over ${stats.routes} routes, ${stats.failures} failures [${statuses}]`);
    recordCount('fuzz cases', stats.cases);
    recordCount('fuzzed routes', stats.routes);
  });

  test.each(selected.map((route) => [route.id, route] as const))('%s: hostile input never reaches a 5xx, errors keep the envelope and write nothing', async (_id, route) => {
    // Prepare
    const operation = document.paths[route.path]?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`${route.id} is missing from the OpenAPI document: ${skipped.find((entry) => entry.route === route.id)?.error ?? 'not built'}`);
    const writes = route.capabilities.includes('table-write');
    const arbitrary = requestArbitrary({ document, fixtureIds }, route.path, route.method, operation, credentials[route.audience]);
    let before: TableSnapshot | undefined = writes ? await snapshotTable() : undefined;
    let cases = 0;
    stats.routes++;

    // Act and assess: every case
    try {
      await fc.assert(
        fc.asyncProperty(arbitrary, async (request) => {
          cases++;
          let response: ApiResponse;
          try {
            response = await api.request(request.method, request.url, { headers: request.headers, ...(request.body !== undefined ? { rawBody: request.body } : {}) });
          } catch (error) {
            throw new Error(`${describeRequest(request)}\n${error instanceof Error ? error.message : String(error)}`);
          }
          stats.statuses.set(response.status, (stats.statuses.get(response.status) ?? 0) + 1);
          const fail = (problem: string) => {
            throw new Error(`${problem}\nrequest: ${describeRequest(request)}\nanswer: ${response.status} ${JSON.stringify(response.body).slice(0, 600)}`);
          };
          if (response.status >= 500) fail(`answered ${response.status}`);
          if (response.status < 400) {
            if (writes) before = await snapshotTable();
            return;
          }
          const problem = errorFormProblem(route, response);
          if (problem) fail(problem);
          if (writes && before) {
            const after = await snapshotTable();
            if (after.digest !== before.digest) fail(`an error answer changed the table:\n${snapshotDiff(before, after).slice(0, 10).join('\n')}`);
          }
        }),
        { numRuns, endOnFailure: true, ...(seed !== undefined ? { seed } : {}) },
      );
    } catch (error) {
      stats.failures++;
      throw error;
    } finally {
      stats.cases += cases;
    }
  });
}
