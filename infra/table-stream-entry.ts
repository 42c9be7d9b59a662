/** The table stream function (not a route): deployed by the stack, run by the local stream pump. */
export const TABLE_STREAM_ENTRY = 'functions/stream/table-stream.ts';
/** Names it where a function is charged for its DynamoDB calls (the local pump, the least-privilege proof). */
export const TABLE_STREAM_ID = 'table-stream';
