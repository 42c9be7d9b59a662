/**
 * The console as `npm start` serves it, at /admin on the API's own origin: built from console/src on
 * the first request (about 0.2 s) and kept, with the security headers the deployed console gets, and
 * `config.json` naming the client key the local stack seeded or was given (CMS_API_KEY).
 */
import { buildConsole, type ConsoleBuild } from './build';
import { consoleSecurityHeaders } from './security-headers';

export const CONSOLE_PATH = '/admin';

export interface ConsoleAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

let built: Promise<ConsoleBuild> | undefined;

function consoleBuild(): Promise<ConsoleBuild> {
  built ??= buildConsole();
  built.catch(() => {
    built = undefined;
  });
  return built;
}

/** The answer for `path` under /admin, or undefined when the path is not the console's. */
export async function consoleAnswer(method: string, path: string, apiKey: () => string | undefined): Promise<ConsoleAnswer | undefined> {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (path !== CONSOLE_PATH && !path.startsWith(`${CONSOLE_PATH}/`)) return undefined;
  // Same origin as the API: nothing beyond 'self' to connect to (uploads go to /_local).
  const security = consoleSecurityHeaders({ connect: [] });
  if (path === CONSOLE_PATH) return { status: 301, headers: { ...security, Location: `${CONSOLE_PATH}/` }, body: '' };
  const name = path.slice(CONSOLE_PATH.length + 1) || 'index.html';
  if (name === 'config.json') {
    const key = apiKey();
    if (!key) {
      const message = 'npm start knows no client API key for the console: start with CMS_SEED=demo or set CMS_API_KEY';
      return { status: 503, headers: { ...security, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, body: JSON.stringify({ error: message }) };
    }
    return { status: 200, headers: { ...security, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, body: JSON.stringify({ apiKey: key }) };
  }
  const file = (await consoleBuild()).files.find((candidate) => candidate.name === name);
  if (!file) return { status: 404, headers: { ...security, 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not found' };
  return {
    status: 200,
    headers: { ...security, 'Content-Type': file.contentType, 'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
    body: file.body,
  };
}
