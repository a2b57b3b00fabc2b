import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import type { SettingsStore } from '../store/settings';
import { keyFromPem, type SigningKey } from './jwt';

export interface Jwk {
  kid: string;
  alg: 'RS256';
  kty: 'RSA';
  use: 'sig';
  n: string;
  e: string;
}

export interface KeyRing {
  /** The key new tokens are signed with. */
  current: SigningKey;
  /** Every public key still accepted, by kid. */
  verifiers: ReadonlyMap<string, KeyObject>;
  jwks: { keys: Jwk[] };
}

/**
 * Loads the installation's signing keys, generating an RSA key on first start. The private key lives in
 * the identity schema only; it is never written to the repository or the log.
 */
export async function loadKeyRing(settings: SettingsStore, now: Date): Promise<KeyRing> {
  let currentKid = await settings.get(CURRENT_KID);
  if (!currentKid) {
    // A first start killed between storing its key and choosing it left that key: use it, rather than
    // pile up unused keys at each interrupted start.
    const [stored] = await settings.signingKeys();
    let kid = stored?.kid;
    if (!kid) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      kid = randomUUID();
      await settings.insertSigningKey({
        kid,
        private_key_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        public_jwk: jwkOf(kid, publicKey) as unknown as Record<string, string>,
        created_at: now,
      });
    }
    // Two processes starting together both generate a key; the settings row decides which one is used.
    const chosen = kid;
    currentKid = await settings.getOrCreate(CURRENT_KID, () => chosen);
    if (currentKid !== kid && !stored) await settings.deleteSigningKey(kid);
  }
  const keys = (await settings.signingKeys()).map((row) => keyFromPem(row.kid, row.private_key_pem));
  const current = keys.find((k) => k.kid === currentKid);
  if (!current) throw new Error('The current signing key is missing from the identity schema');
  return {
    current,
    verifiers: new Map(keys.map((k) => [k.kid, k.publicKey])),
    jwks: { keys: keys.map((k) => jwkOf(k.kid, k.publicKey)) },
  };
}

const CURRENT_KID = 'signing_kid';

function jwkOf(kid: string, publicKey: KeyObject): Jwk {
  const jwk = publicKey.export({ format: 'jwk' });
  return { kid, alg: 'RS256', kty: 'RSA', use: 'sig', n: String(jwk.n), e: String(jwk.e) };
}
