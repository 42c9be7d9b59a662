/**
 * The mail port: `sendMail` hands a message to the local outbox when the local gateway runs the
 * function (LOCAL_MAIL_DIR), to Amazon SES otherwise. The SES adapter is loaded only when it is used,
 * so nothing local needs AWS, and a deployed function without MAIL_FROM fails loudly at its first email.
 */
import { config } from '#platform/config';
import { localOutbox } from './local-outbox';
import type { MailMessage, MailSender } from './message';

export type { MailMessage } from './message';

let ses: Promise<MailSender> | undefined;

function sender(): Promise<MailSender> {
  const dir = config.localMailDir;
  if (dir) return Promise.resolve(localOutbox(dir));
  ses ??= import('./ses-mail').then((module) => module.sesMail);
  return ses;
}

export async function sendMail(message: MailMessage): Promise<void> {
  await (await sender()).send(message);
}
