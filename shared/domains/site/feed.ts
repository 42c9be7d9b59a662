/**
 * `GET /api/client/v3/cms/feed`: the 20 latest published posts of the site, of one category or tag,
 * and of one language, as RSS 2.0 or Atom 1.0. One list page of the published-date index (the
 * category's or tag's when given) and the page's authors and categories: what a feed reads does not
 * grow with the site.
 */
import * as z from 'zod/mini';
import { config } from '#platform/config';
import { clock } from '#platform/clock';
import { LANGUAGES, type Language } from '#platform/site/site-settings';
import { idParam } from '#platform/http/path-params';
import { listPosts } from '#domains/posts/list/list-posts';
import type { Post } from '#domains/posts/model/post';
import { languageOf, postAddress } from '#domains/posts/model/post-address';
import { loadPostRelations } from '#domains/client/post-relations';
import { atomDocument, FEED_FORMATS, rssDocument, type FeedEntry, type FeedFormat } from './feed-documents';

export const FEED_SIZE = 20;

export const FeedQuery = z.strictObject({
  format: z._default(z.enum(FEED_FORMATS, { error: 'format must be rss or atom.' }), 'rss'),
  language: z.optional(z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}.` })),
  category_id: z.optional(idParam),
  tag_id: z.optional(idParam),
});
export type FeedQuery = z.output<typeof FeedQuery>;

/** A language is a list dimension (its pointers), as a category and a tag are: one list page either way. */
async function latestPosts(query: FeedQuery): Promise<Post[]> {
  const result = await listPosts({
    filters: { status: 'published', categoryId: query.category_id, tagId: query.tag_id, language: query.language },
    sort: 'published_at',
    order: 'desc',
    offset: 0,
    perPage: FEED_SIZE,
  });
  return result.posts;
}

const nameOf = (user: { first_name: string; last_name: string } | undefined): string | undefined =>
  user ? `${user.first_name} ${user.last_name}`.trim() || undefined : undefined;

/** The feed document and its media type. */
export async function siteFeed(query: FeedQuery, selfUrl: string): Promise<{ format: FeedFormat; body: string }> {
  const site = config.site;
  const posts = await latestPosts(query);
  const relations = await loadPostRelations(posts, { authors: 'names', categories: 'names', tags: false });
  const language: Language | undefined = query.language;
  const entries: FeedEntry[] = posts.map((post) => {
    const category = post.categoryId === null ? undefined : relations.categories.get(post.categoryId);
    return {
      id: post.id,
      title: post.title,
      link: postAddress(post, site),
      summary: post.excerpt,
      createdAt: post.createdAt,
      publishedAt: post.publishedAt ?? post.createdAt,
      updatedAt: post.updatedAt,
      author: nameOf(post.authorId === null ? undefined : (relations.authors.get(post.authorId) ?? undefined)),
      category: category ? (languageOf(post, site) === 'en' ? category.name_en : category.name_fa) || undefined : undefined,
    };
  });
  const host = new URL(site.siteUrl).host;
  const head = {
    title: host,
    description: `The latest posts of ${host}`,
    siteUrl: site.siteUrl,
    selfUrl,
    ...(language ? { language } : {}),
    updatedAt: entries.reduce((newest, entry) => (entry.updatedAt > newest ? entry.updatedAt : newest), entries[0]?.updatedAt ?? clock.now().toISOString()),
  };
  return { format: query.format, body: query.format === 'atom' ? atomDocument(head, entries) : rssDocument(head, entries) };
}
