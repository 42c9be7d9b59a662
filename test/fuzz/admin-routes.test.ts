/** Every admin route of the table, fuzzed through the local gateway with a token holding every permission. */
import { fuzzRoutes } from './support/fuzz-routes';

fuzzRoutes('admin routes', (route) => route.audience === 'admin');
