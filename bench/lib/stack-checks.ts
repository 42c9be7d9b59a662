/**
 * What the deployed functions run with, read from the synthesized stack (bundling skipped, as the
 * infra tests do) and from the code: arm64, the configured memory, no source maps at run time, and
 * one DynamoDB client per process created at module scope (and no other SDK client).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CmsStack } from '../../infra/stack/cms-stack';
import { flatTemplate } from '../../infra/tools/flat-template';
import { BUNDLE } from '../../infra/stack/bundling';
import { FUNCTION_MEMORY_MB } from '../../infra/stack/settings';
import { PROCESSING_MEMORY_MB, PROCESSING_TIMEOUT } from '../../infra/stack/media-processing';
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
  // Media processing decodes images: its memory is its own (infra/stack/media-processing.ts says why).
  const processing = ours.filter((fn) => fn.MemorySize === PROCESSING_MEMORY_MB && fn.Timeout === PROCESSING_TIMEOUT.toSeconds());
  const routeFunctions = ours.filter((fn) => !processing.includes(fn));
  const otherMemory = routeFunctions.filter((fn) => fn.MemorySize !== FUNCTION_MEMORY_MB);
  const sourceMaps = ours.filter((fn) => String(fn.Environment?.Variables?.NODE_OPTIONS ?? '').includes('source-maps'));

  // SDK clients are constructed in shared/ and functions/ only through shared/db/client.ts, at module scope.
  const files = [...(await sourceFiles('shared')), ...(await sourceFiles('functions'))];
  const constructions: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/new ([A-Z][A-Za-z0-9]*Client)\(/g)) constructions.push(`${path.relative(PROJECT_ROOT, file)}: ${match[1]}`);
  }
  const clientFile = await readFile(path.join(PROJECT_ROOT, 'shared', 'db', 'client.ts'), 'utf8');
  const moduleScope = /^export const db = createDocumentClient\(\);$/m.test(clientFile);
  const expected = ['shared/db/client.ts: DynamoDBClient'];

  return [
    { name: 'functions run on arm64', pass: ours.length > 0 && notArm.length === 0, detail: `${ours.length - notArm.length}/${ours.length} Node.js functions` },
    { name: `memory ${FUNCTION_MEMORY_MB} MB, chosen from the measurements`, pass: otherMemory.length === 0 && processing.length === 1, detail: `${routeFunctions.length - otherMemory.length} functions at ${FUNCTION_MEMORY_MB} MB (infra/stack/settings.ts); media processing at ${PROCESSING_MEMORY_MB} MB` },
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
