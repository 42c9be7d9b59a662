/**
 * The commands the service's DynamoDB client sends, recorded by a middleware on the real client (it
 * passes every call on unchanged: an observer, not a mock), for tests that count what a request reads.
 */
import { db } from '#platform/db/client';

export interface DbCall {
  /** e.g. `QueryCommand`, `BatchGetItemCommand`. */
  command: string;
  input: Record<string, any>;
  output: Record<string, any>;
}

export interface DbCallRecording {
  readonly calls: DbCall[];
  /** Forgets what was recorded so far. */
  clear(): void;
  /** Removes the middleware. */
  stop(): void;
}

let recordings = 0;

export function recordDbCalls(): DbCallRecording {
  const name = `testDbCalls${++recordings}`;
  const calls: DbCall[] = [];
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      calls.push({
        command: (context as { commandName?: string }).commandName ?? 'unknown',
        input: args.input as Record<string, any>,
        output: result.output as Record<string, any>,
      });
      return result;
    },
    { step: 'initialize', name },
  );
  return {
    calls,
    clear: () => void calls.splice(0),
    stop: () => void db.middlewareStack.remove(name),
  };
}

/** The calls of one kind of command. */
export const callsOf = (recording: DbCallRecording, command: string): DbCall[] =>
  recording.calls.filter((call) => call.command === command);
