/** Revisions as the admin routes answer them: a summary in lists, the stored state with it when one is read. */
import { adminTimestamp } from '#platform/time';
import type { Revision, RevisionSummary } from './revisions';
import type { Post } from '#domains/posts/model/post';

export const revisionSummaryShape = (revision: RevisionSummary) => ({
  id: revision.number,
  post_id: revision.postId,
  version: revision.version,
  title: revision.title,
  status: revision.status,
  changed_fields: revision.changedFields,
  changed_by: revision.changedBy,
  created_at: adminTimestamp(revision.changedAt),
});

/** The post's content and settings as they were; engagement (views, comments) is not part of a revision. */
const storedStateShape = (state: Post) => ({
  id: state.id,
  title: state.title,
  slug: state.slug,
  excerpt: state.excerpt,
  content: state.content,
  featured_image: state.featuredImage,
  status: state.status,
  category_id: state.categoryId,
  tag_ids: state.tagIds,
  seo: { meta_title: state.seo.metaTitle, meta_description: state.seo.metaDescription, og_image: state.seo.ogImage },
  author_id: state.authorId,
  is_featured: state.isFeatured,
  created_at: adminTimestamp(state.createdAt),
  updated_at: adminTimestamp(state.updatedAt),
  published_at: adminTimestamp(state.publishedAt),
  version: state.version,
});

export const revisionShape = (revision: Revision) => ({
  ...revisionSummaryShape({ ...revision, version: revision.state.version, title: revision.state.title, status: revision.state.status }),
  post: storedStateShape(revision.state),
});
