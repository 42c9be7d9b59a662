/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy`). Environment-agnostic: the account and region are
 * the ones of the credentials at deploy time, and synth needs no AWS access.
 * `-c stackName=Name` deploys a second copy (staging) beside the first; `-c mediaPublicBaseUrl=https://…`
 * names a CDN in front of the media bucket; `-c publicBaseUrl=https://…` the API's public URL (links); `-c nag=true` runs cdk-nag.
 * The admin console is a second, small stack (`<stackName>Console`, S3 + CloudFront) that reads the API's
 * URL from the first; `-c consoleApiKey=cms_…` is the client key it logs in with (docs/deploy.md, The admin console).
 */
import { App, Aspects } from 'aws-cdk-lib';
import { CmsStack } from './stack/cms-stack';
import { ConsoleHostingStack } from './stack/console-hosting';

const app = new App();
const stack = new CmsStack(app, app.node.tryGetContext('stackName') ?? 'CmsStack', {
  mediaPublicBaseUrl: app.node.tryGetContext('mediaPublicBaseUrl'),
  publicBaseUrl: app.node.tryGetContext('publicBaseUrl'),
});
const consoleStack = new ConsoleHostingStack(app, `${stack.stackName}Console`, {
  apiUrl: stack.cmsApi.api.url,
  mediaBaseUrl: stack.mediaBaseUrl,
  mediaUploadDomain: stack.mediaBucket.bucketRegionalDomainName,
  apiKey: app.node.tryGetContext('consoleApiKey'),
});

if (String(app.node.tryGetContext('nag')) === 'true') {
  // A development dependency, loaded only when asked for.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { AwsSolutionsChecks } = require('cdk-nag') as typeof import('cdk-nag');
  Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
  Aspects.of(consoleStack).add(new AwsSolutionsChecks({ verbose: true }));
}

app.synth();
