/**
 * Latency under load: autocannon (10 connections, its own process) against the local gateway, and,
 * from this process, the bare DynamoDB calls the same request makes, replayed by 10 concurrent
 * workers in the order they ran (calls the handler issued together are issued together).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { CallRecord } from './dynamo-probe';
import { callGroups } from './capacity';
import { PROJECT_ROOT } from './bundles';
import { quantile } from './stats';

export const CONNECTIONS = 10;

export interface LoadFigures {
  p50: number;
  p99: number;
  mean: number;
  requests: number;
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export function runLoad(spec: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  uniqueTitle?: boolean;
  seconds: number;
}): Promise<LoadFigures> {
  const worker = path.join(PROJECT_ROOT, 'bench', 'lib', 'load-worker.ts');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', worker, JSON.stringify({ ...spec, connections: CONNECTIONS })],
      { cwd: PROJECT_ROOT, maxBuffer: 1024 * 1024, env: { ...process.env, NODE_OPTIONS: '' } },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`load worker failed: ${stderr || error.message}`));
        resolve(JSON.parse(stdout.trim().split('\n').pop()!) as LoadFigures);
      },
    );
  });
}

const COMMANDS: Record<string, new (input: any) => any> = {
  GetItemCommand: GetCommand,
  QueryCommand,
  ScanCommand,
  BatchGetItemCommand: BatchGetCommand,
  TransactGetItemsCommand: TransactGetCommand,
  PutItemCommand: PutCommand,
  UpdateItemCommand: UpdateCommand,
  DeleteItemCommand: DeleteCommand,
  BatchWriteItemCommand: BatchWriteCommand,
  TransactWriteItemsCommand: TransactWriteCommand,
};

/** Replaces what made a created thing unique (its id and slug) so that each replay writes a new one. */
export function uniquified(calls: readonly CallRecord[], created: { id: number; slug?: string } | undefined, n: number): CallRecord[] {
  if (!created) return calls as CallRecord[];
  const newId = 900_000_000 + n;
  let text = JSON.stringify(calls);
  const pad = (id: number) => String(id).padStart(12, '0');
  text = text.split(pad(created.id)).join(pad(newId));
  text = text.split(`#${created.id}"`).join(`#${newId}"`);
  text = text.replace(new RegExp(`"(id|post_id)":${created.id}([,}])`, 'g'), `"$1":${newId}$2`);
  if (created.slug) text = text.split(created.slug).join(`${created.slug}-r${n}`);
  return JSON.parse(text) as CallRecord[];
}

export interface BareFigures {
  p50: number;
  p99: number;
  iterations: number;
  failedCalls: number;
}

/** The recorded calls of one request, issued again and again by `CONNECTIONS` workers for `seconds`. */
export async function replayBare(
  client: DynamoDBDocumentClient,
  calls: readonly CallRecord[],
  created: { id: number; slug?: string } | undefined,
  seconds: number,
): Promise<BareFigures> {
  const groups = (n: number) => callGroups(uniquified(calls, created, n));
  const latencies: number[] = [];
  let failedCalls = 0;
  let n = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const plan = groups(n++);
      const started = performance.now();
      for (const group of plan) {
        await Promise.all(
          group.map(async (call) => {
            const Command = COMMANDS[call.command];
            if (!Command) throw new Error(`no replay for ${call.command}`);
            const { ReturnConsumedCapacity: _ignored, ...input } = call.input;
            const minute = (input.ExpressionAttributeValues as Record<string, unknown> | undefined)?.[':minute'];
            // The quota's minute window moves on: keep the replay in the current minute like the service.
            if (typeof minute === 'number') (input.ExpressionAttributeValues as Record<string, unknown>)[':minute'] = Math.floor(Date.now() / 60_000);
            try {
              await client.send(new Command(input));
            } catch {
              failedCalls += 1;
            }
          }),
        );
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), iterations: latencies.length, failedCalls };
}
