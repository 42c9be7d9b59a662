/**
 * `npm run bench -- --only=content` (issue 11): worst-case 100 KB post bodies through the local
 * gateway. Each is created (wall time of `POST /api/admin/v3/cms/post`, by an admin, whose content is
 * kept as sent, and by an author, whose content is sanitized) and then read on the client route
 * (`GET /api/client/v3/cms/post/{id}`), interleaved with reads of a 1 KB post so that the machine's
 * other work weighs on both alike. Budgets: the create of each body (p50) <= 150 ms; every read p50 <= 1.2x the
 * 1 KB post's, as the median of the ratios of reads made back to back (the order alternating per
 * round), a read timed until the answer's last byte has arrived (the reader's parse is reported apart). Each create round also creates a 1 KB post, and the content pipeline's own CPU time is
 * measured apart, so that a failed create budget says whether the parsers or the write took the time.
 */
import type { Budget } from './report';
import { ms, table, x } from './report';
import { median, quantile, round } from './stats';
import { send, sendOk } from './http';
import { NESTED_PAST_THE_LIMIT, ordinaryContent, WORST_CASE_CONTENTS } from './content-cases';
import { tableNameFor, type startService } from './service';
import { processContent } from '#domains/content/process-content';
import { MAX_HTML_DEPTH } from '#domains/content/content-errors';

type Env = Awaited<ReturnType<typeof startService>>;

/** A small seeded site: the figures are per request, not per table size. */
export const CONTENT_SITE_POSTS = 100;
export const CREATE_BUDGET_MS = 150;
export const READ_RATIO_BUDGET = 1.2;
const CONTENT_BYTES = 100_000;
const CREATES_PER_CASE = 5;
const READ_ROUNDS = 31;
const PIPELINE_RUNS = 5;
/** Linear work grows 4x with a 4x body, quadratic 16x; the budget leaves room for garbage collection. */
const SCALING_BUDGET = 8;
const SMALL_BYTES = CONTENT_BYTES / 4;

const now = () => Number(process.hrtime.bigint()) / 1e6;

// The seed module is reached through the service (env.modules): importing it here would create the
// DynamoDB client before the service points it at DynamoDB Local.
async function login(url: string, apiKey: string, email: string, password: string): Promise<Record<string, string>> {
  const response = await sendOk(url, { method: 'POST', path: '/api/client/v3/auth/login', headers: { 'Api-Key': apiKey }, body: { email, password } });
  return { Authorization: `Bearer ${response.body.data.token as string}` };
}

/** CPU time of the content pipeline alone on this body (best of PIPELINE_RUNS), as admin (kept) and as author (sanitized). */
function pipelineCpu(body: string, format: 'markdown' | 'html'): { admin: number; author: number } {
  const best = (unfiltered: boolean) => {
    let fastest = Infinity;
    for (let run = 0; run < PIPELINE_RUNS; run++) {
      const started = process.cpuUsage();
      processContent(body, { format, unfiltered });
      const used = process.cpuUsage(started);
      fastest = Math.min(fastest, (used.user + used.system) / 1000);
    }
    return fastest;
  };
  return { admin: best(true), author: best(false) };
}

export async function measureContent(env: Env, size: number, log: (line: string) => void): Promise<{ section: string; budgets: Budget[]; results: unknown }> {
  process.env.TABLE_NAME = tableNameFor(size);
  const site = env.sites.get(size)!;
  const password = env.modules.seed.BENCH_PASSWORD;
  const admin = await login(env.url, site.clientApiKey, site.adminEmail, password);
  // The seed's author0 has the author role: no cms.content.unfiltered_html, so its content is sanitized.
  const author = await login(env.url, site.clientApiKey, 'author0@bench.example', password);
  // Plain answers, as bench/lib/http.ts asks for them (API Gateway compresses outside the functions).
  const client = { 'Api-Key': site.clientApiKey, 'Accept-Encoding': 'identity' };
  let made = 0;

  const create = async (headers: Record<string, string>, content: string, format: 'markdown' | 'html') => {
    const started = now();
    const response = await sendOk(env.url, {
      method: 'POST',
      path: '/api/admin/v3/cms/post',
      headers,
      body: { title: `Content bench ${made++}`, content, content_format: format, status: 'published' },
    });
    return { id: response.body.result.id as number, ms: now() - started };
  };

  // The pipeline's own CPU time first: measured between requests it would keep the event loop (and
  // the gateway in it) busy for seconds, long enough for kept-alive sockets to time out under load.
  const pipelineFigures = WORST_CASE_CONTENTS.map((contentCase) => ({
    full: pipelineCpu(contentCase.body(CONTENT_BYTES), contentCase.format),
    quarter: pipelineCpu(contentCase.body(SMALL_BYTES), contentCase.format),
  }));
  const ordinary = ordinaryContent(1000);
  const baseline = await create(admin, ordinary, 'html');
  const cases = [];
  const ordinaryCreates: number[] = [];
  for (const [caseIndex, contentCase] of WORST_CASE_CONTENTS.entries()) {
    const body = contentCase.body(CONTENT_BYTES);
    log(`content: creating "${contentCase.name}" (${Buffer.byteLength(body)} bytes) ${CREATES_PER_CASE}x as admin and as author, beside a 1 KB post`);
    const adminCreates: number[] = [];
    const authorCreates: number[] = [];
    let readId = 0;
    for (let i = 0; i < CREATES_PER_CASE; i++) {
      // A 1 KB create in every round: what the machine's load did to a create at that moment.
      ordinaryCreates.push((await create(admin, ordinary, 'html')).ms);
      const asAdmin = await create(admin, body, contentCase.format);
      adminCreates.push(asAdmin.ms);
      authorCreates.push((await create(author, body, contentCase.format)).ms);
      readId = asAdmin.id;
    }
    cases.push({
      name: contentCase.name,
      bytes: Buffer.byteLength(body),
      readId,
      adminCreates,
      authorCreates,
      pipelineCpu: pipelineFigures[caseIndex]!.full,
      smallPipelineCpu: pipelineFigures[caseIndex]!.quarter,
      reads: [] as number[],
      ratios: [] as number[],
    });
  }

  // The former worst case, nested past the limit: refused, and how fast.
  const refusedBody = NESTED_PAST_THE_LIMIT.body(CONTENT_BYTES);
  const refusals = { admin: [] as number[], author: [] as number[], statuses: new Set<number>() };
  for (let i = 0; i < CREATES_PER_CASE; i++) {
    for (const [role, headers] of [['admin', admin], ['author', author]] as const) {
      const started = now();
      const response = await send(env.url, {
        method: 'POST',
        path: '/api/admin/v3/cms/post',
        headers,
        body: { title: `Content bench refused ${made++}`, content: refusedBody, content_format: NESTED_PAST_THE_LIMIT.format, status: 'published' },
      });
      refusals[role].push(now() - started);
      refusals.statuses.add(response.status);
    }
  }

  log(`content: ${READ_ROUNDS} rounds of client reads, each worst case paired with a read of the 1 KB post`);
  const baselineReads: number[] = [];
  // A read ends when the answer's last byte has arrived: decoding and parsing 300 KB of JSON is the
  // reader's own work (about 1.5 ms here for the "# h" body's answer), not the service's, and is
  // timed apart (answerParse) so that it is seen.
  const answerBytes = new Map<number, number>();
  const answerParse = new Map<number, number[]>();
  const read = async (id: number) => {
    const started = now();
    const response = await fetch(`${env.url}/api/client/v3/cms/post/${id}`, { headers: client });
    const bytes = await response.arrayBuffer();
    const elapsed = now() - started;
    if (response.status !== 200) throw new Error(`GET /api/client/v3/cms/post/${id} answered ${response.status}`);
    const parseStarted = now();
    JSON.parse(Buffer.from(bytes).toString('utf8'));
    answerParse.set(id, [...(answerParse.get(id) ?? []), now() - parseStarted]);
    answerBytes.set(id, bytes.byteLength);
    return elapsed;
  };
  for (let round = 0; round < READ_ROUNDS + 1; round++) {
    for (const figures of cases) {
      // Each pair is read back to back, alternating which goes first, so a burst of load moves both.
      const baselineFirst = round % 2 === 0;
      const before = baselineFirst ? await read(baseline.id) : undefined;
      const worst = await read(figures.readId);
      const ordinaryRead = before ?? (await read(baseline.id));
      if (round === 0) continue; // warm-up
      baselineReads.push(ordinaryRead);
      figures.reads.push(worst);
      figures.ratios.push(worst / ordinaryRead);
    }
  }

  const baselineP50 = median(baselineReads);
  const rows = cases.map((figures) => [
    figures.name,
    figures.bytes,
    ms(median(figures.adminCreates)),
    ms(Math.max(...figures.adminCreates)),
    ms(median(figures.authorCreates)),
    ms(Math.max(...figures.authorCreates)),
    `${ms(figures.pipelineCpu.admin)} / ${ms(figures.pipelineCpu.author)}`,
    ms(median(figures.reads)),
    ms(quantile(figures.reads, 0.9)),
    x(median(figures.ratios)),
    `${Math.round((answerBytes.get(figures.readId) ?? 0) / 1024)} KB, ${ms(median(answerParse.get(figures.readId) ?? [NaN]))} ms`,
  ]);
  rows.push([
    NESTED_PAST_THE_LIMIT.name,
    Buffer.byteLength(refusedBody),
    ms(median(refusals.admin)),
    ms(Math.max(...refusals.admin)),
    ms(median(refusals.author)),
    ms(Math.max(...refusals.author)),
    '-',
    '-',
    '-',
    '-',
    '-',
  ]);
  const scaling = cases.flatMap((figures) =>
    (['admin', 'author'] as const).map((role) => ({ name: `${figures.name} (${role})`, ratio: figures.pipelineCpu[role] / figures.smallPipelineCpu[role] })),
  );
  const steepest = [...scaling].sort((a, b) => b.ratio - a.ratio)[0]!;
  // "Each" body: the median create of each body and role, the slowest of those.
  const worstCreate = Math.max(
    ...cases.flatMap((figures) => [median(figures.adminCreates), median(figures.authorCreates)]),
    median(refusals.admin),
    median(refusals.author),
  );
  const worstRatio = Math.max(...cases.map((figures) => median(figures.ratios)));
  const ordinaryCreateP50 = median(ordinaryCreates);
  const section =
    `### Content: worst-case 100 KB bodies (create, then client read)\n\n` +
    `Wall time through the local gateway; ${CREATES_PER_CASE} creates per body and role (admin: kept as sent; author: sanitized), ` +
    `each round beside a create of a 1 KB post (p50 ${ms(ordinaryCreateP50)} ms: the machine's load at the time); "pipeline CPU" is the content ` +
    `pipeline alone (process.cpuUsage, best of ${PIPELINE_RUNS}, admin / author). ${READ_ROUNDS} rounds of client reads, each body read ` +
    `back to back with the 1 KB post (p50 ${ms(baselineP50)} ms), alternating which goes first, each timed until its answer's last byte has arrived ` +
    `(the reader's own decoding and parsing of the JSON is timed apart, last column); "read vs 1 KB" is the median of the per-pair ratios. ` +
    `The last row is the former worst case, HTML nested to the end of the body, refused with 422 past ${MAX_HTML_DEPTH} levels (its create columns: time to the refusal).\n\n` +
    table(
      ['body', 'bytes', 'create admin p50 ms', 'max', 'create author p50 ms', 'max', 'pipeline CPU ms', 'read p50 ms', 'read p90 ms', 'read vs 1 KB', 'answer, reader\'s parse p50'],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    );
  const budgets: Budget[] = [
    {
      name: `worst-case 100 KB contents: create of each (p50, admin and author) <= ${CREATE_BUDGET_MS} ms`,
      pass: worstCreate <= CREATE_BUDGET_MS,
      detail: `slowest p50 ${ms(worstCreate)} ms (a 1 KB create p50 ${ms(ordinaryCreateP50)} ms in the same rounds)`,
    },
    {
      name: `worst-case contents: HTML nested past ${MAX_HTML_DEPTH} elements is refused with 422`,
      pass: refusals.statuses.size === 1 && refusals.statuses.has(422),
      detail: `answered ${[...refusals.statuses].join(', ')} in ${ms(median(refusals.admin))} / ${ms(median(refusals.author))} ms (p50 admin / author)`,
    },
    {
      name: `worst-case contents: the pipeline is linear, 4x the body costs <= ${SCALING_BUDGET}x the CPU (quadratic: 16x)`,
      pass: scaling.every((entry) => entry.ratio <= SCALING_BUDGET),
      detail: `steepest ${steepest.name} ${x(steepest.ratio)} (${SMALL_BYTES / 1000} KB -> ${CONTENT_BYTES / 1000} KB, best of ${PIPELINE_RUNS} CPU times)`,
    },
    {
      name: `worst-case 100 KB contents: client read p50 <= ${READ_RATIO_BUDGET}x the read of a 1 KB post (median of paired rounds)`,
      pass: worstRatio <= READ_RATIO_BUDGET,
      detail: `worst ${x(worstRatio)} (1 KB post p50 ${ms(baselineP50)} ms)`,
    },
  ];
  const results = {
    baselineReadP50Ms: round(baselineP50),
    ordinaryCreateP50Ms: round(ordinaryCreateP50),
    refusedNested: { statuses: [...refusals.statuses], adminMs: refusals.admin.map((value) => round(value)), authorMs: refusals.author.map((value) => round(value)) },
    cases: cases.map((figures) => ({
      name: figures.name,
      bytes: figures.bytes,
      createAdminMs: figures.adminCreates.map((value) => round(value)),
      createAuthorMs: figures.authorCreates.map((value) => round(value)),
      pipelineCpuMs: { admin: round(figures.pipelineCpu.admin), author: round(figures.pipelineCpu.author) },
      pipelineCpuQuarterBodyMs: { admin: round(figures.smallPipelineCpu.admin), author: round(figures.smallPipelineCpu.author) },
      readP50Ms: round(median(figures.reads)),
      readRatio: round(median(figures.ratios)),
    })),
  };
  return { section, budgets, results };
}
