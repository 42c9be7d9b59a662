/** The scheduled-publishing function (not a route): deployed by the stack, run by the local publisher's timer. */
export const PUBLISH_POST_ENTRY = 'functions/scheduling/publish-post.ts';
/** Names it in FUNCTION_ACCESS and the stack. */
export const PUBLISH_POST_ID = 'scheduled-publishing';
