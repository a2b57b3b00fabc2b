import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_MSG } from './messages';
import { sendWebhook } from './sender';
import { checkWebhookUrl, isNonPublicAddress, type Resolve } from './url-rules';

/** A resolver that answers these addresses for every name (no network in tests). */
const resolvingTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const unknownHost: Resolve = async () => {
  throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
};

const strict = (resolve: Resolve) => ({ allowHttp: false, resolve });
const refusal = (url: string, resolve: Resolve = resolvingTo('93.184.216.34')) =>
  checkWebhookUrl(url, strict(resolve)).then(
    () => null,
    (error: Error) => error.message,
  );

describe('webhook URL rules', () => {
  it('accepts https to a public address', async () => {
    const url = await checkWebhookUrl(
      '  https://hooks.example.com/fec?x=1 ',
      strict(resolvingTo('93.184.216.34')),
    );
    expect(url.href).toBe('https://hooks.example.com/fec?x=1');
  });

  it('wants https:// unless API_WEBHOOKS_ALLOW_HTTP', async () => {
    expect(await refusal('http://hooks.example.com/')).toBe("L'adresse doit commencer par https://");
    expect(await refusal('ftp://hooks.example.com/')).toBe(WEBHOOK_MSG.urlHttps);
    expect(await refusal('file:///etc/passwd')).toBe(WEBHOOK_MSG.urlHttps);
    expect(await refusal('hooks.example.com')).toBe(WEBHOOK_MSG.urlInvalid);
    expect(await refusal('')).toBe(WEBHOOK_MSG.urlRequired);
    expect(await refusal(`https://example.com/${'a'.repeat(2100)}`)).toBe(WEBHOOK_MSG.urlTooLong);
    expect(await refusal('https://user:pass@example.com/')).toBe(WEBHOOK_MSG.urlCredentials);
    const allowed = await checkWebhookUrl('http://127.0.0.1:3330/hook', {
      allowHttp: true,
      resolve: unknownHost,
    });
    expect(allowed.href).toBe('http://127.0.0.1:3330/hook');
  });

  it.each([
    'https://127.0.0.1/',
    'https://localhost/',
    'https://10.1.2.3/',
    'https://172.20.0.1/',
    'https://192.168.1.10/',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://[::1]/',
    'https://[fd00::1]/',
    'https://[fe80::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://2130706433/',
    'https://0x7f.1/',
  ])('refuses %s: not reachable from the Internet (SSRF)', async (url) => {
    expect(await refusal(url)).toBe("Cette adresse n'est pas joignable depuis Internet.");
  });

  it('resolves names and refuses one whose any address is private; an unknown name is refused', async () => {
    expect(await refusal('https://intranet.example.com/', resolvingTo('93.184.216.34', '10.0.0.5'))).toBe(
      WEBHOOK_MSG.urlPrivate,
    );
    expect(await refusal('https://v6.example.com/', resolvingTo('fc00::5'))).toBe(WEBHOOK_MSG.urlPrivate);
    expect(await refusal('https://nowhere.example.com/', unknownHost)).toBe(WEBHOOK_MSG.urlUnknownHost);
  });

  it('classifies addresses', () => {
    expect(isNonPublicAddress('8.8.8.8')).toBe(false);
    expect(isNonPublicAddress('2606:4700::1111')).toBe(false);
    expect(isNonPublicAddress('127.0.0.1')).toBe(true);
    expect(isNonPublicAddress('::ffff:10.0.0.1')).toBe(true);
    expect(isNonPublicAddress('not an ip')).toBe(true);
  });
});

describe('sending', () => {
  it('refuses to dial a private address at send time without the flag (DNS rebinding)', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const literal = await sendWebhook(
        new URL(`http://127.0.0.1:${port}/`),
        '{}',
        {},
        { timeoutMs: 2000, allowPrivate: false },
      );
      expect(literal).toMatchObject({ ok: false, error: WEBHOOK_MSG.urlPrivate });
      const named = await sendWebhook(
        new URL(`http://localhost:${port}/`),
        '{}',
        {},
        { timeoutMs: 2000, allowPrivate: false },
      );
      expect(named).toMatchObject({ ok: false, error: WEBHOOK_MSG.urlPrivate });
      const allowed = await sendWebhook(
        new URL(`http://127.0.0.1:${port}/`),
        '{}',
        {},
        { timeoutMs: 2000, allowPrivate: true },
      );
      expect(allowed).toMatchObject({ ok: true, statusCode: 200, response: 'ok' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up after the timeout with a French message, keeping at most 1 KB of an answer', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/slow') return; // never answers
      res.writeHead(500);
      res.end('x'.repeat(5000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const slow = await sendWebhook(
        new URL(`http://127.0.0.1:${port}/slow`),
        '{}',
        {},
        { timeoutMs: 1000, allowPrivate: true },
      );
      expect(slow).toMatchObject({ ok: false, statusCode: null, error: WEBHOOK_MSG.timeout(1) });
      const big = await sendWebhook(
        new URL(`http://127.0.0.1:${port}/big`),
        '{}',
        {},
        { timeoutMs: 1000, allowPrivate: true },
      );
      expect(big.statusCode).toBe(500);
      expect(big.response).toHaveLength(1024);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
