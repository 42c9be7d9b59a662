import { documentDocuments, endpoint } from '#platform/http/endpoint';
import { documentReply } from '#platform/http/reply';
import { FeedQuery, siteFeed } from '#domains/site/feed';
import { FEED_MEDIA_TYPES } from '#domains/site/feed-documents';
import { ATOM_EXAMPLE, RSS_EXAMPLE } from '#domains/site/feed-examples';

export const operation = endpoint({ query: FeedQuery }, async ({ query, url }) => {
  const search = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]])));
  const { format, body } = await siteFeed(query, `${url}?${search.toString()}`);
  return documentReply(`${FEED_MEDIA_TYPES[format]}; charset=utf-8`, body);
});

DOCS: documentDocuments(operation, { [FEED_MEDIA_TYPES.rss]: RSS_EXAMPLE, [FEED_MEDIA_TYPES.atom]: ATOM_EXAMPLE });
