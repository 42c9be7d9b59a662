/**
 * Structured JSON logs, one line per event, carrying what an incident needs to find a request again:
 * `request_id` (API Gateway's, the one the access log and the answer's `x-amzn-RequestId` carry, or
 * Lambda's for the functions outside the API), `function_name`, `cold_start` (the first invocation a
 * process serves), and `xray_trace_id` when the invocation is traced (`-c tracing=active`).
 * AsyncLocalStorage keeps invocations apart when one process serves them concurrently (the local
 * server); in Lambda it costs nothing. `level` and `timestamp` are the keys Lambda's JSON log format
 * reads. Small on purpose: docs/performance.md ("Logging and metrics at init") measured what a
 * logging library would add to every cold start.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Level = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
const order: Record<Level, number> = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 99 };

interface Invocation {
  requestId: string;
  functionName?: string;
  coldStart: boolean;
}

const invocationScope = new AsyncLocalStorage<Invocation>();
const threshold = order[(process.env.LOG_LEVEL?.toUpperCase() as Level) ?? 'INFO'] ?? order.INFO;
/** Functions of this process that have served an invocation (one in Lambda; many in the local server). */
const warm = new Set<string>();

/** `Root=1-…;Parent=…;Sampled=1` → `1-…`: set by Lambda per invocation when it is traced. */
function traceId(): string | undefined {
  const header = process.env._X_AMZN_TRACE_ID;
  return header ? /Root=([^;]+)/.exec(header)?.[1] : undefined;
}

function write(level: Exclude<Level, 'SILENT'>, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < threshold) return;
  const invocation = invocationScope.getStore();
  const trace = traceId();
  const line = JSON.stringify({
    level,
    timestamp: new Date().toISOString(),
    message,
    request_id: invocation?.requestId,
    function_name: invocation?.functionName ?? process.env.AWS_LAMBDA_FUNCTION_NAME,
    cold_start: invocation?.coldStart,
    ...(trace ? { xray_trace_id: trace } : {}),
    ...fields,
  });
  (order[level] >= order.WARN ? process.stderr : process.stdout).write(line + '\n');
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: { name: error.name, message: error.message, stack: error.stack } };
  return { error: String(error) };
}

export interface InvocationContext {
  /** Lambda's context: its request id and function name. */
  awsRequestId?: string;
  functionName?: string;
}

export const logger = {
  /**
   * Runs `fn` as one invocation: every line written inside it carries `requestId`, the function's
   * name (`context.functionName`, else the process's AWS_LAMBDA_FUNCTION_NAME) and whether it is the
   * first invocation of that function in this process. Inside that invocation already (a streamed
   * answer's wrapper around the route's chain), `fn` runs in it: it is not a second invocation.
   */
  withRequestId<T>(requestId: string, fn: () => T, context?: InvocationContext): T {
    if (invocationScope.getStore()?.requestId === requestId) return fn();
    const functionName = context?.functionName ?? process.env.AWS_LAMBDA_FUNCTION_NAME;
    const key = functionName ?? '';
    const coldStart = !warm.has(key);
    warm.add(key);
    return invocationScope.run({ requestId, functionName, coldStart }, fn);
  },
  debug: (message: string, fields?: Record<string, unknown>) => write('DEBUG', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('INFO', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('WARN', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('ERROR', message, fields),
};

/**
 * A Lambda handler whose log lines carry its invocation (for the functions outside the API: the
 * stream, webhook delivery, media processing, scheduled publishing). Locally they are called without
 * a context: Lambda's request id is then a fresh one.
 */
export function loggedHandler<E, R>(handler: (event: E) => Promise<R>): (event: E, context?: InvocationContext) => Promise<R> {
  let invocations = 0;
  return (event, context) => logger.withRequestId(context?.awsRequestId ?? `local-${process.pid}-${++invocations}`, () => handler(event), context);
}
