/**
 * Init time: the wall time of a fresh `node` process that loads a bundle as its main module (which
 * imports it and constructs the handler: every handler is built at module scope), from spawn to exit.
 *
 * Each round runs, back to back, the empty module (the floor: Node's own start), the reference (a
 * bundle holding nothing but the service's DynamoDB client, which every function needs), the stack
 * bundle and the naive bundle of one function, so that the load of this shared machine at that moment
 * weighs on all of them alike; figures are medians over the rounds. Each run reports its wall time and
 * the CPU time the process used (a preloaded exit hook). The budget's figure, `vsReferenceCpu`, is the
 * median of the per-round ratios stack / reference in CPU time: each ratio compares two runs made
 * moments apart, and CPU time is what other work on the machine moves least (at a load average of 15
 * on 2 cores the wall-time ratios of the same bundles spread from 0.7x to 2.3x in one run; a cold
 * start on Lambda, with its vCPU to itself, is CPU-bound). The wall-time ratio stays in the table.
 *
 * On this machine one run's CPU time spreads by about 10 % either way whatever else runs (the
 * reference alone: 67 to 102 ms over 40 runs on an idle machine), so the per-round ratio spreads by
 * about 12 % and the median of 11 rounds by about 0.04: over 84 functions the worst one read 0.1
 * above its true figure. Rounds go to the pairs the budget reads: the floor and the naive bundle,
 * which only the table shows, are run in the first SIDE_ROUNDS rounds.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './stats';

/** What a deployed function has at init; nothing is called, so none of it is contacted. */
const PROBE_ENV: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  AWS_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SESSION_TOKEN: 'bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
  TABLE_NAME: 'bench',
  NODE_OPTIONS: '',
};

/**
 * Preloaded (`--require`) into every probe: at exit, the CPU time the process used (user + system,
 * every thread: Node's start, compiling and running the bundle), written to stderr as the last line.
 */
const CPU_REPORT = "process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('\\n__init_cpu_us ' + (u.user + u.system) + '\\n'); });\n";
let cpuReportFile: string | undefined;
function cpuReport(): string {
  if (!cpuReportFile) {
    cpuReportFile = path.join(os.tmpdir(), `cms-bench-init-cpu-${process.pid}.cjs`);
    writeFileSync(cpuReportFile, CPU_REPORT);
    const written = cpuReportFile;
    process.once('exit', () => rmSync(written, { force: true }));
  }
  return cpuReportFile;
}

export interface ProcessTime {
  /** From spawn to exit. */
  wallMs: number;
  /** CPU time of the process: what load on the rest of the machine moves least. */
  cpuMs: number;
}

/** Wall and CPU time of `node <file>` from spawn to exit; throws when the module fails to load. */
export function timeProcess(file: string): Promise<ProcessTime> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--require', cpuReport(), file], { env: PROBE_ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const cpu = /__init_cpu_us (\d+)\s*$/.exec(stderr);
      if (code !== 0 || !cpu) reject(new Error(`node ${file} exited with ${code}: ${stderr.slice(0, 500)}`));
      else resolve({ wallMs, cpuMs: Number(cpu[1]) / 1000 });
    });
  });
}

export interface InitSubject {
  id: string;
  stackFile: string;
  naiveFile: string;
}

export interface InitFigures {
  id: string;
  /** Medians, ms. */
  floorMs: number;
  stackMs: number;
  naiveMs: number;
  /** stack / floor and stack / naive, from the medians. */
  vsFloor: number;
  vsNaive: number;
  /** Median of the reference runs interleaved with this function's, ms (when a reference was given). */
  referenceMs?: number;
  /** Median over the rounds of stack / reference of the same round (wall times). */
  vsReference?: number;
  /** The same in CPU time of the two processes: the budget's figure. */
  stackCpuMs?: number;
  referenceCpuMs?: number;
  vsReferenceCpu?: number;
}

/** Rounds that also run the empty module and the naive bundle (the table's `vs floor` and `vs naive`). */
export const SIDE_ROUNDS = 5;

export async function measureInit(
  subjects: readonly InitSubject[],
  emptyFile: string,
  rounds: number,
  progress: (line: string) => void,
  referenceFile?: string,
): Promise<InitFigures[]> {
  const samples = new Map(
    subjects.map((subject) => [
      subject.id,
      { floor: [] as number[], stack: [] as number[], naive: [] as number[], reference: [] as number[], ratio: [] as number[], stackCpu: [] as number[], referenceCpu: [] as number[], cpuRatio: [] as number[] },
    ]),
  );
  if (referenceFile) await timeProcess(referenceFile);
  // A first run of each kind warms the file system cache, as a deployed function's image is warm.
  await timeProcess(emptyFile);
  for (const subject of subjects) {
    await timeProcess(subject.stackFile);
    await timeProcess(subject.naiveFile);
  }
  for (let round = 0; round < rounds; round++) {
    for (const subject of subjects) {
      const bucket = samples.get(subject.id)!;
      const side = round < SIDE_ROUNDS;
      if (side) bucket.floor.push((await timeProcess(emptyFile)).wallMs);
      if (referenceFile) {
        // Alternate which of the pair runs first, so that neither always follows the other.
        const first = round % 2 === 0;
        const early = first ? await timeProcess(referenceFile) : undefined;
        const stack = await timeProcess(subject.stackFile);
        const reference = early ?? (await timeProcess(referenceFile));
        bucket.reference.push(reference.wallMs);
        bucket.stack.push(stack.wallMs);
        bucket.ratio.push(stack.wallMs / reference.wallMs);
        bucket.referenceCpu.push(reference.cpuMs);
        bucket.stackCpu.push(stack.cpuMs);
        bucket.cpuRatio.push(stack.cpuMs / reference.cpuMs);
      } else {
        bucket.stack.push((await timeProcess(subject.stackFile)).wallMs);
      }
      if (side) bucket.naive.push((await timeProcess(subject.naiveFile)).wallMs);
    }
    progress(`init time: round ${round + 1}/${rounds} done`);
  }
  return subjects.map((subject) => {
    const bucket = samples.get(subject.id)!;
    const floorMs = median(bucket.floor);
    const stackMs = median(bucket.stack);
    const naiveMs = median(bucket.naive);
    const interleaved = bucket.ratio.length
      ? {
          referenceMs: median(bucket.reference),
          vsReference: median(bucket.ratio),
          stackCpuMs: median(bucket.stackCpu),
          referenceCpuMs: median(bucket.referenceCpu),
          vsReferenceCpu: median(bucket.cpuRatio),
        }
      : {};
    return { id: subject.id, floorMs, stackMs, naiveMs, vsFloor: stackMs / floorMs, vsNaive: stackMs / naiveMs, ...interleaved };
  });
}
