import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/** Compact RS256 JWTs with node:crypto (jose is ESM-only; the service needs only this much). */

export type JwtPayload = Record<string, unknown>;

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signJwt(payload: JwtPayload, key: SigningKey): string {
  const header = b64url(JSON.stringify({ kid: key.kid, alg: 'RS256' }));
  const body = b64url(JSON.stringify(payload));
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), key.privateKey);
  return `${header}.${body}.${b64url(signature)}`;
}

/** The payload when the signature is valid for one of the keys; undefined otherwise. Claims are not checked. */
export function verifyJwtSignature(
  token: string,
  keys: ReadonlyMap<string, KeyObject>,
): JwtPayload | undefined {
  if (token.length > 8192) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const header = parseJson(parts[0]);
  if (!header || header.alg !== 'RS256' || typeof header.kid !== 'string') return undefined;
  const key = keys.get(header.kid);
  if (!key) return undefined;
  const ok = verify(
    'sha256',
    Buffer.from(`${parts[0]}.${parts[1]}`),
    key,
    Buffer.from(parts[2], 'base64url'),
  );
  return ok ? parseJson(parts[1]) : undefined;
}

function parseJson(part: string): JwtPayload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as JwtPayload) : undefined;
  } catch {
    return undefined;
  }
}

export function keyFromPem(kid: string, pem: string): SigningKey {
  const privateKey = createPrivateKey(pem);
  return { kid, privateKey, publicKey: createPublicKey(privateKey) };
}
