/**
 * docs/operations.md, run as written: every command of its ```sh blocks. Only the values it says come
 * from the stack's outputs (`<AlarmTopicArn>`, `<TableName>`...) are filled in.
 * - `aws …` runs the real AWS CLI against a stand-in endpoint (AWS_ENDPOINT_URL) that records each call:
 *   each command must exit 0 having made the call its name says, with the parameters as written. That
 *   proves the commands parse and send what the runbook means; what AWS then does is AWS's.
 * - `npx cms …` runs against DynamoDB Local: the export of a table, and its import into an empty one.
 * - `npx cdk deploy CmsStack -c …` runs as a synth of the same app with the same context (infra/app.ts,
 *   bundling skipped): the stack builds with those values. Deploying needs an AWS account.
 * The AWS CLI is installed on these machines; where it is absent the `aws` commands are skipped and said so.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#platform/db/client';
import { ensureTable, localClient } from '#infra/local/dynamodb';
import { useTestTable } from '#test/support/table';

jest.setTimeout(600_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const table = useTestTable();

/** The commands of every ```sh block, one per line. */
const commands = [...readFileSync(path.join(REPO_ROOT, 'docs/operations.md'), 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
  block[1]!.split('\n').map((line) => line.trim()).filter(Boolean),
);

const OUTPUTS: Record<string, string> = {
  '<AlarmTopicArn>': 'arn:aws:sns:eu-west-1:123456789012:CmsStack-MonitoringAlarmsTopic-abc',
  '<QueueUrl>': 'https://sqs.eu-west-1.amazonaws.com/123456789012/CmsStack-TableStreamFailures-abc',
  '<TableName>': 'CmsStack-Table-abc',
  '<JwtSecretArn>': 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:JwtSecret-abc',
  '<CursorSecretArn>': 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:CursorSecret-abc',
};
const filled = (command: string) => Object.entries(OUTPUTS).reduce((text, [name, value]) => text.split(name).join(value), command);

interface Call {
  operation: string;
  body: string;
}

/** Answers every call as AWS would for a success; JSON protocols by their target, the query protocol (SNS) in XML. */
function standIn(calls: Call[]): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const target = request.headers['x-amz-target'];
      if (typeof target === 'string') {
        const operation = target.split('.').pop()!;
        calls.push({ operation, body });
        const answer =
          operation === 'DescribeTable'
            ? { Table: { TableName: 'cms-restored', TableStatus: 'ACTIVE', LatestStreamArn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/cms-restored/stream/2030-01-15T09:45:00.000' } }
            : {};
        response.writeHead(200, { 'Content-Type': 'application/x-amz-json-1.0' });
        response.end(JSON.stringify(answer));
        return;
      }
      const operation = new URLSearchParams(body).get('Action') ?? 'unknown';
      calls.push({ operation, body: decodeURIComponent(body) });
      response.writeHead(200, { 'Content-Type': 'text/xml' });
      response.end(`<${operation}Response xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><${operation}Result></${operation}Result><ResponseMetadata><RequestId>x</RequestId></ResponseMetadata></${operation}Response>`);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function bash(command: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('bash', ['-c', command], { cwd: REPO_ROOT, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const awsInstalled = (() => {
  try {
    execFileSync('aws', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!awsInstalled) process.stdout.write('the AWS CLI is not installed: the aws commands of docs/operations.md are not run\n');

test('the runbook has commands of each kind, and no other kind', () => {
  expect(commands.filter((command) => command.startsWith('aws ')).length).toBeGreaterThanOrEqual(8);
  expect(commands.filter((command) => /(^|\s)npx cms /.test(command))).toHaveLength(2);
  expect(commands.filter((command) => command.startsWith('npx cdk deploy '))).toHaveLength(2);
  expect(commands.filter((command) => !/^(aws |npx cdk deploy |(TABLE_NAME=\S+ )?npx cms )/.test(command))).toEqual([]);
});

(awsInstalled ? test : test.skip)('every aws command exits 0 having made the call its name says', async () => {
  // Prepare
  const calls: Call[] = [];
  const server = await standIn(calls);
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = { ...process.env, AWS_ENDPOINT_URL: endpoint, AWS_ACCESS_KEY_ID: 'runbook', AWS_SECRET_ACCESS_KEY: 'runbook', AWS_DEFAULT_REGION: 'eu-west-1', AWS_REGION: 'eu-west-1', AWS_PAGER: '' };
  try {
    for (const command of commands.filter((line) => line.startsWith('aws '))) {
      // Act
      const before = calls.length;
      const run = await bash(filled(command), env);
      // Assess: `aws dynamodb restore-table-to-point-in-time` is RestoreTableToPointInTime ("wait table-exists" polls DescribeTable)
      const [, , verb, waiter] = command.split(/\s+/);
      const operation = verb === 'wait' ? (waiter === 'table-exists' ? 'DescribeTable' : waiter) : verb!.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
      expect({ command, code: run.code, stderr: run.stderr.trim() }).toEqual({ command, code: 0, stderr: '' });
      expect({ command, operations: calls.slice(before).map((call) => call.operation) }).toEqual({ command, operations: expect.arrayContaining([operation]) });
    }
  } finally {
    server.close();
  }
  // The parameters arrive as written.
  const bodyOf = (operation: string) => calls.find((call) => call.operation === operation)!.body;
  expect(JSON.parse(bodyOf('RestoreTableToPointInTime'))).toMatchObject({ SourceTableName: OUTPUTS['<TableName>'], TargetTableName: 'cms-restored' });
  expect(JSON.parse(bodyOf('UpdateTable'))).toMatchObject({ StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' }, DeletionProtectionEnabled: true });
  expect(JSON.parse(bodyOf('UpdateTimeToLive'))).toEqual({ TableName: 'cms-restored', TimeToLiveSpecification: { Enabled: true, AttributeName: 'ttl' } });
  expect(JSON.parse(bodyOf('UpdateContinuousBackups'))).toMatchObject({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } });
  const secrets = calls.filter((call) => call.operation === 'PutSecretValue').map((call) => JSON.parse(call.body) as { SecretId: string; SecretString: string });
  expect(secrets.map((secret) => secret.SecretId)).toEqual([OUTPUTS['<JwtSecretArn>'], OUTPUTS['<CursorSecretArn>']]);
  for (const secret of secrets) expect(secret.SecretString).toMatch(/^[A-Za-z0-9+/]{64}$/);
  expect(bodyOf('Subscribe')).toContain('Protocol=https');
});

test('cms export writes the table, and cms import json loads it into an empty table, item for item', async () => {
  // Prepare: a few items in this file's table, and an empty one of the name the runbook loads into
  const [exportLine, importLine] = commands.filter((command) => /(^|\s)npx cms /.test(command));
  for (let id = 1; id <= 3; id++) await db.send(new PutCommand({ TableName: table.name, Item: { pk: `TAG#${id}`, sk: 'TAG', id, name: `tag ${id}`, entity: 'tag' } }));
  const client = localClient(process.env.DYNAMODB_ENDPOINT!);
  const restoreTable = importLine!.match(/TABLE_NAME=(\S+)/)![1]!;
  await ensureTable(client, restoreTable, { stream: false });
  client.destroy();
  const env = { ...process.env, DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, TABLE_NAME: table.name, LOG_LEVEL: 'SILENT' };
  const file = path.join(REPO_ROOT, 'backup.jsonl');
  try {
    // Act
    const exported = await bash(exportLine!, env);
    const imported = await bash(importLine!, env);
    // Assess
    expect({ code: exported.code, stderr: exported.stderr }).toEqual({ code: 0, stderr: expect.any(String) });
    expect(imported.code).toBe(0);
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
    expect(lines).toBeGreaterThanOrEqual(3);
    expect(imported.stdout).toContain(`imported ${lines} items from backup.jsonl`);
  } finally {
    if (existsSync(file)) rmSync(file);
  }
});

test('each npx cdk deploy of the runbook builds the stack with its context (synthesized, bundling skipped)', async () => {
  for (const command of commands.filter((line) => line.startsWith('npx cdk deploy '))) {
    // Prepare: `-c name=value` as the CDK CLI hands it to the app
    const context = Object.fromEntries([...command.matchAll(/-c (\w+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]));
    // Act
    const run = await bash('node --import tsx infra/app.ts', {
      ...process.env,
      CDK_OUTDIR: path.join(REPO_ROOT, 'cdk.out', `runbook-${process.pid}`),
      CDK_CONTEXT_JSON: JSON.stringify({ 'aws:cdk:bundling-stacks': [], ...context }),
    });
    // Assess
    expect({ command, code: run.code, stderr: run.stderr.split('\n').filter((line) => /Error/.test(line)) }).toEqual({ command, code: 0, stderr: [] });
    const template = readFileSync(path.join(REPO_ROOT, 'cdk.out', `runbook-${process.pid}`, 'CmsStack.template.json'), 'utf8');
    if (context.tableName) expect(template).toContain(context.tableStreamArn);
  }
  rmSync(path.join(REPO_ROOT, 'cdk.out', `runbook-${process.pid}`), { recursive: true, force: true });
});
