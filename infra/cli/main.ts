/**
 * `cms`: manage users, API keys and demo data of a local stack (`DYNAMODB_ENDPOINT`) or of the
 * deployed table (`TABLE_NAME` + AWS credentials). Arguments are checked before anything is
 * written; every failure is one line on stderr and exit code 1.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError, type Output } from './output';

export const HELP = `Usage: cms <command> [options]

Commands:
  user create --email <email> --password <password> --role <role>[,<role>...]
              [--first-name <name>] [--last-name <name>]
      Create a user. Roles: admin, editor, author, moderator, user.
  key create --name <name> [--admin-permissions <permission>,...]
      Create an API key. Without admin permissions it is a client key; with them it may also call
      admin routes. The key is printed once, alone on the last line.
  key revoke <id>
      Revoke an API key. It is refused on its next request: the revocation flushes the gateway's
      authorizer cache (in AWS it needs REST_API_ID and STAGE_NAME, the stack outputs).
  seed
      Seed the demo data (users of every role, a client key); steps already done are skipped.
  search reindex
      Write the search postings of every post (posts written before the stream consumer ran, or while
      it did not). Posts already indexed are skipped: it can be stopped and run again.
  import wordpress <export.xml> [--dry-run] [--keep-html]
      Import a WordPress export (WXR): posts, pages, categories, tags, authors, comments, media
      records. A second run skips what is imported; an interrupted run is finished by running it
      again. --dry-run checks the file and prints the report without writing. Exit code 2 when
      any entity failed. Posts follow the API's HTML rule: content sanitized, title and excerpt
      plain text; --keep-html keeps the markup of posts whose author holds
      cms.content.unfiltered_html (only those). The report counts what the rule changed.
  export [--out <file.jsonl>] [--with-secrets]
      Write every item of the table as JSON lines (to stdout without --out), sorted by key. Password
      hashes are left out unless --with-secrets.
  import json <file.jsonl>
      Load a file written by \`cms export\` into an EMPTY table (a bad line refuses the whole file).
      Posts whose author lacks cms.content.unfiltered_html get the API's HTML rule (what the API
      wrote is unchanged by it); the output counts what it changed.

Where:
  Local  a running \`npm start\` of this project, found by itself when neither variable below is set;
         or DYNAMODB_ENDPOINT=http://127.0.0.1:8000 (TABLE_NAME defaults to cms).
  AWS    TABLE_NAME=<table> and AWS credentials in the environment; \`key create\` also registers the
         key with API Gateway's usage plan, whose id it reads from USAGE_PLAN_ID; \`key revoke\`
         flushes the authorizer cache of the stage named by REST_API_ID and STAGE_NAME.
`;

const COMMAND_OPTIONS = {
  'user create': {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', multiple: true },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
  'key create': {
    name: { type: 'string' },
    'admin-permissions': { type: 'string', multiple: true },
  },
  'key revoke': {},
  seed: {},
  'search reindex': {},
  'import wordpress': {
    'dry-run': { type: 'boolean' },
    'keep-html': { type: 'boolean' },
  },
  'import json': {},
  export: {
    out: { type: 'string' },
    'with-secrets': { type: 'boolean' },
  },
} satisfies Record<string, ParseArgsConfig['options']>;

type CommandName = keyof typeof COMMAND_OPTIONS;

function commandOf(positionals: string[]): { name: CommandName; rest: string[] } | undefined {
  const [first, second, ...rest] = positionals;
  if (first === 'seed' || first === 'export') return { name: first, rest: positionals.slice(1) };
  const name = `${first} ${second}`;
  if (name in COMMAND_OPTIONS) return { name: name as CommandName, rest };
  return undefined;
}

/**
 * Local (DynamoDB Local) or AWS: the environment the service modules read. Neither variable set: the
 * stack a running `npm start` of this project recorded (infra/local/stack-state.ts), named on standard
 * error (standard output stays the command's answer).
 */
function configureTarget(output: Output): 'local' | 'aws' {
  if (!process.env.DYNAMODB_ENDPOINT && !process.env.TABLE_NAME) {
    const { runningLocalStack, localStackStateFile } = require('#infra/local/stack-state') as typeof import('#infra/local/stack-state');
    const running = runningLocalStack();
    if (!running) {
      throw new CliError(
        `no running \`npm start\` found (${localStackStateFile()}): start it, or set DYNAMODB_ENDPOINT (local, e.g. http://127.0.0.1:8000) or TABLE_NAME with AWS credentials`,
      );
    }
    process.env.DYNAMODB_ENDPOINT = running.dynamoEndpoint;
    process.env.TABLE_NAME = running.tableName;
    output.err(`cms: using the local stack of \`npm start\` (${running.url}): table ${running.tableName} on DynamoDB Local ${running.dynamoEndpoint}`);
  } else if (process.env.DYNAMODB_ENDPOINT) {
    process.env.TABLE_NAME ||= 'cms';
  } else {
    return 'aws';
  }
  useLocalGateway();
  process.env.AWS_REGION ||= 'local';
  process.env.AWS_ACCESS_KEY_ID ||= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ||= 'local';
  return 'local';
}

/**
 * A running `npm start` on the same DynamoDB Local: its gateway's authorizer cache is the one a key
 * revocation flushes (as the stage's is in AWS), so a key revoked here is refused there at once.
 */
function useLocalGateway(): void {
  if (process.env.REST_API_ID) return;
  const { runningLocalStack } = require('#infra/local/stack-state') as typeof import('#infra/local/stack-state');
  const running = runningLocalStack();
  if (!running?.url || running.dynamoEndpoint !== process.env.DYNAMODB_ENDPOINT) return;
  const { localApiGatewayEnv } = require('#infra/local/local-stage') as typeof import('#infra/local/local-stage');
  Object.assign(process.env, localApiGatewayEnv(running.url));
}

const list = (values: string[] | undefined): string[] =>
  (values ?? []).flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);

export async function main(argv: string[], output: Output = { out: (line) => process.stdout.write(line + '\n'), err: (line) => process.stderr.write(line + '\n') }): Promise<number> {
  try {
    if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
      output.out(HELP);
      return argv.length === 0 ? 1 : 0;
    }
    const command = commandOf(argv.filter((arg) => !arg.startsWith('-')).slice(0, 2));
    if (!command) throw new CliError(`unknown command "${argv.filter((arg) => !arg.startsWith('-')).slice(0, 2).join(' ')}": see cms --help`);
    const words = command.name.split(' ').length;
    let parsed;
    try {
      parsed = parseArgs({ args: argv.slice(words), options: COMMAND_OPTIONS[command.name], allowPositionals: true, strict: true });
    } catch (error) {
      const unknown = /Unknown option '([^']+)'/.exec(error instanceof Error ? error.message : '');
      if (unknown) throw new CliError(`${command.name}: unknown option ${unknown[1]} (see cms --help)`);
      throw new CliError(`${command.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    const values = parsed.values as Record<string, string | string[] | undefined>;
    const positionals = parsed.positionals;

    // Check the arguments before touching any table.
    const { validateUserCreate, validateKeyCreate, validateKeyRevoke } = require('./validation') as typeof import('./validation');
    let run: (commands: typeof import('./commands'), target: 'local' | 'aws') => Promise<void | number>;
    switch (command.name) {
      case 'user create': {
        if (positionals.length > 0) throw new CliError(`user create: unexpected argument "${positionals[0]}"`);
        const input = validateUserCreate({
          email: values.email as string | undefined,
          password: values.password as string | undefined,
          roles: list(values.role as string[] | undefined),
          firstName: values['first-name'] as string | undefined,
          lastName: values['last-name'] as string | undefined,
        });
        run = (commands) => commands.userCreate(input, output);
        break;
      }
      case 'key create': {
        if (positionals.length > 0) throw new CliError(`key create: unexpected argument "${positionals[0]}"`);
        const input = validateKeyCreate({ name: values.name as string | undefined, adminPermissions: list(values['admin-permissions'] as string[] | undefined) });
        run = (commands, target) => commands.keyCreate(input, target, output);
        break;
      }
      case 'key revoke': {
        const id = validateKeyRevoke(positionals);
        run = (commands, target) => commands.keyRevoke(id, target, output);
        break;
      }
      case 'seed': {
        if (positionals.length > 0) throw new CliError(`seed: unexpected argument "${positionals[0]}"`);
        run = (commands) => commands.seed(output);
        break;
      }
      case 'search reindex': {
        if (positionals.length > 0) throw new CliError(`search reindex: unexpected argument "${positionals[0]}"`);
        run = (commands) => commands.searchReindex(output);
        break;
      }
      case 'import wordpress': {
        if (positionals.length !== 1) throw new CliError('import wordpress: give the export file, e.g. cms import wordpress site.xml');
        const dryRun = (parsed.values as Record<string, unknown>)['dry-run'] === true;
        const keepHtml = (parsed.values as Record<string, unknown>)['keep-html'] === true;
        run = async () => (require('./import-commands') as typeof import('./import-commands')).importWordpressCommand(positionals[0], { dryRun, keepHtml }, output);
        break;
      }
      case 'import json': {
        if (positionals.length !== 1) throw new CliError('import json: give the file, e.g. cms import json site.jsonl');
        run = async () => (require('./import-commands') as typeof import('./import-commands')).importJsonCommand(positionals[0], output);
        break;
      }
      case 'export': {
        if (positionals.length > 0) throw new CliError(`export: unexpected argument "${positionals[0]}" (write to a file with --out)`);
        const withSecrets = (parsed.values as Record<string, unknown>)['with-secrets'] === true;
        const out = values.out as string | undefined;
        run = async () => (require('./import-commands') as typeof import('./import-commands')).exportCommand(out, withSecrets, output);
        break;
      }
    }
    const target = configureTarget(output);
    // Loaded after the environment is set: the DynamoDB client reads it once.
    const commands = require('./commands') as typeof import('./commands');
    if (target === 'local') await commands.prepareLocalTable();
    return (await run(commands, target)) ?? 0;
  } catch (error) {
    output.err(`cms: ${describe(error)}`);
    if (process.env.CMS_DEBUG && error instanceof Error && !(error instanceof CliError)) output.err(error.stack ?? '');
    return 1;
  }
}

function describe(error: unknown): string {
  if (error instanceof CliError) return error.message;
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    if (code === 'ECONNREFUSED' || error.name === 'ECONNREFUSED' || /ECONNREFUSED/.test(error.message)) {
      return `cannot reach DynamoDB at ${process.env.DYNAMODB_ENDPOINT ?? 'AWS'}: is \`npm start\` running?`;
    }
    return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message.split('\n')[0]}`;
  }
  return String(error);
}
