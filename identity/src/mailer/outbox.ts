import type { FastifyBaseLogger } from 'fastify';
import type { OutboxStore } from '../store/outbox';
import type { Mailer, MailMessage } from './mailer';

/**
 * No SMTP server: messages are kept in the outbox table and written to the log, so a person running the
 * product locally can read their code and register. The admin route GET /outbox reads them back.
 */
export function outboxMailer(outbox: OutboxStore, log: FastifyBaseLogger, now: () => Date): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await outbox.add(message.to, message.subject, message.text, now());
      log.info(
        { to: message.to, subject: message.subject },
        `Boîte d'envoi (pas de SMTP_URL) : ${message.logText}`,
      );
    },
  };
}
