/**
 * Running the stack in production, proved on the template: one alarm topic that every alarm notifies
 * (ALARM and OK); alarms on every failure mode (API 5xx rate and p99 per audience, every function's
 * errors and throttles, DynamoDB throttling and system errors, the stream's lag, the first message of
 * every dead-letter queue); every asynchronous path ending in a queue with an alarm; the dashboard;
 * JSON logs on every function; and the deploy-time choices (-c alarmEmail, -c tracing, -c tableName)
 * with their refusals.
 */
import { App } from 'aws-cdk-lib';
import { CmsStack } from '#infra/stack/cms-stack';
import { BUSINESS_METRICS } from '#platform/logs/metrics';
import { routes } from '#platform/routes/index';
import { audiencePathPrefixes, P99_CEILING_MS } from '#infra/stack/api-metrics';
import { ITERATOR_AGE_THRESHOLD } from '#infra/stack/data-alarms';
import { METRICS_PER_ALARM } from '#infra/stack/function-alarms';
import { synthesizeWithoutBundling, type CfnResourceJson } from './synthesized-stack';
import { referencedIds } from './template-model';

const { stack, resources, logicalId } = synthesizeWithoutBundling();
const ofType = (type: string, from: Record<string, CfnResourceJson> = resources) => Object.entries(from).filter(([, resource]) => resource.Type === type);
const alarms = ofType('AWS::CloudWatch::Alarm');
const topicId = logicalId(stack.monitoring.alarmTopic.topic);

interface MetricStatJson {
  Id: string;
  MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions?: { Name: string; Value: unknown }[] }; Stat: string };
  Expression?: string;
}
const metricsOf = (alarm: CfnResourceJson): MetricStatJson[] => (alarm.Properties!.Metrics as MetricStatJson[] | undefined) ?? [];
/** The logical ids of the functions an alarm reads `metric` of. */
const functionsRead = (alarm: CfnResourceJson, metric: string) =>
  metricsOf(alarm)
    .filter((entry) => entry.MetricStat?.Metric.Namespace === 'AWS/Lambda' && entry.MetricStat.Metric.MetricName === metric)
    .flatMap((entry) => [...referencedIds(entry.MetricStat!.Metric.Dimensions)]);

/** Our functions: the routes', the authorizers', and the four outside the API. */
const ourFunctions = [
  ...stack.handlers.functions.values(),
  stack.mediaProcessing.function,
  stack.tableStream.function,
  stack.webhookDelivery.function,
  stack.scheduledPublishing.function,
].map((fn) => logicalId(fn));

describe('alarms reach someone', () => {
  test('one SNS topic, TLS only, and every alarm of every template notifies it when it fires and when it is OK again', () => {
    // Assess
    expect(ofType('AWS::SNS::Topic')).toHaveLength(1);
    expect(alarms.length).toBeGreaterThan(20);
    for (const [id, alarm] of alarms) {
      expect({ id, actions: alarm.Properties!.AlarmActions, ok: alarm.Properties!.OKActions }).toEqual({ id, actions: [{ Ref: topicId }], ok: [{ Ref: topicId }] });
    }
    const policy = ofType('AWS::SNS::TopicPolicy')[0]![1].Properties!.PolicyDocument as { Statement: { Effect: string; Condition?: unknown }[] };
    expect(policy.Statement).toEqual(expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]));
  });

  test('without -c alarmEmail nothing is subscribed; the stack outputs the topic for other subscriptions', () => {
    expect(ofType('AWS::SNS::Subscription')).toHaveLength(0);
    expect(JSON.stringify(stack.resolve(stack.monitoring.alarmTopic.topic.topicArn))).toContain(topicId);
  });
});

describe('each failure mode has its alarm', () => {
  test('API 5xx rate and p99 latency for each audience, read from the access log by path prefixes that come from the route table', () => {
    // Prepare
    const prefixes = audiencePathPrefixes(routes);
    const filters = ofType('AWS::Logs::MetricFilter');
    // Assess
    expect(prefixes).toEqual({ admin: ['/api/admin/'], client: ['/api/client/', '/api/v3/'] });
    for (const [audience, label] of [['admin', 'Admin'], ['client', 'Client']] as const) {
      const ofAudience = (name: string) => filters.find(([, filter]) => (filter.Properties!.MetricTransformations as { MetricName: string }[])[0]!.MetricName === `${label}${name}`)?.[1].Properties!;
      for (const prefix of prefixes[audience]) expect(ofAudience('Requests')!.FilterPattern).toContain(`$.resourcePath = "${prefix}*"`);
      expect(ofAudience('ServerErrors')!.FilterPattern).toContain('$.status >= 500');
      expect(ofAudience('Latency')!.MetricTransformations).toEqual([expect.objectContaining({ MetricValue: '$.latency', Unit: 'Milliseconds' })]);
      const rate = alarms.find(([id]) => id.includes(`Api${label}ErrorRate`))![1].Properties!;
      const p99 = alarms.find(([id]) => id.includes(`Api${label}P99Latency`))![1].Properties!;
      expect(metricsOf({ Type: '', Properties: rate }).map((metric) => metric.MetricStat?.Metric.MetricName).filter(Boolean).sort()).toEqual([`${label}Requests`, `${label}ServerErrors`]);
      expect(p99.Threshold).toBe(P99_CEILING_MS[audience]);
      expect(metricsOf({ Type: '', Properties: p99 }).find((metric) => metric.MetricStat?.Metric.MetricName === `${label}Latency`)!.MetricStat!.Stat).toBe('p99');
    }
  });

  test(`every function is in exactly one errors alarm and one throttles alarm, no alarm reading more than ${METRICS_PER_ALARM} metrics`, () => {
    // Act
    const errors = alarms.flatMap(([, alarm]) => functionsRead(alarm, 'Errors'));
    const throttles = alarms.flatMap(([, alarm]) => functionsRead(alarm, 'Throttles'));
    const cdkOwn = ofType('AWS::Lambda::Function').map(([id]) => id).filter((id) => !ourFunctions.includes(id));
    // Assess
    expect(ourFunctions.length).toBe(routes.length + 2 + 4);
    expect(errors.sort()).toEqual([...ourFunctions].sort());
    expect(throttles.sort()).toEqual([...ourFunctions].sort());
    for (const [, alarm] of alarms) expect(metricsOf(alarm).filter((m) => m.MetricStat).length).toBeLessThanOrEqual(METRICS_PER_ALARM);
    // The one function left out is CDK's own deploy-time handler of the bucket notifications.
    expect(cdkOwn).toEqual([expect.stringMatching(/^BucketNotificationsHandler/)]);
  });

  test('DynamoDB throttled requests and system errors of the table, and the stream function falling behind', () => {
    // Act
    const tableMetric = (name: string) => alarms.filter(([, alarm]) => metricsOf(alarm).some((m) => m.MetricStat?.Metric.Namespace === 'AWS/DynamoDB' && m.MetricStat.Metric.MetricName === name));
    const iterator = alarms.filter(([, alarm]) => metricsOf(alarm).some((m) => m.MetricStat?.Metric.MetricName === 'IteratorAge'));
    // Assess
    expect(tableMetric('ThrottledRequests')).toHaveLength(1);
    expect(tableMetric('SystemErrors')).toHaveLength(1);
    expect(iterator).toHaveLength(1);
    const [, alarm] = iterator[0]!;
    expect(alarm.Properties!.Threshold).toBe(ITERATOR_AGE_THRESHOLD.toMilliseconds());
    expect(metricsOf(alarm)[0]!.MetricStat).toMatchObject({ Stat: 'Maximum', Metric: { Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(stack.tableStream.function) } }] } });
  });

  test('every asynchronous path ends in a queue, and the first message in each such queue raises an alarm', () => {
    // Act: where each path parks what it gave up on.
    const parked = new Map<string, string>();
    for (const [id, queue] of ofType('AWS::SQS::Queue')) {
      const target = (queue.Properties!.RedrivePolicy as { deadLetterTargetArn?: unknown } | undefined)?.deadLetterTargetArn;
      if (target) parked.set([...referencedIds(target)][0]!, `redrive of ${id}`);
    }
    for (const [id, mapping] of ofType('AWS::Lambda::EventSourceMapping')) {
      const source = [...referencedIds(mapping.Properties!.EventSourceArn)][0]!;
      const onFailure = (mapping.Properties!.DestinationConfig as { OnFailure?: { Destination: unknown } } | undefined)?.OnFailure;
      if (resources[source]!.Type === 'AWS::SQS::Queue') expect({ id, redrive: Boolean(resources[source]!.Properties!.RedrivePolicy) }).toEqual({ id, redrive: true });
      else parked.set([...referencedIds(onFailure?.Destination)][0]!, `on-failure of ${id}`);
    }
    for (const [id, config] of ofType('AWS::Lambda::EventInvokeConfig')) {
      parked.set([...referencedIds((config.Properties!.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure.Destination)][0]!, `async on-failure of ${id}`);
    }
    const streamEnv = (resources[logicalId(stack.tableStream.function)]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    parked.set([...referencedIds(streamEnv.SCHEDULE_DEAD_LETTER_ARN)][0]!, 'schedules');
    const alarmedQueues = alarms
      .filter(([, alarm]) => alarm.Properties!.MetricName === 'ApproximateNumberOfMessagesVisible' && alarm.Properties!.Threshold === 1)
      .flatMap(([, alarm]) => [...referencedIds(alarm.Properties!.Dimensions)]);
    // Assess: the stream's, the webhooks', the media uploads' and scheduled publishing's.
    expect(new Set(parked.keys())).toEqual(
      new Set([stack.tableStream.failures, stack.webhookDelivery.deadLetters, stack.mediaProcessing.deadLetterQueue, stack.scheduledPublishing.failures].map((queue) => logicalId(queue))),
    );
    for (const queue of parked.keys()) expect({ queue, alarmed: alarmedQueues.includes(queue) }).toEqual({ queue, alarmed: true });
  });

  test('scheduled publishing: Lambda retries a failed run twice and then parks it in the failures queue, which the scheduler also uses as its dead-letter queue', () => {
    // Prepare
    const publishId = logicalId(stack.scheduledPublishing.function);
    const failuresId = logicalId(stack.scheduledPublishing.failures);
    const schedulerRoleId = logicalId(stack.scheduledPublishing.schedulerRole);
    // Act
    const config = ofType('AWS::Lambda::EventInvokeConfig').map(([, resource]) => resource.Properties!);
    const schedulerPolicy = JSON.stringify(ofType('AWS::IAM::Policy').filter(([, policy]) => referencedIds(policy.Properties!.Roles).has(schedulerRoleId)));
    // Assess
    expect(config).toEqual([
      expect.objectContaining({
        FunctionName: { Ref: publishId },
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [failuresId, 'Arn'] } } },
      }),
    ]);
    expect(resources[failuresId]!.Properties).not.toHaveProperty('FifoQueue');
    expect(schedulerPolicy).toContain('sqs:SendMessage');
    expect(schedulerPolicy).toContain(failuresId);
  });
});

describe('the dashboard and the functions\' logs', () => {
  test('one dashboard named after the stack: requests, 5xx and latency per audience, function errors and throttles, DynamoDB, quota refusals, stream lag, dead letters and the business counts', () => {
    // Act
    const dashboards = ofType('AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboards[0]![1].Properties!.DashboardBody);
    // Assess
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]![1].Properties!.DashboardName).toBe('CmsStack');
    for (const name of ['AdminRequests', 'ClientRequests', 'AdminServerErrors', 'p50', 'p99', 'Errors', 'Throttles', 'ThrottledRequests', 'SystemErrors', 'IteratorAge', 'ApproximateNumberOfMessagesVisible', 'ClientRefused429']) {
      expect(body).toContain(name);
    }
    for (const name of Object.values(BUSINESS_METRICS)) expect(body).toContain(name);
    expect(body).toContain('CMS/CmsStack');
  });

  test('every function logs JSON at application level INFO (the metric lines are INFO) and system level WARN, and knows its metrics namespace; no tracing by default', () => {
    for (const id of ourFunctions) {
      const properties = resources[id]!.Properties!;
      expect({ id, logging: properties.LoggingConfig }).toEqual({ id, logging: expect.objectContaining({ LogFormat: 'JSON', ApplicationLogLevel: 'INFO', SystemLogLevel: 'WARN' }) });
      expect({ id, namespace: (properties.Environment as { Variables: Record<string, unknown> }).Variables.METRICS_NAMESPACE }).toEqual({ id, namespace: 'CMS/CmsStack' });
      expect(properties).not.toHaveProperty('TracingConfig');
    }
    expect(ofType('AWS::ApiGateway::Stage')[0]![1].Properties!.TracingEnabled).toBe(false);
  });
});

describe('deploy-time choices', () => {
  const chosen = synthesizeWithoutBundling(undefined, {
    alarmEmail: 'ops@example.com',
    tracing: 'active',
    tableName: 'cms-restored',
    tableStreamArn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/cms-restored/stream/2030-01-01T00:00:00.000',
  });
  const chosenOfType = (type: string) => ofType(type, chosen.resources);

  test('-c alarmEmail subscribes the address to the alarm topic', () => {
    expect(chosenOfType('AWS::SNS::Subscription').map(([, subscription]) => subscription.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: { Ref: chosen.logicalId(chosen.stack.monitoring.alarmTopic.topic) } }),
    ]);
  });

  test('-c tracing=active turns X-Ray on for the API stage and every function, each allowed to send its segments', () => {
    const functions = [...chosen.stack.handlers.functions.values(), chosen.stack.tableStream.function, chosen.stack.scheduledPublishing.function, chosen.stack.webhookDelivery.function, chosen.stack.mediaProcessing.function];
    expect(chosenOfType('AWS::ApiGateway::Stage')[0]![1].Properties!.TracingEnabled).toBe(true);
    for (const fn of functions) {
      const id = chosen.logicalId(fn);
      expect({ id, tracing: chosen.resources[id]!.Properties!.TracingConfig }).toEqual({ id, tracing: { Mode: 'Active' } });
    }
    expect(JSON.stringify(chosenOfType('AWS::IAM::Policy'))).toContain('xray:PutTraceSegments');
  });

  test('-c tableName with -c tableStreamArn runs the stack on that table: no table of its own, every grant and the stream mapping on the given one', () => {
    // Act
    const text = JSON.stringify(chosen.resources);
    const mapping = chosenOfType('AWS::Lambda::EventSourceMapping').find(([, resource]) => JSON.stringify(resource.Properties!.EventSourceArn).includes('stream'));
    // Assess
    expect(chosenOfType('AWS::DynamoDB::Table')).toHaveLength(0);
    expect(mapping![1].Properties!.EventSourceArn).toBe('arn:aws:dynamodb:eu-west-1:123456789012:table/cms-restored/stream/2030-01-01T00:00:00.000');
    expect(text).toContain(':table/cms-restored');
    const routeFunction = chosen.resources[chosen.logicalId([...chosen.stack.handlers.functions.values()][0]!)]!;
    expect((routeFunction.Properties!.Environment as { Variables: Record<string, unknown> }).Variables.TABLE_NAME).toBe('cms-restored');
  });

  test.each([
    [{ alarmEmail: 'not-an-address' }, /-c alarmEmail=not-an-address is not an email address/],
    [{ alarmEmail: 'two@example.com,three@example.com' }, /is not an email address: give one address/],
    [{ tracing: 'on' }, /-c tracing=on is not a tracing mode: write -c tracing=active .* or -c tracing=off/],
    [{ tableName: 'cms-restored' }, /needs -c tableStreamArn=<its stream's ARN>/],
    [{ tableName: 'cms-restored', tableStreamArn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/other/stream/x' }, /is not the stream ARN of table cms-restored/],
    [{ tableStreamArn: 'arn:aws:dynamodb:eu-west-1:123456789012:table/x/stream/y' }, /needs -c tableName/],
  ])('a context value the stack cannot use stops the synth with a message that says what to write: %j', (context, message) => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
    expect(() => new CmsStack(app, 'CmsStack')).toThrow(message);
  });
});
