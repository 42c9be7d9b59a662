/**
 * Operations of `client-user` routes (likes, posting comments, preferences, profile): the client's
 * API key and quota as everywhere, plus the user's Bearer token. Kept apart from `endpoint` so that
 * the token verifier (jose) and the user lookup are bundled only into the handlers that need them.
 */
import { endpoint } from '#platform/http/endpoint';
import { authenticateUser } from './sessions';

export const userEndpoint: typeof endpoint = (schemas, action, options = {}) => endpoint(schemas, action, { ...options, authenticateUser });
