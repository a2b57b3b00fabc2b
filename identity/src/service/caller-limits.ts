import { isIP } from 'node:net';
import { SlidingWindowLimiter, type RateKey } from '../../../platform/ratelimit/sliding-window';
import { secretHashMatches } from '../crypto/secret-hash';
import { hmacSha256 } from '../crypto/secrets';
import { tooManyRequests } from '../errors';
import type { AppClient, RequestInfo } from './context';

/** Password attempts and emailed-code requests are counted apart (as in the gateway). */
type Family = 'signIn' | 'code';

interface Attempt {
  family: Family;
  clientId?: string;
  username?: string;
  secretHash?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const map = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The operations a stranger could use to guess a password or a code, or to send mail, and their fields. */
const COUNTED: Record<string, (body: Record<string, unknown>) => Attempt | undefined> = {
  // Only passwords are guessed; a refresh token is not (and the gateway refreshes often).
  InitiateAuth: (b) =>
    b.AuthFlow === 'USER_PASSWORD_AUTH'
      ? {
          family: 'signIn',
          clientId: text(b.ClientId),
          username: text(map(b.AuthParameters).USERNAME),
          secretHash: text(map(b.AuthParameters).SECRET_HASH),
        }
      : undefined,
  RespondToAuthChallenge: (b) => ({
    family: 'signIn',
    clientId: text(b.ClientId),
    username: text(map(b.ChallengeResponses).USERNAME),
    secretHash: text(map(b.ChallengeResponses).SECRET_HASH),
  }),
  ...Object.fromEntries(
    ['SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'ForgotPassword', 'ConfirmForgotPassword'].map(
      (name) => [
        name,
        (b: Record<string, unknown>): Attempt => ({
          family: 'code',
          clientId: text(b.ClientId),
          username: text(b.Username),
          secretHash: text(b.SecretHash),
        }),
      ],
    ),
  ),
};

export interface CallerLimitSettings {
  /** Attempts a minute per (username, caller address); 0 = off. */
  perUserAndIpPerMinute: number;
  /** Attempts a minute per caller address, whatever the username; 0 = off. */
  perIpPerMinute: number;
}

/**
 * Per-caller limits on the operations above, beside the whole-service token bucket (rate-limit.ts) and
 * the per-username lock-outs (throttle.ts). The caller's address is the socket's (or X-Forwarded-For's
 * from a trusted proxy), except for a call that proves it comes from our own servers — it carries a valid
 * SecretHash of a confidential app client, whose secret only the gateway and the API hold: then
 * `UserContextData.IpAddress` is the end user's address (the gateway sends it), and without one the call
 * is counted per username only (the API registering a user does its own per-address counting upstream).
 */
export class CallerLimits {
  private readonly limiter: SlidingWindowLimiter;

  constructor(
    private readonly settings: CallerLimitSettings,
    private readonly clients: readonly AppClient[],
    private readonly pepper: string,
    now: () => number,
  ) {
    this.limiter = new SlidingWindowLimiter(settings.perUserAndIpPerMinute, 60_000, now);
  }

  /** Throws TooManyRequestsException (HTTP 400, as Cognito) when the caller is over a budget. */
  check(operation: string, body: Record<string, unknown>, request: RequestInfo): void {
    const attempt = Object.hasOwn(COUNTED, operation) ? COUNTED[operation](body) : undefined;
    if (!attempt) return;
    const ip = this.addressOf(attempt, body, request);
    const keys: RateKey[] = [];
    const { perUserAndIpPerMinute, perIpPerMinute } = this.settings;
    const username = attempt.username?.trim().toLowerCase();
    if (username && perUserAndIpPerMinute > 0) {
      // Keyed by a hash: no typed address is kept in memory in clear.
      const user = hmacSha256(this.pepper, `${attempt.family}\n${username}`).toString('base64url');
      keys.push({ key: `${attempt.family}:user:${user}:${ip ?? 'server'}`, limit: perUserAndIpPerMinute });
    }
    if (ip && perIpPerMinute > 0) keys.push({ key: `${attempt.family}:ip:${ip}`, limit: perIpPerMinute });
    if (!keys.length) return;
    const wait = this.limiter.hit(keys);
    if (wait) {
      throw tooManyRequests(`Too many attempts, please try again in ${wait} second${wait > 1 ? 's' : ''}.`);
    }
  }

  /** The end user's address, or undefined for one of our servers that did not give it. */
  private addressOf(
    attempt: Attempt,
    body: Record<string, unknown>,
    request: RequestInfo,
  ): string | undefined {
    const client = this.clients.find((c) => c.id === attempt.clientId);
    const proven =
      !!client?.secret &&
      !!attempt.username &&
      !!attempt.secretHash &&
      secretHashMatches(attempt.secretHash, client.secret, client.id, [attempt.username]);
    if (!proven) return request.ip;
    const claimed = text(map(body.UserContextData).IpAddress)?.trim();
    return claimed && isIP(claimed) ? claimed : undefined;
  }
}
