/**
 * The deploy-time choices read from CDK context (`npx cdk deploy -c name=value`), checked once, before
 * anything is built: a value the stack cannot use stops the synth with a message that says what to
 * write instead, rather than deploying something nobody meant.
 *
 * - `alarmEmail=ops@example.com`: subscribes that address to the stack's alarm topic (alarms.ts).
 * - `tracing=active|off` (default off): X-Ray for the API stage and every function (observability.ts).
 * - `tableName=…` with `tableStreamArn=…`: run on an existing table instead of creating one, such as a
 *   table restored from point-in-time recovery (docs/operations.md); the stream is required because
 *   search, webhooks and schedules read it.
 * - `mailFrom=news@example.com`: the sender of every email (an SES identity: the address or its domain,
 *   verified in SES); the functions that send may send as it and nothing else (docs/accounts.md).
 * - `REGISTRATION=open|closed` (default closed): whether readers may register themselves.
 * - `SITE_URL`, `VERIFY_URL_PATTERN`, `RESET_URL_PATTERN`: where the links of the account emails lead
 *   (the patterns hold `{token}`; defaults `<SITE_URL>/verify-email?token={token}` and `…/reset-password?token={token}`).
 * - `SITE_URL`, `POST_URL_PATTERN`, `DEFAULT_LANGUAGE`, `PREVIEW_URL_PATTERN`: the public site
 *   (docs/sites.md), checked by the same parser the functions use; SITE_URL defaults to the API's URL.
 */
import type { Construct } from 'constructs';
import { InvalidSiteSetting, parseSiteSettings, SITE_SETTING_NAMES } from '#platform/site/site-settings';

export type TracingMode = 'active' | 'off';

export interface StackContext {
  readonly alarmEmail?: string;
  readonly mailFrom?: string;
  readonly registration: 'open' | 'closed';
  /** The account emails' link settings given (SITE_URL, VERIFY_URL_PATTERN, RESET_URL_PATTERN), by name. */
  readonly linkSettings: Readonly<Record<string, string>>;
  readonly tracing: TracingMode;
  readonly existingTable?: { readonly tableName: string; readonly tableStreamArn: string };
  /** The site settings given as context, checked; each becomes the functions' environment variable of that name. */
  readonly site: Readonly<Record<string, string>>;
}

export class StackContextError extends Error {}

/** An address the SNS email protocol accepts: one `@`, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** DynamoDB table names: 3-255 of letters, digits, `_`, `-`, `.`. */
const TABLE_NAME = /^[A-Za-z0-9_.-]{3,255}$/;
const STREAM_ARN = /^arn:aws[\w-]*:dynamodb:[\w-]+:\d{12}:table\/[A-Za-z0-9_.-]{3,255}\/stream\/.+$/;

function text(scope: Construct, name: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(name);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value).trim();
}

export function stackContext(scope: Construct): StackContext {
  const alarmEmail = text(scope, 'alarmEmail');
  if (alarmEmail !== undefined && !EMAIL.test(alarmEmail)) {
    throw new StackContextError(`-c alarmEmail=${alarmEmail} is not an email address: give one address, such as -c alarmEmail=ops@example.com`);
  }
  const tracing = text(scope, 'tracing') ?? 'off';
  if (tracing !== 'active' && tracing !== 'off') {
    throw new StackContextError(`-c tracing=${tracing} is not a tracing mode: write -c tracing=active (X-Ray on the API stage and every function) or -c tracing=off (the default)`);
  }
  const tableName = text(scope, 'tableName');
  const tableStreamArn = text(scope, 'tableStreamArn');
  if (tableName === undefined && tableStreamArn !== undefined) throw new StackContextError('-c tableStreamArn needs -c tableName: the stream of which table?');
  if (tableName !== undefined) {
    if (!TABLE_NAME.test(tableName)) throw new StackContextError(`-c tableName=${tableName} is not a DynamoDB table name (3-255 letters, digits, _ - .)`);
    if (tableStreamArn === undefined) {
      throw new StackContextError(
        `-c tableName=${tableName} needs -c tableStreamArn=<its stream's ARN>: search, webhooks and schedules read the table's stream (docs/operations.md, "Restore the table")`,
      );
    }
    if (!STREAM_ARN.test(tableStreamArn) || !tableStreamArn.includes(`:table/${tableName}/stream/`)) {
      throw new StackContextError(`-c tableStreamArn=${tableStreamArn} is not the stream ARN of table ${tableName} (arn:aws:dynamodb:<region>:<account>:table/${tableName}/stream/<label>)`);
    }
  }
  const mailFrom = text(scope, 'mailFrom');
  if (mailFrom !== undefined && !EMAIL.test(mailFrom)) {
    throw new StackContextError(`-c mailFrom=${mailFrom} is not an email address: give the sender, an address whose identity (the address or its domain) is verified in SES, such as -c mailFrom=news@example.com`);
  }
  const registration = text(scope, 'REGISTRATION') ?? 'closed';
  if (registration !== 'open' && registration !== 'closed') {
    throw new StackContextError(`-c REGISTRATION=${registration} is not a registration mode: write -c REGISTRATION=open (readers register themselves) or -c REGISTRATION=closed (the default)`);
  }
  const linkSettings: Record<string, string> = {};
  // SITE_URL is checked with the other site settings below (the functions' own parser).
  const siteUrl = text(scope, 'SITE_URL');
  if (siteUrl !== undefined) linkSettings.SITE_URL = siteUrl;
  for (const name of ['VERIFY_URL_PATTERN', 'RESET_URL_PATTERN']) {
    const value = text(scope, name);
    if (value === undefined) continue;
    if (!/^https?:\/\/[^\s]+$/.test(value)) throw new StackContextError(`-c ${name}=${value} is not an http(s) URL`);
    if (!value.includes('{token}')) throw new StackContextError(`-c ${name}=${value} must contain {token}, where the link carries the token`);
    linkSettings[name] = value;
  }
  const site = Object.fromEntries(SITE_SETTING_NAMES.flatMap((name) => {
    const value = text(scope, name);
    return value === undefined ? [] : [[name, value]];
  }));
  try {
    // SITE_URL unset: the functions fall back to the stage URL, a token here; any URL stands in for it.
    parseSiteSettings(site, 'https://api.example.com');
  } catch (error) {
    if (error instanceof InvalidSiteSetting) throw new StackContextError(`-c ${error.message}`);
    throw error;
  }
  return { alarmEmail, mailFrom, registration, linkSettings, tracing, site, ...(tableName && tableStreamArn ? { existingTable: { tableName, tableStreamArn } } : {}) };
}
