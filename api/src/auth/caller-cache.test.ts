import type { Caller } from './caller';
import { CallerCache, mayChangeCallers } from './caller-cache';

const caller = (uuid: string) => ({ user: { uuid }, account: { uuid: `a-${uuid}` } }) as unknown as Caller;

describe('mayChangeCallers', () => {
  it('takes every statement but a plain SELECT naming users, memberships or accounts', () => {
    expect(mayChangeCallers('update "api"."users" set "state" = $1 where "uuid" = $2')).toBe(true);
    expect(mayChangeCallers('insert into "api"."memberships" ("account_uuid") values ($1)')).toBe(true);
    expect(mayChangeCallers('DELETE FROM accounts WHERE uuid = $1')).toBe(true);
    expect(mayChangeCallers('with gone as (delete from "api"."memberships") select 1')).toBe(true);
    expect(mayChangeCallers('select "api"."users".* from "api"."users"')).toBe(false);
    expect(mayChangeCallers('insert into "api"."audit_log" ("user_uuid", "account_uuid") values ($1)')).toBe(
      false,
    );
    expect(mayChangeCallers('update "api"."fecs" set "name" = $1')).toBe(false);
  });
});

describe('CallerCache', () => {
  it('answers a copy of the caller kept under the whole token, until the token expires', () => {
    let now = 1_000_000;
    const cache = new CallerCache({ now: () => now });
    cache.set('token-a', caller('a'), cache.begin(), (now + 5_000) / 1000);
    const first = cache.get('token-a')!;
    expect(first.user.uuid).toBe('a');
    first.user.uuid = 'changed';
    expect(cache.get('token-a')!.user.uuid).toBe('a');
    expect(cache.get('token-b')).toBeUndefined();
    now += 5_000;
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('keeps an entry 30 s at most whatever the token says', () => {
    let now = 0;
    const cache = new CallerCache({ now: () => now });
    cache.set('t', caller('a'), cache.begin(), 3600);
    now += 29_999;
    expect(cache.get('t')).toBeDefined();
    now += 1;
    expect(cache.get('t')).toBeUndefined();
  });

  it('forgets everything on a statement that may change a caller, not on others', () => {
    const cache = new CallerCache();
    cache.set('t', caller('a'), cache.begin(), Date.now() / 1000 + 60);
    cache.noteStatement('update "api"."fecs" set "name" = $1');
    expect(cache.get('t')).toBeDefined();
    cache.noteStatement('update "api"."memberships" set "role" = $1');
    expect(cache.get('t')).toBeUndefined();
  });

  it('does not keep a caller whose reading overlapped such a statement', () => {
    const cache = new CallerCache();
    const ticket = cache.begin();
    cache.noteStatement('update "api"."users" set "state" = $1');
    cache.set('t', caller('a'), ticket, Date.now() / 1000 + 60);
    expect(cache.get('t')).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', () => {
    const cache = new CallerCache({ maxEntries: 2 });
    const exp = Date.now() / 1000 + 60;
    for (const t of ['1', '2', '3']) cache.set(t, caller(t), cache.begin(), exp);
    expect([cache.get('1'), cache.get('2')?.user.uuid, cache.get('3')?.user.uuid]).toEqual([
      undefined,
      '2',
      '3',
    ]);
  });
});
