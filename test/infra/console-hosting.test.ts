/**
 * The admin console's hosting stack: private bucket read by CloudFront through origin access control
 * only, HTTPS only, the strict CSP and security headers, the built console and its config.json
 * deployed, cdk-nag clean, and small (a stack of its own beside the API's).
 */
import { App, Aspects } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CmsStack } from '#infra/stack/cms-stack';
import { ConsoleHostingStack } from '#infra/stack/console-hosting';

const buildFolder = mkdtempSync(path.join(tmpdir(), 'console-build-'));
const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
const api = new CmsStack(app, 'CmsStack');
const hosting = new ConsoleHostingStack(app, 'CmsStackConsole', {
  apiUrl: api.cmsApi.api.url,
  mediaBaseUrl: api.mediaBaseUrl,
  mediaUploadDomain: api.mediaBucket.bucketRegionalDomainName,
  apiKey: 'cms_console-client-key',
  buildFolder,
});
Aspects.of(hosting).add(new AwsSolutionsChecks());
const template = Template.fromStack(hosting);
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties?: any }>;

afterAll(() => rmSync(buildFolder, { recursive: true, force: true }));

function only<T = any>(type: string): T {
  const found = Object.values(resources).filter((resource) => resource.Type === type);
  expect(found).toHaveLength(1);
  return found[0]!.Properties as T;
}

function findFiles(folder: string, name: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return findFiles(full, name);
    return entry === name ? [full] : [];
  });
}

/** A CloudFormation value (strings and Fn::Join of strings and tokens) as text, tokens as `<token>`. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(text).join(join[0]);
  return '<token>';
}

describe('the console hosting stack', () => {
  test('keeps its bucket private: all public access blocked, TLS only, readable by its CloudFront distribution alone', () => {
    // Act
    const bucket = only('AWS::S3::Bucket');
    const policy = only('AWS::S3::BucketPolicy');
    const statements = policy.PolicyDocument.Statement as { Effect: string; Principal?: any; Condition?: any; Action: unknown }[];

    // Assess
    expect(bucket.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(statements.some((statement) => statement.Effect === 'Deny' && statement.Condition?.Bool?.['aws:SecureTransport'] === 'false')).toBe(true);
    const reads = statements.filter((statement) => statement.Effect === 'Allow' && statement.Action === 's3:GetObject');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(reads[0]!.Condition.StringEquals['AWS:SourceArn']).toBeDefined();
  });

  test('serves over HTTPS only through origin access control, index.html at the root', () => {
    // Act
    const distribution = only('AWS::CloudFront::Distribution').DistributionConfig;
    const control = only('AWS::CloudFront::OriginAccessControl').OriginAccessControlConfig;

    // Assess
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('https-only');
    expect(distribution.DefaultRootObject).toBe('index.html');
    expect(distribution.Origins[0].OriginAccessControlId).toBeDefined();
    expect(distribution.Origins[0].S3OriginConfig.OriginAccessIdentity).toBe('');
    expect(control).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
  });

  test('sends a strict Content-Security-Policy and the security headers on every answer', () => {
    // Act
    const config = only('AWS::CloudFront::ResponseHeadersPolicy').ResponseHeadersPolicyConfig;
    const security = config.SecurityHeadersConfig;
    const csp = text(security.ContentSecurityPolicy.ContentSecurityPolicy);

    // Assess
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    // The API's and the upload bucket's origins, nothing else, beside its own.
    expect(csp).toMatch(/connect-src 'self' https:\/\/<token> https:\/\/<token>;/);
    expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true });
    expect(security.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(security.ContentTypeOptions).toMatchObject({ Override: true });
    expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'no-referrer' });
    expect(only<any>('AWS::CloudFront::Distribution').DistributionConfig.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
  });

  test('deploys the built console, and config.json with the API URL and the client key', () => {
    // Act
    const deployments = Object.values(resources).filter((resource) => resource.Type === 'Custom::CDKBucketDeployment');
    const built = readdirSync(path.join(buildFolder, 'assets'));

    // Assess
    expect(deployments).toHaveLength(2);
    expect(readdirSync(path.join(buildFolder, 'entry'))).toEqual(['index.html']);
    expect(built.some((name) => /^main-\w+\.js$/.test(name))).toBe(true);
    expect(built.some((name) => /\.css$/.test(name))).toBe(true);
    const entry = deployments.find((deployment) => deployment.Properties.DistributionPaths)!;
    expect(entry.Properties.DistributionPaths).toEqual(['/index.html', '/config.json']);
    // config.json: the key as given, the API URL filled in at deploy from the API stack's export.
    expect(JSON.stringify(entry.Properties.SourceMarkers)).toContain('ExportsOutputRefHttpApi');
    const configs = findFiles(app.synth().directory, 'config.json').map((file) => JSON.parse(readFileSync(file, 'utf8')));
    expect(configs).toEqual([{ apiBaseUrl: expect.stringContaining('<<marker:0xbaba:'), apiKey: 'cms_console-client-key' }]);
  });

  test('needs no CORS change of the API: its preflights and answers allow any origin, the console\'s among them', () => {
    // Act
    const methods = Object.values(Template.fromStack(api).toJSON().Resources as Record<string, { Type: string; Properties: any }>).filter(
      (resource) => resource.Type === 'AWS::ApiGateway::Method' && resource.Properties.HttpMethod === 'OPTIONS',
    );
    const origins = new Set(methods.map((method) => method.Properties.Integration.IntegrationResponses[0].ResponseParameters['method.response.header.Access-Control-Allow-Origin']));

    // Assess
    expect(methods.length).toBeGreaterThan(20);
    expect([...origins]).toEqual(["'*'"]);
  });

  test('has no unacknowledged cdk-nag finding and stays small', () => {
    // Act
    const findings = [
      ...Annotations.fromStack(hosting).findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...Annotations.fromStack(hosting).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ];

    // Assess
    expect(findings.map((finding) => `${finding.id}: ${String(finding.entry.data).split('\n')[0]}`)).toEqual([]);
    expect(Object.keys(resources).length).toBeLessThan(40);
  });
});
