/** Route guard, not-found page and the browser session's cookies, on the real product. */
import { expect, test } from './fixtures';

test('un visiteur non connecté qui ouvre /mes-dossiers/-1 arrive sur /login', async ({ page, shot }) => {
  await page.goto('/mes-dossiers/-1');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await shot(page, 'guard-login');
});

test('une adresse inconnue affiche « Page introuvable »', async ({ page, shot }) => {
  await page.goto('/une-page-inexistante');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await shot(page, 'guard-not-found');
});

test('le compte de démonstration se connecte et son jeton reste hors de portée des scripts', async ({
  page,
  product,
  shot,
}) => {
  expect(product.demo, 'le produit doit être démarré avec DEMO_ACCOUNT').not.toBeNull();
  await page.goto('/une-page-inexistante');
  // Signed in from the page itself, so the browser (not the test) receives the Set-Cookie headers.
  const connected = await page.evaluate(async ({ email, password }) => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { connected } }',
        variables: { e: email, p: password },
      }),
    });
    const body = (await res.json()) as { data?: { signIn: { connected: boolean } } };
    return body.data?.signIn.connected ?? false;
  }, product.demo!);
  expect(connected).toBe(true);

  const cookies = await page.context().cookies();
  const access = cookies.find((c) => c.name === 'fecana_access_token');
  expect(access?.httpOnly).toBe(true);
  // A string expression: the browser's `document` is not in this Node project's types.
  expect(await page.evaluate('document.cookie')).not.toContain('fecana_access_token');

  // The guard now lets the session through.
  await page.goto('/mes-dossiers/-1');
  await expect(page).toHaveURL(/\/mes-dossiers\/-1$/);
  await shot(page, 'guard-demo-signed-in');
});
