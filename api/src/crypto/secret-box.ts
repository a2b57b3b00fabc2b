import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Secrets the product must read back (accounting-software tokens, webhook signing secrets) are sealed at
 * rest with AES-256-GCM under the installation's key; secrets it only has to recognise (API keys) are
 * hashed instead. `context` binds a sealed value to its row (AAD): a value copied onto another row fails
 * to open.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws if the value was sealed under another key or context, or tampered with. */
  open(sealed: string, context: string): string;
  /** A key derived for one purpose (signing upload URLs…), never the sealing key itself. */
  derivedKey(purpose: string): Buffer;
}

const VERSION = 'v1';

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  const sealKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'fec-analyse seal', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(
        '.',
      );
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    derivedKey(purpose) {
      return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `fec-analyse ${purpose}`, 32));
    },
  };
}

/** HMAC-SHA256 in hex, for signatures compared with `timingSafeEqual`. */
export const hmacHex = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest('hex');

/** `API_SECRET_KEY`: 32 bytes in base64 or hex. */
export function parseSecretKey(raw: string): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('API_SECRET_KEY must be 32 bytes, in base64 or hex');
  return key;
}

/**
 * The installation's key: `API_SECRET_KEY` when set (required as soon as several processes share a
 * database), else a key generated once into `file` (mode 0600) for the single-machine default. Never in
 * the repository.
 */
export function loadSecretKey(configured: string | undefined, file: string): Buffer {
  if (configured) return parseSecretKey(configured);
  if (existsSync(file)) return parseSecretKey(readFileSync(file, 'utf8'));
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}
