/**
 * Scheduled posts whose time has come, for the local publisher (infra/local/scheduled-publisher.ts;
 * in AWS each post has its own EventBridge schedule and nothing looks for them): the `status=scheduled`
 * list scope by published date (gsi2), up to now, oldest first.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys, padId } from '../db/keys';
import { num, str } from '../db/attributes';
import { scopeOf, ALL } from './scopes';

export interface DuePost {
  postId: number;
  publishedAt: string;
}

export async function dueScheduledPosts(now: string, limit = 100): Promise<DuePost[]> {
  const output = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :due',
      ExpressionAttributeValues: { ':pk': keys.postListPartition(scopeOf(ALL, 'scheduled')), ':due': `${now}#${padId(999_999_999_999)}` },
      ProjectionExpression: 'id, published_at',
      Limit: limit,
    }),
  );
  return (output.Items ?? []).map((item) => ({ postId: num(item, 'id'), publishedAt: str(item, 'published_at') }));
}
