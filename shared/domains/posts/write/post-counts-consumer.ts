/**
 * The posts' business counts, from the table stream: a post created (by the API or an import, which
 * writes through the same transactions), imported from WordPress (it carries its `wp_slug`), and
 * published (its status became `published`, by an edit, a bulk action, a revision restore, an
 * import or its schedule). Counted where every path that writes a post meets, after the write
 * committed, as embedded metric lines of the stream function (shared/platform/logs/metrics.ts).
 * Records are delivered at least once: a batch retried after a failure counts again, which a
 * dashboard of counts can bear.
 */
import type { StreamConsumer } from '#platform/stream/stream-consumer';
import type { TableStreamRecord } from '#platform/stream/stream-record';
import { keys } from '#platform/db/keys';
import { BUSINESS_METRICS, countMetric } from '#platform/logs/metrics';

export function postCountsOf(record: Pick<TableStreamRecord, 'eventName' | 'oldImage' | 'newImage'>): (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS][] {
  const counts: (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS][] = [];
  const image = record.newImage;
  if (!image) return counts;
  if (record.eventName === 'INSERT') {
    counts.push(BUSINESS_METRICS.postsCreated);
    if (typeof image.wp_slug === 'string' && image.wp_slug !== '') counts.push(BUSINESS_METRICS.postsImported);
  }
  if (image.status === 'published' && record.oldImage?.status !== 'published') counts.push(BUSINESS_METRICS.postsPublished);
  return counts;
}

export const postCountsConsumer: StreamConsumer = {
  name: 'post-counts',
  sortKeys: [keys.post(0).sk],
  async apply(record) {
    for (const name of postCountsOf(record)) countMetric(name);
  },
};
