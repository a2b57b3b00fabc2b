import type { Generated } from 'kysely';
import type { Timestamp } from '../db/column-types';

/** Mails kept when no SMTP server is configured (npm start on one machine). */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Timestamp;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
