/**
 * The pages `npm start` serves beside the API, on its origin: the admin console at /admin
 * (infra/console/serve.ts) and the API reference at /docs with the OpenAPI document at /openapi.json
 * (infra/openapi/serve.ts). A deployment serves the console from its own stack instead.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { referenceAnswer } from '#infra/openapi/serve';
import { consoleAnswer } from '#infra/console/serve';
import type { RequestFacts } from './proxy-event';
import { send, type Served, type Serving } from './gateway-answers';

/** `consoleApiKey`: the client key the console's config.json names, asked on each request. */
export function staticServing(consoleApiKey: () => string | undefined): Serving {
  return async function serveStatic(request: IncomingMessage, response: ServerResponse, facts: RequestFacts): Promise<Served | undefined> {
    const admin = await consoleAnswer(facts.method, facts.path, consoleApiKey);
    if (admin) {
      request.resume();
      send(response, facts, admin.status, admin.headers, facts.method === 'HEAD' ? '' : admin.body);
      return { status: admin.status };
    }
    const reference = await referenceAnswer(facts.method, facts.path);
    if (reference) {
      request.resume();
      send(response, facts, 200, reference.headers, reference.body);
      return { status: 200 };
    }
    return undefined;
  };
}
