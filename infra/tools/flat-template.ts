/**
 * A stack and its nested stacks as one CloudFormation template, for reading what will be deployed
 * (tests, bench): each nested template's resources join the parent's, a nested stack's parameters
 * are replaced by the values the parent passes, and the parent's reads of a nested output by the
 * output's value. Logical ids must not collide (route-functions.ts keeps them unique); a collision
 * throws rather than hide a resource.
 */
import { NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

export interface TemplateJson {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; DependsOn?: string | string[] } & Record<string, unknown>>;
  Parameters?: Record<string, unknown>;
  Outputs?: Record<string, { Value: unknown }>;
  [section: string]: unknown;
}

/** `value` with every `{Ref: name}` of `bindings` replaced by its binding (deeply). */
function bind(value: unknown, bindings: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => bind(item, bindings));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]![0] === 'Ref' && typeof entries[0]![1] === 'string' && entries[0]![1] in bindings) {
    return bindings[entries[0]![1]];
  }
  return Object.fromEntries(entries.map(([key, inner]) => [key, bind(inner, bindings)]));
}

/** `value` with every `{Fn::GetAtt: [stackId, 'Outputs.name']}` replaced by that output's value. */
function readOutputs(value: unknown, outputs: Map<string, Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((item) => readOutputs(item, outputs));
  if (!value || typeof value !== 'object') return value;
  const getAtt = (value as Record<string, unknown>)['Fn::GetAtt'];
  if (Array.isArray(getAtt) && outputs.has(String(getAtt[0])) && String(getAtt[1]).startsWith('Outputs.')) {
    const name = String(getAtt[1]).slice('Outputs.'.length);
    const of = outputs.get(String(getAtt[0]))!;
    if (!(name in of)) throw new Error(`nested stack ${String(getAtt[0])} has no output ${name}`);
    return of[name];
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, readOutputs(inner, outputs)]));
}

export function flatTemplate(stack: Stack): TemplateJson {
  const root = Template.fromStack(stack).toJSON() as TemplateJson;
  const resources = { ...root.Resources };
  const outputs = new Map<string, Record<string, unknown>>();
  const nestedStacks = stack.node.findAll().filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct));
  for (const nested of nestedStacks) {
    if (nested.nestedStackParent !== stack) throw new Error(`${nested.node.path}: only one level of nesting is read`);
    const stackId = stack.getLogicalId(nested.nestedStackResource as never);
    const parameters = (resources[stackId]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const inner = Template.fromStack(nested).toJSON() as TemplateJson;
    for (const [id, resource] of Object.entries(inner.Resources)) {
      if (id in resources) throw new Error(`logical id ${id} is in both ${stack.stackName} and ${nested.node.id}`);
      resources[id] = bind(resource, parameters) as TemplateJson['Resources'][string];
    }
    outputs.set(stackId, Object.fromEntries(Object.entries(inner.Outputs ?? {}).map(([name, output]) => [name, bind(output.Value, parameters)])));
    delete resources[stackId];
  }
  for (const [id, resource] of Object.entries(resources)) {
    const read = readOutputs(resource, outputs) as TemplateJson['Resources'][string];
    const dependsOn = [resource.DependsOn ?? []].flat().filter((target) => !outputs.has(target));
    if (resource.DependsOn !== undefined) read.DependsOn = dependsOn;
    resources[id] = read;
  }
  return { ...root, Resources: resources, Outputs: readOutputs(root.Outputs ?? {}, outputs) as TemplateJson['Outputs'] };
}
