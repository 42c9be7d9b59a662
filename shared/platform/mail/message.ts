/** One email, ready to send: both bodies, so every mail client shows it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where messages go: Amazon SES deployed (ses-mail.ts), the local outbox under `npm start` (local-outbox.ts). */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
