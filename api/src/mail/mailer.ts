/** The API's mail port: SMTP when `SMTP_URL` is set, otherwise the outbox table and the log (local use). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
