import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `X-FEC-Signature` scheme (documented in schema/webhooks.graphql): `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>" under the endpoint's secret>`. The timestamp inside the signed text lets a
 * receiver refuse replays of an old delivery.
 */
export function signWebhook(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * What a receiver does (partners copy it): parse the header, recompute the HMAC over the raw body as
 * received, compare in constant time, and refuse a timestamp further than `toleranceSeconds` from now.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  toleranceSeconds = 300,
  now: Date = new Date(),
): boolean {
  if (!header) return false;
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at <= 0) continue;
    const key = item.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), item.slice(at + 1).trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(t)) return false;
  if (Math.abs(Math.floor(now.getTime() / 1000) - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'), 'utf8');
  // Several v1 values are accepted, so a sender may sign with two secrets while rotating.
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
