/** Every client route of the table (key alone, and key plus user token), fuzzed through the local gateway. */
import { fuzzRoutes } from './support/fuzz-routes';

fuzzRoutes('client routes', (route) => route.audience !== 'admin');
