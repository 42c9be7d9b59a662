/**
 * How stream records are delivered to the stream function, in AWS (the event source mapping) and
 * under `npm start` (the local pump) alike.
 */
export const STREAM_DELIVERY = {
  /** Records per invocation. */
  batchSize: 100,
  /** Retries of a failing record (Lambda halves the batch on each, to isolate it) before it is set aside. */
  retryAttempts: 3,
  /** A record older than this is set aside rather than retried (the stream keeps records 24 h). */
  maxRecordAgeHours: 6,
} as const;
