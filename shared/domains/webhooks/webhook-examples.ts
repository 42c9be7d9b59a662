/** Realistic webhooks and deliveries as answered, for the OpenAPI document's examples (named in `DOCS:` statements, which Lambda bundles drop). */
import { ADMIN_POST_EXAMPLE } from '#domains/posts/shapes/admin-post-examples';
import { ADMIN_COMMENT_LIST_EXAMPLE } from '#domains/comments/comment-examples';
import { ADMIN_CATEGORY_EXAMPLE, ADMIN_TAG_EXAMPLE } from '#domains/taxonomy/taxonomy-examples';
import { ADMIN_MEDIA_EXAMPLE } from '#domains/media/media-examples';

export const WEBHOOK_EXAMPLE = {
  id: 1,
  url: 'https://build.example.com/hooks/cms',
  events: ['post.*'],
  enabled: true,
  description: 'Rebuild the static site',
  created_at: '2026-03-10T08:05:00.000000Z',
  updated_at: '2026-03-10T08:05:00.000000Z',
};

/** The create answer, the only one that shows the signing secret. */
export const CREATED_WEBHOOK_EXAMPLE = { ...WEBHOOK_EXAMPLE, secret: 'whsec_KYbJ1rva/h89ylTqy3uP21ibRpV/FrPNZH5/WwNqyFs=' };

export const DELIVERIES_EXAMPLE = [
  {
    id: 'dlv_1777978833412a3f09c1d27e4',
    webhook_id: 1,
    message_id: 'evt_Jm2qv8d0W8cXv1bq9zQq1mYbXkW',
    event_type: 'post.published',
    attempt: 2,
    outcome: 'delivered',
    response_status: 204,
    error: null,
    duration_ms: 182,
    created_at: '2026-05-05T11:00:33.412000Z',
    next_attempt_at: null,
  },
  {
    id: 'dlv_17779788029015be27c0d94a1',
    webhook_id: 1,
    message_id: 'evt_Jm2qv8d0W8cXv1bq9zQq1mYbXkW',
    event_type: 'post.published',
    attempt: 1,
    outcome: 'retrying',
    response_status: 503,
    error: 'answered 503',
    duration_ms: 2011,
    created_at: '2026-05-05T11:00:02.901000Z',
    next_attempt_at: '2026-05-05T11:00:32.901000Z',
  },
];

/** The `data` of an event of each family: the admin shapes, relations as ids only. */
export const EVENT_DATA_EXAMPLES: Readonly<Record<'post' | 'comment' | 'category' | 'tag' | 'media', unknown>> = {
  post: (({ category: _category, tags: _tags, author: _author, ...post }) => post)(ADMIN_POST_EXAMPLE),
  comment: { ...ADMIN_COMMENT_LIST_EXAMPLE.comments[0], post_id: ADMIN_POST_EXAMPLE.id },
  category: ADMIN_CATEGORY_EXAMPLE,
  tag: ADMIN_TAG_EXAMPLE,
  media: ADMIN_MEDIA_EXAMPLE,
};
