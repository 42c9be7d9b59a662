/**
 * sharp for the arm64 Lambda, without Docker: the processing function's bundle leaves `sharp` out
 * (a native module: esbuild cannot bundle it) and this layer holds its linux-arm64 (glibc) prebuilt,
 * installed from the npm registry with npm's own platform flags, whatever the machine that synthesizes.
 * The folder is kept under node_modules/.cache and reused, so synth needs the registry (or npm's
 * cache, `--prefer-offline`) only the first time on a machine, and never Docker.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

const ROOT = join(__dirname, '..', '..');

/** The sharp version the project pins (package.json): the layer holds exactly that one. */
export function pinnedSharpVersion(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const version = manifest.dependencies.sharp;
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error('package.json must pin sharp to an exact version');
  return version;
}

/** The native binary the layer must hold (relative to the layer's root). */
export const SHARP_ARM64_BINARY = 'nodejs/node_modules/@img/sharp-linux-arm64/lib/sharp-linux-arm64.node';

/** The layer's folder (`nodejs/node_modules/...`, where Lambda's Node.js runtime resolves modules), installed once. */
export function sharpLayerDir(version = pinnedSharpVersion()): string {
  const dir = join(ROOT, 'node_modules', '.cache', `sharp-lambda-linux-arm64-${version}`);
  if (existsSync(join(dir, SHARP_ARM64_BINARY))) return dir;
  const nodejs = join(dir, 'nodejs');
  mkdirSync(nodejs, { recursive: true });
  writeFileSync(join(nodejs, 'package.json'), JSON.stringify({ private: true }));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(
    npm,
    ['install', '--cpu=arm64', '--os=linux', '--libc=glibc', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', '--prefer-offline', `sharp@${version}`],
    { cwd: nodejs, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (!existsSync(join(dir, SHARP_ARM64_BINARY))) throw new Error(`sharp ${version} for linux-arm64 was not installed into ${dir}`);
  return dir;
}

export function createSharpLayer(scope: Construct): LayerVersion {
  return new LayerVersion(scope, 'SharpLayer', {
    code: Code.fromAsset(sharpLayerDir()),
    compatibleArchitectures: [Architecture.ARM_64],
    compatibleRuntimes: [Runtime.NODEJS_22_X],
    description: `sharp ${pinnedSharpVersion()} (linux-arm64, glibc) for media processing`,
  });
}
