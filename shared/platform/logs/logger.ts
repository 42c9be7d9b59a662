/**
 * Structured JSON logs, one line per event, carrying the request id of the request being served.
 * AsyncLocalStorage keeps ids apart when one process serves requests concurrently (the local server);
 * in Lambda it costs nothing. Small on purpose: a logging library costs more bundle and init time.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Level = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
const order: Record<Level, number> = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 99 };

const requestScope = new AsyncLocalStorage<{ requestId: string }>();
const threshold = order[(process.env.LOG_LEVEL?.toUpperCase() as Level) ?? 'INFO'] ?? order.INFO;

function write(level: Exclude<Level, 'SILENT'>, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < threshold) return;
  const line = JSON.stringify({
    level,
    timestamp: new Date().toISOString(),
    message,
    request_id: requestScope.getStore()?.requestId,
    ...fields,
  });
  (order[level] >= order.WARN ? process.stderr : process.stdout).write(line + '\n');
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: { name: error.name, message: error.message, stack: error.stack } };
  return { error: String(error) };
}

export const logger = {
  /** Runs `fn` with `requestId` attached to every log line written inside it. */
  withRequestId<T>(requestId: string, fn: () => T): T {
    return requestScope.run({ requestId }, fn);
  },
  debug: (message: string, fields?: Record<string, unknown>) => write('DEBUG', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('INFO', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('WARN', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('ERROR', message, fields),
};
