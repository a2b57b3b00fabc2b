/** The mail port: SMTP when configured, otherwise the outbox table (local use). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The text as it may appear in the log (temporary passwords removed). */
  logText: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'memory';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
