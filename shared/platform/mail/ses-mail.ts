/**
 * Mail through Amazon SES (API v2, SendEmail), as a signed HTTPS request (aws-request.ts), as the
 * stack's other AWS calls are: SES's SDK client added 81 KB (and its share of @smithy) to each
 * sending function, over the bundle budget of every function (test/perf/bundles.test.ts). The sender
 * is the stack's `mailFrom` (MAIL_FROM), whose identity is the only resource the function may send as.
 */
import { config } from '#platform/config';
import { awsRequest } from '#platform/aws/aws-request';
import type { MailMessage, MailSender } from './message';

/** SES v2's SendEmail body (https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_SendEmail.html). */
export function sendEmailBody(message: MailMessage, from: string): unknown {
  return {
    FromEmailAddress: from,
    Destination: { ToAddresses: [message.to] },
    Content: {
      Simple: {
        Subject: { Data: message.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
      },
    },
  };
}

export const sesMail: MailSender = {
  async send(message: MailMessage): Promise<void> {
    const url = new URL(`https://email.${config.region}.amazonaws.com/v2/email/outbound-emails`);
    await awsRequest('ses', 'POST', url, sendEmailBody(message, config.mailFrom));
  },
};
