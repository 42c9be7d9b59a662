/**
 * The parts every function outside the API is made of (media processing, the table stream, webhook
 * delivery): a role of its own, a log group named after it, the project's Lambda settings, and a queue
 * where what it could not do is parked, with an alarm at its first message.
 */
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { lambdaBundling } from './bundling';
import { PROJECT_ROOT } from './functions';
import { LOG_RETENTION } from './settings';
import { functionObservability, observabilityEnvironment } from './observability';

/** A role Lambda assumes, with nothing granted yet: the construct adds exactly what its code does. */
export function functionRole(scope: Construct, description: string): Role {
  return new Role(scope, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description });
}

export interface BackgroundFunctionProps {
  /** Names the log group: `/<stack>/lambda/<name>`. */
  readonly name: string;
  /** Handler file, relative to the repository root. */
  readonly entry: string;
  readonly description: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly role: Role;
  readonly environment: Record<string, string>;
  readonly bundling?: BundlingOptions;
  readonly layers?: ILayerVersion[];
}

/** The function and its log group (the role may write its logs, nothing else is granted here). */
export function backgroundFunction(scope: Construct, props: BackgroundFunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, 'Logs', {
    logGroupName: `/${Stack.of(scope).stackName}/lambda/${props.name}`,
    retention: LOG_RETENTION,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  logGroup.grantWrite(props.role);
  return new NodejsFunction(scope, 'Function', {
    entry: join(PROJECT_ROOT, props.entry),
    handler: 'handler',
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize,
    timeout: props.timeout,
    role: props.role,
    logGroup,
    ...functionObservability(scope),
    environment: { ...props.environment, ...observabilityEnvironment(scope) },
    bundling: props.bundling ?? lambdaBundling(),
    ...(props.layers ? { layers: props.layers } : {}),
  });
}

/** Where failed work waits 14 days for someone to look (encrypted, TLS only). */
export function parkingQueue(scope: Construct, id: string, options: { fifo?: boolean } = {}): Queue {
  return new Queue(scope, id, {
    ...(options.fifo ? { fifo: true } : {}),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
}

/** An alarm as soon as one message waits in `queue`. */
export function alarmOnFirstMessage(scope: Construct, id: string, queue: Queue, alarmDescription: string): Alarm {
  return new Alarm(scope, id, {
    alarmDescription,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}
