/**
 * Client response shapes that extend the presentation schemas with what `includes` can add.
 * `ClientPostSchema` (spec 2.4) is strict and names `author` and `mainCategory`; a client may also ask
 * for `tags` (list and get) and `category` (get, spec 4.3 `includes=author,category,tags`), which
 * carry the client category (2.8) and tag references.
 */
import * as z from 'zod/mini';
import { described, named } from '#platform/described';
import { ClientCategorySchema, ClientPostSchema, TagRefSchema } from '#domains/presentation/client-schemas';
import { answerSchemas } from '#domains/posts/shapes/field-answer-schemas';
import { clientKeysView } from '#domains/posts/model/field-views';
import { postFields } from '#domains/posts/model/post-fields';

export const ClientPostItemSchema = named(
  z.extend(ClientPostSchema, {
    // Keys of fields added after v3 (post-fields.ts, `client: true`); left out of the static type, as spec 2.4's builder leaves them out of its literal.
    ...(answerSchemas(postFields(), clientKeysView(postFields())) as object),
    tags: described(z.optional(z.array(TagRefSchema)), 'present when included (includes=tags)'),
    category: described(
      z.optional(z.nullable(ClientCategorySchema)),
      'present when included (includes=category on the single post); null when the post has none',
    ),
  }),
  'ClientPostItem',
  'Client post with the relations a client may include',
);

export type ClientPostItem = z.infer<typeof ClientPostItemSchema>;
