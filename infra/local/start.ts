/**
 * `npm start`: the whole service on one machine. DynamoDB Local (in memory, or on disk under
 * CMS_DATA_DIR), the table from the stack's definition, the demo seed, the admin and client key
 * asked for in the environment, and the local API Gateway in front of the same Lambda handlers.
 *
 * The service modules are imported only after the environment is set: the DynamoDB client and the
 * JWT secret are read once per process.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { InvalidRequiredMfaSetting, parseRequiredMfaRoles } from '#platform/auth/required-mfa';
import { InvalidSiteSetting, parseSiteSettings } from '#platform/site/site-settings';
import type { DemoCredentials } from '#domains/seed/demo-context';
import type { SeedReport } from '#domains/seed/seed-steps';
import type { LocalDynamo } from './dynamodb';
import type { LocalGateway } from './gateway';
import type { StreamPump } from './stream-pump';
import type { LocalScheduledPublisher } from './scheduled-publisher';
import type { LocalWebhookQueue } from './webhook-queue';

export interface LocalStackOptions {
  /** Gateway port; 0 picks a free one. Default 3000. */
  port?: number;
  host?: string;
  /** DynamoDB Local port; 0 picks a free one. Default 8000. */
  dynamoPort?: number;
  /** Keep data (DynamoDB, JWT secret, MFA key, demo credentials, media) here across restarts; in memory when absent. */
  dataDir?: string;
  seed?: 'demo' | 'none';
  adminEmail?: string;
  adminPassword?: string;
  /** A client API key that must exist after start. */
  apiKey?: string;
  jwtSecret?: string;
  /** Roles that must log in with a second factor (REQUIRE_MFA_FOR), validated. */
  requireMfaFor?: readonly string[];
  tableName?: string;
  /** No access log lines. */
  quiet?: boolean;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** How long DynamoDB Local may take to answer (startLocalDynamo's 60 s when absent; the tests allow more). */
  dynamoReadyWithinMs?: number;
}

export interface LocalStack {
  url: string;
  port: number;
  dynamoEndpoint: string;
  tableName: string;
  /** The demo logins (CMS_SEED=demo): every demo user shares the password. */
  demo?: { admin: { email: string; password: string }; password: string; clientApiKey: string };
  /** The admin of CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, when given. */
  admin?: { email: string; password: string };
  /** The key of CMS_API_KEY, when given. */
  apiKey?: string;
  /** The roles that must log in with a second factor (REQUIRE_MFA_FOR). */
  requireMfaFor: readonly string[];
  /** Seed steps run now and skipped as done by an earlier start (CMS_SEED=demo). */
  seedReport?: SeedReport;
  warnings: string[];
  /** What `npm start` prints. */
  banner: string;
  close(): Promise<void>;
}

export class StartError extends Error {}

function integerOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new StartError(`${name} must be a port number, got "${value}"`);
  return parsed;
}

/**
 * The public site's settings (SITE_URL, POST_URL_PATTERN, DEFAULT_LANGUAGE, PREVIEW_URL_PATTERN) are read
 * by the handlers from this environment; checked here so a bad one stops the start, not a request.
 */
function checkSiteSettings(env: NodeJS.ProcessEnv): void {
  try {
    // SITE_URL unset: the handlers use the gateway's URL, not known yet; any URL stands in for it.
    parseSiteSettings(env, 'http://127.0.0.1');
  } catch (error) {
    if (error instanceof InvalidSiteSetting) throw new StartError(error.message);
    throw error;
  }
}

/** The options `npm start` reads from its environment (CONTRACT section 1). */
export function localStackOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LocalStackOptions {
  checkSiteSettings(env);
  const seed = env.CMS_SEED || 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new StartError(`CMS_SEED must be "demo" or "none", got "${seed}"`);
  if (Boolean(env.CMS_ADMIN_EMAIL) !== Boolean(env.CMS_ADMIN_PASSWORD)) throw new StartError('set both CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, or neither');
  let requireMfaFor: readonly string[];
  try {
    requireMfaFor = parseRequiredMfaRoles(env.REQUIRE_MFA_FOR);
  } catch (error) {
    if (error instanceof InvalidRequiredMfaSetting) throw new StartError(error.message);
    throw error;
  }
  return {
    port: integerOf('PORT', env.PORT, 3000),
    dynamoPort: integerOf('DYNAMODB_PORT', env.DYNAMODB_PORT, 8000),
    dataDir: env.CMS_DATA_DIR || undefined,
    seed,
    adminEmail: env.CMS_ADMIN_EMAIL || undefined,
    adminPassword: env.CMS_ADMIN_PASSWORD || undefined,
    apiKey: env.CMS_API_KEY || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    requireMfaFor,
    tableName: env.TABLE_NAME || undefined,
    quiet: env.CMS_ACCESS_LOG === 'off',
  };
}

async function ensurePortFree(port: number, host: string, variable: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new StartError(`port ${port} is already in use: set ${variable} to another port`) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** A secret kept in `file` (created once, readable by the owner only). */
async function persistedSecret(file: string, create: () => string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = create();
  await writeFile(file, value + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  return value;
}

async function demoCredentialsIn(dataDir: string | undefined, generate: () => DemoCredentials): Promise<DemoCredentials> {
  if (!dataDir) return generate();
  const text = await persistedSecret(path.join(dataDir, 'demo-credentials.json'), () => JSON.stringify(generate()));
  const parsed = JSON.parse(text) as Partial<DemoCredentials>;
  if (typeof parsed.password !== 'string' || typeof parsed.clientApiKey !== 'string') throw new StartError(`${dataDir}/demo-credentials.json is not valid: remove it or the whole data folder`);
  return { password: parsed.password, clientApiKey: parsed.clientApiKey };
}

function bannerOf(stack: Omit<LocalStack, 'banner' | 'close'>, dataDir: string | undefined): string {
  const key = stack.demo?.clientApiKey ?? stack.apiKey;
  const login = stack.demo?.admin ?? stack.admin;
  const lines = [
    '',
    `  CMS API (local)     ${stack.url}`,
    `  Admin console       ${stack.url}/admin/${key ? '' : ' (needs a client key: CMS_API_KEY)'}`,
    `  DynamoDB Local      ${stack.dynamoEndpoint} (table ${stack.tableName}, ${dataDir ? `kept in ${dataDir}` : 'in memory'})`,
    `  Emails (outbox)     ${stack.url}/_local/mail (registration ${process.env.REGISTRATION === 'open' ? 'open' : 'closed: REGISTRATION=open opens it'})`,
    '',
  ];
  if (stack.demo) {
    lines.push(`  Demo admin          ${stack.demo.admin.email} / ${stack.demo.admin.password}`);
    lines.push(`  Other demo users    editor@, author@, moderator@, reader@, reader2@example.com (same password)`);
  }
  if (stack.admin) lines.push(`  Admin (CMS_ADMIN)   ${stack.admin.email} / ${stack.admin.password}`);
  if (!login) lines.push('  No admin login: set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, or run `npx cms user create ... --role admin`.');
  if (stack.requireMfaFor.length > 0) lines.push(`  Two-factor login    required for ${stack.requireMfaFor.join(', ')} (REQUIRE_MFA_FOR): they enrol at their next login`);
  if (key) lines.push(`  Client API key      ${key}`);
  else lines.push('  No client API key: set CMS_API_KEY, or run `npx cms key create --name my-app`.');
  if (key) {
    lines.push('', '  Try:');
    lines.push(`    curl -s ${stack.url}/api/client/v3/cms/post -H 'Api-Key: ${key}'`);
    if (login) {
      const body = JSON.stringify({ email: login.email, password: login.password });
      lines.push(`    curl -s -X POST ${stack.url}/api/client/v3/auth/login -H 'Api-Key: ${key}' -H 'Content-Type: application/json' -d '${body}'`);
      lines.push(`    (then send the token as 'Authorization: Bearer <token>' to /api/admin/v3/...)`);
    }
  }
  for (const warning of stack.warnings) lines.push(`  Warning: ${warning}`);
  lines.push('');
  return lines.join('\n');
}

export async function startLocalStack(options: LocalStackOptions = localStackOptionsFromEnv()): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 3000;
  const dynamoPort = options.dynamoPort ?? 8000;
  const tableName = options.tableName ?? 'cms';
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  const warnings: string[] = [];

  checkSiteSettings(process.env);
  await ensurePortFree(port, host, 'PORT');
  await ensurePortFree(dynamoPort, '127.0.0.1', 'DYNAMODB_PORT');
  if (dataDir) await mkdir(path.join(dataDir, 'dynamodb'), { recursive: true });

  // Everything below reads this environment, as a deployed function reads its configuration.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.AWS_REGION ??= 'local';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  // Local only: never upload to a bucket or register keys with a real API Gateway from `npm start`.
  for (const name of ['MEDIA_BUCKET', 'USAGE_PLAN_ID', 'JWT_SECRET_ARN', 'CURSOR_SECRET_ARN', 'MFA_KEY_ARN', 'PREVIEW_KEY_ARN']) delete process.env[name];
  if (dataDir) process.env.CMS_DATA_DIR = dataDir;
  process.env.JWT_SECRET =
    options.jwtSecret ??
    (dataDir ? await persistedSecret(path.join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url')) : randomBytes(48).toString('base64url'));
  // Sealed TOTP secrets must open after a restart on kept data: the key is kept beside the JWT secret.
  process.env.MFA_KEY = dataDir
    ? await persistedSecret(path.join(dataDir, 'mfa-key'), () => randomBytes(48).toString('base64url'))
    : randomBytes(48).toString('base64url');
  const requireMfaFor = options.requireMfaFor ?? [];
  if (requireMfaFor.length > 0) process.env.REQUIRE_MFA_FOR = requireMfaFor.join(',');
  else delete process.env.REQUIRE_MFA_FOR;
  // Preview links handed out before a restart keep working on kept data.
  process.env.PREVIEW_KEY = dataDir
    ? await persistedSecret(path.join(dataDir, 'preview-key'), () => randomBytes(48).toString('base64url'))
    : randomBytes(48).toString('base64url');
  // Cursors handed out before a restart stay valid when the data does.
  process.env.CURSOR_SECRET = dataDir
    ? await persistedSecret(path.join(dataDir, 'cursor-secret'), () => randomBytes(48).toString('base64url'))
    : randomBytes(48).toString('base64url');

  const { startLocalDynamo, ensureTable, localClient } = await import('./dynamodb');
  const { layoutMismatch } = await import('#platform/db/layout');
  log(`starting DynamoDB Local on port ${dynamoPort || '(free)'}${dataDir ? ` with data in ${dataDir}` : ' in memory'}`);
  const dynamo: LocalDynamo = await startLocalDynamo({
    port: dynamoPort || undefined,
    dataDir: dataDir ? path.join(dataDir, 'dynamodb') : undefined,
    readyWithinMs: options.dynamoReadyWithinMs,
  });
  let gateway: LocalGateway | undefined;
  let pump: StreamPump | undefined;
  let webhooks: LocalWebhookQueue | undefined;
  let publisher: LocalScheduledPublisher | undefined;
  try {
    process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
    process.env.TABLE_NAME = tableName;
    const client = localClient(dynamo.endpoint);
    try {
      const mismatch = layoutMismatch(await ensureTable(client, tableName));
      if (mismatch) warnings.push(mismatch);
    } finally {
      client.destroy();
    }
    const { resetJwtSecretCache } = await import('#platform/auth/jwt-secret');
    resetJwtSecretCache();
    const { resetCursorKeyCache } = await import('#platform/db/cursor-seal');
    resetCursorKeyCache();
    const { resetMfaKeyCache } = await import('#platform/auth/mfa-key');
    resetMfaKeyCache();
    const { resetPreviewKeyCache } = await import('#platform/auth/preview-key');
    resetPreviewKeyCache();

    let demo: LocalStack['demo'];
    let seedReport: SeedReport | undefined;
    if ((options.seed ?? 'demo') === 'demo') {
      const { seedDemo, generateDemoCredentials } = await import('#domains/seed/demo');
      const { DEMO_USERS } = await import('#domains/seed/demo-users');
      const credentials = await demoCredentialsIn(dataDir, generateDemoCredentials);
      const report = await seedDemo({ credentials, log: (line) => log(`seed: ${line}`) });
      seedReport = report;
      log(`seed: ${report.ran.length ? `ran ${report.ran.join(', ')}` : 'nothing to do'}${report.skipped.length ? ` (already done: ${report.skipped.join(', ')})` : ''}`);
      demo = { admin: { email: DEMO_USERS.admin.email, password: credentials.password }, password: credentials.password, clientApiKey: credentials.clientApiKey };
    }

    const { ensureAdmin, ensureClientKey } = await import('#domains/seed/ensure');
    let admin: LocalStack['admin'];
    if (options.adminEmail && options.adminPassword) {
      const outcome = await ensureAdmin(options.adminEmail, options.adminPassword);
      if (outcome.state === 'differs') warnings.push(outcome.warning);
      admin = { email: options.adminEmail.trim().toLowerCase(), password: options.adminPassword };
    }
    if (options.apiKey) {
      const outcome = await ensureClientKey(options.apiKey);
      if (outcome.state === 'differs') warnings.push(outcome.warning);
    }

    if (!dynamo.loopbackOnly) {
      warnings.push('DynamoDB Local listens on every interface: binding it to 127.0.0.1 needs a JDK (javac), and this Java is a runtime only.');
    }

    // The table stream's consumers (search postings) run as in AWS: shortly after each write.
    const { tableStreamPump, forgetTableStreamPump } = await import('./table-stream');
    // Its position is kept with the data: a restart resumes where it stopped (stream-pump.ts).
    pump = tableStreamPump(dynamo.endpoint, tableName, dataDir ? { positionFile: path.join(dataDir, 'stream-position.json') } : {});
    const forgetPump = () => forgetTableStreamPump(dynamo.endpoint, tableName);
    pump.start();
    // Webhook deliveries: the local FIFO queue runs the delivery function, backoff delays on real timers.
    const { localWebhookQueue } = await import('./webhook-queue');
    webhooks = localWebhookQueue(tableName);
    webhooks.start();
    // Scheduled posts: the publish function on a timer (EventBridge Scheduler's part in AWS).
    const { LocalScheduledPublisher } = await import('./scheduled-publisher');
    publisher = new LocalScheduledPublisher();
    publisher.start();
    const { startLocalGateway } = await import('./gateway');
    // The console at /admin logs in with the client key this stack knows (seeded, or CMS_API_KEY).
    const consoleKey = options.apiKey ?? demo?.clientApiKey;
    gateway = await startLocalGateway({ port, host, quiet: options.quiet, consoleApiKey: () => consoleKey });
    const started = gateway;
    const stack: Omit<LocalStack, 'banner' | 'close'> = {
      url: started.url,
      port: started.port,
      dynamoEndpoint: dynamo.endpoint,
      tableName,
      demo,
      admin,
      apiKey: options.apiKey,
      requireMfaFor,
      seedReport,
      warnings,
    };
    let closing: Promise<void> | undefined;
    return {
      ...stack,
      banner: bannerOf(stack, dataDir),
      close() {
        closing ??= (async () => {
          await started.close();
          await publisher?.stop();
          await pump?.stop();
          forgetPump();
          await webhooks?.stop();
          await dynamo.stop();
        })();
        return closing;
      },
    };
  } catch (error) {
    await gateway?.close();
    await publisher?.stop();
    await pump?.stop();
    if (pump) (await import('./table-stream')).forgetTableStreamPump(dynamo.endpoint, tableName);
    await webhooks?.stop();
    await dynamo.stop();
    throw error;
  }
}

async function main(): Promise<void> {
  const stack = await startLocalStack({ ...localStackOptionsFromEnv(), log: (line) => process.stdout.write(`${line}\n`) });
  // `npx cms` finds this stack through the state file while it runs.
  const { writeLocalStackState, removeLocalStackState } = await import('./stack-state');
  writeLocalStackState({ pid: process.pid, url: stack.url, dynamoEndpoint: stack.dynamoEndpoint, tableName: stack.tableName });
  process.on('exit', () => removeLocalStackState(process.pid));
  process.stdout.write(stack.banner + '\n');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      process.stderr.write('forced exit\n');
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`\n${signal}: stopping the gateway and DynamoDB Local...\n`);
    stack.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`npm start failed: ${error instanceof StartError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
