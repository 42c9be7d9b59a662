/**
 * Matching a request path against the route table the way API Gateway's resource tree does: literal
 * segments win over `{param}` at the same depth, `{name+}` takes the rest of the path, parameters are
 * percent-decoded, and one trailing slash is tolerated.
 */
import type { RouteBinding } from '#platform/routes/types';

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

interface CompiledRoute {
  segments: Segment[];
}

interface Resource {
  compiled: CompiledRoute;
  methods: Map<string, RouteBinding>;
}

export interface RouteMatch {
  route: RouteBinding;
  pathParameters: Record<string, string> | null;
}

export type MatchResult = { kind: 'matched'; match: RouteMatch } | { kind: 'not-found' };

function compile(route: RouteBinding): CompiledRoute {
  const segments = route.path
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const greedy = /^\{(.+)\+\}$/.exec(part);
      if (greedy) return { kind: 'greedy', name: greedy[1]! };
      const param = /^\{(.+)\}$/.exec(part);
      if (param) return { kind: 'param', name: param[1]! };
      return { kind: 'literal', value: part };
    });
  return { segments };
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // malformed percent-encoding: no resource can match it
  }
}

/** Specificity per segment: literal 2, param 1, greedy 0; compared left to right. */
function rank(compiled: CompiledRoute): number[] {
  return compiled.segments.map((segment) => (segment.kind === 'literal' ? 2 : segment.kind === 'param' ? 1 : 0));
}

function moreSpecific(a: CompiledRoute, b: CompiledRoute): boolean {
  const ra = rank(a);
  const rb = rank(b);
  for (let i = 0; i < Math.max(ra.length, rb.length); i++) {
    const x = ra[i] ?? -1;
    const y = rb[i] ?? -1;
    if (x !== y) return x > y;
  }
  return false;
}

function matchSegments(compiled: CompiledRoute, parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < compiled.segments.length; i++) {
    const segment = compiled.segments[i]!;
    if (segment.kind === 'greedy') {
      const rest = parts.slice(i);
      if (rest.length === 0) return undefined;
      const decoded = rest.map(decode);
      if (decoded.some((part) => part === undefined)) return undefined;
      params[segment.name] = decoded.join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (segment.kind === 'literal') {
      if (part !== segment.value) return undefined;
      continue;
    }
    const value = decode(part);
    if (value === undefined || value === '') return undefined;
    params[segment.name] = value;
  }
  return parts.length === compiled.segments.length ? params : undefined;
}

export class RouteMatcher {
  /** One entry per resource path, with its methods (API Gateway picks the resource, then the method). */
  private readonly resources: Resource[] = [];

  constructor(routes: readonly RouteBinding[]) {
    const byPath = new Map<string, Resource>();
    for (const route of routes) {
      let resource = byPath.get(route.path);
      if (!resource) {
        resource = { compiled: compile(route), methods: new Map() };
        byPath.set(route.path, resource);
        this.resources.push(resource);
      }
      resource.methods.set(route.method, route);
    }
  }

  private resourceAt(rawPath: string) {
    const trimmed = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
    const parts = trimmed.split('/').filter((part, index) => index > 0 || part !== '');
    let best: { resource: Resource; params: Record<string, string> } | undefined;
    for (const resource of this.resources) {
      const params = matchSegments(resource.compiled, parts);
      if (!params) continue;
      if (!best || moreSpecific(resource.compiled, best.resource.compiled)) best = { resource, params };
    }
    return best;
  }

  /**
   * `rawPath` is the request path as sent (still percent-encoded), without the query. A resource
   * without the method is not found, even when a less specific resource has it (as in API Gateway).
   */
  match(method: string, rawPath: string): MatchResult {
    const best = this.resourceAt(rawPath);
    const route = best?.resource.methods.get(method);
    if (!best || !route) return { kind: 'not-found' };
    const pathParameters = Object.keys(best.params).length > 0 ? best.params : null;
    return { kind: 'matched', match: { route, pathParameters } };
  }

  /** Methods of the resource at this path (CORS preflight answers them); empty when none. */
  methodsAt(rawPath: string): string[] {
    return [...(this.resourceAt(rawPath)?.resource.methods.keys() ?? [])];
  }
}
