/**
 * The mail port: `sendMail` hands a message to the local outbox when the local gateway runs the
 * function (LOCAL_MAIL_DIR), to Amazon SES otherwise; a deployed function without MAIL_FROM fails
 * loudly at its first email. Nothing is contacted until a message is sent.
 *
 * The SES adapter is imported statically, not with import(): esbuild wraps a dynamically imported
 * module and its whole import graph (here the config and the DynamoDB client) in lazy initializers it
 * cannot tree-shake, which put all of lib-dynamodb's commands in the readers' account routes and made
 * their init 1.6x the DynamoDB client's (test/perf/bundles.test.ts holds it).
 */
import { config } from '#platform/config';
import { localOutbox } from './local-outbox';
import type { MailMessage, MailSender } from './message';
import { sesMail } from './ses-mail';

export type { MailMessage } from './message';

function sender(): MailSender {
  const dir = config.localMailDir;
  return dir ? localOutbox(dir) : sesMail;
}

export async function sendMail(message: MailMessage): Promise<void> {
  await sender().send(message);
}
