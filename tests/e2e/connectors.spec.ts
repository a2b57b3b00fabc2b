/**
 * Connectors and the partner API (issue 13) in the real product: an Owner adds the demo Pennylane token
 * (the embedded stand-in of `npm start`), sees the company and its fiscal years, imports one — the FEC is
 * « En cours de génération », then analysed; then creates an API key (secret shown once) that works as a
 * bearer on /graphql, and a webhook whose deliveries are listed. A Member does not see the section.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, onTablet, test } from './fixtures';
import { checkDialogByKeyboard } from './support/keyboard';

const DEMO_TOKEN = 'demo-pennylane-0000-1234';

test('connecteur Pennylane : jeton, exercices, import généré puis analysé', async ({
  page,
  createUser,
  signInUI,
  gql,
  shot,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser();
  await signInUI(page, owner.email, owner.password);
  await page.goto('/mon-compte');
  await page.getByRole('tab', { name: 'Connecteurs' }).click();
  await expect(page).toHaveURL(/\/mon-compte\/connecteurs\/import$/);

  // A wrong token: the software refuses it, the user stays signed in.
  await checkDialogByKeyboard(
    page,
    page.getByRole('button', { name: 'Ajouter un jeton' }),
    'Ajouter un jeton de logiciel comptable',
  );
  await page.getByRole('button', { name: 'Ajouter un jeton' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un jeton de logiciel comptable' });
  await dialog.getByLabel('Jeton d’API').fill('jeton-inconnu');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByText(/Le jeton est manquant, invalide ou expiré/)).toBeVisible();
  await dialog.getByLabel('Jeton d’API').fill(DEMO_TOKEN);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();

  const years = page.getByRole('table', { name: /Exercices de Boulangerie Démo SAS/ });
  await expect(years).toBeVisible();
  await expect(page.getByText('Jeton •••• 1234')).toBeVisible();
  await expect(page.getByText(DEMO_TOKEN)).toHaveCount(0);
  await shot(page, 'connecteurs-import');
  await onTablet(page, () => shot(page, 'connecteurs-import-tablette'));
  await checkDialogByKeyboard(
    page,
    page.getByRole('button', { name: 'Supprimer', exact: true }),
    'Supprimer le connecteur ?',
  );
  await checkDialogByKeyboard(page, years.getByRole('button', { name: 'Importer' }).first(), /^Importer « /);

  await years.getByRole('button', { name: 'Importer' }).first().click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('button', { name: 'Importer ici' }).click();
  await expect(page.getByText(/Import lancé/)).toBeVisible();

  // The FEC is in the library from the start, produced by the software, then analysed.
  await expect
    .poll(
      async () => {
        const { data } = await gql<{ fecs: { items: { status: string | null }[] } }>(
          '{ fecs(folderUuid: "-1") { items { status } } }',
          {},
          owner.cookie,
        );
        return data.fecs.items.map((f) => f.status).join(',');
      },
      { timeout: 120_000 },
    )
    .toBe('DONE');
  await page.goto('/mes-dossiers/-1');
  await expect(page.getByText('Boulangerie Démo SAS').first()).toBeVisible();
  await shot(page, 'connecteurs-fec-importe');
});

test('API partenaires : clé montrée une fois, utilisable en Bearer, webhook et livraisons', async ({
  page,
  createUser,
  signInUI,
  baseURL,
  shot,
}) => {
  test.setTimeout(180_000);
  const received: string[] = [];
  const receiver = createServer((req, res) => {
    received.push(String(req.headers['x-fec-event']));
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  try {
    const owner = await createUser();
    await signInUI(page, owner.email, owner.password);
    await page.goto('/mon-compte/connecteurs/export');
    await expect(page.getByRole('heading', { name: 'Clés d’API et webhooks' })).toBeVisible();

    await checkDialogByKeyboard(page, page.getByRole('button', { name: 'Créer une clé' }), /Nouvelle clé/);
    await page.getByRole('button', { name: 'Créer une clé' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nom de la clé').fill('Logiciel du cabinet');
    await dialog.getByLabel(/Lecture des FEC/).check();
    await dialog.getByRole('button', { name: 'Créer la clé' }).click();
    await expect(dialog.getByText('Copiez cette clé maintenant : elle ne sera plus affichée.')).toBeVisible();
    const secret = await dialog.getByLabel('Clé d’API').inputValue();
    expect(secret).toMatch(/^fak_[0-9a-f]{12}_/);
    await shot(page, 'api-cle-creee');
    await dialog.getByRole('button', { name: 'J’ai copié la clé' }).click();
    const keys = page.getByRole('table', { name: 'Clés d’API' });
    await expect(keys.getByText('Logiciel du cabinet')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // The key works as a bearer on /graphql, with its budget.
    const res = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    const body = (await res.json()) as {
      data: { me: { email: string } };
      extensions: { cost: { budget: { remaining: number } } };
    };
    expect(body.data.me.email).toBe(owner.email);
    expect(body.extensions.cost.budget.remaining).toBeGreaterThan(0);

    // A webhook to a local receiver (allowed on a local installation), its secret shown once.
    await checkDialogByKeyboard(
      page,
      page.getByRole('button', { name: 'Ajouter un point de réception' }),
      'Ajouter un point de réception',
    );
    await page.getByRole('button', { name: 'Ajouter un point de réception' }).click();
    const hook = page.getByRole('dialog');
    await hook.getByLabel('Adresse (URL HTTPS)').fill(`http://127.0.0.1:${port}/evenements`);
    await hook.getByLabel('Analyse terminée').check();
    await hook.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(hook.getByLabel('Secret de signature')).toHaveValue(/^whsec_/);
    await hook.getByRole('button', { name: "J'ai copié le secret" }).click();
    await expect(page.getByText(`http://127.0.0.1:${port}/evenements`)).toBeVisible();
    await shot(page, 'api-webhooks');
    await onTablet(page, () => shot(page, 'api-webhooks-tablette'));
    await checkDialogByKeyboard(
      page,
      page.getByRole('button', { name: `Supprimer http://127.0.0.1:${port}/evenements` }),
      'Supprimer le point de réception',
    );

    // Revoked: the bearer is refused at once.
    await checkDialogByKeyboard(page, keys.getByRole('button', { name: 'Révoquer' }), 'Révoquer cette clé ?');
    await keys.getByRole('button', { name: 'Révoquer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Révoquer' }).click();
    await expect(keys.getByText(/Révoquée le/)).toBeVisible();
    const refused = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    expect(refused.status).toBe(401);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});

test('un Member ne voit pas les connecteurs', async ({ page, createUser, signInUI }) => {
  const owner = await createUser();
  const member = await createUser({ role: 'ROLE_MEMBER', owner });
  await signInUI(page, member.email, member.password);
  await page.goto('/mon-compte');
  await expect(page.getByRole('tab', { name: 'Mon profil' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Connecteurs' })).toHaveCount(0);
});
