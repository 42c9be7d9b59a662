/**
 * Exact per-key quotas (60 a minute, 1000 a day by default) kept in DynamoDB, so that every Lambda
 * sees the same counts. One item per key per UTC day holds the day's count and the current minute's
 * count; a request is admitted by one conditional update (1 write unit), refused requests count
 * nothing. The usage plan at the gateway is only the backstop.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { clock } from '#platform/clock';
import { config } from '#platform/config';
import { RateLimited, type RateWindow } from '#platform/errors';
import { BUSINESS_METRICS, countMetric } from '#platform/logs/metrics';

export interface QuotaState {
  minute: RateWindow;
  day: RateWindow;
}

interface Counts {
  minute: number;
  minuteCount: number;
  dayCount: number;
}

function countsOf(attributes: Record<string, unknown> | undefined): Counts | undefined {
  if (!attributes) return undefined;
  const { minute_id: minute, minute_count: minuteCount, day_count: dayCount } = attributes;
  if (typeof minute !== 'number' || typeof minuteCount !== 'number' || typeof dayCount !== 'number') return undefined;
  return { minute, minuteCount, dayCount };
}

/** The window a client should watch: the one with fewer requests left (the minute on a tie). */
export function closestWindow(state: QuotaState): RateWindow {
  return state.day.remaining < state.minute.remaining ? state.day : state.minute;
}

/** Admits one request of `apiKeyId` or throws `RateLimited` with the exhausted window. */
export async function consumeQuota(apiKeyId: number): Promise<QuotaState> {
  const perMinute = config.rateLimitPerMinute;
  const perDay = config.rateLimitPerDay;
  const nowSeconds = clock.nowSeconds();
  const day = Math.floor(nowSeconds / 86_400);
  let minute = Math.floor(nowSeconds / 60);
  const key = keys.rateWindow(apiKeyId, day);
  const ttl = (day + 2) * 86_400;

  const windows = (counts: Counts): QuotaState => ({
    minute: { limit: perMinute, remaining: Math.max(0, perMinute - counts.minuteCount), reset: (counts.minute + 1) * 60 },
    day: { limit: perDay, remaining: Math.max(0, perDay - counts.dayCount), reset: (day + 1) * 86_400 },
  });

  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      // Same minute as the stored one: count it if both windows have room.
      const output = await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET minute_count = minute_count + :one, day_count = day_count + :one',
          ConditionExpression: 'minute_id = :minute AND minute_count < :perMinute AND day_count < :perDay',
          ExpressionAttributeValues: { ':one': 1, ':minute': minute, ':perMinute': perMinute, ':perDay': perDay },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      const counts = countsOf(output.Attributes);
      if (!counts) throw new Error('quota update returned no counts');
      return windows(counts);
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // The document client does not unmarshall the item carried by a condition failure.
      const stored = countsOf(error.Item ? unmarshall(error.Item) : undefined);
      if (stored && stored.minute > minute) minute = stored.minute; // another Lambda's clock is ahead: share its minute
      if (stored && stored.minute >= minute) {
        if (stored.dayCount >= perDay) throw refusal(windows(stored).day, nowSeconds);
        if (stored.minuteCount >= perMinute) throw refusal(windows(stored).minute, nowSeconds);
        continue; // lost a race with a reset; count again
      }
      if (stored && stored.dayCount >= perDay) throw refusal(windows(stored).day, nowSeconds);
    }
    try {
      // First request of a new minute (or of the day): start the minute at 1.
      const output = await db.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET minute_id = :minute, minute_count = :one, day_count = if_not_exists(day_count, :zero) + :one, #ttl = :ttl',
          ConditionExpression: '(attribute_not_exists(minute_id) OR minute_id < :minute) AND (attribute_not_exists(day_count) OR day_count < :perDay)',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':minute': minute, ':perDay': perDay, ':ttl': ttl },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const counts = countsOf(output.Attributes);
      if (!counts) throw new Error('quota update returned no counts');
      return windows(counts);
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // Another request started this minute first (or the day is spent): go round again.
    }
  }
  throw new Error('quota accounting did not settle after 4 attempts');
}

function refusal(window: RateWindow, nowSeconds: number): RateLimited {
  countMetric(BUSINESS_METRICS.quotaRefusals);
  return new RateLimited({ ...window, remaining: 0 }, Math.max(1, window.reset - nowSeconds));
}

/** The three headers every client response carries. */
export function rateLimitHeaders(window: RateWindow): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(window.limit),
    'X-RateLimit-Remaining': String(window.remaining),
    'X-RateLimit-Reset': String(window.reset),
  };
}
