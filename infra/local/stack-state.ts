/**
 * Where a running `npm start` can be found: it writes this small file once the stack answers and
 * removes it when it stops, so that `npx cms …` run in the same project without `DYNAMODB_ENDPOINT`
 * or `TABLE_NAME` uses that stack. A file left by a stack that died without stopping is ignored
 * (its process is gone). `CMS_LOCAL_STATE` moves the file (tests run stacks of their own).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LocalStackState {
  pid: number;
  url: string;
  dynamoEndpoint: string;
  tableName: string;
}

const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

export function localStackStateFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.CMS_LOCAL_STATE || path.join(PROJECT_ROOT, '.cms-local-stack.json');
}

export function writeLocalStackState(state: LocalStackState, file = localStackStateFile()): void {
  writeFileSync(file, JSON.stringify(state, null, 2) + '\n', { mode: 0o600 });
}

/** Removes the file if it still describes this process's stack (a newer start may have replaced it). */
export function removeLocalStackState(pid: number, file = localStackStateFile()): void {
  const state = readState(file);
  if (state?.pid === pid) rmSync(file, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readState(file: string): LocalStackState | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalStackState>;
    if (typeof parsed.pid !== 'number' || typeof parsed.dynamoEndpoint !== 'string' || typeof parsed.tableName !== 'string') return undefined;
    return { pid: parsed.pid, url: String(parsed.url ?? ''), dynamoEndpoint: parsed.dynamoEndpoint, tableName: parsed.tableName };
  } catch {
    return undefined;
  }
}

/** The running local stack, if one wrote its state and its process still runs. */
export function runningLocalStack(file = localStackStateFile()): LocalStackState | undefined {
  const state = readState(file);
  return state && alive(state.pid) ? state : undefined;
}
