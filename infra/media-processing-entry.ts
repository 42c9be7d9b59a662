/** The media-processing function (not a route): deployed by the stack, run by the local gateway after each upload. */
export const MEDIA_PROCESSING_ENTRY = 'functions/media/process-uploads.ts';
/** Its name among the functions (logs, roles, the least-privilege proof). */
export const MEDIA_PROCESSING_ID = 'media-processing';
