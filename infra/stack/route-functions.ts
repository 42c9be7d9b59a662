/**
 * The API's functions (one per route, and the authorizers), each audience in a nested stack of its
 * own. One CloudFormation template holds at most 500 resources; a route costs four or five of them
 * (function, log group, often a role, method, permission), so the functions, their roles and log
 * groups live beside the API instead of in it, and the API's template keeps its methods.
 * The two authorizers stay in the API's stack: API Gateway's permission to invoke an authorizer
 * names the authorizer, so it would make the nested stack wait for the API, which waits for it.
 */
import { NestedStack, Stack } from 'aws-cdk-lib';
import type { BundlingOptions, NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Role } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { Audience, RouteDef } from '#platform/routes/types';
import { Handlers, type HandlerResources } from './functions';

/** Admin routes and the admin authorizer; client and client-user routes and the client authorizer. */
export type FunctionStackName = 'admin' | 'client';

export const functionStackOf = (audience: Audience): FunctionStackName => (audience === 'admin' ? 'admin' : 'client');

export class RouteFunctions {
  readonly nestedStacks: Record<FunctionStackName, NestedStack>;
  /** The authorizers, in the API's stack. */
  readonly authorizers: Handlers;
  private readonly sets: Record<FunctionStackName, Handlers>;

  constructor(scope: Construct, resources: HandlerResources) {
    const nested = (id: string, description: string) => new NestedStack(scope, id, { description });
    this.nestedStacks = {
      admin: nested('AdminFunctions', 'CMS admin route functions and the admin authorizer'),
      client: nested('ClientFunctions', 'CMS client route functions and the client authorizer'),
    };
    // The same construct id in both, so that logical ids stay those of the functions' own paths.
    this.sets = {
      admin: new Handlers(this.nestedStacks.admin, 'Handlers', resources),
      client: new Handlers(this.nestedStacks.client, 'Handlers', resources),
    };
    this.authorizers = new Handlers(scope, 'Handlers', resources);
  }

  of(stack: FunctionStackName): Handlers {
    return this.sets[stack];
  }

  addRoute(route: RouteDef): NodejsFunction {
    return this.of(functionStackOf(route.audience)).addRoute(route);
  }

  /** Route id (or authorizer id) → function, over both nested stacks and the authorizers. */
  get functions(): ReadonlyMap<string, NodejsFunction> {
    return new Map(this.all().flatMap((set) => [...set.functions]));
  }

  /** Route id (or authorizer id) → the bundling options its NodejsFunction was given. */
  get bundling(): ReadonlyMap<string, BundlingOptions> {
    return new Map(this.all().flatMap((set) => [...set.bundling]));
  }

  get roles(): readonly Role[] {
    return this.all().flatMap((set) => [...set.roles.values()]);
  }

  /** See Handlers.grantApiKeyManagement: the policy lives in the API's stack, next to the usage plan. */
  grantApiKeyManagement(usagePlanId: string): void {
    const apiStack = Stack.of(this.authorizers);
    for (const set of this.all()) set.grantApiKeyManagement(usagePlanId, apiStack);
  }

  /** See Handlers.grantAuthorizerCacheFlush: in the API's stack too. */
  grantAuthorizerCacheFlush(restApiId: string, stageName: string): void {
    const apiStack = Stack.of(this.authorizers);
    for (const set of this.all()) set.grantAuthorizerCacheFlush(restApiId, stageName, apiStack);
  }

  private all(): Handlers[] {
    return [this.sets.admin, this.sets.client, this.authorizers];
  }
}
