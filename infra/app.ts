/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy`). Environment-agnostic: the account and region are
 * the ones of the credentials at deploy time, and synth needs no AWS access.
 * `-c stackName=Name` deploys a second copy (staging) beside the first; `-c mediaPublicBaseUrl=https://…`
 * names a CDN in front of the media bucket; `-c publicBaseUrl=https://…` the API's public URL (links); `-c nag=true` runs cdk-nag;
 * `-c REQUIRE_MFA_FOR=admin,editor` the roles that must log in with a second factor (docs/security.md).
 * The admin console is a second, small stack (`<stackName>Console`, S3 + CloudFront) that reads the API's
 * URL from the first; `-c consoleApiKey=cms_…` is the client key it logs in with (docs/deploy.md, The admin console).
 */
import { App, Aspects } from 'aws-cdk-lib';
import { CmsStack } from './stack/cms-stack';
import { ConsoleHostingStack } from './stack/console-hosting';

const app = new App();
/** A context value as text: `-c` gives a string, cdk.json may give a list. */
const contextText = (value: unknown): string | undefined => (value === undefined ? undefined : Array.isArray(value) ? value.join(',') : String(value));
const stack = new CmsStack(app, app.node.tryGetContext('stackName') ?? 'CmsStack', {
  mediaPublicBaseUrl: app.node.tryGetContext('mediaPublicBaseUrl'),
  publicBaseUrl: app.node.tryGetContext('publicBaseUrl'),
  requireMfaFor: contextText(app.node.tryGetContext('REQUIRE_MFA_FOR')),
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
