/**
 * Mail through Amazon SES (API v2). The client is made once per container, at module scope; the sender
 * is the stack's `mailFrom` (MAIL_FROM), whose identity is the only resource the function may send as.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '#platform/config';
import type { MailMessage, MailSender } from './message';

const ses = new SESv2Client({ region: config.region });

export const sesMail: MailSender = {
  async send(message: MailMessage): Promise<void> {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: config.mailFrom,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  },
};
