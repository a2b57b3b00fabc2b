import { q, type Scope } from './db';
import type { UserRow, UsersTable } from './schema';

export type NewUser = Omit<UsersTable, 'created_at' | 'updated_at'>;

export class UserStore {
  constructor(private readonly scope: Scope) {}

  byEmail(emailNormalized: string): Promise<UserRow | undefined> {
    return q(this.scope)
      .selectFrom('users')
      .selectAll()
      .where('email_normalized', '=', emailNormalized)
      .executeTakeFirst();
  }

  bySub(sub: string): Promise<UserRow | undefined> {
    return q(this.scope).selectFrom('users').selectAll().where('sub', '=', sub).executeTakeFirst();
  }

  /** Locks the row until the end of the transaction (PostgreSQL; PGlite is serial anyway). */
  bySubForUpdate(sub: string): Promise<UserRow | undefined> {
    return q(this.scope)
      .selectFrom('users')
      .selectAll()
      .where('sub', '=', sub)
      .forUpdate()
      .executeTakeFirst();
  }

  async insert(user: NewUser, now: Date): Promise<void> {
    await q(this.scope)
      .insertInto('users')
      .values({
        ...user,
        attributes: JSON.stringify(user.attributes) as never,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  async update(
    sub: string,
    changes: Partial<Omit<UsersTable, 'sub' | 'created_at' | 'updated_at'>>,
    now: Date,
  ): Promise<void> {
    const { attributes, ...rest } = changes;
    await q(this.scope)
      .updateTable('users')
      .set({
        ...rest,
        ...(attributes ? { attributes: JSON.stringify(attributes) as never } : {}),
        updated_at: now,
      })
      .where('sub', '=', sub)
      .execute();
  }

  async delete(sub: string): Promise<boolean> {
    const result = await q(this.scope).deleteFrom('users').where('sub', '=', sub).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async groups(sub: string): Promise<{ name: string; createdAt: Date }[]> {
    const rows = await q(this.scope)
      .selectFrom('user_groups')
      .select(['group_name', 'created_at'])
      .where('sub', '=', sub)
      .orderBy('group_name')
      .execute();
    return rows.map((r) => ({ name: r.group_name, createdAt: r.created_at }));
  }

  async addGroup(sub: string, group: string, now: Date): Promise<void> {
    await q(this.scope)
      .insertInto('user_groups')
      .values({ sub, group_name: group, created_at: now })
      .onConflict((oc) => oc.columns(['sub', 'group_name']).doNothing())
      .execute();
  }

  async removeGroup(sub: string, group: string): Promise<void> {
    await q(this.scope)
      .deleteFrom('user_groups')
      .where('sub', '=', sub)
      .where('group_name', '=', group)
      .execute();
  }
}
