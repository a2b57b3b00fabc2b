/**
 * Fast set-up through the real services (GraphQL gateway, identity outbox) — no UI — so that each
 * end-to-end test spends its time on the screen it checks. Plain Node `fetch`: usable from the bench too.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { E2E_STAFF, type E2EStaff } from './product';

export type Role = 'ROLE_OWNER' | 'ROLE_MANAGER' | 'ROLE_SUPERVISOR' | 'ROLE_MEMBER';

export interface GqlResult<T> {
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  /** `name=value` pairs of the Set-Cookie headers, ready for a `cookie` header. */
  cookies: string[];
}

export interface CreatedUser {
  email: string;
  password: string;
  role: Role;
  /** `cookie` header of a signed-in session (httpOnly cookies set by `signIn`). */
  cookie: string;
  /** For members and others: the owner who invited them. */
  owner?: CreatedUser;
}

/** A FEC of the library as `importAnalysed` waits for it. */
export interface AnalysedFec {
  uuid: string;
  originalName: string;
  status: string | null;
  latestAnalysisUuid: string | null;
}

export class ApiClient {
  constructor(
    readonly baseURL: string,
    private readonly adminKey: string,
    /** The product's data folder: without SMTP, the API's mails are files in `<dataDir>/mail`. */
    private readonly dataDir?: string,
  ) {}

  /** The invitation link's token of the newest mail the API wrote for `email` (`<dataDir>/mail`). */
  async readInvitationToken(email: string, timeoutMs = 15_000): Promise<string> {
    if (!this.dataDir) throw new Error('readInvitationToken needs the product data folder');
    const dir = join(this.dataDir, 'mail');
    const until = Date.now() + timeoutMs;
    for (;;) {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((n) =>
        n.endsWith(`-${email}.txt`),
      );
      const newest = names.sort().at(-1);
      if (newest) {
        const text = await readFile(join(dir, newest), 'utf8');
        const token = /\/group\/users\/password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
        if (token) return token;
      }
      if (Date.now() > until)
        throw new Error(`Aucune invitation reçue par ${email} en ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** POST /graphql; throws on GraphQL errors unless `allowErrors` (then read `errors`). */
  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    cookie = '',
    allowErrors = false,
  ): Promise<GqlResult<T>> {
    const res = await fetch(`${this.baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as Omit<GqlResult<T>, 'cookies'>;
    if (body.errors?.length && !allowErrors) {
      throw new Error(`GraphQL : ${body.errors.map((e) => e.message).join(' ; ')}\n${query}`);
    }
    return { ...body, cookies: res.headers.getSetCookie().map((c) => c.split(';')[0]) };
  }

  /** The 6-digit code of the newest email sent to `email` (the identity service keeps them without SMTP). */
  async readCode(email: string, timeoutMs = 15_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await fetch(`${this.baseURL}/identity/outbox?email=${encodeURIComponent(email)}&limit=1`, {
        headers: { 'x-identity-admin-key': this.adminKey },
      });
      if (!res.ok) throw new Error(`GET /identity/outbox : ${res.status} ${await res.text()}`);
      const { messages } = (await res.json()) as { messages: { code?: string | null; text?: string }[] };
      // Newest first (the store orders by id desc).
      const code = messages[0]?.code ?? /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
      if (code) return code;
      if (Date.now() > until) throw new Error(`Aucun code reçu par ${email} en ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /**
   * A member of the internal staff created by `API_STAFF` (support/product.ts, E2E_STAFF), signed in. The
   * first call chooses the password through the link the product mailed at start (like an invitation);
   * later ones (other tests, a new worker) sign in with it.
   */
  async staffUser(who: E2EStaff): Promise<{ email: string; password: string; cookie: string }> {
    const { email } = E2E_STAFF[who];
    const password = 'Personnel-e2e1!';
    try {
      return { email, password, cookie: await this.signIn(email, password) };
    } catch {
      const token = await this.readInvitationToken(email);
      await this.gql(
        'mutation ($t: String!, $p: String!, $c: String!) { setPasswordWithToken(token: $t, password: $p, passwordConfirmation: $c) { state } }',
        { t: token, p: password, c: password },
      );
      return { email, password, cookie: await this.signIn(email, password) };
    }
  }

  /** Signs in by GraphQL (cookie delivery, as a browser) and returns the session's `cookie` header. */
  async signIn(email: string, password: string): Promise<string> {
    const res = await this.gql<{ signIn: { connected: boolean } }>(
      'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { connected } }',
      { e: email, p: password },
    );
    if (!res.data.signIn.connected) throw new Error(`signIn(${email}) : session non ouverte`);
    return res.cookies.join('; ');
  }

  /**
   * A confirmed, signed-in user. An owner registers (`register` + emailed code + `confirmCode`): each
   * owner is a new account (named after `company`). Other roles are invited by an owner (`inviteUser`, a fresh one unless given)
   * and choose their password through the emailed invitation link (`setPasswordWithToken`).
   */
  async createUser(
    options: { role?: Role; owner?: CreatedUser; firstName?: string; company?: string } = {},
  ): Promise<CreatedUser> {
    const role = options.role ?? 'ROLE_OWNER';
    const email = `e2e-${randomUUID().slice(0, 8)}@exemple.fr`;
    const password = 'Motdepasse1!';
    if (role === 'ROLE_OWNER') {
      await this.gql('mutation ($input: RegisterInput!) { register(input: $input) { uuid } }', {
        input: {
          firstName: options.firstName ?? 'Camille',
          lastName: 'Durand',
          email,
          password,
          passwordConfirmation: password,
          termsAccepted: true,
          organizationType: 'CABINET_COMPTABLE',
          company: options.company ?? 'Cabinet Durand',
        },
      });
      const code = await this.readCode(email);
      await this.gql(
        'mutation ($e: String!, $c: String!) { confirmCode(email: $e, code: $c) { confirmed } }',
        {
          e: email,
          c: code,
        },
      );
      return { email, password, role, cookie: await this.signIn(email, password) };
    }
    const owner = options.owner ?? (await this.createUser({ role: 'ROLE_OWNER' }));
    await this.gql<{ inviteUser: { emailSent: boolean } }>(
      'mutation ($input: InviteUserInput!) { inviteUser(input: $input) { emailSent } }',
      { input: { email, role, firstName: options.firstName ?? 'Inès', lastName: 'Martin' } },
      owner.cookie,
    );
    const token = await this.readInvitationToken(email);
    await this.gql(
      'mutation ($t: String!, $p: String!, $c: String!) { setPasswordWithToken(token: $t, password: $p, passwordConfirmation: $c) { state } }',
      { t: token, p: password, c: password },
    );
    return { email, password, role, owner, cookie: await this.signIn(email, password) };
  }

  /**
   * Imports real FECs at the root of `user`'s library through the gateway (the client's multipart upload),
   * each under the name given as key (the file is the path given as value), and waits for their analyses.
   */
  async importAnalysed(
    user: CreatedUser,
    files: Record<string, string>,
    timeoutMs = 120_000,
  ): Promise<AnalysedFec[]> {
    const names = Object.keys(files);
    const body = new FormData();
    body.append('terms_accepted', 'true');
    body.append('folder_uuid', '-1');
    body.append(
      'metadata',
      JSON.stringify(names.map(() => ({ company_name: 'Société Exemple', revenue_type: 'BIC' }))),
    );
    for (const name of names) body.append('files', new Blob([await readFile(files[name])]), basename(name));
    const res = await fetch(`${this.baseURL}/upload/fecs`, {
      method: 'POST',
      body,
      headers: { cookie: user.cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    if (res.status >= 300) throw new Error(`POST /upload/fecs : ${res.status} ${await res.text()}`);
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { data } = await this.gql<{ fecs: { items: AnalysedFec[] } }>(
        '{ fecs(folderUuid: "-1", limit: 20) { items { uuid originalName status latestAnalysisUuid } } }',
        {},
        user.cookie,
      );
      const mine = data.fecs.items.filter((f) => names.includes(f.originalName));
      if (mine.length === names.length && mine.every((f) => f.status === 'DONE')) return mine;
      if (Date.now() > until)
        throw new Error(`Analyses non terminées en ${timeoutMs / 1000} s : ${JSON.stringify(mine)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
