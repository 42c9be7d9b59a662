/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy`). Environment-agnostic: the account and region are
 * the ones of the credentials at deploy time, and synth needs no AWS access.
 * `-c stackName=Name` deploys a second copy (staging) beside the first; `-c mediaPublicBaseUrl=https://…`
 * names a CDN in front of the media bucket; `-c publicBaseUrl=https://…` the API's public URL (links); `-c nag=true` runs cdk-nag.
 */
import { App, Aspects } from 'aws-cdk-lib';
import { CmsStack } from './stack/cms-stack';

const app = new App();
const stack = new CmsStack(app, app.node.tryGetContext('stackName') ?? 'CmsStack', {
  mediaPublicBaseUrl: app.node.tryGetContext('mediaPublicBaseUrl'),
  publicBaseUrl: app.node.tryGetContext('publicBaseUrl'),
});

if (String(app.node.tryGetContext('nag')) === 'true') {
  // A development dependency, loaded only when asked for.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { AwsSolutionsChecks } = require('cdk-nag') as typeof import('cdk-nag');
  Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
}

app.synth();
