/**
 * `CMS_URL=http://127.0.0.1:3000 CMS_API_KEY=... node dist-examples/build-static-site.js out`:
 * writes `out/index.html` from the published posts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCms } from '../src/index.js';
import { collectEntries, renderIndex } from './static-site.js';

const baseUrl = process.env.CMS_URL;
const apiKey = process.env.CMS_API_KEY;
if (!baseUrl || !apiKey) throw new Error('Set CMS_URL and CMS_API_KEY.');
const outDir = process.argv[2] ?? 'out';

const entries = await collectEntries(createCms({ baseUrl, apiKey }));
await mkdir(outDir, { recursive: true });
await writeFile(join(outDir, 'index.html'), renderIndex(entries));
process.stdout.write(`${entries.length} posts -> ${join(outDir, 'index.html')}\n`);
