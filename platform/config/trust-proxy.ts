import { isIP } from 'node:net';
import type { Env } from './env';

/**
 * Which proxies may tell the client's address in `X-Forwarded-For`, in the forms Fastify's `trustProxy`
 * accepts: `false` (never: the socket's address), a number of proxy hops, or a list of addresses, CIDR
 * ranges and proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry)) return true;
  const [address, mask, ...rest] = entry.split('/');
  if (rest.length || mask === undefined) return false;
  const family = isIP(address);
  if (!family) return false;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  // proxy-addr also takes an IPv4 netmask, e.g. 10.0.0.0/255.0.0.0.
  return family === 4 && isIP(mask) === 4;
}

/**
 * Reads a TRUST_PROXY-like setting. Unset, blank or `false` → never trust the header; `true` is refused
 * on purpose: it would trust a header any client can write, and rate limits by address would be moot.
 */
export function parseTrustProxy(raw: string | undefined, name = 'TRUST_PROXY'): TrustProxy {
  const value = raw?.trim() ?? '';
  if (!value || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20) throw new Error(`${name} : au plus 20 proxys (reçu « ${value} »).`);
    return hops === 0 ? false : hops;
  }
  if (value.toLowerCase() === 'true') {
    throw new Error(
      `${name}=true ferait confiance à l'en-tête X-Forwarded-For de n'importe quel client : indiquez les ` +
        `adresses ou réseaux de vos proxys (par exemple 10.0.0.0/8,127.0.0.1) ou leur nombre (par exemple 1).`,
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isNetwork(entry));
  if (wrong.length) {
    throw new Error(
      `${name} : « ${wrong.join(', ')} » n'est ni une adresse IP, ni un réseau CIDR, ni un nombre de proxys.`,
    );
  }
  return entries;
}

/**
 * What to give Fastify's `trustProxy`. A hop count becomes a function: Fastify 5.12 deliberately ignores a
 * bare number (it cannot tell whether the immediate peer is a proxy), so a hop count is only for a port
 * that nothing but those proxies can reach; otherwise list their addresses.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}

/** `TRUST_PROXY` from the environment (the same rule for the gateway, the API and the whole product). */
export function trustProxyFromEnv(env: Env, name = 'TRUST_PROXY'): TrustProxy {
  return parseTrustProxy(env[name], name);
}
