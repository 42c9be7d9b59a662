/**
 * Scheduled posts whose time has come, for the local publisher (infra/local/scheduled-publisher.ts;
 * in AWS each post has its own EventBridge schedule and nothing looks for them): the site-wide
 * `scheduled` index by published date (lp6, keys only), up to now, oldest first. The post id and its
 * published_at are in the index's keys, so no post is read here.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys, padId } from '#platform/db/keys';
import { str } from '#platform/db/attributes';

export interface DuePost {
  postId: number;
  publishedAt: string;
}

export async function dueScheduledPosts(now: string, limit = 100): Promise<DuePost[]> {
  const output = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'lp6',
      KeyConditionExpression: 'lp6pk = :pk AND lp6sk <= :due',
      ExpressionAttributeValues: { ':pk': keys.siteIndexPartition('lp6', 'scheduled'), ':due': `${now}#${padId(999_999_999_999)}` },
      Limit: limit,
    }),
  );
  return (output.Items ?? []).map((item) => {
    const sortKey = str(item, 'lp6sk');
    const at = sortKey.lastIndexOf('#');
    return { postId: Number(sortKey.slice(at + 1)), publishedAt: sortKey.slice(0, at) };
  });
}
