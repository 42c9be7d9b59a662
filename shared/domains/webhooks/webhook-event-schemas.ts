/**
 * What receivers get, described for the OpenAPI document's `webhooks` section (docs and tests only;
 * no Lambda bundle imports this): each event type's meaning (events.ts decides which record makes
 * which event) and its payload, `{type, timestamp, data}` (payloadOf), `data` being the admin shape of
 * the entity as the admin routes answer it (relations as ids).
 */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { AdminCommentSchema } from '#domains/comments/admin-comment-response-schemas';
import { AdminCategorySchema, AdminTagSchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { AdminMediaSchema } from '#domains/media/media-response-schemas';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook';

type Family = 'post' | 'comment' | 'category' | 'tag' | 'media';

/** The `data` of each family's events. */
export const EVENT_DATA_SCHEMAS: Readonly<Record<Family, z.ZodMiniType>> = {
  post: AdminPostSchema,
  comment: described(z.extend(AdminCommentSchema, { post_id: described(z.int(), 'the post the comment is on') }), 'Comment (admin) with its post'),
  category: AdminCategorySchema,
  tag: AdminTagSchema,
  media: AdminMediaSchema,
};

/** When each event is sent. */
export const EVENT_DESCRIPTIONS: Readonly<Record<WebhookEventType, string>> = {
  'post.published': 'A post became published: created so, published by an update, a bulk action or a restore, or published by the scheduler at its `published_at`.',
  'post.updated': 'A post changed (its version moved) with no other post event to say so: an edit of a draft or of a published post, a scheduling. Counters alone (views, likes, comments) never make an event.',
  'post.unpublished': 'A published post stopped being published, by any path: an edit of its status, the trash, or its deletion (then `post.deleted` follows).',
  'post.trashed': 'A post was moved to the trash (`post.unpublished` comes first if it was published).',
  'post.restored': 'A post came out of the trash (`post.published` follows if it was restored to published).',
  'post.deleted': 'A post was deleted permanently; `data` is the post as it was.',
  'comment.created': 'A comment was posted (it is `pending` until approved); `data.post_id` names its post.',
  'comment.approved': 'A comment became approved: readers see it from now on.',
  'category.created': 'A category was created.',
  'category.updated': 'A category changed (anything but its counters).',
  'category.deleted': 'A category was deleted; `data` is the category as it was.',
  'tag.created': 'A tag was created.',
  'tag.updated': 'A tag was renamed or its slug changed.',
  'tag.deleted': 'A tag was deleted; `data` is the tag as it was.',
  'media.created': 'A media item was registered (`processing` until its bytes are checked).',
  'media.updated': 'A media item changed: its upload was checked (`active`, or `rejected` with a reason) or its title changed.',
  'media.deleted': 'A media item was deleted; `data` is the item as it was.',
};

export const familyOf = (type: WebhookEventType): Family => type.split('.')[0] as Family;

/** The body of an event of `type`, as POSTed. */
export function eventPayloadSchema(type: WebhookEventType): z.ZodMiniType {
  return described(
    z.strictObject({
      type: z.literal(type),
      timestamp: described(z.string(), 'ISO 8601 UTC: when the change was made'),
      data: EVENT_DATA_SCHEMAS[familyOf(type)],
    }),
    `The ${type} event`,
  );
}

export { WEBHOOK_EVENT_TYPES };
