/** Reading a synthesized template the way CloudFormation will: resource paths, policies, references. */
import type { CfnResourceJson } from './synthesized-stack';

type Resources = Record<string, CfnResourceJson>;

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

export const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The logical ids a value points at through Ref and Fn::GetAtt. */
export function referencedIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedIds(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string') into.add(inner);
      else if (key === 'Fn::GetAtt') into.add(Array.isArray(inner) ? String(inner[0]) : String(inner).split('.')[0]!);
      else if (key === 'Fn::Sub') {
        const text = Array.isArray(inner) ? String(inner[0]) : String(inner);
        for (const match of text.matchAll(/\$\{([^}.!]+)[^}]*\}/g)) into.add(match[1]!);
        if (Array.isArray(inner)) referencedIds(inner[1], into);
      } else referencedIds(inner, into);
    }
  }
  return into;
}

/** `GET /api/x/{id}` paths of every API Gateway resource, by logical id (the root resource is `/`). */
export function resourcePaths(resources: Resources): Map<string, string> {
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known) return known;
    const resource = resources[id];
    if (!resource || resource.Type !== 'AWS::ApiGateway::Resource') throw new Error(`${id} is not an API resource`);
    const parent = resource.Properties!.ParentId as Record<string, unknown>;
    const parentPath = 'Fn::GetAtt' in parent ? '' : pathOf((parent as { Ref: string }).Ref);
    const path = `${parentPath}/${String(resource.Properties!.PathPart)}`;
    paths.set(id, path);
    return path;
  };
  for (const [id, resource] of Object.entries(resources)) if (resource.Type === 'AWS::ApiGateway::Resource') pathOf(id);
  return paths;
}

export interface MethodView {
  logicalId: string;
  httpMethod: string;
  path: string;
  properties: Record<string, unknown>;
}

export function methods(resources: Resources): MethodView[] {
  const paths = resourcePaths(resources);
  return Object.entries(resources)
    .filter(([, resource]) => resource.Type === 'AWS::ApiGateway::Method')
    .map(([logicalId, resource]) => {
      const target = resource.Properties!.ResourceId as Record<string, unknown>;
      const path = 'Ref' in target ? paths.get(String(target.Ref))! : '/';
      return { logicalId, httpMethod: String(resource.Properties!.HttpMethod), path, properties: resource.Properties! };
    });
}

/** Every statement of every policy attached to a role (inline policies and AWS::IAM::Policy resources). */
export function statementsOfRole(resources: Resources, roleId: string): Statement[] {
  const statements: Statement[] = [];
  const role = resources[roleId];
  for (const policy of asArray(role?.Properties?.Policies as { PolicyDocument: { Statement: Statement[] } }[])) {
    statements.push(...policy.PolicyDocument.Statement);
  }
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    const roles = asArray(resource.Properties!.Roles as unknown[]);
    if (!roles.some((ref) => referencedIds(ref).has(roleId))) continue;
    statements.push(...(resource.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
  }
  return statements;
}

/** A dependency cycle (CloudFormation refuses the template), or undefined. */
export function findCycle(resources: Resources): string[] | undefined {
  const edges = new Map<string, string[]>();
  for (const [id, resource] of Object.entries(resources)) {
    const targets = new Set([...referencedIds(resource.Properties ?? {}), ...asArray(resource.DependsOn)]);
    edges.set(id, [...targets].filter((target) => target in resources));
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'visiting') return [...stack.slice(stack.indexOf(id)), id];
    state.set(id, 'visiting');
    stack.push(id);
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}
