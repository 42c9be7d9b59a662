/**
 * Memory of the functions, from the measurements: Lambda gives CPU in proportion to memory (one vCPU
 * at 1,769 MB), so CPU-bound work (init, handler CPU) shrinks as memory grows while the time spent
 * waiting on DynamoDB does not, and a GB-second costs the same at every size.
 */
import { costPerMillion, FULL_VCPU_MB, lambdaDurationMs, type CostInput } from './cost';
import { median } from './stats';
import { ms, table, usd } from './report';

export const MEMORY_SIZES = [128, 256, 512, 768, 1024, 1536, 1769];

interface Endpoint extends CostInput {
  route: string;
}

export function memoryTable(endpoints: readonly Endpoint[], initMs: number | undefined, configured: number): string {
  const find = (route: string) => endpoints.find((endpoint) => endpoint.route === route);
  const list = find('client-cms-posts-list');
  const login = find('client-auth-login');
  const rows = MEMORY_SIZES.map((memory) => {
    const share = Math.min(1, memory / FULL_VCPU_MB);
    const costs = endpoints.map((endpoint) => costPerMillion(endpoint, memory));
    return [
      memory === configured ? `**${memory}**` : String(memory),
      initMs === undefined ? '-' : ms(initMs / share, 0),
      list ? ms(lambdaDurationMs(list.handlerCpuMs, list.roundTrips, memory)) : '-',
      login ? ms(lambdaDurationMs(login.handlerCpuMs, login.roundTrips, memory)) : '-',
      ms(median(endpoints.map((endpoint) => lambdaDurationMs(endpoint.handlerCpuMs, endpoint.roundTrips, memory)))),
      usd(median(costs.map((cost) => cost.lambda))),
      usd(median(costs.map((cost) => cost.total))),
    ];
  });
  return table(['MB', 'cold init ms (median function)', 'client list warm ms', 'login warm ms', 'median endpoint warm ms', 'median Lambda $/M', 'median total $/M'], rows);
}
