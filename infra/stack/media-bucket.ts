/** Media uploads: browsers PUT files straight to S3 with presigned URLs issued by the media routes. */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

export function createMediaBucket(scope: Construct): Bucket {
  return new Bucket(scope, 'MediaBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    versioned: false,
    cors: [
      {
        // A presigned PUT from an admin web app on any origin; the URL itself is the authorisation.
        allowedMethods: [HttpMethods.PUT],
        allowedOrigins: ['*'],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ],
    // An upload abandoned half-way is billed until aborted.
    lifecycleRules: [{ id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    // Uploaded files are content: kept when the stack is destroyed, like the table.
    removalPolicy: RemovalPolicy.RETAIN,
  });
}
