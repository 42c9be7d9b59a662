/**
 * What the deployed functions run with, read from the synthesized stack (bundling skipped, as the
 * infra tests do) and from the code: arm64, the configured memory, no source maps at run time, and
 * one DynamoDB client per process created at module scope (and no other SDK client).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CmsStack } from '#infra/stack/cms-stack';
import { flatTemplate } from '#infra/tools/flat-template';
import { BUNDLE } from '#infra/stack/bundling';
import { FUNCTION_MEMORY_MB } from '#infra/stack/settings';
import { PROCESSING_MEMORY_MB } from '#infra/stack/media-processing';
import { PUBLISH_MEMORY_MB } from '#infra/stack/scheduled-publishing';
import { STREAM_MEMORY_MB } from '#infra/stack/table-stream';
import { DELIVERY_MEMORY_MB } from '#infra/stack/webhook-delivery';
import { PROJECT_ROOT } from './bundles';
import type { Budget } from './report';

interface FunctionProps {
  Architectures?: string[];
  MemorySize?: number;
  Environment?: { Variables?: Record<string, unknown> };
  Runtime?: string;
  Timeout?: number;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(PROJECT_ROOT, dir), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function stackChecks(): Promise<Budget[]> {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new CmsStack(app, 'CmsStack');
  const functions = Object.values(Template.fromJSON(flatTemplate(stack)).findResources('AWS::Lambda::Function')).map((resource) => resource.Properties as FunctionProps);
  const ours = functions.filter((fn) => fn.Runtime?.startsWith('nodejs'));

  const notArm = ours.filter((fn) => !fn.Architectures?.includes('arm64'));
  // Route handlers and authorizers share one size. The four background functions (media processing,
  // the table-stream consumer, the scheduled publisher, webhook delivery) each have their own, chosen
  // and explained beside their construct: exactly those sizes, once each, may differ.
  const background = [PROCESSING_MEMORY_MB, STREAM_MEMORY_MB, PUBLISH_MEMORY_MB, DELIVERY_MEMORY_MB].sort((a, b) => a - b);
  const otherSizes = ours.map((fn) => fn.MemorySize ?? 0).filter((size) => size !== FUNCTION_MEMORY_MB).sort((a, b) => a - b);
  const memoryAsChosen = otherSizes.join() === background.join();
  const sourceMaps = ours.filter((fn) => String(fn.Environment?.Variables?.NODE_OPTIONS ?? '').includes('source-maps'));

  // SDK clients are constructed in shared/ and functions/ only through shared/platform/db/client.ts, at module scope.
  const files = [...(await sourceFiles('shared')), ...(await sourceFiles('functions'))];
  const constructions: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/new ([A-Z][A-Za-z0-9]*Client)\(/g)) constructions.push(`${path.relative(PROJECT_ROOT, file)}: ${match[1]}`);
  }
  const clientFile = await readFile(path.join(PROJECT_ROOT, 'shared', 'platform', 'db', 'client.ts'), 'utf8');
  const moduleScope = /^export const db = createDocumentClient\(\);$/m.test(clientFile);
  const expected = ['shared/platform/db/client.ts: DynamoDBClient'];

  return [
    { name: 'functions run on arm64', pass: ours.length > 0 && notArm.length === 0, detail: `${ours.length - notArm.length}/${ours.length} Node.js functions` },
    { name: `memory ${FUNCTION_MEMORY_MB} MB, chosen from the measurements`, pass: memoryAsChosen, detail: `${ours.length - otherSizes.length} route and authorizer functions at ${FUNCTION_MEMORY_MB} MB (infra/stack/settings.ts); background functions at ${otherSizes.join(', ')} MB (expected: media processing ${PROCESSING_MEMORY_MB}, stream consumer ${STREAM_MEMORY_MB}, scheduled publisher ${PUBLISH_MEMORY_MB}, webhook delivery ${DELIVERY_MEMORY_MB})` },
    {
      name: 'no source maps at run time',
      pass: BUNDLE.sourcemap === false && sourceMaps.length === 0,
      detail: `bundles without source maps, ${sourceMaps.length} functions with --enable-source-maps`,
    },
    {
      name: 'one SDK client per process, created at module scope',
      pass: moduleScope && JSON.stringify(constructions) === JSON.stringify(expected),
      detail: `${constructions.join(', ') || 'none'}${moduleScope ? ' (module scope)' : ' (not at module scope)'}`,
    },
  ];
}
