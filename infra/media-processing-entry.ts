/** The media-processing function (not a route): deployed by the stack, run by the local gateway after each upload. */
import type { TableAccess } from '#platform/routes/access-types';

export const MEDIA_PROCESSING_ENTRY = 'functions/media/process-uploads.ts';
/** Its name among the functions (logs, roles, the least-privilege proof). */
export const MEDIA_PROCESSING_ID = 'media-processing';
/** It measures the upload and records it on the media item. */
export const MEDIA_PROCESSING_ACCESS: TableAccess = { items: { GetItem: ['media'], UpdateItem: ['media'] } };
