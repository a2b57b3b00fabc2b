import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { loadSecretKey, parseSecretKey, secretBox } from './secret-box';

describe('secretBox', () => {
  const box = secretBox(randomBytes(32));

  it('opens what it sealed, for any text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        (plain, context) => box.open(box.seal(plain, context), context) === plain,
      ),
    );
  });

  it('never shows the plain text and seals twice differently', () => {
    const a = box.seal('pl_token_secret_123', 'connector:1');
    expect(a).not.toContain('pl_token_secret_123');
    expect(box.seal('pl_token_secret_123', 'connector:1')).not.toBe(a);
  });

  it('refuses another context, another key and a tampered value', () => {
    const sealed = box.seal('secret', 'connector:1');
    expect(() => box.open(sealed, 'connector:2')).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed, 'connector:1')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join('.'), 'connector:1')).toThrow();
    expect(() => box.open('garbage', 'connector:1')).toThrow();
  });

  it('derives distinct purpose keys', () => {
    expect(box.derivedKey('a').equals(box.derivedKey('b'))).toBe(false);
    expect(box.derivedKey('a').equals(box.derivedKey('a'))).toBe(true);
  });
});

describe('loadSecretKey', () => {
  it('uses the configured key (base64 or hex), else creates a private key file once', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('hex')).equals(key)).toBe(true);
    expect(loadSecretKey(key.toString('base64'), '/nonexistent/x').equals(key)).toBe(true);
    expect(() => parseSecretKey('short')).toThrow();
    const file = join(mkdtempSync(join(tmpdir(), 'secret-')), 'sub', 'secret.key');
    const first = loadSecretKey(undefined, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey(undefined, file).equals(first)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(first.toString('base64'));
  });
});
