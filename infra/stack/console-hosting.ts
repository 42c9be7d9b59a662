/**
 * The admin console's hosting, a small stack of its own beside the API's (which keeps its room under
 * CloudFormation's 500 resources): a private S3 bucket read only by CloudFront through origin access
 * control, HTTPS only, and the console's security headers (infra/console/security-headers.ts, the
 * same `npm start` sends) as a response headers policy, with a strict CSP that lets the console talk
 * to the API and the media bucket only. The built files (infra/console/build.ts) and `config.json`
 * (the API's URL and the console's client key, `-c consoleApiKey=cms_…`) are deployed into the bucket.
 * The API answers any origin (`Access-Control-Allow-Origin: *`, no cookies: the console sends its
 * token in `Authorization`), so the console's origin needs no CORS change.
 */
import path from 'node:path';
import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { writeConsoleBuild } from '#infra/console/build';
import { consoleSecurityHeaders, contentSecurityPolicy } from '#infra/console/security-headers';

export interface ConsoleHostingProps extends StackProps {
  /** The API's base URL (`https://…/prod/`), a token of the API stack's. */
  apiUrl: string;
  /** Where media are served (the media CDN), for `img-src`. */
  mediaBaseUrl: string;
  /** The media bucket's regional domain name: presigned uploads go there (`connect-src`). */
  mediaUploadDomain: string;
  /** The client key the console logs in with (`-c consoleApiKey=…`); without it the console says so on load. */
  apiKey?: string;
  /** Where the built files are written for the asset (default .build/console). */
  buildFolder?: string;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** `https://host` of a URL token (`https://host/stage/`): CSP sources are origins. */
function originOf(url: string): string {
  return Fn.join('', ['https://', Fn.select(2, Fn.split('/', url))]);
}

export class ConsoleHostingStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: ConsoleHostingProps) {
    const { apiUrl, mediaBaseUrl, mediaUploadDomain, apiKey, buildFolder, ...stackProps } = props;
    super(scope, id, { description: 'Serverless headless CMS: the admin console (S3 + CloudFront)', ...stackProps });

    this.bucket = new Bucket(this, 'ConsoleBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // The files are rebuilt from the repository on every deploy: nothing to keep.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const security = consoleSecurityHeaders({ connect: [] });
    const csp = contentSecurityPolicy({ connect: [originOf(apiUrl), `https://${mediaUploadDomain}`], images: [mediaBaseUrl] });
    const headers = new ResponseHeadersPolicy(this, 'ConsoleSecurityHeaders', {
      comment: 'CMS admin console: strict CSP, HSTS, no framing, no sniffing, no referrer',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
      customHeadersBehavior: {
        customHeaders: ['Cross-Origin-Opener-Policy', 'Permissions-Policy'].map((header) => ({ header, value: security[header]!, override: true })),
      },
    });

    this.distribution = new Distribution(this, 'ConsoleDistribution', {
      comment: 'CMS admin console',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
      },
    });

    const built = writeConsoleBuild(buildFolder ?? path.join(REPO_ROOT, '.build', 'console'));
    const files = new BucketDeployment(this, 'ConsoleFiles', {
      destinationBucket: this.bucket,
      sources: [Source.asset(built.assets)],
      // Hashed names: a file's content never changes under its name.
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
    });
    // index.html and config.json change with every deploy: revalidated on every load, and invalidated
    // at CloudFront once the files they name are in place.
    const entry = new BucketDeployment(this, 'ConsoleEntry', {
      destinationBucket: this.bucket,
      sources: [Source.asset(built.entry), Source.jsonData('config.json', { apiBaseUrl: apiUrl, apiKey: apiKey ?? '' })],
      cacheControl: [CacheControl.noCache()],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json'],
    });
    entry.node.addDependency(files);

    new CfnOutput(this, 'ConsoleUrl', { value: `https://${this.distribution.distributionDomainName}/`, description: 'The admin console' });

    NagSuppressions.addStackSuppressions(this, [
      { id: 'AwsSolutions-S1', reason: 'The console bucket holds only the public build of the console, rebuilt on every deploy; CloudFront standard logs can be turned on per distribution when wanted.' },
      { id: 'AwsSolutions-CFR1', reason: 'The admin console is open to every country; access is controlled by the API login, not by geography.' },
      { id: 'AwsSolutions-CFR2', reason: 'The console is static files; the API behind it has its own throttling and usage plans, a WAF is an operator choice.' },
      { id: 'AwsSolutions-CFR3', reason: 'Access logs of static console files are not kept by default; the API logs every request it serves.' },
      { id: 'AwsSolutions-CFR4', reason: 'The default CloudFront certificate (*.cloudfront.net) is used until an operator adds a custom domain; it negotiates TLS 1.2 or newer with modern browsers.' },
      { id: 'AwsSolutions-IAM4', reason: 'The BucketDeployment and auto-delete custom resources of aws-cdk-lib use the AWS managed basic execution role for their logs.' },
      { id: 'AwsSolutions-IAM5', reason: 'The BucketDeployment custom resource of aws-cdk-lib copies every object of its asset into the console bucket (object wildcards on that bucket only).' },
      { id: 'AwsSolutions-L1', reason: 'The BucketDeployment and auto-delete custom resources are Lambda functions aws-cdk-lib defines with its own runtime choice.' },
    ]);
  }
}
