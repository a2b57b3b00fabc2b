import { generateKeyPairSync } from 'node:crypto';
import { importJWK, jwtVerify } from 'jose';
import { signJwt, verifyJwtSignature, type SigningKey } from './jwt';

function key(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicKey };
}

describe('RS256 JWTs', () => {
  const k = key('k1');
  const other = key('k2');

  it('are verified by jose with the exported public JWK', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: 'abc', iat: now, exp: now + 60 }, k);
    const jwk = { ...k.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256' };
    const { payload, protectedHeader } = await jwtVerify(token, await importJWK(jwk, 'RS256'));
    expect(payload.sub).toBe('abc');
    expect(protectedHeader).toEqual({ kid: 'k1', alg: 'RS256' });
  });

  it('fail verification when tampered, unsigned or signed by an unknown key', () => {
    const keys = new Map([['k1', k.publicKey]]);
    const token = signJwt({ sub: 'abc' }, k);
    expect(verifyJwtSignature(token, keys)).toEqual({ sub: 'abc' });
    const [h, , s] = token.split('.');
    expect(
      verifyJwtSignature(`${h}.${Buffer.from('{"sub":"root"}').toString('base64url')}.${s}`, keys),
    ).toBeUndefined();
    const none = `${Buffer.from('{"alg":"none","kid":"k1"}').toString('base64url')}.${Buffer.from('{"sub":"abc"}').toString('base64url')}.`;
    expect(verifyJwtSignature(none, keys)).toBeUndefined();
    expect(verifyJwtSignature(signJwt({ sub: 'abc' }, other), keys)).toBeUndefined();
    expect(verifyJwtSignature('not a token', keys)).toBeUndefined();
  });
});
