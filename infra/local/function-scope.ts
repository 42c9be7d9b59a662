/**
 * Which deployed function the code running now stands for. In AWS each route, authorizer and the media
 * processing run in their own Lambda function with their own role; the local gateway runs them all in
 * one process, so it marks each invocation (AsyncLocalStorage follows every promise it starts). The
 * least-privilege proof (test/http/least-privilege.test.ts) reads the mark to charge each DynamoDB call
 * to the function, and so the role, that would make it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<string>();

/** Runs `work` as function `functionId` (a route id, an authorizer id or `media-processing`). */
export function runAsFunction<T>(functionId: string, work: () => T): T {
  return scope.run(functionId, work);
}

/** The function the current code runs as, or undefined outside any invocation (test setup, the cms tool). */
export function currentFunction(): string | undefined {
  return scope.getStore();
}
