import { createServer, type IncomingHttpHeaders } from 'node:http';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { verifySigV4, type SignedRequest } from './sigv4';

/** Captures one request exactly as the AWS SDK signs and sends it. */
async function captureSignedRequest(path: string): Promise<SignedRequest> {
  let captured: SignedRequest | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const [p, query = ''] = (req.url ?? '/').split('?', 2);
      captured = {
        method: req.method ?? 'POST',
        path: p,
        query,
        headers: req.headers as IncomingHttpHeaders,
        body: Buffer.concat(chunks),
      };
      res
        .writeHead(200, { 'content-type': 'application/x-amz-json-1.1' })
        .end('{"Username":"x","UserAttributes":[]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const client = new CognitoIdentityProviderClient({
    region: 'eu-west-3',
    endpoint: `http://127.0.0.1:${port}${path}`,
    maxAttempts: 1,
    credentials: { accessKeyId: 'admin-id', secretAccessKey: 'admin-secret' },
  });
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: 'eu-west-3_LocalPool', Username: 'a@b.fr' }));
  } finally {
    client.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
  return captured!;
}

const credentials = {
  accessKeyId: 'admin-id',
  secretKey: 'admin-secret',
  region: 'eu-west-3',
  service: 'cognito-idp',
};

describe('verifySigV4 against requests signed by the AWS SDK', () => {
  let signed: SignedRequest;
  let prefixed: SignedRequest;
  beforeAll(async () => {
    signed = await captureSignedRequest('');
    prefixed = await captureSignedRequest('/identity');
  });

  it('accepts the genuine request, at the root and under a prefix', () => {
    expect(verifySigV4(signed, credentials, new Date())).toEqual({ ok: true });
    expect(prefixed.path).toBe('/identity/');
    expect(verifySigV4(prefixed, credentials, new Date())).toEqual({ ok: true });
  });

  it('refuses any change to what was signed', () => {
    const tampered = (changes: Partial<SignedRequest>) =>
      verifySigV4({ ...signed, ...changes }, credentials, new Date());
    expect(tampered({ body: Buffer.from(signed.body.toString().replace('a@b.fr', 'c@d.fr')) })).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(
      tampered({
        headers: { ...signed.headers, 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser' },
      }),
    ).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(tampered({ path: '/other/' })).toEqual({ ok: false, reason: 'signature' });
    expect(tampered({ method: 'PUT' })).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses another secret, another key id, another region, a stale date, no signature', () => {
    const now = new Date();
    expect(verifySigV4(signed, { ...credentials, secretKey: 'guess' }, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifySigV4(signed, { ...credentials, accessKeyId: 'other-id' }, now)).toEqual({
      ok: false,
      reason: 'unknown-key',
    });
    expect(verifySigV4(signed, { ...credentials, region: 'us-east-1' }, now)).toEqual({
      ok: false,
      reason: 'scope',
    });
    expect(verifySigV4(signed, credentials, new Date(now.getTime() + 10 * 60_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
    const { authorization: _dropped, ...unsigned } = signed.headers;
    expect(verifySigV4({ ...signed, headers: unsigned }, credentials, now)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(
      verifySigV4(
        { ...signed, headers: { ...signed.headers, authorization: 'AWS4-HMAC-SHA256 nonsense' } },
        credentials,
        now,
      ),
    ).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
