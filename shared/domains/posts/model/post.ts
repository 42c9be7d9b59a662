/**
 * The post as the domain sees it: one object for both audiences (the admin and client shapes are
 * built from it), with the statuses and the limits that keep every write inside DynamoDB's bounds.
 */
import { POST_STATUSES, POST_TYPES, type PostStatus, type PostType } from '#domains/presentation/enums';
import type { ContentMetrics } from '#domains/content/content-metrics';
import type { Language } from '#platform/site/site-settings';

export { POST_STATUSES, POST_TYPES, type PostStatus, type PostType };

/** Statuses an admin may set directly; `trash` is reached only through trash (and left through restore). */
export const SETTABLE_STATUSES = ['draft', 'pending', 'verified', 'scheduled', 'published', 'archived'] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

export interface Seo {
  metaTitle: string | null;
  metaDescription: string | null;
  ogImage: string | null;
}

export interface Post {
  id: number;
  type: PostType;
  title: string;
  slug: string;
  excerpt: string;
  /** True while the excerpt is derived from the content: an edit of the content derives it again. */
  excerptAuto: boolean;
  content: string;
  featuredImage: string | null;
  status: PostStatus;
  /** The status a trashed post had; restore puts it back. Null outside trash. */
  statusBeforeTrash: PostStatus | null;
  categoryId: number | null;
  tagIds: number[];
  authorId: number | null;
  /** The user who created the post (null when an API key did). */
  creatorId: number | null;
  isFeatured: boolean;
  seo: Seo;
  viewCount: number;
  likesCount: number;
  /** Approved comments. */
  commentCount: number;
  /** Optimistic lock shown to admins: raised by every edit, trash, restore. */
  version: number;
  /**
   * Internal revision: raised by every write that rewrites the list rows (edits and comment-count
   * moves), so that two writers of the rows cannot interleave. Not shown.
   */
  rev: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /**
   * Number of the post's newest revision (its revisions are numbered 1, 2, 3...; the newest
   * MAX_REVISIONS are kept), 0 before the first. Raised by the write that keeps one (revisions.ts).
   */
  lastRevision?: number;
  /** `fa` or `en`; absent on posts written before posts had a language (they read as DEFAULT_LANGUAGE). */
  language?: Language;
  /** The post's `post_name` on the WordPress site it was imported from (`cms import wordpress`); null otherwise. */
  wpSlug?: string | null;
  /**
   * Metrics of `content`, computed by the write that set the content and stored with it; carried
   * unchanged by every other write. Absent on items written before metrics were stored.
   */
  metrics?: ContentMetrics;
}

// ---- limits -------------------------------------------------------------------------------
/**
 * A post is copied into at most 28 list rows (docs/data-model.md), so one write transaction puts at
 * most 29 full copies (post item + rows). DynamoDB allows 4 MB per transaction and 400 KB per item:
 * 100,000 bytes of content plus the bounded fields below (< 10 KB) keep a copy under 110 KB and a
 * transaction under 29 x 110 KB = 3.2 MB.
 */
export const CONTENT_MAX_BYTES = 100_000;
export const TITLE_MAX_CHARS = 255;
export const SLUG_MAX_CHARS = 200;
export const EXCERPT_MAX_CHARS = 1000;
export const URL_MAX_CHARS = 2048;
export const SEO_TITLE_MAX_CHARS = 255;
export const SEO_DESCRIPTION_MAX_CHARS = 500;
/** With 10 tags a post has 13 dimensions and 28 list rows; a write stays below 100 transaction items. */
export const MAX_TAGS = 10;
export const MAX_BULK_IDS = 100;

export function isPostStatus(value: unknown): value is PostStatus {
  return typeof value === 'string' && (POST_STATUSES as readonly string[]).includes(value);
}

export function isPostType(value: unknown): value is PostType {
  return typeof value === 'string' && (POST_TYPES as readonly string[]).includes(value);
}
