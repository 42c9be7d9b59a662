import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { esbuildOptions } from './infra/stack/bundling';
(async () => { for (const id of process.argv.slice(2)) {
  const entry = id === 'reference' ? 'bench/reference/dynamodb-client.ts' : `.build/entries/${id}.ts`;
  const r = await build({ ...esbuildOptions(entry, `/tmp/prof/mt-${id}.js`), minify: false, write: false });
  let src = r.outputFiles[0].text;
  const lines = src.split('\n');
  const out: string[] = ['var __T=globalThis.__T=[];var __now=()=>{const c=process.cpuUsage();return c.user+c.system};var __mark=(n)=>__T.push([n,__now()]);process.on("exit",()=>{const a=__T;const by={};for(let i=0;i<a.length-1;i++){by[a[i][0]]=(by[a[i][0]]||0)+(a[i+1][1]-a[i][1]);}require("fs").writeFileSync(process.env.MT_OUT,JSON.stringify(by));});'];
  for (const line of lines) {
    const m = /^\/\/ (\S+\.(?:ts|js|mjs|cjs))$/.exec(line);
    if (m) out.push(`__mark(${JSON.stringify(m[1])});`);
    out.push(line);
  }
  out.push('__mark("END");');
  writeFileSync(`/tmp/prof/mt-${id}.js`, out.join('\n'));
}})();
