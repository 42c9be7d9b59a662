/**
 * The media bucket's public face: CloudFront with origin access control (the bucket stays private and
 * only this distribution may read it), HTTPS only, `X-Content-Type-Options: nosniff` on every answer,
 * and long caching for renditions (their keys never change content). Files that are not images, video
 * or audio carry `Content-Disposition: attachment` from their upload (a signed header of the presigned
 * PUT), which S3 stores and CloudFront passes on. The distribution may not read images as uploaded
 * (`incoming/`, an explicit deny in the bucket policy): they carry their metadata, GPS position
 * included, and only their processed copies are public (shared/domains/media/process-upload.ts).
 */
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { PRIVATE_UPLOAD_PREFIX } from '#domains/media/media';
import type { Construct } from 'constructs';

export function createMediaDistribution(scope: Construct, bucket: IBucket): Distribution {
  const origin = S3BucketOrigin.withOriginAccessControl(bucket);
  // A deny wins over the origin access control's allow, whatever the distribution asks for.
  bucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'NoReadOfPrivateUploads',
      effect: Effect.DENY,
      principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
      actions: ['s3:GetObject'],
      resources: [bucket.arnForObjects(`${PRIVATE_UPLOAD_PREFIX}*`)],
    }),
  );
  const headers = new ResponseHeadersPolicy(scope, 'MediaResponseHeaders', {
    comment: 'CMS media: never sniffed, HTTPS remembered',
    securityHeadersBehavior: {
      contentTypeOptions: { override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
    },
  });
  const renditionCache = new CachePolicy(scope, 'MediaRenditionCache', {
    comment: 'Renditions: immutable under their key',
    minTtl: Duration.days(30),
    defaultTtl: Duration.days(365),
    maxTtl: Duration.days(365),
    enableAcceptEncodingGzip: false,
    enableAcceptEncodingBrotli: false,
  });
  const common = {
    origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    responseHeadersPolicy: headers,
    compress: false,
  };
  return new Distribution(scope, 'MediaDistribution', {
    comment: 'CMS media',
    httpVersion: HttpVersion.HTTP2_AND_3,
    priceClass: PriceClass.PRICE_CLASS_100,
    defaultBehavior: { ...common, cachePolicy: CachePolicy.CACHING_OPTIMIZED },
    additionalBehaviors: { 'renditions/*': { ...common, cachePolicy: renditionCache } },
  });
}
