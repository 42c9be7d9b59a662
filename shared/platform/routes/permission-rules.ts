/**
 * The access rules several post operations apply beyond their permission, a sentence each: a route
 * names the ones it applies in its `rules`, and the OpenAPI description states them.
 */
export const OWNERSHIP =
  'Ownership: without `cms.posts.edit_others` only posts whose `author_id` is the caller (an API key owns none); other posts answer 403 naming `cms.posts.edit_others`.';
export const PUBLISHING = 'Making a post `published` (status, restore of a published post) needs `cms.posts.publish`.';
export const AUTHORING = 'Setting `author_id` to anyone but the caller needs `cms.posts.edit_others`.';
export const BULK = 'Each id is judged on its own: posts the caller may not change are listed in `refused_ids`, never changed and not counted in `affected`.';
