import { q, type Scope } from './db';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

export class OutboxStore {
  constructor(private readonly scope: Scope) {}

  async add(to: string, subject: string, text: string, now: Date): Promise<void> {
    await q(this.scope)
      .insertInto('outbox')
      .values({ recipient: to, subject, body: text, created_at: now })
      .execute();
  }

  /** Newest first; `to` is matched case-insensitively. */
  async list(to: string | undefined, limit: number): Promise<OutboxMessage[]> {
    let query = q(this.scope).selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
    if (to) query = query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', to.toLowerCase()));
    const rows = await query.execute();
    return rows.map((r) => ({
      id: r.id,
      to: r.recipient,
      subject: r.subject,
      text: r.body,
      createdAt: r.created_at,
    }));
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await q(this.scope).deleteFrom('outbox').where('created_at', '<', before).execute();
  }
}
