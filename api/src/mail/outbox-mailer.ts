import type { FastifyBaseLogger } from 'fastify';
import type { ApiDb } from '../db/database';
import type { Mailer, MailMessage } from './mailer';

/**
 * No SMTP server: the message is kept in `mail_outbox` and written whole to the log, so the person running
 * the product on their machine can hand an invitation link to a colleague (it is their own installation).
 */
export function outboxMailer(db: ApiDb, log: () => FastifyBaseLogger | undefined): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await db
        .insertInto('mail_outbox')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text })
        .execute();
      log()?.info(
        { to: message.to, subject: message.subject },
        `Boîte d'envoi (pas de SMTP_URL) :\n${message.text}`,
      );
    },
  };
}

/** The messages sent to an address, newest last (tests and local tooling). */
export function outboxFor(db: ApiDb, to: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()))
    .orderBy('id')
    .execute();
}
