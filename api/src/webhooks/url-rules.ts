import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MSG } from './messages';

/** Resolves a host name to all its addresses (node's `dns.lookup`; tests pass their own). */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const resolveAll: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * Addresses a webhook must never reach from the product's servers (SSRF): loopback, private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved, documentation.
 */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(net, bits, 'ipv6');
}

/** True for an address a webhook may not be sent to (IPv4-mapped IPv6 counts as its IPv4). */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface UrlPolicy {
  /** `API_WEBHOOKS_ALLOW_HTTP`: http:// and loopback/private addresses accepted (tests, one machine). */
  allowHttp: boolean;
  resolve?: Resolve;
}

export class WebhookUrlError extends Error {}

/** The host as `isIP` reads it: `[::1]` → `::1`. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The rules of a webhook URL, with their French refusals: parseable, at most 2,048 characters, no
 * credentials, `https://` (or `http://` with the flag), and a host whose every address is public — unless
 * the flag is set. Answers the normalised URL.
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<URL> {
  const text = raw.trim();
  if (!text) throw new WebhookUrlError(WEBHOOK_MSG.urlRequired);
  if (text.length > 2048) throw new WebhookUrlError(WEBHOOK_MSG.urlTooLong);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookUrlError(WEBHOOK_MSG.urlInvalid);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) {
    throw new WebhookUrlError(WEBHOOK_MSG.urlHttps);
  }
  if (url.username || url.password) throw new WebhookUrlError(WEBHOOK_MSG.urlCredentials);
  if (!url.hostname) throw new WebhookUrlError(WEBHOOK_MSG.urlInvalid);
  if (url.href.length > 2048) throw new WebhookUrlError(WEBHOOK_MSG.urlTooLong);
  if (!policy.allowHttp) await assertPublicHost(url.hostname, policy.resolve ?? resolveAll);
  return url;
}

/** Every address of `hostname` is public (a literal is checked as is; a name is resolved). */
export async function assertPublicHost(hostname: string, resolve: Resolve): Promise<void> {
  const host = bareHost(hostname);
  if (isIP(host)) {
    if (isNonPublicAddress(host)) throw new WebhookUrlError(WEBHOOK_MSG.urlPrivate);
    return;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) throw new WebhookUrlError(WEBHOOK_MSG.urlPrivate);
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new WebhookUrlError(WEBHOOK_MSG.urlUnknownHost);
  }
  if (addresses.length === 0) throw new WebhookUrlError(WEBHOOK_MSG.urlUnknownHost);
  if (addresses.some((a) => isNonPublicAddress(a.address))) throw new WebhookUrlError(WEBHOOK_MSG.urlPrivate);
}
