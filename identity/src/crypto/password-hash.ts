import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptParams } from '../config';

/**
 * Passwords hashed with scrypt, per-user salt and the parameters stored with the hash:
 * `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`, so the cost can be raised later without breaking old hashes.
 */
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface Parsed {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  return { params: { N, r, p }, salt: Buffer.from(parts[4], 'base64'), key: Buffer.from(parts[5], 'base64') };
}

/**
 * Stored instead of a hash when nobody who proved the address chose the password yet (a pending sign-up
 * whose code was re-sent): no password matches it, and the user must choose one with a reset code.
 */
export const NO_PASSWORD = '!unset';

export const hasPassword = (stored: string) => stored !== NO_PASSWORD;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash used other parameters than today's (it is then rehashed at sign-in). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parse(stored);
  return (
    !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p
  );
}

/**
 * A hash to verify against when the user does not exist, so an unknown username costs the same time
 * as a wrong password (no enumeration through timing).
 */
export class DummyHash {
  // Computed up front, so the first unknown user does not take twice as long as the others.
  private readonly hash: Promise<string>;
  constructor(params: ScryptParams) {
    this.hash = hashPassword('not-a-password', params);
  }
  async verify(password: string): Promise<false> {
    await verifyPassword(password, await this.hash);
    return false;
  }
}
