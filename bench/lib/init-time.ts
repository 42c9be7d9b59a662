/**
 * Init time: the wall time of a fresh `node` process that loads a bundle as its main module (which
 * imports it and constructs the handler: every handler is built at module scope), from spawn to exit.
 *
 * Each round runs, back to back, the empty module (the floor: Node's own start), the reference (a
 * bundle holding nothing but the service's DynamoDB client, which every function needs), the stack
 * bundle and the naive bundle of one function, so that the load of this shared machine at that moment
 * weighs on all of them alike; figures are medians over the rounds. The budget's figure, `vsReference`,
 * is the median of the per-round ratios stack / reference: each ratio compares two runs made moments
 * apart, so a burst of load on the machine moves both sides of it.
 */
import { spawn } from 'node:child_process';
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

/** Milliseconds from spawn to exit of `node <file>`; throws when the module fails to load. */
export function timeProcess(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [file], { env: PROBE_ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) reject(new Error(`node ${file} exited with ${code}: ${stderr.slice(0, 500)}`));
      else resolve(elapsed);
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
  /** Median over the rounds of stack / reference of the same round. */
  vsReference?: number;
}

export async function measureInit(
  subjects: readonly InitSubject[],
  emptyFile: string,
  rounds: number,
  progress: (line: string) => void,
  referenceFile?: string,
): Promise<InitFigures[]> {
  const samples = new Map(
    subjects.map((subject) => [subject.id, { floor: [] as number[], stack: [] as number[], naive: [] as number[], reference: [] as number[], ratio: [] as number[] }]),
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
      bucket.floor.push(await timeProcess(emptyFile));
      if (referenceFile) {
        // Alternate which of the pair runs first, so that neither always follows the other.
        const first = round % 2 === 0;
        const reference = first ? await timeProcess(referenceFile) : undefined;
        const stack = await timeProcess(subject.stackFile);
        const referenceMs = reference ?? (await timeProcess(referenceFile));
        bucket.reference.push(referenceMs);
        bucket.stack.push(stack);
        bucket.ratio.push(stack / referenceMs);
      } else {
        bucket.stack.push(await timeProcess(subject.stackFile));
      }
      bucket.naive.push(await timeProcess(subject.naiveFile));
    }
    progress(`init time: round ${round + 1}/${rounds} done`);
  }
  return subjects.map((subject) => {
    const bucket = samples.get(subject.id)!;
    const floorMs = median(bucket.floor);
    const stackMs = median(bucket.stack);
    const naiveMs = median(bucket.naive);
    const interleaved = bucket.ratio.length ? { referenceMs: median(bucket.reference), vsReference: median(bucket.ratio) } : {};
    return { id: subject.id, floorMs, stackMs, naiveMs, vsFloor: stackMs / floorMs, vsNaive: stackMs / naiveMs, ...interleaved };
  });
}
