import type { FastifyBaseLogger } from 'fastify';
import type { ApiDb } from '../db/database';
import type { Mailer } from './mailer';
import { outboxMailer } from './outbox-mailer';
import { smtpMailer } from './smtp-mailer';

export type { Mailer, MailMessage } from './mailer';
export { outboxFor } from './outbox-mailer';

/** SMTP when configured (`SMTP_URL`, `MAIL_FROM`), else the outbox. */
export function mailerFromConfig(
  mail: { smtpUrl?: string; from: string; outboxDir?: string },
  db: ApiDb,
  log: () => FastifyBaseLogger | undefined,
): Mailer {
  return mail.smtpUrl ? smtpMailer(mail.smtpUrl, mail.from) : outboxMailer(db, log, mail.outboxDir);
}
