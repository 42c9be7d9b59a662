#!/usr/bin/env node
/* Usage: node infra/tools/complete-lockfile.js package-lock.json (after any `npm install` that rewrites the lock). */
// Adds the lock entries of optional platform binaries that this registry does not serve, so that
// `npm ci` validates; on this platform npm skips them by their os/cpu without fetching anything.
const fs = require('fs');
const path = process.argv[2];
const lock = JSON.parse(fs.readFileSync(path, 'utf8'));
const parents = ['node_modules/@swc/core', 'node_modules/unrs-resolver'];
let added = 0;
for (const parent of parents) {
  const entry = lock.packages[parent];
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const suffix = name.split('/').pop().replace(/^(core|resolver-binding)-/, '');
    const [os, cpu, abi] = suffix.split('-');
    const pkg = { version, dev: true, optional: true, os: [os], cpu: [cpu] };
    if (os === 'linux' && abi) pkg.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
    lock.packages[key] = pkg;
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
fs.writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} entries`);
