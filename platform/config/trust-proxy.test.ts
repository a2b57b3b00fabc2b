import Fastify from 'fastify';
import { fastifyTrustProxy, parseTrustProxy, trustProxyFromEnv } from './trust-proxy';

describe('parseTrustProxy', () => {
  it('never trusts the header unless told which proxies to trust', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(trustProxyFromEnv({})).toBe(false);
  });

  it('reads a hop count or a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8 , 127.0.0.1,::1, fd00::/8,loopback ')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(parseTrustProxy('192.168.0.0/255.255.0.0')).toEqual(['192.168.0.0/255.255.0.0']);
    expect(trustProxyFromEnv({ IDENTITY_TRUST_PROXY: '1' }, 'IDENTITY_TRUST_PROXY')).toBe(1);
  });

  it('refuses `true` and anything that is not an address, in French', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY=true ferait confiance/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/« 10\.0\.0\.0\/33 » n'est ni une adresse IP/);
    expect(() => parseTrustProxy('proxy.example.fr')).toThrow(/n'est ni une adresse IP/);
    expect(() => parseTrustProxy('21')).toThrow(/au plus 20 proxys/);
  });

  it('gives Fastify what it needs: a spoofed X-Forwarded-For is ignored unless its sender is trusted', async () => {
    const ipWith = async (trustProxy: ReturnType<typeof parseTrustProxy>) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(trustProxy) });
      app.get('/', async (request) => ({ ip: request.ip }));
      const res = await app.inject({
        url: '/',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      });
      await app.close();
      return (res.json() as { ip: string }).ip;
    };
    expect(await ipWith(parseTrustProxy(undefined))).toBe('10.1.2.3');
    expect(await ipWith(parseTrustProxy('192.168.0.0/16'))).toBe('10.1.2.3');
    // One trusted proxy: the address it appended (the right-most), never what the client wrote before it.
    expect(await ipWith(parseTrustProxy('10.0.0.0/8'))).toBe('203.0.113.7');
    expect(await ipWith(parseTrustProxy('1'))).toBe('203.0.113.7');
    expect(await ipWith(parseTrustProxy('2'))).toBe('6.6.6.6');
  });
});
