/**
 * `npx cdk synth --quiet` has nothing a newcomer must wonder about: no CDK warning on either stack of
 * the app as cdk.json configures it, and esbuild reports warnings and errors only (CDK still names each
 * asset it bundles, one line each: docs/deploy.md, "Synthesize").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { LogLevel } from 'aws-cdk-lib/aws-lambda-nodejs';
import { CmsStack } from '#infra/stack/cms-stack';
import { ConsoleHostingStack } from '#infra/stack/console-hosting';
import { lambdaBundling } from '#infra/stack/bundling';

const CDK_JSON = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };

test('the app as cdk.json configures it synthesizes both stacks without a warning', () => {
  // Prepare: infra/app.ts's two stacks, with cdk.json's context (bundling skipped: it adds no annotation)
  const app = new App({ context: { ...CDK_JSON.context, 'aws:cdk:bundling-stacks': [] } });
  const api = new CmsStack(app, 'CmsStack');
  const hosting = new ConsoleHostingStack(app, 'CmsStackConsole', {
    apiUrl: api.cmsApi.api.url,
    mediaBaseUrl: api.mediaBaseUrl,
    mediaUploadDomain: api.mediaBucket.bucketRegionalDomainName,
    apiKey: 'cms_console-client-key',
  });
  // Act
  app.synth();
  // Assess
  const warnings = [api, hosting].flatMap((stack) => Annotations.fromStack(stack).findWarning('*', Match.anyValue()));
  expect(warnings.map((warning) => `${warning.id}: ${String(warning.entry.data)}`)).toEqual([]);
});

test('esbuild reports warnings and errors only, for every function', () => {
  expect(lambdaBundling().logLevel).toBe(LogLevel.WARNING);
  expect(lambdaBundling('admin-cms-posts-create').logLevel).toBe(LogLevel.WARNING);
});
