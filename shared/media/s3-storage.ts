/**
 * The S3 side of media storage. Imported dynamically (`await import('./s3-storage')`) by storage.ts,
 * so that functions that only read media never initialise the S3 SDK.
 */
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';

let client: S3Client | undefined;

function s3(): S3Client {
  // Without WHEN_REQUIRED the SDK adds a CRC32 checksum of an empty body to presigned PUT URLs,
  // and every real upload would then fail its checksum.
  client ??= new S3Client({ region: config.region, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return client;
}

/** A PUT URL valid for `expiresInSeconds` that only accepts this content type and exact length. */
export async function presignPut(bucket: string, key: string, contentType: string, contentLength: number, expiresInSeconds: number): Promise<string> {
  const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: contentLength });
  return getSignedUrl(s3(), command, {
    expiresIn: expiresInSeconds,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
