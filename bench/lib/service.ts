/**
 * The running service of the benchmark: DynamoDB Local (in memory) with one seeded table per size,
 * the local API Gateway in this process in front of the same handlers, and the probes. Then the
 * measurements that need it: capacity per endpoint at each size, the `links.next` walk, list scans,
 * latency under load next to the bare DynamoDB calls, handler CPU time, cost per million requests.
 */
import { randomBytes } from 'node:crypto';
import { startLocalDynamo, ensureTable, localClient, type LocalDynamo } from '#infra/local/dynamodb';
import { benchDynamoPort } from './dynamo-port';
import { routes } from '#platform/routes/index';
import { DescribeTableCommand, UpdateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createTableInput } from '#platform/db/table-definition';
import { imageReader } from './item-images';
import { FUNCTION_MEMORY_MB } from '#infra/stack/settings';
import type { Budget } from './report';
import { kb, ms, table, usd, x } from './report';
import { median, quantile, round, sum } from './stats';
import type { SeededSite } from './seed';
import type { Scenario, ScenarioContext } from './scenarios';
import type { RouteCapacity, PageCost } from './capacity';
import type { CallRecord } from './dynamo-probe';
import type { OperationFigures } from './operation-budgets';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import type { BareFigures, LoadFigures } from './latency';
import { Secret, TOTP } from 'otpauth';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#platform/db/keys';

/**
 * Routes whose reads follow what they answer, not the site, and what is held flat across the sizes: the
 * feed reads a page of 20 whatever the site's size (its units per request, 1 R of margin); a sitemap
 * part reads its own posts (up to 50,000: at 20,000 posts the part is the whole site), so its units per
 * post listed (per key its queries return).
 */
const ANSWER_BOUNDED: Readonly<Record<string, { per: 'request' | 'post listed'; margin: number }>> = {
  'client-cms-feed': { per: 'request', margin: 1 },
  'client-cms-sitemap': { per: 'post listed', margin: 0 },
};
/**
 * The client post lists (both forms) and what their cost per million may be over API Gateway's price
 * alone, the quota counter set apart. CONTRACT section 2 keeps every client request's quota counters in
 * DynamoDB, exact across Lambdas: 1 W ($0.625 a million) on every client route, lists or not. With it,
 * no list can reach issue 29's 1.25x: API Gateway $3.50 + Lambda's request $0.20 + the counter $0.625 is
 * 1.236x before any read or millisecond, and the version read (0.5 R at least) makes 1.254x. So the
 * budget holds what a list itself costs, and the figure with the counter is shown beside it.
 */
const CLIENT_LIST_ROUTES = ['client-cms-posts-list', 'client-alt-posts-list'];
const CLIENT_LIST_COST_OVER_GATEWAY = 1.25;
/** The quota counter's write on every client request (shared/platform/quotas/rate-limiter.ts). */
const QUOTA_COUNTER_WRITE_UNITS = 1;
/** Alternating service and bare runs per latency route; the budget takes the median ratio. */
const LATENCY_ROUNDS = 3;

export const tableNameFor = (size: number): string => `bench-${size}`;

function setEnvironment(endpoint: string): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.AWS_REGION = 'local';
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
  process.env.DYNAMODB_ENDPOINT = endpoint;
  process.env.JWT_SECRET = randomBytes(48).toString('base64url');
  process.env.CURSOR_SECRET = randomBytes(48).toString('base64url');
  // The key that seals TOTP secrets (the two-factor routes and the mfa fixtures enrol users).
  process.env.MFA_KEY = randomBytes(32).toString('base64url');
  process.env.PREVIEW_KEY = randomBytes(48).toString('base64url');
  // The site's address (a post's canonical URL, its default language) is read when a post is built,
  // the seed's included; the local gateway sets its own URL while it runs.
  process.env.PUBLIC_BASE_URL ??= 'https://api.example.test';
  process.env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'SILENT';
  // The exact per-key quotas still run (one conditional write a request); they just never refuse.
  process.env.RATE_LIMIT_PER_MINUTE = '1000000000';
  process.env.RATE_LIMIT_PER_DAY = '1000000000';
  // The register route answers 2xx only on a site open to registration.
  process.env.REGISTRATION = 'open';
  for (const name of ['MEDIA_BUCKET', 'USAGE_PLAN_ID', 'USAGE_PLAN_ID_PARAMETER', 'JWT_SECRET_ARN', 'CURSOR_SECRET_ARN', 'MFA_KEY_ARN', 'PREVIEW_KEY_ARN']) delete process.env[name];
}

async function loadModules() {
  const [db, gateway, seed, scenarios, capacity, probe, handlerProbe, latency, cost, sessions, posts, comments, categories, tags, media, ensure, apiKeys, likes, schemas] =
    await Promise.all([
      import('#platform/db/client'),
      import('#infra/local/gateway'),
      import('./seed'),
      import('./scenarios'),
      import('./capacity'),
      import('./dynamo-probe'),
      import('./handler-probe'),
      import('./latency'),
      import('./cost'),
      import('#domains/accounts/sessions'),
      import('#domains/posts/write/manage-posts'),
      import('#domains/comments/post-comment'),
      import('#domains/taxonomy/manage-categories'),
      import('#domains/taxonomy/manage-tags'),
      import('#domains/media/manage-media'),
      import('#domains/seed/ensure'),
      import('#domains/api-keys/manage-api-keys'),
      import('#domains/likes/likes'),
      import('#domains/posts/model/post-schemas'),
    ]);
  const [webhooks, deliveries] = await Promise.all([import('#domains/webhooks/manage-webhooks'), import('#domains/webhooks/deliveries-repository')]);
  const [accountTokens, refreshTokens] = await Promise.all([import('#domains/accounts/account-tokens'), import('#domains/accounts/refresh-tokens')]);
  const [mfaEnrolment, mfaSettings, loginChallenges, tokens, users] = await Promise.all([
    import('#domains/accounts/mfa-enrolment'),
    import('#domains/accounts/mfa-settings'),
    import('#domains/accounts/login-challenges'),
    import('#platform/auth/tokens'),
    import('#domains/users/users-repository'),
  ]);
  return { db, gateway, seed, scenarios, capacity, probe, handlerProbe, latency, cost, sessions, posts, comments, categories, tags, media, ensure, apiKeys, likes, schemas, webhooks, deliveries, mfaEnrolment, mfaSettings, loginChallenges, tokens, users, accountTokens, refreshTokens };
}

/**
 * The service's DynamoDB deadlines (shared/platform/db/client.ts: 1 s to connect, 2 s to answer) are for
 * DynamoDB; on this shared machine DynamoDB Local, a JVM, sometimes takes longer to accept a
 * connection while the seed writes in parallel, which fails the run without measuring anything. The
 * bench widens them in its own process only (a call that needs that long shows as the outlier it is).
 */
function widenDeadlines(client: { config: { requestHandler: unknown } }): void {
  const handler = client.config.requestHandler as { updateHttpClientConfig?: (key: string, value: number) => void };
  handler.updateHttpClientConfig?.('connectionTimeout', 15_000);
  handler.updateHttpClientConfig?.('requestTimeout', 30_000);
}

/**
 * Turns on the table's stream, as the stack deploys it, after the seed. DynamoDB Local keeps the
 * stream records of a whole instance in one store and slows every write to a stream-enabled table as
 * that store grows (400 puts: 0.35 s on a fresh instance, 6.3 s after 20,000 stream writes), so a
 * seed of 20,000 posts (about 300,000 items) through the stream crawled. The seed writes the search
 * postings itself (seed.ts, with the stream consumer's own code), so the stream has nothing to tell
 * about seeded posts; every write the bench measures comes after this and goes through the stream.
 */
async function enableStream(client: DynamoDBClient, table: string): Promise<void> {
  await client.send(new UpdateTableCommand({ TableName: table, StreamSpecification: createTableInput(table).StreamSpecification }));
  const described = await client.send(new DescribeTableCommand({ TableName: table }));
  if (!described.Table?.LatestStreamArn) throw new Error(`table ${table}: the stream did not turn on`);
}

/**
 * Turns the stream off once the measurements that read it (the title search of the budgeted
 * operations) are done: the endpoints measured after them write thousands of items (bulk actions on
 * a hundred posts), which no consumer needs to read, and with the stream on they filled DynamoDB
 * Local's stream store and slowed every later write of the run (the endpoints at the second size
 * took four times as long as at the first).
 */
async function disableStream(endpoint: string, table: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    await client.send(new UpdateTableCommand({ TableName: table, StreamSpecification: { StreamEnabled: false } }));
  } finally {
    client.destroy();
  }
}

/** How long the bench waits for DynamoDB Local to answer after starting it. */
const BENCH_DYNAMO_READY_MS = 300_000;

export async function startService(sizes: readonly number[], log: (line: string) => void) {
  const port = await benchDynamoPort();
  setEnvironment(`http://127.0.0.1:${port}`);
  log(`starting DynamoDB Local (in memory) on port ${port}`);
  // A loaded machine starts Java slowly (a full minute was seen at a load average of 30 on 2 cores): the bench waits longer than `npm start`.
  const dynamo: LocalDynamo = await startLocalDynamo({ port, readyWithinMs: BENCH_DYNAMO_READY_MS });
  const modules = await loadModules();
  widenDeadlines(modules.db.db);
  const handlers = new modules.handlerProbe.HandlerProbe();
  handlers.install();
  // Writes are priced from the images of the items they touch, read by a client of the bench's own.
  const images = imageReader(dynamo.endpoint);
  const probe = new modules.probe.DynamoProbe(modules.db.db, (start, end) => handlers.noteDynamoCall(start, end), images.read);

  const sites = new Map<number, SeededSite>();
  for (const size of sizes) {
    process.env.TABLE_NAME = tableNameFor(size);
    const client = localClient(dynamo.endpoint);
    try {
      // Seeded without the stream, which is turned on afterwards (see enableStream).
      await ensureTable(client, tableNameFor(size), { stream: false });
      const seedStarted = Date.now();
      log(`seeding ${size} posts into table ${tableNameFor(size)} (no stream yet)`);
      sites.set(size, await modules.seed.seedSite({ posts: size, log }));
      await enableStream(client, tableNameFor(size));
      log(`seeded ${size} posts in ${Math.round((Date.now() - seedStarted) / 1000)} s; the table's stream is on from here`);
    } finally {
      client.destroy();
    }
  }

  const wrapped = await modules.handlerProbe.wrappedRoutes(routes);
  const gateway = await modules.gateway.startLocalGateway({ quiet: true, usagePlan: false, routes: wrapped });
  const env = {
    url: gateway.url,
    sites,
    modules,
    probe,
    handlers,
    gateway,
    images,
    streamOff: (table: string) => disableStream(dynamo.endpoint, table),
    async close() {
      await gateway.close();
      probe.detach();
      images.destroy();
      await dynamo.stop();
    },
  };
  return env;
}

type Env = Awaited<ReturnType<typeof startService>>;

async function contextFor(env: Env, size: number): Promise<ScenarioContext> {
  const { modules, url } = env;
  const site = env.sites.get(size)!;
  process.env.TABLE_NAME = tableNameFor(size);
  env.gateway.clearCaches();
  modules.sessions.clearSessionCaches();
  const login = async (email: string) => {
    const response = await fetch(`${url}/api/client/v3/auth/login`, {
      method: 'POST',
      headers: { 'Api-Key': site.clientApiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: modules.seed.BENCH_PASSWORD }),
    });
    const body = (await response.json()) as { data?: { token?: string } };
    if (!body.data?.token) throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
    return body.data.token;
  };
  const adminToken = await login(site.adminEmail);
  const readerToken = await login(site.readerEmail);
  const reader = await modules.ensure.createUserIfAbsent({ email: site.readerEmail, password: modules.seed.BENCH_PASSWORD, roles: ['user'], firstName: 'Bench', lastName: 'Reader' });
  let made = 0;
  const random = modules.seed.generator(size);
  return {
    site,
    admin: { Authorization: `Bearer ${adminToken}` },
    client: { 'Api-Key': site.clientApiKey },
    reader: { 'Api-Key': site.clientApiKey, Authorization: `Bearer ${readerToken}` },
    fresh: {
      async post(options) {
        const input = modules.schemas.PostCreateBody.parse({ ...modules.scenarios.newPostBody(), content: modules.seed.postBody(random, made % 2 === 0), category_id: site.categoryIds[made % site.categoryIds.length], tag_ids: [site.tagIds[made % site.tagIds.length]] });
        made += 1;
        const post = await modules.posts.createPost(input, modules.posts.systemActor());
        if (options?.trash) await modules.posts.trashPost(post.id, modules.posts.systemActor());
        return post.id;
      },
      async postOf(body) {
        return (await modules.posts.createPost(modules.schemas.PostCreateBody.parse(body), modules.posts.systemActor())).id;
      },
      async edit(postId, changes) {
        return (await modules.posts.updatePost(postId, modules.schemas.PostUpdateBody.parse(changes), modules.posts.systemActor())).version;
      },
      async pendingComment(postId) {
        return (await modules.comments.postComment(postId, reader.user.id, { content: `Pending thoughts ${made++}` })).id;
      },
      async category() {
        const id = `fresh-${Date.now().toString(36)}-${made++}`;
        return (await modules.categories.createCategory({ nameEn: `Fresh ${id}`, nameFa: `تازه ${id}`, slug: id, parentId: null, status: 'active' })).category.id;
      },
      async tag() {
        return (await modules.tags.createTag({ name: `fresh tag ${Date.now().toString(36)}-${made++}` })).id;
      },
      async media() {
        const { media } = await modules.media.createMedia({ fileName: `fresh-${made++}.png`, mimeType: 'image/png', sizeBytes: 10_000, title: null, collectionName: 'default', width: 10, height: 10, duration: null });
        return media.id;
      },
      async user() {
        const { user } = await modules.ensure.createUserIfAbsent({ email: `fresh-${Date.now().toString(36)}-${made++}@bench.example`, password: 'x'.repeat(12), roles: ['user'], firstName: 'Fresh', lastName: 'User' });
        return user.id;
      },
      async apiKey() {
        return (await modules.apiKeys.createApiKey({ name: `fresh ${made++}` }, SYSTEM_ACTOR)).apiKey.id;
      },
      async like(postId) {
        await modules.likes.likePost(postId, reader.user.id);
      },
      async mfaUser(state) {
        const { user } = await modules.ensure.createUserIfAbsent({ email: `mfa-${Date.now().toString(36)}-${made++}@bench.example`, password: modules.seed.BENCH_PASSWORD, roles: ['user'], firstName: 'Two', lastName: 'Factor' });
        const self = { type: 'user' as const, id: user.id, permissions: new Set<string>() };
        const enrolment = await modules.mfaEnrolment.enrolTotp(user, self);
        const current = () => new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate();
        if (state === 'enabled') await modules.mfaSettings.verifyEnrolment(user, current(), '127.0.0.1', self);
        const { token } = await modules.tokens.issueToken({ userId: user.id, tokenVersion: user.tokenVersion });
        return { id: user.id, token, code: state === 'enabled' ? enrolment.recoveryCodes[0]! : current() };
      },
      async accountRequest(kind): Promise<Record<string, string>> {
        const action = kind === 'refresh' ? undefined : kind;
        const forget = (key: { pk: string; sk: string }) => modules.db.db.send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: key }));
        if (action) await forget(keys.accountAddressAttempts(action, '127.0.0.1'));
        if (kind === 'forgot') await forget(keys.accountAttempts('forgot', site.readerEmail, '127.0.0.1'));
        const email = `account-${Date.now().toString(36)}-${made++}@bench.example`;
        if (kind === 'forgot') return { email: site.readerEmail };
        if (kind === 'register') return { email, password: modules.seed.BENCH_PASSWORD };
        const { user } = await modules.ensure.createUserIfAbsent({ email, password: modules.seed.BENCH_PASSWORD, roles: ['user'], firstName: 'Account', lastName: 'Reader' });
        if (kind === 'refresh') return { refresh_token: (await modules.refreshTokens.startSession(user)).refreshToken };
        const token = await modules.accountTokens.issueAccountToken(kind, user);
        return kind === 'verify' ? { token } : { token, password: `${modules.seed.BENCH_PASSWORD} again` };
      },
      async mfaChallenge(kind) {
        // `verify`: a user whose factor is on, and one of its recovery codes (the TOTP code of this
        // 30-second step was spent turning the factor on). `enrol`: a user without one.
        const made = kind === 'verify' ? await this.mfaUser('enabled') : { id: await this.user(), code: undefined };
        const user = (await modules.users.findUserById(made.id, true))!;
        const { mfaToken } = await modules.loginChallenges.issueChallenge(user, kind);
        return { mfa_token: mfaToken, ...(made.code ? { code: made.code } : {}) };
      },
      async webhook() {
        const webhook = await modules.webhooks.createWebhook({ url: `http://127.0.0.1:9/bench-${made++}`, events: ['post.*'], enabled: false });
        const at = new Date();
        const deliveryId = modules.deliveries.newDeliveryId(at);
        await modules.deliveries.recordAttempt({
          id: deliveryId,
          webhookId: webhook.id,
          messageId: `msg_bench_${made++}`,
          eventType: 'post.updated',
          group: 'post:1',
          attempt: 1,
          outcome: 'failed',
          responseStatus: 500,
          error: null,
          durationMs: 12,
          at: at.toISOString(),
          nextAttemptAt: null,
          body: '{"type":"post.updated"}',
        });
        return { id: webhook.id, deliveryId };
      },
    },
  };
}

interface Measured {
  sections: string[];
  budgets: Budget[];
  results: Record<string, unknown>;
}

const LATENCY_ROUTES = ['client-cms-posts-list', 'client-cms-posts-get', 'admin-cms-posts-list', 'admin-cms-posts-create'] as const;

export async function measureService(env: Env, opts: { only: Set<string>; sizes: number[]; seconds: number }, log: (line: string) => void): Promise<Measured> {
  const { modules, url, probe, handlers } = env;
  const { SCENARIOS } = modules.scenarios;
  const sections: string[] = [];
  const budgets: Budget[] = [];
  const results: Record<string, unknown> = {};
  const capacityBySize = new Map<number, RouteCapacity[]>();
  const largest = Math.max(...opts.sizes);

  // ---- capacity per endpoint, at each size -------------------------------------------------------
  // Imported here, after startService set the environment (it reaches the service's modules through seed.ts).
  const { measureOperations, operationReport } = await import('./operation-budgets');
  const operations: OperationFigures[] = [];
  // `--only=operations`: the budgeted operations alone (all-in write units, search lag, budgeted reads), no endpoint table.
  const operationsOnly = opts.only.has('operations') && !opts.only.has('capacity');
  for (const size of opts.only.has('capacity') || operationsOnly ? opts.sizes : []) {
    const context = await contextFor(env, size);
    // The budgeted operations first: their title search waits for the stream consumer, which then
    // has only their few writes to read. After the endpoints below (bulk writes of hundreds of items),
    // draining took minutes: DynamoDB Local serves a stream more slowly as its store grows.
    operations.push(await measureOperations({ url, table: tableNameFor(size), probe, handlers, images: env.images.read, streamIdle: () => env.gateway.streamIdle() }, context, size, log));
    await env.streamOff(tableNameFor(size));
    if (operationsOnly) continue;
    const measured: RouteCapacity[] = [];
    log(`capacity: ${SCENARIOS.length} endpoints on ${size} posts`);
    for (const scenario of SCENARIOS) {
      const started = Date.now();
      try {
        measured.push(await modules.capacity.measureScenario(url, scenario, context, probe, handlers));
        const seconds = (Date.now() - started) / 1000;
        if (seconds > 5) log(`capacity: ${scenario.route} took ${seconds.toFixed(1)} s`);
      } catch (error) {
        throw new Error(`scenario ${scenario.route} at ${size} posts: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    capacityBySize.set(size, measured);
  }
  const context = await contextFor(env, largest);
  let largeCapacity: RouteCapacity[] | undefined;
  if (opts.only.has('capacity')) await capacityReport();
  else if (operationsOnly) {
    const budgeted = operationReport(operations);
    sections.push(...budgeted.sections);
    budgets.push(...budgeted.budgets);
    results.operations = operations;
  }

  async function capacityReport(): Promise<void> {
    // A route without a scenario fails its budget line; it does not throw away the figures of a run
    // that took half an hour to seed.
    const problems = routes.flatMap((route) => modules.scenarios.benchProblems(route));
    const missing = routes.filter((route) => !SCENARIOS.some((scenario: Scenario) => scenario.route === route.id));
    budgets.push({
      name: 'every route declares a well-formed bench request (its `bench`)',
      pass: missing.length === 0 && problems.length === 0,
      detail: missing.length || problems.length ? [...missing.map((route) => `${route.id}: no scenario`), ...problems].join('; ') : `${routes.length} routes`,
    });

    const small = capacityBySize.get(Math.min(...opts.sizes))!;
    const large = capacityBySize.get(largest)!;
    largeCapacity = large;
    const costRows = large.map((route) => ({ route, cost: modules.cost.costPerMillion(route, FUNCTION_MEMORY_MB) }));
    sections.push(
      `### Capacity and cost per request\n\nRead/write capacity units per request from ReturnConsumedCapacity (DynamoDB Local), at ${opts.sizes.join(' and ')} posts; ` +
        `"min" is the least read capacity for the bytes the reads returned (4 KB a unit, eventually consistent at half), whatever rows held them; WCU are priced by DynamoDB's rules, not taken from Local. ` +
        `Handler CPU excludes awaited DynamoDB time. Cost per million requests at ${FUNCTION_MEMORY_MB} MB arm64, prices of ${modules.cost.PRICES.date} (${modules.cost.PRICES.region}).\n\n` +
        table(
          ['endpoint', `RCU ${small === large ? '' : `@${Math.min(...opts.sizes)}`}`, `RCU @${largest}`, 'min', 'ratio', 'WCU', 'calls', 'scanned/returned', 'CPU ms', 'API GW', 'Lambda', 'DynamoDB', 'total $/M'],
          large.map((route) => {
            const at = small.find((entry) => entry.route === route.route)!;
            const cost = costRows.find((row) => row.route === route)!.cost;
            return [
              route.route,
              round(at.readUnits, 1),
              round(route.readUnits, 1),
              round(route.minReadUnits, 1),
              route.readUnits ? x(route.readRatio) : '-',
              round(route.writeUnits, 1),
              route.calls,
              route.scanned || route.returned ? `${route.scanned}/${route.returned}` : '-',
              ms(route.handlerCpuMs, 2),
              usd(cost.apiGateway),
              usd(cost.lambda),
              usd(cost.dynamo),
              usd(cost.total),
            ];
          }),
        ),
    );
    const budgeted = operationReport(operations);
    sections.push(...budgeted.sections);
    budgets.push(...budgeted.budgets);
    results.operations = operations;
    results.capacity = Object.fromEntries(
      [...capacityBySize].map(([size, list]) => [size, list.map(({ sample: _sample, ...rest }) => ({ ...rest, readRatio: round(rest.readRatio, 3), handlerCpuMs: round(rest.handlerCpuMs, 3) }))]),
    );
    // Issue 29: a client list page of an unchanged site served from the warm function's cache after one
    // version read, so what a reader's page costs is mostly API Gateway's own price.
    const counter = QUOTA_COUNTER_WRITE_UNITS * modules.cost.PRICES.dynamoWritePerMillionUnits;
    const listed = costRows.filter(({ route }) => CLIENT_LIST_ROUTES.includes(route.route));
    budgets.push({
      name: `client list cost per million <= ${CLIENT_LIST_COST_OVER_GATEWAY}x API Gateway's own price (the contract's quota counter apart), ${largest} posts`,
      pass:
        listed.length === CLIENT_LIST_ROUTES.length &&
        listed.every(({ route, cost }) => route.writeUnits >= QUOTA_COUNTER_WRITE_UNITS && cost.total - counter <= CLIENT_LIST_COST_OVER_GATEWAY * cost.apiGateway),
      detail:
        listed
          .map(
            ({ route, cost }) =>
              `${route.route} ${usd(cost.total - counter)} for API Gateway's ${usd(cost.apiGateway)} (${x((cost.total - counter) / cost.apiGateway)}; ${round(route.readUnits, 1)} R), ` +
              `${usd(cost.total)} (${x(cost.total / cost.apiGateway)}) with the quota counter's ${QUOTA_COUNTER_WRITE_UNITS} W`,
          )
          .join('; ') || 'not measured',
    });
    results.cost = { prices: modules.cost.PRICES, memoryMb: FUNCTION_MEMORY_MB, roundTripMs: modules.cost.DYNAMODB_ROUND_TRIP_MS, perMillion: costRows.map(({ route, cost }) => ({ route: route.route, ...cost })) };

    // ---- list budgets ---------------------------------------------------------------------------
    const lists = large.filter((route) => route.list);
    const pages = [...capacityBySize].flatMap(([size, list]) => list.filter((route) => route.list === 'posts').map((route) => ({ ...route, route: `${route.route}@${size}` })));
    const worst = [...pages].sort((a, b) => b.readRatio - a.readRatio)[0]!;
    // Pages of the two tables hold different posts (sizes differ), so "the same" is compared on what a
    // page reads beyond the bytes of its posts, and on the rows it reads.
    const extra = (route: RouteCapacity) => route.readUnits - route.minReadUnits;
    const drift = large
      .filter((route) => route.list === 'posts')
      .map((route) => ({ route, at: small.find((entry) => entry.route === route.route)! }))
      .filter(({ route, at }) => Math.abs(extra(route) - extra(at)) > 0.5 || route.scanned !== at.scanned);
    // The read budget of a page is against what it needs (operation-budgets.ts), not the bytes it read:
    // a page of fat copies reads about its own bytes and would pass by construction.
    results.pageRatios = pages.map((route) => ({ route: route.route, readUnits: route.readUnits, bytesReadMinimum: route.minReadUnits, ratio: round(route.readRatio, 3), worst: route === worst }));
    budgets.push({
      name: `list pages of posts cost the same at ${opts.sizes.join(' and ')} posts`,
      pass: drift.length === 0,
      detail: drift.length
        ? drift.map(({ route, at }) => `${route.route}: ${round(extra(at), 2)} vs ${round(extra(route), 2)} units beyond the posts' bytes, rows read ${at.scanned} vs ${route.scanned}`).join('; ')
        : large
            .filter((route) => route.list === 'posts')
            .map((route) => `${route.route} reads ${route.scanned} rows and ${round(extra(route), 2)} units beyond its posts' bytes at ${largest} (${round(extra(small.find((entry) => entry.route === route.route)!), 2)} at ${Math.min(...opts.sizes)})`)
            .join('; '),
    });
    // The feed reads a page of 20 posts: its reads must not grow with the site (a read that did would be
    // 20 times the small one's at 20,000 posts). A sitemap part lists up to 50,000 posts, so at both sizes
    // it is the whole site: its reads per post listed (per key its queries return) must not grow, which
    // a read of anything beyond its own posts would make them do. A small site's page may be fuller or
    // emptier of published posts than the large one's, hence the margin.
    const unitsOf = (route: (typeof large)[number]) => (ANSWER_BOUNDED[route.route]!.per === 'request' ? route.readUnits : route.readUnits / Math.max(1, route.returned));
    const smallOf = (route: (typeof large)[number]) => small.find((entry) => entry.route === route.route)!;
    const bounded = large.filter((route) => route.route in ANSWER_BOUNDED);
    const grown = bounded.filter((route) => unitsOf(route) > 1.5 * unitsOf(smallOf(route)) + ANSWER_BOUNDED[route.route]!.margin);
    const figure = (route: (typeof large)[number], size: number) =>
      `${round(unitsOf(route), 3)} R per ${ANSWER_BOUNDED[route.route]!.per} at ${size} (${round(route.readUnits, 1)} R for ${route.returned} posts)`;
    budgets.push({
      name: `feed and sitemap read O(what they answer): the feed's units at ${largest} posts <= 1.5x those at ${Math.min(...opts.sizes)} + 1, the sitemap's units per post listed <= 1.5x`,
      pass: bounded.length === Object.keys(ANSWER_BOUNDED).length && grown.length === 0,
      detail: bounded.map((route) => `${route.route}: ${figure(smallOf(route), Math.min(...opts.sizes))}, ${figure(route, largest)}`).join('; ') || 'not measured',
    });
    const overScanned = [...capacityBySize.values()].flat().filter((route) => route.list && route.scanned !== route.returned);
    // Everything the budget does not cover is still in the table; lists of other things, for the record:
    results.otherLists = large.filter((route) => route.list === 'other').map((route) => ({ route: route.route, readUnits: route.readUnits, minReadUnits: route.minReadUnits }));
    budgets.push({
      name: 'lists: ScannedCount equals Count',
      pass: overScanned.length === 0,
      detail: overScanned.length ? overScanned.map((route) => `${route.route} ${route.scanned}/${route.returned}`).join(', ') : `${lists.length * opts.sizes.length} list requests`,
    });

    // ---- links.next walk to page 50 ---------------------------------------------------------------
    await contextFor(env, largest);
    const walks: Record<string, PageCost[]> = {};
    for (const [name, request] of [
      ['client-cms-posts-list', { method: 'GET', path: '/api/client/v3/cms/post', headers: context.client }],
      ['admin-cms-posts-list', { method: 'GET', path: '/api/admin/v3/cms/post', headers: context.admin }],
    ] as const) {
      log(`capacity: following links.next of ${name} to page 50 (twice: the first walk warms the function, as every request measured here is warm)`);
      await modules.capacity.walkPages(url, request, 50, probe, handlers);
      walks[name] = await modules.capacity.walkPages(url, request, 50, probe, handlers);
    }
    // Pages hold posts of different sizes, so a page's cost is compared by what it reads beyond the
    // bytes it returns: its read units minus the least units for those bytes.
    const walkRows = Object.entries(walks).map(([name, pages]) => {
      const extra = (page: PageCost) => page.readUnits - page.minReadUnits;
      const first = pages[0]!;
      const later = pages.slice(1);
      return {
        name,
        pages: pages.length,
        first,
        last: pages[pages.length - 1]!,
        firstExtra: extra(first),
        laterExtraMax: Math.max(...later.map(extra)),
        laterMean: sum(later.map((page) => page.readUnits)) / Math.max(1, later.length),
        laterMinMean: sum(later.map((page) => page.minReadUnits)) / Math.max(1, later.length),
        scanned: sum(pages.map((p) => p.scanned)),
        returned: sum(pages.map((p) => p.returned)),
      };
    });
    sections.push(
      `### Following links.next (${largest} posts)\n\nRead units per page, and beyond the least units for the bytes each page returns ("extra").\n\n` +
        table(
          ['list', 'pages', 'page 1 RCU (min)', 'page 1 extra', 'pages 2.. mean RCU (min)', 'pages 2.. max extra', 'last page RCU', 'scanned/returned'],
          walkRows.map((row) => [
            row.name,
            row.pages,
            `${round(row.first.readUnits, 1)} (${round(row.first.minReadUnits, 1)})`,
            round(row.firstExtra, 2),
            `${round(row.laterMean, 2)} (${round(row.laterMinMean, 2)})`,
            round(row.laterExtraMax, 2),
            round(row.last.readUnits, 1),
            `${row.scanned}/${row.returned}`,
          ]),
        ),
    );
    // Without a cursor (the 4.4 form has no links.next), page=N passes over the earlier pages' rows.
    const deep = await modules.capacity.measureRequest(url, { method: 'GET', path: '/api/v3/client/posts?page=50', headers: context.client }, probe, handlers);
    const deepCost = modules.capacity.pageSummary(deep.calls, modules.capacity.shownItems(deep.body));
    sections[sections.length - 1] += `\n\nWithout a cursor: \`GET /api/v3/client/posts?page=50\` (the 4.4 form has only page numbers) reads ${round(deepCost.readUnits, 1)} units for ${round(deepCost.minReadUnits, 1)} units of posts: a page by number of the site's list starts at its page block or month (docs/data-model.md, "Page blocks"), not at the first post.`;
    results.deepPageWithoutCursor = { route: 'client-alt-posts-list', page: 50, readUnits: deepCost.readUnits, minReadUnits: deepCost.minReadUnits };
    budgets.push({
      name: 'links.next to page 50 costs per page what page 1 costs',
      pass: walkRows.every((row) => row.pages >= 50 && row.laterExtraMax <= row.firstExtra + 0.5 && row.scanned === row.returned),
      detail: walkRows
        .map((row) => `${row.name}: ${row.pages} pages, extra read units page 1 ${round(row.firstExtra, 2)}, pages 2..${row.pages} at most ${round(row.laterExtraMax, 2)}`)
        .join('; '),
    });
    results.walks = walks;
  }
  if (!opts.only.has('latency') && !opts.only.has('cpu')) return { sections, budgets, results };

  // ---- handler CPU of the 15-post client list -------------------------------------------------------
  log('handler CPU: 300 sequential requests of the 15-post client list');
  const listRequest = { method: 'GET', path: '/api/client/v3/cms/post', headers: context.client };
  for (let i = 0; i < 30; i++) await modules.capacity.measureRequest(url, listRequest, probe, handlers);
  const cpu: number[] = [];
  for (let i = 0; i < 300; i++) {
    const measured = await modules.capacity.measureRequest(url, listRequest, probe, handlers);
    if (measured.run) cpu.push(modules.capacity.handlerCpu(measured.run));
  }
  const cpuP50 = quantile(cpu, 0.5);
  budgets.push({ name: 'handler CPU (excluding DynamoDB) <= 2 ms p50, 15-post client list', pass: cpuP50 <= 2, detail: `p50 ${ms(cpuP50, 2)} ms, p99 ${ms(quantile(cpu, 0.99), 2)} ms over ${cpu.length} requests` });
  results.handlerCpu = { route: 'client-cms-posts-list', p50: round(cpuP50, 3), p99: round(quantile(cpu, 0.99), 3), samples: cpu.length };
  if (!opts.only.has('latency')) return { sections, budgets, results };

  // ---- latency under load ------------------------------------------------------------------------
  const latencyRows: Array<Record<string, number | string>> = [];
  for (const routeId of LATENCY_ROUTES) {
    const scenario = SCENARIOS.find((s: Scenario) => s.route === routeId)!;
    const request = await scenario.prepare(context, 1);
    // The calls of one request, as the handler issues them.
    const sample = await modules.capacity.measureRequest(url, request, probe, handlers);
    const createdResult = sample.body?.result as { id?: number; slug?: string } | undefined;
    const created = routeId === 'admin-cms-posts-create' && createdResult?.id ? { id: createdResult.id, slug: createdResult.slug } : undefined;
    const loadSpec = { url: `${url}${request.path}`, method: request.method, headers: request.headers ?? {}, body: request.body, uniqueTitle: Boolean(created) };
    await modules.latency.runLoad({ ...loadSpec, seconds: 2 });
    // Robust to this machine's load: service and bare runs alternate, and the budget's ratio is the
    // median over the rounds of (service p50 / bare p50 of the same round).
    const rounds: Array<{ load: LoadFigures; bare: BareFigures }> = [];
    for (let round = 0; round < LATENCY_ROUNDS; round++) {
      log(`latency: ${routeId}: round ${round + 1}/${LATENCY_ROUNDS}: autocannon ${modules.latency.CONNECTIONS} connections, then the same DynamoDB calls bare, ${opts.seconds} s each`);
      const load = await modules.latency.runLoad({ ...loadSpec, seconds: opts.seconds });
      const bare = await modules.latency.replayBare(modules.db.db, stripped(sample.calls), created, opts.seconds);
      rounds.push({ load, bare });
    }
    const ratios = rounds.map((one) => one.load.p50 / one.bare.p50);
    const middle = rounds[ratios.indexOf([...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!)]!;
    const { load, bare } = middle;
    latencyRows.push({
      route: routeId,
      p50: load.p50,
      p99: load.p99,
      rps: round(load.rps, 0),
      bareP50: round(bare.p50, 2),
      bareP99: round(bare.p99, 2),
      ratio: median(ratios),
      ratios: ratios.map((ratio) => round(ratio, 2)).join(' / '),
      errors: rounds.reduce((sum, one) => sum + one.load.errors + one.load.non2xx + one.load.timeouts, 0),
      calls: sample.calls.length,
      bareFailed: rounds.reduce((sum, one) => sum + one.bare.failedCalls, 0),
    });
  }
  sections.push(
    `### Latency under load (${largest} posts, autocannon ${modules.latency.CONNECTIONS} connections, ${opts.seconds} s)\n\n` +
      `Through the local gateway; "bare" replays the DynamoDB calls one request makes, from the same process, ${modules.latency.CONNECTIONS} at a time.\n\n` +
      table(
        ['endpoint', 'p50 ms', 'p99 ms', 'req/s', 'bare p50', 'bare p99', 'p50 / bare (median)', 'calls', 'errors'],
        latencyRows.map((row) => [
          row.route,
          row.p50,
          row.p99,
          row.rps,
          row.bareP50,
          row.bareP99,
          x(row.ratio as number),
          row.calls,
          `${row.errors}${row.bareFailed ? ` (bare ${row.bareFailed})` : ''}`,
        ]),
      ),
  );
  for (const row of latencyRows) {
    budgets.push({
      name: `p50 latency <= 1.5x its bare DynamoDB calls (median of ${LATENCY_ROUNDS} interleaved rounds): ${row.route}`,
      pass: (row.ratio as number) <= 1.5 && row.errors === 0,
      detail: `median ${x(row.ratio as number)} (rounds ${row.ratios}); middle round ${row.p50} ms vs ${row.bareP50} ms${row.errors ? `, ${row.errors} errors` : ''}`,
    });
  }
  results.latency = latencyRows;

  return { sections, budgets, results };
}

/** The sampled calls without the probe's own ReturnConsumedCapacity. */
function stripped(calls: CallRecord[]): CallRecord[] {
  return calls.map((call) => {
    const { ReturnConsumedCapacity: _ignored, ...input } = call.input;
    return { ...call, input };
  });
}
