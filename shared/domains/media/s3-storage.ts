/**
 * The S3 side of media storage: presigned PUT URLs and deletes, signed with SigV4 (shared/platform/aws/) rather
 * than the S3 client, which would be half of the media functions' bundles (npm run bench). A few
 * hundred bytes: imported statically (a dynamic import made esbuild keep all of client-dynamodb).
 */
import { config } from '#platform/config';
import { uriEncode } from '#platform/aws/sigv4';
import { awsRequest, presignedUrl } from '#platform/aws/aws-request';

/** Virtual-hosted style, as the SDK addresses the stack's bucket (no dots in its name). */
function objectUrl(bucket: string, key: string): URL {
  return new URL(`https://${bucket}.s3.${config.region}.amazonaws.com/${key.split('/').map(uriEncode).join('/')}`);
}

/**
 * A PUT URL valid for `expiresInSeconds` that only accepts this content type and exact length (and
 * the `extraHeaders`, lower-case names, e.g. content-disposition, which S3 then stores with the object).
 */
export async function presignPut(
  bucket: string,
  key: string,
  contentType: string,
  contentLength: number,
  expiresInSeconds: number,
  extraHeaders: Record<string, string> = {},
): Promise<string> {
  const headers = { ...extraHeaders, 'content-type': contentType, 'content-length': String(contentLength) };
  return presignedUrl('s3', 'PUT', objectUrl(bucket, key), headers, expiresInSeconds);
}

/** Object requests of the processing function, through short presigned URLs (binary bodies, no SDK). */
const OBJECT_REQUEST_SECONDS = 60;

export async function getObject(bucket: string, key: string): Promise<{ body: Buffer; contentType: string } | undefined> {
  const url = await presignedUrl('s3', 'GET', objectUrl(bucket, key), {}, OBJECT_REQUEST_SECONDS);
  const response = await fetch(url);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
}

export async function putObject(bucket: string, key: string, body: Buffer, contentType: string, cacheControl: string): Promise<void> {
  const headers = { 'content-type': contentType, 'cache-control': cacheControl };
  const url = await presignedUrl('s3', 'PUT', objectUrl(bucket, key), headers, OBJECT_REQUEST_SECONDS);
  const response = await fetch(url, { method: 'PUT', headers, body });
  if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  await awsRequest('s3', 'DELETE', objectUrl(bucket, key));
}
