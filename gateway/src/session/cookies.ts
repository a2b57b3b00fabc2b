import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session as the browser holds it (spec §3, "Stored session data"), all httpOnly. */
export interface SessionTokens {
  accessToken: string;
  refreshToken?: string | null;
  idToken?: string | null;
  tokenType?: string | null;
  /** Expiry of the access token, epoch milliseconds. */
  expiresAt: number;
  /** The pool username (sub), needed for the refresh's SecretHash. */
  username?: string | null;
  /** The app client that signed in (single sign-on sessions refresh with the SSO client). */
  client?: 'web' | 'sso' | null;
}

export interface ImpersonationTarget {
  account_uuid: string;
  user_uuid: string;
  force_see_analysis_uuid?: string | null;
}

const NAMES = [
  'access_token',
  'refresh_token',
  'id_token',
  'token_type',
  'expires_at',
  'username',
  'client',
  'impersonate',
  'just_connected',
] as const;

/**
 * Reads and writes the session cookies: httpOnly (no page script sees a token), SameSite=Lax, Secure
 * outside localhost, names with the product prefix. Partners send `Authorization: Bearer` instead.
 */
export class SessionCookies {
  private readonly secure: boolean;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {
    const host = (request.headers.host ?? '').split(':')[0];
    this.secure = !['localhost', '127.0.0.1', '[::1]'].includes(host);
  }

  private get(name: (typeof NAMES)[number]): string | undefined {
    const value = this.request.cookies?.[this.prefix + name];
    return value ? value : undefined;
  }

  private set(name: (typeof NAMES)[number], value: string, maxAgeSeconds: number): void {
    this.reply.setCookie(this.prefix + name, value, {
      httpOnly: true,
      secure: this.secure,
      sameSite: 'lax',
      path: '/',
      maxAge: maxAgeSeconds,
    });
  }

  /** The bearer token a partner sent, if any (never mixed with cookies). */
  bearer(): string | undefined {
    const header = this.request.headers.authorization;
    if (typeof header === 'string' && /^Bearer\s+\S+/i.test(header))
      return header.replace(/^Bearer\s+/i, '').trim();
    return undefined;
  }

  tokens(): SessionTokens | null {
    const accessToken = this.get('access_token');
    const refreshToken = this.get('refresh_token');
    if (!accessToken && !refreshToken) return null;
    return {
      accessToken: accessToken ?? '',
      refreshToken,
      idToken: this.get('id_token'),
      tokenType: this.get('token_type'),
      expiresAt: Number(this.get('expires_at') ?? 0),
      username: this.get('username'),
      client: this.get('client') === 'sso' ? 'sso' : 'web',
    };
  }

  store(tokens: SessionTokens): void {
    // The refresh token outlives the access token; the cookies expire with what they hold.
    const refreshAge = 30 * 86400;
    const accessAge = Math.max(60, Math.round((tokens.expiresAt - this.now()) / 1000));
    this.set('access_token', tokens.accessToken, accessAge);
    this.set('expires_at', String(tokens.expiresAt), refreshAge);
    if (tokens.refreshToken) this.set('refresh_token', tokens.refreshToken, refreshAge);
    if (tokens.idToken) this.set('id_token', tokens.idToken, accessAge);
    if (tokens.tokenType) this.set('token_type', tokens.tokenType, refreshAge);
    if (tokens.username) this.set('username', tokens.username, refreshAge);
    this.set('client', tokens.client ?? 'web', refreshAge);
    // A session without an id token (single sign-on, spec §4) must not keep a previous one.
    if (!tokens.idToken) this.reply.clearCookie(this.prefix + 'id_token', { path: '/' });
  }

  /** Spec §4: "a justConnected flag is consumed and sent once" — set at sign-in, read by the next `me`. */
  justConnected(): boolean {
    return this.get('just_connected') === '1';
  }

  setJustConnected(on: boolean): void {
    if (on) this.set('just_connected', '1', 3600);
    else this.reply.clearCookie(this.prefix + 'just_connected', { path: '/' });
  }

  impersonation(): ImpersonationTarget | null {
    const raw = this.get('impersonate');
    if (!raw) return null;
    try {
      return JSON.parse(raw) as ImpersonationTarget;
    } catch {
      return null;
    }
  }

  setImpersonation(target: ImpersonationTarget | null): void {
    if (target) this.set('impersonate', JSON.stringify(target), 8 * 3600);
    else this.reply.clearCookie(this.prefix + 'impersonate', { path: '/' });
  }

  /** Sign-out: every session cookie goes (and the anonymous FEC cookie). */
  clear(): void {
    for (const name of [...NAMES, 'fecs']) this.reply.clearCookie(this.prefix + name, { path: '/' });
  }
}
