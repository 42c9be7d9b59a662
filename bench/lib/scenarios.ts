/**
 * One realistic request per route, made from the route's own `bench` declaration (its method, path and
 * audience, and the params, query and body it names): the bench's machinery lives here and in
 * fixtures.ts, the route carries only data. Placeholders (`{fresh-post}`, `{category:2}`,
 * `{webhook.delivery_id}`, `{unique}`, `{n}`) are filled per request, each fixture made once per
 * request and before the request, so that only the request itself is measured. Every scenario must
 * answer 2xx.
 */
import { routes } from '#platform/routes/index';
import type { RouteDef } from '#platform/routes/types';
import type { BenchRequest } from './http';
import { query } from './http';
import { FIXTURES, next } from './fixtures';
import type { ScenarioContext } from './scenario-context';

export { newPostBody } from './fixtures';
export type { FreshThings, ScenarioContext } from './scenario-context';

export interface Scenario {
  route: string;
  /** See `list` of shared/platform/routes/bench-types.ts. */
  list?: 'posts' | 'other';
  prepare(context: ScenarioContext, n: number): Promise<BenchRequest>;
}

/** `{name}`, `{name:arg}`, `{name.field}`, `{name:arg.field}`. */
const PLACEHOLDER = /\{([a-z][a-z-]*)(?::(\d+))?(?:\.([a-z_]+))?\}/g;
const WHOLE = new RegExp(`^${PLACEHOLDER.source}$`);

/** The placeholders a value names (for the check that every one is a fixture). */
export function placeholdersOf(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (Array.isArray(value)) return value.flatMap(placeholdersOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(placeholdersOf);
  return [];
}

/** Fills a request's placeholders: one fixture made once per request, `{unique}` one token per request. */
class Filler {
  private readonly made = new Map<string, unknown>();
  private readonly token = next();

  constructor(
    private readonly context: ScenarioContext,
    private readonly n: number,
  ) {}

  private async valueOf(name: string, arg: string | undefined, field: string | undefined): Promise<unknown> {
    if (name === 'unique') return this.token;
    if (name === 'n') return this.n;
    const fixture = FIXTURES[name];
    if (!fixture) throw new Error(`no bench fixture {${name}} (bench/lib/fixtures.ts)`);
    const key = `${name}:${arg ?? ''}`;
    if (!this.made.has(key)) this.made.set(key, await fixture(this.context, this.n, arg === undefined ? undefined : Number(arg)));
    const value = this.made.get(key);
    return field === undefined ? value : (value as Record<string, unknown>)[field];
  }

  async fill(value: unknown): Promise<unknown> {
    if (typeof value === 'string') {
      const whole = WHOLE.exec(value);
      if (whole) return this.valueOf(whole[1]!, whole[2], whole[3]);
      let text = '';
      let last = 0;
      for (const match of value.matchAll(PLACEHOLDER)) {
        text += value.slice(last, match.index) + String(await this.valueOf(match[1]!, match[2], match[3]));
        last = match.index! + match[0].length;
      }
      return text + value.slice(last);
    }
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (const item of value) out.push(await this.fill(item));
      return out;
    }
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) out[key] = await this.fill(item);
      return out;
    }
    return value;
  }
}

/** The credentials of the route's audience (a client-user route's `bearer`, when it names its own user). */
async function headersOf(route: RouteDef, context: ScenarioContext, filler: Filler): Promise<Record<string, string>> {
  if (route.audience === 'admin') return context.admin;
  if (route.audience !== 'client-user') return context.client;
  if (route.bench.bearer === undefined) return context.reader;
  return { ...context.client, Authorization: `Bearer ${String(await filler.fill(route.bench.bearer))}` };
}

/** The route's bench request, its placeholders filled. */
export async function benchRequestOf(route: RouteDef, context: ScenarioContext, n: number): Promise<BenchRequest> {
  const { params = {}, query: parameters, body } = route.bench;
  const filler = new Filler(context, n);
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) values[name] = await filler.fill(value);
  const path = route.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (!(name in values)) throw new Error(`route ${route.id}: its bench declares no value for {${name}}`);
    return String(values[name]);
  });
  const search = parameters ? query((await filler.fill(parameters)) as Record<string, string | number>) : '';
  return {
    method: route.method,
    path: `${path}${search}`,
    headers: await headersOf(route, context, filler),
    ...(body !== undefined ? { body: await filler.fill(body) } : {}),
  };
}

/** What is wrong with a route's bench declaration: a path parameter without a value, a placeholder that names no fixture. */
export function benchProblems(route: RouteDef): string[] {
  const problems: string[] = [];
  const params = route.bench.params ?? {};
  for (const [, name] of route.path.matchAll(/\{([^}]+)\}/g)) if (!(name! in params)) problems.push(`${route.id}: no value for {${name}}`);
  for (const name of Object.keys(params)) if (!route.path.includes(`{${name}}`)) problems.push(`${route.id}: {${name}} is not a parameter of ${route.path}`);
  for (const name of placeholdersOf(route.bench)) if (name !== 'unique' && name !== 'n' && !FIXTURES[name]) problems.push(`${route.id}: {${name}} names no fixture`);
  return problems;
}

/**
 * Lists first, then the other reads, then the writes (each group in the order of the route table): every
 * list is measured on the site as seeded, before any scenario adds to what it reads.
 */
const phaseOf = (route: RouteDef): number => (route.bench.list ? 0 : route.method === 'GET' ? 1 : 2);

/** Every route's scenario. */
export const SCENARIOS: Scenario[] = [...routes].sort((a, b) => phaseOf(a) - phaseOf(b)).map((route) => ({
  route: route.id,
  ...(route.bench.list ? { list: route.bench.list } : {}),
  prepare: (context, n) => benchRequestOf(route, context, n),
}));
