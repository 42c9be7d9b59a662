/**
 * The stack as the tests see it: synthesized from the real route table, with esbuild bundling skipped
 * (`aws:cdk:bundling-stacks: []`), so a test file costs one synthesis of a few seconds.
 */
import { App, type CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { CmsStack } from '../../infra/stack/cms-stack';

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
  logicalId(construct: IConstruct): string;
}

export function synthesizeWithoutBundling(configure?: (stack: CmsStack) => void): Synthesized {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new CmsStack(app, 'CmsStack');
  configure?.(stack);
  const template = Template.fromStack(stack);
  return {
    app,
    stack,
    template,
    resources: template.toJSON().Resources as Record<string, CfnResourceJson>,
    logicalId: (construct) => stack.getLogicalId((construct.node.defaultChild ?? construct) as CfnResource),
  };
}
