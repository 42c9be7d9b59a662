/**
 * Runs autocannon in its own process (so the load generator does not share the event loop of the
 * server it measures) and prints its figures as one JSON line. Started by bench/lib/latency.ts.
 */
import autocannon from 'autocannon';

interface LoadSpec {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
  /** Give each request body a distinct `title` (creates must not collide on slugs). */
  uniqueTitle?: boolean;
  connections: number;
  seconds: number;
}

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2]!) as LoadSpec;
  let n = 0;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    method: spec.method as 'GET',
    headers: { ...spec.headers, ...(spec.body ? { 'content-type': 'application/json' } : {}) },
    ...(spec.body ? { body: JSON.stringify(spec.body) } : {}),
    ...(spec.uniqueTitle && spec.body
      ? {
          requests: [
            {
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                body: JSON.stringify({ ...spec.body, title: `${String(spec.body!.title)} ${process.pid}-${n++}` }),
              }),
            },
          ],
        }
      : {}),
  });
  process.stdout.write(
    JSON.stringify({
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.average,
      requests: result.requests.total,
      rps: result.requests.average,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    }) + '\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
