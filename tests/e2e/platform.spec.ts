/**
 * Issue 15 in the browser: operations put the product in maintenance from the back-office — a customer's
 * browser then shows the maintenance notice, and works again once it is turned off; a read-only role sees
 * the settings without being able to change them; an administrator manages the internal staff. The staff
 * members come from the product's configuration (API_STAFF, tests/e2e/support/product.ts).
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkDialogByKeyboard } from './support/keyboard';
import type { ApiClient } from './support/api';

const MESSAGE = 'Mise à jour de la plateforme : retour prévu à 14 h.';

async function maintenanceOff(api: ApiClient) {
  const admin = await api.staffUser('admin');
  await api.gql('mutation { backOfficeSetMaintenance(on: false) { maintenance } }', {}, admin.cookie);
}

async function customerPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'fr-FR',
  });
  return { context, page: await context.newPage() };
}

test('une personne de l’exploitation met le produit en maintenance : le client voit l’avis, puis retravaille', async ({
  page,
  browser,
  api,
  product,
  createUser,
  signInUI,
  shot,
}) => {
  const ope = await api.staffUser('ope');
  const customer = await createUser({ role: 'ROLE_OWNER' });
  const client = await customerPage(browser, product.baseURL);
  try {
    await signInUI(client.page, customer.email, customer.password);
    await client.page.goto('/mes-dossiers/-1');
    await expect(client.page.getByTestId('maintenance-notice')).toHaveCount(0);

    await signInUI(page, ope.email, ope.password);
    await page.goto('/back-office/plateforme');
    await expect(page.getByRole('heading', { name: 'Back-office' })).toBeVisible();
    await expect(page.getByTestId('maintenance-state')).toHaveText('En service');
    await shot(page, 'back-office-plateforme');
    await page.getByLabel('Message affiché aux clients').fill(MESSAGE);
    await checkDialogByKeyboard(
      page,
      page.getByRole('button', { name: 'Mettre en maintenance' }),
      'Mettre le produit en maintenance ?',
    );
    await page.getByRole('button', { name: 'Mettre en maintenance' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mettre en maintenance' }).click();
    await expect(page.getByTestId('maintenance-state')).toHaveText('En maintenance');
    await expect(page.getByText('Le produit est en maintenance.')).toBeVisible();
    await shot(page, 'back-office-plateforme-maintenance');

    // The customer's next request answers 503: the notice shows, with the message staff wrote.
    await client.page.reload();
    const notice = client.page.getByTestId('maintenance-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(MESSAGE);
    // In place of a page that cannot load: what maintenance means for the customer's data.
    await expect(client.page.getByTestId('maintenance-panel')).toBeVisible();
    await shot(client.page, 'maintenance-client');

    // Staff keep working: the page reloads with its data, and the switch turns it off.
    await page.reload();
    await expect(page.getByTestId('maintenance-state')).toHaveText('En maintenance');
    await page.getByRole('button', { name: 'Sortir de la maintenance' }).click();
    await expect(page.getByTestId('maintenance-state')).toHaveText('En service');

    await client.page.reload();
    await expect(
      client.page
        .getByRole('button', { name: 'Importer un FEC' })
        .or(client.page.getByRole('link', { name: 'Importer un FEC' }))
        .first(),
    ).toBeVisible();
    await expect(client.page.getByTestId('maintenance-notice')).toHaveCount(0);
  } finally {
    await maintenanceOff(api);
    await client.context.close();
  }
});

test('un rôle en lecture seule voit les réglages sans pouvoir les changer', async ({
  page,
  api,
  signInUI,
  shot,
}) => {
  const reader = await api.staffUser('opeRO');
  await signInUI(page, reader.email, reader.password);
  await page.goto('/back-office/plateforme');
  await expect(
    page.getByText('Votre rôle permet de consulter ces réglages, pas de les modifier.'),
  ).toBeVisible();
  await expect(page.getByTestId('maintenance-state')).toHaveText('En service');
  await expect(page.getByTestId('log-level')).toContainText('Niveau de journalisation');
  await expect(page.getByRole('button', { name: 'Mettre en maintenance' })).toHaveCount(0);
  await expect(page.getByLabel('Niveau de journalisation')).toHaveCount(0);
  await shot(page, 'back-office-plateforme-lecture-seule');

  // The gateway refuses it too, and nothing changes.
  const refused = await api.gql(
    'mutation { backOfficeSetMaintenance(on: true, message: "Non") { maintenance } }',
    {},
    reader.cookie,
    true,
  );
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const status = await api.gql<{ platformStatus: { maintenance: boolean } }>(
    '{ platformStatus { maintenance } }',
  );
  expect(status.data.platformStatus.maintenance).toBe(false);
});

test('un administrateur invite un membre du personnel et change ses rôles', async ({
  page,
  api,
  signInUI,
  shot,
}) => {
  const admin = await api.staffUser('admin');
  await signInUI(page, admin.email, admin.password);
  await page.goto('/back-office/personnel');
  const table = page.getByRole('table', { name: 'Personnel interne' });
  await expect(table.getByRole('row').filter({ hasText: 'ope.e2e@exemple.fr' })).toContainText(
    'Exploitation',
  );
  await expect(table).not.toContainText('Role_');

  const email = `cs-${Date.now()}@exemple.fr`;
  await checkDialogByKeyboard(
    page,
    page.getByRole('button', { name: 'Inviter un membre du personnel' }),
    'Inviter un membre du personnel',
  );
  await page.getByRole('button', { name: 'Inviter un membre du personnel' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Adresse email').fill(email);
  await dialog.getByLabel('Service client (lecture seule)').check();
  await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}.`)).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Service client (lecture seule)');
  await expect(row).toContainText('Invitation envoyée');
  await shot(page, 'back-office-personnel');

  await checkDialogByKeyboard(
    page,
    row.getByRole('button', { name: 'Modifier les rôles' }),
    `Rôles internes de ${email}`,
  );
  await row.getByRole('button', { name: 'Modifier les rôles' }).click();
  await dialog.getByLabel('Service client', { exact: true }).check();
  await dialog.getByLabel('Service client (lecture seule)').uncheck();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`Rôles de ${email} enregistrés.`)).toBeVisible();
  await expect(row.getByText('Service client', { exact: true })).toBeVisible();

  // The new member chooses a password from the mailed link and reaches the back-office.
  const token = await api.readInvitationToken(email);
  expect(token).toBeTruthy();
  // Nobody changes their own roles: the administrator's own row has no button.
  await expect(table.getByRole('row').filter({ hasText: admin.email }).getByRole('button')).toHaveCount(0);
});
