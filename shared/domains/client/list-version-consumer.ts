/**
 * The list version's part of the stream: a change of a post, or of a category, tag, media item or user
 * (what a client list shows of a post's relations), raises the site's list version
 * (shared/platform/db/list-version.ts) once more after the write's own raise: after the search index
 * took the change (a search page built in between is rebuilt), and for writes that do not raise it
 * themselves (media processing, a raise lost to a crash between a commit and its answer).
 * A post write that changes only its folded counts (views, likes, comments) does not: those may lag by
 * the cache's age limit (list-cache.ts). The raise is left to the end of the stream batch (one write
 * however many of its records change a list: a create moves the post, its category and three tags, five
 * records), which comes after every consumer applied every record of the batch, so the version rises
 * after the search index has taken the same changes, and a page built at the new version finds them.
 */
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import type { BatchEnd, StreamConsumer } from '#platform/stream/stream-consumer';
import type { TableStreamRecord } from '#platform/stream/stream-record';

/** Post attributes whose change alone leaves the lists as they were, but for counts allowed to lag. */
const LAGGING_POST_ATTRIBUTES = new Set(['view_count', 'likes_count', 'comment_count', 'rev']);

const without = (item: Item | undefined, ignored: ReadonlySet<string>): string =>
  JSON.stringify(
    Object.keys(item ?? {})
      .filter((name) => !ignored.has(name))
      .sort()
      .map((name) => [name, (item as Item)[name]]),
  );

const NOTHING = new Set<string>();

/** Whether this change can change what a client list shows. */
export function changesLists(record: Pick<TableStreamRecord, 'keys' | 'oldImage' | 'newImage'>): boolean {
  const ignored = record.keys.sk === keys.post(0).sk ? LAGGING_POST_ATTRIBUTES : NOTHING;
  return without(record.oldImage, ignored) !== without(record.newImage, ignored);
}

export const listVersionConsumer: StreamConsumer = {
  name: 'list-version',
  sortKeys: [keys.post(0).sk, keys.category(0).sk, keys.tag(0).sk, keys.media(0).sk, keys.user(0).sk],
  async apply(record): Promise<BatchEnd | undefined> {
    if (!changesLists(record)) return undefined;
    return {
      key: 'list-version',
      async run() {
        const { raiseListVersion } = await import('#platform/db/list-version');
        await raiseListVersion();
      },
    };
  },
};
