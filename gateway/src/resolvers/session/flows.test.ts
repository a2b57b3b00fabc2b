import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { TestDatabase } from '../../../../platform/db';
import { signIn as identitySignIn, uniqueEmail } from '../../../../identity/src/testing/flows';
import {
  CookieJar,
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { workers: 0 } });
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const SIGN_IN = `mutation($email: String!, $password: String!, $delivery: TokenDelivery) {
  signIn(email: $email, password: $password, tokenDelivery: $delivery) {
    connected challenge { name session }
    tokens { accessToken refreshToken idToken tokenType expiresIn username }
    session { connected tokenDelivery }
  }
}`;
type Tokens = {
  accessToken: string;
  refreshToken: string;
  username: string;
  expiresIn: number;
  tokenType: string;
};

describe('partners: tokens in the answer, Authorization: Bearer', () => {
  it('signIn(tokenDelivery: BODY) answers the tokens and sets no cookie; refresh and sign-out by token', async () => {
    const owner = await g.api.newOwner();
    const res = await g.gql<{ signIn: { tokens: Tokens; session: { tokenDelivery: string } } }>(SIGN_IN, {
      email: owner.email,
      password: owner.password,
      delivery: 'BODY',
    });
    expect(res.errors).toBeUndefined();
    expect(res.cookies).toEqual([]);
    const tokens = res.data!.signIn.tokens;
    expect(tokens).toMatchObject({ tokenType: 'Bearer', username: owner.sub });
    expect(tokens.expiresIn).toBeGreaterThan(3000);
    expect(res.data!.signIn.session.tokenDelivery).toBe('BODY');

    const me = await g.gql<{
      me: { uuid: string };
      session: { tokenDelivery: string; expiresAt: { timezone: string } };
    }>('{ me { uuid } session { tokenDelivery expiresAt { timezone } } }', {}, { token: tokens.accessToken });
    expect(me.data?.me.uuid).toBe(owner.uuid);
    expect(me.data?.session).toEqual({ tokenDelivery: 'BODY', expiresAt: { timezone: 'Europe/Paris' } });

    const refreshed = await g.gql<{ refreshSession: { tokens: Tokens } }>(
      'mutation($r: String!, $u: String!) { refreshSession(refreshToken: $r, username: $u) { connected tokens { accessToken username } } }',
      { r: tokens.refreshToken, u: tokens.username },
    );
    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data?.refreshSession.tokens.accessToken).toMatch(/^ey/);

    const out = await g.gql('mutation($r: String!) { signOut(refreshToken: $r) }', {
      r: tokens.refreshToken,
    });
    expect(out.data).toEqual({ signOut: true });
    const dead = await g.gql(
      'mutation($r: String!, $u: String!) { refreshSession(refreshToken: $r, username: $u) { connected } }',
      { r: tokens.refreshToken, u: tokens.username },
    );
    expect(dead.errors?.[0]?.message).toBe("Votre connexion n'est plus valide, veuillez vous reconnecter.");
  });
});

describe('passwords', () => {
  it('forgotPassword then resetPassword with the emailed code; the new password signs in', async () => {
    const owner = await g.api.newOwner();
    await g.gql('mutation($e: String!) { forgotPassword(email: $e) { medium } }', { e: owner.email });
    const code = await g.api.identity.lastCode(owner.email);
    const mismatch = await g.gql(
      'mutation($e: String!, $c: String!) { resetPassword(email: $e, code: $c, newPassword: "nouveau-mdp1", newPasswordConfirmation: "autre") }',
      { e: owner.email, c: code },
    );
    expect(mismatch.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'newPasswordConfirmation', message: 'Les mots de passe ne correspondent pas.' },
    ]);
    const reset = await g.gql(
      'mutation($e: String!, $c: String!) { resetPassword(email: $e, code: $c, newPassword: "nouveau-mdp1") }',
      { e: owner.email, c: code },
    );
    expect(reset.data).toEqual({ resetPassword: true });
    const signed = await g.gql<{ signIn: { connected: boolean } }>(SIGN_IN, {
      email: owner.email,
      password: 'nouveau-mdp1',
    });
    expect(signed.data?.signIn.connected).toBe(true);
  });

  it('changePassword: wrong current password in French, then the change; signed out it is refused', async () => {
    const owner = await g.api.newOwner();
    const q =
      'mutation($p: String!, $n: String!) { changePassword(previousPassword: $p, proposedPassword: $n) }';
    const wrong = await g.gql(q, { p: 'mauvais-mdp', n: 'nouveau-mdp2' }, { token: owner.accessToken });
    expect(wrong.errors?.[0]?.message).toBe('Le mot de passe actuel est incorrect.');
    const ok = await g.gql(q, { p: owner.password, n: 'nouveau-mdp2' }, { token: owner.accessToken });
    expect(ok.data).toEqual({ changePassword: true });
    const signed = await g.gql<{ signIn: { connected: boolean } }>(SIGN_IN, {
      email: owner.email,
      password: 'nouveau-mdp2',
    });
    expect(signed.data?.signIn.connected).toBe(true);
    const anonymous = await g.gql(q, { p: 'a', n: 'b' });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: 'Utilisateur non connecté.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('an invited user answers NEW_PASSWORD_REQUIRED and is signed in with cookies', async () => {
    const email = uniqueEmail('invite');
    await g.api.identity.admin.send(
      new AdminCreateUserCommand({
        UserPoolId: g.api.identity.config.poolId,
        Username: email,
        TemporaryPassword: 'provisoire1',
        UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
      }),
    );
    const jar = new CookieJar();
    const first = await g.gql<{
      signIn: { connected: boolean; challenge: { name: string; session: string } };
    }>(SIGN_IN, { email, password: 'provisoire1' }, { jar });
    expect(first.data?.signIn).toMatchObject({
      connected: false,
      challenge: { name: 'NEW_PASSWORD_REQUIRED' },
    });
    expect(jar.values.has('fecana_access_token')).toBe(false);
    const done = await g.gql<{ completeNewPassword: { connected: boolean; tokens: unknown } }>(
      `mutation($e: String!, $s: String!) {
        completeNewPassword(email: $e, session: $s, newPassword: "choisi-mdp1", newPasswordConfirmation: "choisi-mdp1") {
          connected tokens { accessToken }
        }
      }`,
      { e: email, s: first.data!.signIn.challenge.session },
      { jar },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.completeNewPassword).toEqual({ connected: true, tokens: null });
    const me = await g.gql<{ me: { email: string } }>('{ me { email } }', {}, { jar });
    expect(me.data?.me.email).toBe(email);
  });

  it('updateEmail sends a code to the new address; confirmEmailChange makes it the sign-in address', async () => {
    const owner = await g.api.newOwner();
    const email = uniqueEmail('nouvelle');
    const res = await g.gql<{ updateEmail: { pendingEmail: string; codeSent: boolean } }>(
      'mutation($e: String!) { updateEmail(email: $e) { pendingEmail codeSent } }',
      { e: email },
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateEmail).toEqual({ pendingEmail: email, codeSent: true });
    const [mail] = await g.api.identity.service.outbox(email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    const confirmed = await g.gql<{ confirmEmailChange: { uuid: string; email: string } }>(
      'mutation($c: String!) { confirmEmailChange(code: $c) { uuid email } }',
      { c: code },
      { token: owner.accessToken },
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmEmailChange).toEqual({ uuid: owner.uuid, email });
    const bad = await g.gql(
      'mutation { updateEmail(email: "pas-un-email") { pendingEmail } }',
      {},
      {
        token: owner.accessToken,
      },
    );
    expect(JSON.stringify(bad.errors?.[0]?.extensions?.fields)).toContain(
      'Veuillez entrer une adresse email valide.',
    );
  });
});

describe('impersonation (internal staff only)', () => {
  const START = `mutation($a: ID!, $u: ID!, $f: ID) {
    startImpersonation(accountUuid: $a, userUuid: $u, forceSeeAnalysisUuid: $f) {
      session { impersonating impersonation { accountUuid userUuid forceSeeAnalysisUuid } forceSeeAnalysisUuid }
      me { uuid impersonated forceSeeAnalysisUuid }
    }
  }`;

  it('Role_CS acts as another user; every later call carries the target; leaving clears it', async () => {
    const target = await g.api.newOwner();
    const staffHome = await g.api.newOwner();
    const cs = await g.api.newMember(staffHome.accountUuid, 'Role_Member', ['Role_CS']);
    const jar = new CookieJar();
    await g.gql(SIGN_IN, { email: cs.email, password: cs.password }, { jar });
    const analysis = '0b0b0b0b-0000-4000-8000-000000000001';
    const started = await g.gql<{
      startImpersonation: {
        session: { impersonating: boolean; forceSeeAnalysisUuid: string };
        me: { uuid: string; impersonated: boolean };
      };
    }>(START, { a: target.accountUuid, u: target.uuid, f: analysis }, { jar });
    expect(started.errors).toBeUndefined();
    expect(started.data?.startImpersonation.session).toMatchObject({
      impersonating: true,
      forceSeeAnalysisUuid: analysis,
    });
    expect(started.data?.startImpersonation.me).toMatchObject({ uuid: target.uuid, impersonated: true });
    const cookie = started.cookies.find((c) => c.startsWith('fecana_impersonate='))!;
    expect(cookie).toMatch(/HttpOnly/i);

    const me = await g.gql<{
      me: { uuid: string; forceSeeAnalysisUuid: string };
      session: { impersonating: boolean };
    }>('{ me { uuid forceSeeAnalysisUuid } session { impersonating } }', {}, { jar });
    expect(me.data).toEqual({
      me: { uuid: target.uuid, forceSeeAnalysisUuid: analysis },
      session: { impersonating: true },
    });

    // Starting again while impersonating: the staff member's own rights are checked, not the target's.
    const again = await g.gql(START, { a: target.accountUuid, u: target.uuid }, { jar });
    expect(again.errors).toBeUndefined();

    const left = await g.gql<{
      leaveImpersonation: {
        session: { impersonating: boolean; forceSeeAnalysisUuid: null };
        me: { uuid: string };
      };
    }>(
      'mutation { leaveImpersonation { session { impersonating forceSeeAnalysisUuid } me { uuid } } }',
      {},
      { jar },
    );
    expect(left.data?.leaveImpersonation).toEqual({
      session: { impersonating: false, forceSeeAnalysisUuid: null },
      me: { uuid: cs.uuid },
    });
    const after = await g.gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, { jar });
    expect(after.data?.me.uuid).toBe(cs.uuid);
  });

  it('a Member, a Manager and a visitor are refused', async () => {
    const target = await g.api.newOwner();
    const home = await g.api.newOwner();
    for (const role of ['Role_Member', 'Role_Manager'] as const) {
      const user = await g.api.newMember(home.accountUuid, role);
      const jar = new CookieJar();
      await g.gql(SIGN_IN, { email: user.email, password: user.password }, { jar });
      const res = await g.gql(START, { a: target.accountUuid, u: target.uuid }, { jar });
      expect(res.errors?.[0]).toMatchObject({ message: 'Interdit', extensions: { code: 'FORBIDDEN' } });
      expect(jar.values.has('fecana_impersonate')).toBe(false);
    }
    const visitor = await g.gql(START, { a: target.accountUuid, u: target.uuid });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signing out ends the impersonation too', async () => {
    const target = await g.api.newOwner();
    const home = await g.api.newOwner();
    const cs = await g.api.newMember(home.accountUuid, 'Role_Member', ['Role_CS']);
    const jar = new CookieJar();
    await g.gql(SIGN_IN, { email: cs.email, password: cs.password }, { jar });
    await g.gql(START, { a: target.accountUuid, u: target.uuid }, { jar });
    expect(jar.values.has('fecana_impersonate')).toBe(true);
    await g.gql('mutation { signOut }', {}, { jar });
    expect(jar.values.size).toBe(0);
  });
});

describe('single sign-on', () => {
  it('ssoSignIn stores the tokens for one hour without an id token; missing tokens answer connected: false', async () => {
    const owner = await g.api.newOwner();
    const tokens = await identitySignIn(g.api.identity, owner.email, owner.password, g.api.identity.sso);
    const jar = new CookieJar();
    const res = await g.gql<{
      ssoSignIn: {
        connected: boolean;
        attributes: { name: string; value: string }[];
        message: string | null;
      };
    }>(
      'mutation($a: String!, $r: String!) { ssoSignIn(accessToken: $a, refreshToken: $r) { connected attributes { name value } message session { connected } } }',
      { a: tokens.AccessToken, r: tokens.RefreshToken },
      { jar },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.ssoSignIn).toMatchObject({ connected: true, message: null });
    expect(res.data?.ssoSignIn.attributes).toContainEqual({ name: 'email', value: owner.email });
    expect(jar.values.has('fecana_id_token')).toBe(false);
    expect(jar.values.get('fecana_client')).toBe('sso');
    const expiresAt = Number(jar.values.get('fecana_expires_at'));
    expect(Math.abs(expiresAt - (Date.now() + 3600_000))).toBeLessThan(10_000);
    const me = await g.gql<{ me: { uuid: string; justConnected: boolean } }>(
      '{ me { uuid justConnected } }',
      {},
      { jar },
    );
    expect(me.data?.me).toEqual({ uuid: owner.uuid, justConnected: true });
    // The flag is consumed: sent once.
    const again = await g.gql<{ me: { justConnected: boolean } }>('{ me { justConnected } }', {}, { jar });
    expect(again.data?.me.justConnected).toBe(false);

    // An SSO session refreshes with the SSO client.
    const refreshed = await g.gql('mutation { refreshSession { connected } }', {}, { jar });
    expect(refreshed.errors).toBeUndefined();

    const failed = await g.gql<{ ssoSignIn: { connected: boolean; message: string } }>(
      'mutation { ssoSignIn(accessToken: "", refreshToken: "x") { connected message } }',
    );
    expect(failed.data?.ssoSignIn).toEqual({
      connected: false,
      message: 'La connexion par authentification unique a échoué, veuillez réessayer.',
    });
    const forged = await g.gql<{ ssoSignIn: { connected: boolean } }>(
      'mutation { ssoSignIn(accessToken: "abc.def.ghi", refreshToken: "x") { connected } }',
    );
    expect(forged.data?.ssoSignIn.connected).toBe(false);
  });

  it('ssoLoginSeeAnalysis: staff signed in by SSO land on the target analysis', async () => {
    const target = await g.api.newOwner();
    const home = await g.api.newOwner();
    const cs = await g.api.newMember(home.accountUuid, 'Role_Member', ['Role_CS']);
    const tokens = await identitySignIn(g.api.identity, cs.email, cs.password, g.api.identity.sso);
    const analysis = '0b0b0b0b-0000-4000-8000-000000000002';
    const jar = new CookieJar();
    const res = await g.gql<{
      ssoLoginSeeAnalysis: { connected: boolean; session: { forceSeeAnalysisUuid: string } };
    }>(
      `mutation($a: String!, $r: String!, $t: ImpersonationInput!) {
        ssoLoginSeeAnalysis(accessToken: $a, refreshToken: $r, target: $t) { connected session { forceSeeAnalysisUuid impersonating } }
      }`,
      {
        a: tokens.AccessToken,
        r: tokens.RefreshToken,
        t: { accountUuid: target.accountUuid, userUuid: target.uuid, forceSeeAnalysisUuid: analysis },
      },
      { jar },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.ssoLoginSeeAnalysis).toEqual({
      connected: true,
      session: { forceSeeAnalysisUuid: analysis, impersonating: true },
    });
    const me = await g.gql<{ me: { uuid: string; forceSeeAnalysisUuid: string } }>(
      '{ me { uuid forceSeeAnalysisUuid } }',
      {},
      { jar },
    );
    expect(me.data?.me).toEqual({ uuid: target.uuid, forceSeeAnalysisUuid: analysis });
  });
});
