/**
 * Cost per million requests of an endpoint, from what the benchmark measured: the capacity units of
 * its DynamoDB calls, its handler CPU time and its round trips, at list prices.
 *
 * Prices: AWS list prices, us-east-1, as published on the services' pricing pages (checked
 * 2025-06-01): API Gateway REST first tier, Lambda arm64, DynamoDB on-demand after the
 * November 2024 reduction. Free tiers, data transfer and CloudWatch Logs are left out.
 */

export const PRICES = {
  date: '2025-06-01',
  region: 'us-east-1',
  /** API Gateway REST API, per million requests (first 333 million a month). */
  apiGatewayRestPerMillion: 3.5,
  /** Lambda, per million requests. */
  lambdaRequestsPerMillion: 0.2,
  /** Lambda arm64, per GB-second (first 6 billion GB-seconds a month). */
  lambdaArmPerGbSecond: 0.0000133334,
  /** DynamoDB on-demand, per million read request units (a strongly consistent 4 KB read; eventually consistent = 0.5). */
  dynamoReadPerMillionUnits: 0.125,
  /** DynamoDB on-demand, per million write request units (1 KB; transactional writes count twice). */
  dynamoWritePerMillionUnits: 0.625,
} as const;

/**
 * Time model of a warm invocation in Lambda (the local machine is not Lambda):
 * - CPU work runs on the share of a vCPU Lambda gives the memory (1,769 MB = one vCPU), taking the
 *   local core as a Graviton core;
 * - each sequential DynamoDB round trip takes DYNAMODB_ROUND_TRIP_MS in the same region (single-digit
 *   milliseconds is what DynamoDB states; DynamoDB Local's timings measure a Java process on this
 *   machine, not the service);
 * - Lambda bills whole milliseconds.
 */
export const DYNAMODB_ROUND_TRIP_MS = 5;
export const FULL_VCPU_MB = 1769;

export function lambdaDurationMs(cpuMs: number, roundTrips: number, memoryMb: number): number {
  const cpuShare = Math.min(1, memoryMb / FULL_VCPU_MB);
  return cpuMs / cpuShare + roundTrips * DYNAMODB_ROUND_TRIP_MS;
}

export interface CostInput {
  readUnits: number;
  writeUnits: number;
  handlerCpuMs: number;
  roundTrips: number;
}

export interface CostFigures {
  /** Dollars per million requests. */
  apiGateway: number;
  lambda: number;
  dynamo: number;
  total: number;
  billedMs: number;
}

export function costPerMillion(input: CostInput, memoryMb: number): CostFigures {
  const billedMs = Math.max(1, Math.ceil(lambdaDurationMs(input.handlerCpuMs, input.roundTrips, memoryMb)));
  const apiGateway = PRICES.apiGatewayRestPerMillion;
  const lambda = PRICES.lambdaRequestsPerMillion + (memoryMb / 1024) * (billedMs / 1000) * PRICES.lambdaArmPerGbSecond * 1_000_000;
  const dynamo = input.readUnits * PRICES.dynamoReadPerMillionUnits + input.writeUnits * PRICES.dynamoWritePerMillionUnits;
  return { apiGateway, lambda, dynamo, total: apiGateway + lambda + dynamo, billedMs };
}
