import { freePort } from '#infra/local/dynamodb';

let port: number | undefined;

/**
 * The one port every section's DynamoDB Local listens on (one at a time). The service's modules, and
 * the DynamoDB client they create when they load, are loaded once per process: a later section
 * (content after capacity, the console's demo stack, the WordPress import) must answer on the same
 * endpoint, or that client is left talking to a DynamoDB Local that has stopped.
 */
export async function benchDynamoPort(): Promise<number> {
  if (process.env.DYNAMODB_PORT) return Number(process.env.DYNAMODB_PORT);
  return (port ??= await freePort());
}
