/**
 * The stack as the tests see it: synthesized from the real route table, with esbuild bundling skipped
 * (`aws:cdk:bundling-stacks: []`), so a test file costs one synthesis of a few seconds. `template`
 * and `resources` read the stack and its nested stacks as one (infra/tools/flat-template.ts);
 * `rootResources` is the API stack's own template, which CloudFormation limits to 500 resources.
 */
import { App, type CfnResource, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { CmsStack } from '#infra/stack/cms-stack';
import { flatTemplate } from '#infra/tools/flat-template';

export interface CfnResourceJson {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string | string[];
  Metadata?: Record<string, unknown>;
}

export interface Synthesized {
  app: App;
  stack: CmsStack;
  template: Template;
  resources: Record<string, CfnResourceJson>;
  rootResources: Record<string, CfnResourceJson>;
  logicalId(construct: IConstruct): string;
}

/** `context`: CDK context values, as `-c name=value` gives them (alarmEmail, tracing, tableName...). */
export function synthesizeWithoutBundling(configure?: (stack: CmsStack) => void, context: Record<string, string> = {}): Synthesized {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const stack = new CmsStack(app, 'CmsStack');
  configure?.(stack);
  const flat = flatTemplate(stack);
  const template = Template.fromJSON(flat);
  return {
    app,
    stack,
    template,
    resources: flat.Resources as Record<string, CfnResourceJson>,
    rootResources: Template.fromStack(stack).toJSON().Resources as Record<string, CfnResourceJson>,
    logicalId: (construct) => Stack.of(construct).getLogicalId((construct.node.defaultChild ?? construct) as CfnResource),
  };
}
