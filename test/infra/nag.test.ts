import { Aspects } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { SynthesisMessage } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { synthesizeWithoutBundling } from './synthesized-stack';
import { recordCount } from '#test/support/run-counts';

const { stack, resources } = synthesizeWithoutBundling((cms) => Aspects.of(cms).add(new AwsSolutionsChecks()));
const annotations = Annotations.fromStack(stack);
const describeFinding = (finding: SynthesisMessage) => `${finding.id}: ${String(finding.entry.data).split('\n')[0]}`;

describe('cdk-nag AwsSolutions checks', () => {
  test('find no unacknowledged error', () => {
    // Act
    const errors = annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    recordCount('cdk-nag unacknowledged errors', errors.length);
    // Assess
    expect(errors.map(describeFinding)).toEqual([]);
  });

  test('find no unacknowledged warning', () => {
    // Act
    const warnings = annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    recordCount('cdk-nag unacknowledged warnings', warnings.length);
    // Assess
    expect(warnings.map(describeFinding)).toEqual([]);
  });

  test('every acknowledgement gives a specific reason', () => {
    // Prepare
    const acknowledged = Object.values(resources).flatMap(
      (resource) => ((resource.Metadata?.cdk_nag as { rules_to_suppress?: { id: string; reason: string }[] }) ?? {}).rules_to_suppress ?? [],
    );
    recordCount('cdk-nag acknowledged findings (each with a reason)', acknowledged.length);
    // Assess
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { id, reason } of acknowledged) {
      expect(id).toMatch(/^AwsSolutions-/);
      expect(reason.length).toBeGreaterThan(60);
    }
  });
});
