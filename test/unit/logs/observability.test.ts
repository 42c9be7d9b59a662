/**
 * What the functions write for CloudWatch: JSON log lines that carry the invocation (request id,
 * function name, cold start, the X-Ray trace id when traced) and business counts as embedded metric
 * format lines CloudWatch turns into metrics (no API call), counted where their events happen.
 */
import type * as LoggerModule from '#platform/logs/logger';
import { BUSINESS_METRICS, countMetric, metricLine, setMetricSink } from '#platform/logs/metrics';
import { postCountsOf } from '#domains/posts/write/post-counts-consumer';

/** The logger module loaded afresh at level INFO (the tests' environment silences logs), and the lines it writes to stdout. */
function freshLogger(): { logger: typeof LoggerModule; lines: () => Record<string, unknown>[]; restore: () => void } {
  const saved = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'INFO';
  let module!: typeof LoggerModule;
  jest.isolateModules(() => {
    module = require('#platform/logs/logger') as typeof LoggerModule;
  });
  process.env.LOG_LEVEL = saved;
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  return { logger: module, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>), restore: () => spy.mockRestore() };
}

describe('log lines', () => {
  test('carry the request id, the function name and cold_start: true for the first invocation of a function in the process only', () => {
    // Prepare
    const { logger, lines, restore } = freshLogger();
    try {
      // Act
      logger.logger.withRequestId('req-1', () => logger.logger.info('first'), { functionName: 'cms-posts-list' });
      logger.logger.withRequestId('req-2', () => logger.logger.info('second'), { functionName: 'cms-posts-list' });
      logger.logger.withRequestId('req-3', () => logger.logger.info('other function'), { functionName: 'cms-posts-get' });
    } finally {
      restore();
    }
    // Assess
    expect(lines()).toEqual([
      expect.objectContaining({ level: 'INFO', message: 'first', request_id: 'req-1', function_name: 'cms-posts-list', cold_start: true }),
      expect.objectContaining({ message: 'second', request_id: 'req-2', function_name: 'cms-posts-list', cold_start: false }),
      expect.objectContaining({ message: 'other function', request_id: 'req-3', function_name: 'cms-posts-get', cold_start: true }),
    ]);
    expect(lines()[0]).not.toHaveProperty('xray_trace_id');
    expect(typeof lines()[0]!.timestamp).toBe('string');
  });

  test("carry the X-Ray trace id when Lambda traces the invocation, and a background function's lines its Lambda request id", async () => {
    // Prepare
    const { logger, lines, restore } = freshLogger();
    process.env._X_AMZN_TRACE_ID = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';
    const handler = logger.loggedHandler(async (event: { n: number }) => {
      logger.logger.info('handled', { n: event.n });
      return event.n;
    });
    try {
      // Act
      await handler({ n: 1 }, { awsRequestId: 'lambda-request-1', functionName: 'CmsStack-TableStream' });
    } finally {
      delete process.env._X_AMZN_TRACE_ID;
      restore();
    }
    // Assess
    expect(lines()).toEqual([
      expect.objectContaining({ message: 'handled', n: 1, request_id: 'lambda-request-1', function_name: 'CmsStack-TableStream', cold_start: true, xray_trace_id: '1-5759e988-bd862e3fe1be46a994272793' }),
    ]);
  });
});

describe('business counts as embedded metric format', () => {
  test('one line CloudWatch reads as a Count metric of the namespace, without dimensions', () => {
    // Act
    const line = metricLine(BUSINESS_METRICS.loginFailures, 1, 1_700_000_000_000, 'CMS/CmsStack');
    // Assess
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trim()).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      _aws: { Timestamp: 1_700_000_000_000, CloudWatchMetrics: [{ Namespace: 'CMS/CmsStack', Dimensions: [[]], Metrics: [{ Name: 'LoginFailures', Unit: 'Count' }] }] },
      LoginFailures: 1,
    });
  });

  test('countMetric writes a line per count and nothing for zero', () => {
    // Prepare
    const lines: string[] = [];
    setMetricSink((line) => lines.push(line));
    try {
      // Act
      countMetric(BUSINESS_METRICS.webhookFailures);
      countMetric(BUSINESS_METRICS.postsPublished, 3);
      countMetric(BUSINESS_METRICS.mediaRejected, 0);
    } finally {
      setMetricSink(undefined);
    }
    // Assess
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ WebhookFailures: 1 }),
      expect.objectContaining({ PostsPublished: 3 }),
    ]);
  });

  test.each([
    ['a post created as a draft', { eventName: 'INSERT' as const, newImage: { status: 'draft' } }, ['PostsCreated']],
    ['a post created published', { eventName: 'INSERT' as const, newImage: { status: 'published' } }, ['PostsCreated', 'PostsPublished']],
    ['a WordPress post imported published', { eventName: 'INSERT' as const, newImage: { status: 'published', wp_slug: 'hello' } }, ['PostsCreated', 'PostsImported', 'PostsPublished']],
    ['a draft published', { eventName: 'MODIFY' as const, oldImage: { status: 'scheduled' }, newImage: { status: 'published' } }, ['PostsPublished']],
    ['a published post edited', { eventName: 'MODIFY' as const, oldImage: { status: 'published' }, newImage: { status: 'published' } }, []],
    ['a post deleted', { eventName: 'REMOVE' as const, oldImage: { status: 'published' } }, []],
  ])('the post counts of a stream record: %s', (_, record, counts) => {
    expect(postCountsOf(record)).toEqual(counts);
  });
});

test('in Lambda a metric line is written whatever LOG_LEVEL says; outside it only where INFO lines are', () => {
  // Prepare
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const saved = { level: process.env.LOG_LEVEL, name: process.env.AWS_LAMBDA_FUNCTION_NAME };
  try {
    // Act
    process.env.LOG_LEVEL = 'WARN';
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    countMetric(BUSINESS_METRICS.loginFailures);
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'CmsStack-login';
    process.env.LOG_LEVEL = 'ERROR';
    countMetric(BUSINESS_METRICS.quotaRefusals);
  } finally {
    spy.mockRestore();
    process.env.LOG_LEVEL = saved.level;
    if (saved.name === undefined) delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    else process.env.AWS_LAMBDA_FUNCTION_NAME = saved.name;
  }
  // Assess
  expect(written.map((line) => Object.keys(JSON.parse(line) as object))).toEqual([['_aws', 'QuotaRefusals']]);
});

test('a streamed answer is one invocation: what is logged while its body is written carries the request id and the same cold start', async () => {
  // Prepare: the streaming wrapper and the logger loaded together at level INFO; a chain that logs in its own
  // invocation scope (as a route's chain does) and a body that logs as it is written, after the chain returned
  const saved = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'INFO';
  let streaming!: typeof import('#platform/http/response-streaming');
  let module!: typeof LoggerModule;
  jest.isolateModules(() => {
    module = require('#platform/logs/logger') as typeof LoggerModule;
    streaming = require('#platform/http/response-streaming') as typeof import('#platform/http/response-streaming');
  });
  process.env.LOG_LEVEL = saved;
  const { logger } = module;
  async function* body(): AsyncGenerator<string> {
    logger.info('page written');
    yield '<page/>';
  }
  const handler = streaming.streamedHandler((_event, context) =>
    logger.withRequestId('api-request-1', async () => {
      logger.info('answer decided');
      return { statusCode: 200, body: body() as unknown as string };
    }, context),
  );
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const sink = new (require('node:stream') as typeof import('node:stream')).PassThrough().resume();
  // Act
  try {
    await handler({ headers: {}, requestContext: { requestId: 'api-request-1' } } as never, sink, { awsRequestId: 'lambda-1', functionName: 'streamed-logs' } as never);
  } finally {
    spy.mockRestore();
  }
  // Assess
  const lines = written.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines.map((line) => [line.message, line.request_id, line.function_name, line.cold_start])).toEqual([
    ['answer decided', 'api-request-1', 'streamed-logs', true],
    ['page written', 'api-request-1', 'streamed-logs', true],
  ]);
});
