/**
 * How every function of the stack logs and traces, declared once and spread into each function's
 * props (functions.ts for the API's, background-function.ts for the others), so that no function can
 * be built without it.
 *
 * - Lambda's JSON log format: the runtime's own lines (START, REPORT, errors) become JSON like ours,
 *   and Lambda filters application lines by their `level`.
 * - Application log level INFO: the embedded-metric-format lines (shared/platform/logs/metrics.ts)
 *   carry no `level`, which Lambda reads as INFO; a higher level would drop them, and with them the
 *   business metrics. LOG_LEVEL (shared/platform/logs/logger.ts) still lowers what the code writes.
 * - System log level WARN: START and END lines add nothing the REPORT line and our own lines lack.
 * - X-Ray only with `-c tracing=active` (stack-context.ts): it costs per trace recorded and scanned.
 */
import { ApplicationLogLevel, LoggingFormat, SystemLogLevel, Tracing } from 'aws-cdk-lib/aws-lambda';
import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { stackContext } from './stack-context';

export const APPLICATION_LOG_LEVEL = ApplicationLogLevel.INFO;
export const SYSTEM_LOG_LEVEL = SystemLogLevel.WARN;

/** Where the business metrics (EMF) and the API's access-log metrics of one stack are kept: a namespace per stack, so a staging copy does not mix with production. */
export const metricsNamespace = (scope: Construct): string => `CMS/${Stack.of(scope).nestedStackParent?.stackName ?? Stack.of(scope).stackName}`;

export interface FunctionObservability {
  readonly loggingFormat: LoggingFormat;
  readonly applicationLogLevelV2: ApplicationLogLevel;
  readonly systemLogLevelV2: SystemLogLevel;
  readonly tracing: Tracing;
}

export function functionObservability(scope: Construct): FunctionObservability {
  return {
    loggingFormat: LoggingFormat.JSON,
    applicationLogLevelV2: APPLICATION_LOG_LEVEL,
    systemLogLevelV2: SYSTEM_LOG_LEVEL,
    tracing: stackContext(scope).tracing === 'active' ? Tracing.ACTIVE : Tracing.DISABLED,
  };
}

/** What every function's code reads to write its metrics (METRICS_NAMESPACE, shared/platform/config.ts). */
export const observabilityEnvironment = (scope: Construct): Record<string, string> => ({ METRICS_NAMESPACE: metricsNamespace(scope) });
