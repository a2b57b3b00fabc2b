import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiDb } from '../db/database';
import type { Mailer, MailMessage } from './mailer';

/** `2026-11-23T22-58-13-123Z-lea@cabinet.fr.txt`: sorted by time, readable in any file browser. */
const fileName = (to: string, at: Date) =>
  `${at.toISOString().replace(/[:.]/g, '-')}-${to.replace(/[^A-Za-z0-9@._+-]/g, '_')}.txt`;

/**
 * No SMTP server: the message is kept in `mail_outbox`, written whole to the log and, when a folder is
 * given (`npm start`: `./data/mail`), as a text file — so the person running the product on their machine
 * can hand an invitation link to a colleague (it is their own installation).
 */
export function outboxMailer(db: ApiDb, log: () => FastifyBaseLogger | undefined, dir?: string): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      await db
        .insertInto('mail_outbox')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text })
        .execute();
      if (dir) {
        await mkdir(dir, { recursive: true });
        const body = `À : ${message.to}\nObjet : ${message.subject}\n\n${message.text}\n`;
        await writeFile(join(dir, fileName(message.to, new Date())), body, { mode: 0o600 });
      }
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
