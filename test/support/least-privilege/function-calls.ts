/**
 * Records, while the local gateway runs, the DynamoDB requests each function makes (route handlers,
 * authorizers, media processing), by the function the gateway marked (infra/local/function-scope.ts).
 * A middleware on the service's real client that observes before the call is sent, so that a call
 * DynamoDB refuses (a failed condition) is recorded too: IAM authorizes it all the same.
 */
import { db } from '#platform/db/client';
import { currentFunction } from '#infra/local/function-scope';
import { iamRequestsOf, type IamRequest } from './iam-requests';

/** Every document client the service sends through: one, so that no request escapes the recording. */
const CLIENTS = [db];

export interface FunctionRequest extends IamRequest {
  functionId: string;
  /** The SDK command that made it (`TransactWriteCommand`), for the message of a refusal. */
  command: string;
}

export interface FunctionCallRecording {
  /** Each distinct (function, action, index, partition) once. */
  requests(): FunctionRequest[];
  stop(): void;
}

let recordings = 0;

export function recordFunctionCalls(): FunctionCallRecording {
  const name = `leastPrivilegeCalls${++recordings}`;
  const seen = new Map<string, FunctionRequest>();
  const middleware = (next: any, context: any) => async (args: any) => {
    const functionId = currentFunction();
    if (functionId) {
      const command = (context as { commandName?: string }).commandName ?? 'unknown';
      for (const request of iamRequestsOf(command, args.input as Record<string, any>)) {
        const recorded = { functionId, command, ...request };
        seen.set(JSON.stringify([functionId, request.action, request.index, request.partitionKey]), recorded);
      }
    }
    return next(args);
  };
  for (const client of CLIENTS) client.middlewareStack.add(middleware, { step: 'initialize', name, priority: 'high' });
  return {
    requests: () => [...seen.values()],
    stop: () => {
      for (const client of CLIENTS) client.middlewareStack.remove(name);
    },
  };
}
