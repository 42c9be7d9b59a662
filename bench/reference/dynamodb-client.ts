/**
 * The init-time reference of `npm run bench`: nothing but the service's DynamoDB client
 * (shared/platform/db/client.ts, created at module scope), bundled like a function. What a handler costs at
 * cold start beyond this is the handler's own; this much is the SDK's and Node's.
 */
import { db } from '#platform/db/client';

export const handler = async () => ({ statusCode: 200, body: typeof db.send });
