/** The scheduled-publishing function (not a route): deployed by the stack, run by the local publisher's timer. */
import { all, changePostStatus, readPost } from '#platform/routes/access-fragments';
import type { TableAccess } from '#platform/routes/access-types';

export const PUBLISH_POST_ENTRY = 'functions/scheduling/publish-post.ts';
/** Its name among the functions (logs, roles, the least-privilege proof). */
export const PUBLISH_POST_ID = 'scheduled-publishing';
/** A scheduled post becoming published is a status change. */
export const PUBLISH_POST_ACCESS: TableAccess = all(readPost, changePostStatus);
