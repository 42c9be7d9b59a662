/**
 * The S3 side of media storage: presigned PUT URLs and deletes, signed with SigV4 (shared/aws) rather
 * than the S3 client, which would be half of the media functions' bundles (npm run bench). A few
 * hundred bytes: imported statically (a dynamic import made esbuild keep all of client-dynamodb).
 */
import { config } from '../config';
import { uriEncode } from '../aws/sigv4';
import { awsRequest, presignedUrl } from '../aws/aws-request';

/** Virtual-hosted style, as the SDK addresses the stack's bucket (no dots in its name). */
function objectUrl(bucket: string, key: string): URL {
  return new URL(`https://${bucket}.s3.${config.region}.amazonaws.com/${key.split('/').map(uriEncode).join('/')}`);
}

/** A PUT URL valid for `expiresInSeconds` that only accepts this content type and exact length. */
export async function presignPut(bucket: string, key: string, contentType: string, contentLength: number, expiresInSeconds: number): Promise<string> {
  return presignedUrl('s3', 'PUT', objectUrl(bucket, key), { 'content-type': contentType, 'content-length': String(contentLength) }, expiresInSeconds);
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  await awsRequest('s3', 'DELETE', objectUrl(bucket, key));
}
