import { hashPassword, needsRehash, verifyPassword, DummyHash } from './password-hash';
import { secretHash, secretHashMatches } from './secret-hash';
import { safeEqual, sixDigitCode, temporaryPassword } from './secrets';

const cheap = { N: 1024, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('hashes with a per-user salt and the parameters kept beside the hash', async () => {
    const a = await hashPassword('motdepasse', cheap);
    const b = await hashPassword('motdepasse', cheap);
    expect(a).not.toBe(b);
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('motdepasse', a)).toBe(true);
    expect(await verifyPassword('motdepass', a)).toBe(false);
    expect(await verifyPassword('motdepasse', 'garbage')).toBe(false);
  });

  it('treats canonically equivalent Unicode passwords alike', async () => {
    const hash = await hashPassword('caf\u00e9-au-lait', cheap);
    expect(await verifyPassword('cafe\u0301-au-lait', hash)).toBe(true);
  });

  it('tells when a hash was made with other parameters', async () => {
    const hash = await hashPassword('x', cheap);
    expect(needsRehash(hash, cheap)).toBe(false);
    expect(needsRehash(hash, { ...cheap, N: 2048 })).toBe(true);
  });

  it('verifies against a dummy hash for unknown users (always false)', async () => {
    expect(await new DummyHash(cheap).verify('anything')).toBe(false);
  });
});

describe('SecretHash', () => {
  it('is Base64(HMAC-SHA256(client secret, username + client id))', () => {
    // Computed independently: printf 'alice@exemple.frfecweblocalclient' | openssl dgst -sha256 -hmac clientsecret123 -binary | base64
    expect(secretHash('clientsecret123', 'alice@exemple.fr', 'fecweblocalclient')).toBe(
      'uorZ0ChIu3sLg/9vdwYn+C8RjFj1LFMO4XQSaGV/kOI=',
    );
    expect(
      secretHashMatches(
        'uorZ0ChIu3sLg/9vdwYn+C8RjFj1LFMO4XQSaGV/kOI=',
        'clientsecret123',
        'fecweblocalclient',
        ['x', 'alice@exemple.fr'],
      ),
    ).toBe(true);
    expect(
      secretHashMatches(
        'uorZ0ChIu3sLg/9vdwYn+C8RjFj1LFMO4XQSaGV/kOI=',
        'clientsecret123',
        'fecweblocalclient',
        ['bob@exemple.fr'],
      ),
    ).toBe(false);
  });
});

describe('codes and secrets', () => {
  it('draws six-digit codes, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, sixDigitCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('makes temporary passwords with every character class', () => {
    for (let i = 0; i < 50; i++) {
      const p = temporaryPassword();
      expect(p).toHaveLength(12);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/[0-9]/);
      expect(p).toMatch(/[^A-Za-z0-9]/);
    }
  });

  it('compares in constant time, lengths included', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
