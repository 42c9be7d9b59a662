/**
 * The deployed media path: CloudFront with origin access control in front of the private bucket,
 * HTTPS only, nosniff, long-cached renditions; S3 -> SQS (with a DLQ and its alarm) -> the arm64
 * processing function with sharp's linux-arm64 binary in its layer.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { synthesizeWithoutBundling } from './synthesized-stack';
import { SHARP_ARM64_BINARY } from '#infra/stack/sharp-layer';
import { MAX_RECEIVES, PROCESSING_TIMEOUT } from '#infra/stack/media-processing';

const { app, stack, template, resources, logicalId } = synthesizeWithoutBundling();
const bucketId = logicalId(stack.node.findChild('MediaBucket'));
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);

describe('the media distribution', () => {
  test('reads the bucket through origin access control; the bucket stays private and allows only this distribution', () => {
    // Act
    const [[oacId]] = ofType('AWS::CloudFront::OriginAccessControl') as [[string, unknown]];
    const [[distributionId, distribution]] = ofType('AWS::CloudFront::Distribution');
    const config = distribution!.Properties!.DistributionConfig as { Origins: { S3OriginConfig: unknown; OriginAccessControlId: unknown }[] };
    // Assess
    expect(config.Origins).toHaveLength(1);
    expect(config.Origins[0]!.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
    expect(JSON.stringify(template.findResources('AWS::S3::BucketPolicy'))).toContain(distributionId);
  });

  test('may not read images as uploaded (incoming/, with their metadata): an explicit deny beside its allow', () => {
    // Act
    const [[, policy]] = ofType('AWS::S3::BucketPolicy');
    const statements = (policy!.Properties!.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
    const denies = statements.filter((statement) => statement.Effect === 'Deny' && JSON.stringify(statement.Principal).includes('cloudfront'));
    // Assess
    expect(denies).toEqual([
      expect.objectContaining({
        Action: 's3:GetObject',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/incoming/*']] },
      }),
    ]);
  });

  test('is HTTPS only, sends nosniff on every answer and caches renditions for a year', () => {
    // Act
    const [[, distribution]] = ofType('AWS::CloudFront::Distribution');
    const config = distribution!.Properties!.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
    };
    const [[headersId, headers]] = ofType('AWS::CloudFront::ResponseHeadersPolicy');
    const [[cacheId, cache]] = ofType('AWS::CloudFront::CachePolicy');
    // Assess
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ViewerProtocolPolicy).toBe('https-only');
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: headersId });
    }
    expect(config.CacheBehaviors).toEqual([expect.objectContaining({ PathPattern: 'renditions/*', CachePolicyId: { Ref: cacheId } })]);
    expect((cache!.Properties!.CachePolicyConfig as Record<string, number>).DefaultTTL).toBe(365 * 24 * 3600);
    expect(headers!.Properties!.ResponseHeadersPolicyConfig).toMatchObject({ SecurityHeadersConfig: { ContentTypeOptions: { Override: true } } });
  });

  test('its domain is the media base URL of the route functions by default', () => {
    // Act
    const [[distributionId]] = ofType('AWS::CloudFront::Distribution');
    const fn = resources[logicalId(stack.handlers.functions.get('admin-cms-media-create')!)]!;
    // Assess
    expect((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables.MEDIA_PUBLIC_BASE_URL).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
  });
});

describe('upload processing', () => {
  test('object-created events of upload keys (media/ and incoming/) go to the uploads queue', () => {
    // Act
    const queueId = logicalId(stack.mediaProcessing.queue);
    // Assess
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: bucketId },
      NotificationConfiguration: {
        QueueConfigurations: ['media/', 'incoming/'].map((prefix) => ({
          Events: ['s3:ObjectCreated:*'],
          Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: prefix }] } },
          QueueArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
        })),
      },
    });
  });

  test(`the queue moves a message to the dead-letter queue after ${MAX_RECEIVES} receives, and one dead letter raises an alarm`, () => {
    // Act
    const queue = resources[logicalId(stack.mediaProcessing.queue)]!.Properties!;
    const dlqId = logicalId(stack.mediaProcessing.deadLetterQueue);
    const alarm = resources[logicalId(stack.mediaProcessing.alarm)]!.Properties!;
    // Assess
    expect(queue.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: MAX_RECEIVES });
    expect(queue.VisibilityTimeout).toBe(PROCESSING_TIMEOUT.toSeconds() * 6);
    expect(alarm).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  test('the processing function runs on arm64 from the queue, reporting failed messages one by one', () => {
    // Act
    const fnId = logicalId(stack.mediaProcessing.function);
    const fn = resources[fnId]!.Properties!;
    const layerId = logicalId(stack.mediaProcessing.node.findChild('SharpLayer'));
    // Assess
    expect(fn).toMatchObject({ Architectures: ['arm64'], Runtime: 'nodejs22.x', Layers: [{ Ref: layerId }] });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: fnId },
      EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.mediaProcessing.queue), 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    template.hasResourceProperties('AWS::Lambda::LayerVersion', { CompatibleArchitectures: ['arm64'] });
  });

  test("the function's role reaches media items, uploads and renditions only", () => {
    // Act
    const roleId = logicalId(stack.mediaProcessing.node.findChild('Role'));
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(roleId),
    );
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as Record<string, unknown>[]);
    const s3 = statements.filter((statement) => JSON.stringify(statement.Action).includes('s3:'));
    const dynamo = statements.filter((statement) => JSON.stringify(statement.Action).includes('dynamodb:'));
    // Assess
    const s3Resources = s3.flatMap((statement) => [statement.Resource].flat()).map((resource) => JSON.stringify(resource));
    expect(s3Resources.length).toBeGreaterThan(0);
    for (const resource of s3Resources) expect(resource).toMatch(/"\/(media|incoming|renditions)\/\*"\]\]\}$/); // objects under these prefixes, never the bucket
    expect(s3.flatMap((statement) => [statement.Action].flat()).sort()).toEqual(['s3:DeleteObject', 's3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(dynamo).toEqual([
      expect.objectContaining({
        Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MEDIA#*'] } },
      }),
    ]);
  });

  test('the synthesized layer asset holds sharp with its linux-arm64 binary (an aarch64 ELF)', () => {
    // Prepare
    const assembly = app.synth();
    // Act
    const layerAsset = readdirSync(assembly.directory)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => join(assembly.directory, name))
      .find((dir) => existsSync(join(dir, SHARP_ARM64_BINARY)));
    const binary = readFileSync(join(layerAsset!, SHARP_ARM64_BINARY));
    // Assess: ELF magic, 64-bit, e_machine 183 (EM_AARCH64)
    expect([...binary.subarray(0, 4)]).toEqual([0x7f, 0x45, 0x4c, 0x46]);
    expect(binary[4]).toBe(2);
    expect(binary.readUInt16LE(18)).toBe(183);
    expect(existsSync(join(layerAsset!, 'nodejs/node_modules/sharp/package.json'))).toBe(true);
    expect(existsSync(join(layerAsset!, 'nodejs/node_modules/@img/sharp-libvips-linux-arm64'))).toBe(true);
  });
});
