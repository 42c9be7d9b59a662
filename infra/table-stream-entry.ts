/** The table stream function (not a route): deployed by the stack, run by the local stream pump. */
export const TABLE_STREAM_ENTRY = 'functions/stream/table-stream.ts';
