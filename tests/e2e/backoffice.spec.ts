/**
 * Back-office (issue 15) in the real product: a customer-success member (Role_CS) finds an account by
 * name and by SIREN, opens it, acts as one of its users with a reason, leaves, and reads that reason in the
 * account's audit log; a `usurpation` link asks for a reason too; a read-only member (Role_CSRO) sees the
 * account but cannot change it (and a crafted mutation is refused); a customer typing /back-office is
 * refused. Staff come from the product's configuration (`API_STAFF`, support/product.ts).
 * Visible names are the client's (client/src/modules/backoffice).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, LABELS, REAL_FEC_DIR, test } from './fixtures';
import { checkDialogByKeyboard } from './support/keyboard';
import { ApiClient, type CreatedUser } from './support/api';
import { startProductProcess, type RunningProduct } from './support/product';

const BO = {
  menu: 'Back-office',
  accountSearch: 'Rechercher un compte',
  search: 'Rechercher',
  results: 'Comptes trouvés',
  users: 'Utilisateurs du compte',
  audit: 'Journal d’audit du compte',
  start: 'Commencer l’usurpation',
  reasonRequired: 'Le motif est obligatoire : il est enregistré dans le journal d’audit.',
  leave: "Quitter l'usurpation",
  impersonationStart: 'Début d’usurpation',
  roleRefused: 'Votre rôle ne permet pas cette action du back-office.',
  pageRefused: "Vous n'avez pas accès à cette page.",
};
const FEC = '000000000FEC20231231.txt';
// A SIREN whose check digit is right (the import checks it), unique to this file's account.
const SIREN = '552100554';
const COMPANY = `Cabinet Lefèvre ${randomUUID().slice(0, 6)}`;
const REASON = 'Ticket 4521 : la cliente ne retrouve pas son FEC';

let product: RunningProduct;
let api: ApiClient;
let customer: CreatedUser;
let cs: { email: string; password: string };
let csro: { email: string; password: string };
let accountUuid: string;
let customerUuid: string;

/** The customer's FEC with its SIREN, so that the account is found by SIREN (no need to wait for its analysis). */
async function importFec(user: CreatedUser) {
  const body = new FormData();
  body.append('terms_accepted', 'true');
  body.append('folder_uuid', '-1');
  body.append(
    'metadata',
    JSON.stringify([{ company_name: 'Lefèvre SAS', siren: SIREN, revenue_type: 'BIC' }]),
  );
  body.append('files', new Blob([await readFile(`${REAL_FEC_DIR}/${FEC}`)]), basename(FEC));
  const res = await fetch(`${product.baseURL}/upload/fecs`, {
    method: 'POST',
    body,
    headers: { cookie: user.cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto(`${product.baseURL}/login`);
  await page.getByLabel(LABELS.loginEmail).fill(user.email);
  await page.getByLabel(LABELS.loginPassword, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: LABELS.loginSubmit }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

async function openAccount(page: Page, text: string) {
  await page.getByLabel(BO.accountSearch).fill(text);
  await page.getByRole('button', { name: BO.search, exact: true }).click();
  const results = page.getByRole('grid', { name: BO.results });
  await expect(results.getByRole('link', { name: COMPANY })).toBeVisible();
  return results;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  product = await startProductProcess({ demo: false });
  api = new ApiClient(product.baseURL, product.adminKey, product.dataDir);
  customer = await api.createUser({ company: COMPANY, firstName: 'Hélène' });
  await api.createUser({ role: 'ROLE_MEMBER', owner: customer, firstName: 'Jules' });
  const { data } = await api.gql<{ me: { uuid: string; currentAccount: { uuid: string } } }>(
    '{ me { uuid currentAccount { uuid } } }',
    {},
    customer.cookie,
  );
  accountUuid = data.me.currentAccount.uuid;
  customerUuid = data.me.uuid;
  await importFec(customer);
  // Staff named by the product's configuration (API_STAFF, support/product.ts), never self-registered.
  cs = await api.staffUser('cs');
  csro = await api.staffUser('csRO');
});

test.afterAll(async () => {
  await product?.dispose();
});

test('Role_CS: finds the account by name and SIREN, impersonates with a reason, reads it in the audit log', async ({
  page,
  shot,
}) => {
  await signIn(page, cs);
  await page.getByRole('button', { name: cs.email }).click();
  await page.getByRole('menuitem', { name: BO.menu }).click();
  await expect(page).toHaveURL(/\/back-office\/comptes$/);

  await openAccount(page, COMPANY.split(' ').slice(0, 2).join(' '));
  await openAccount(page, SIREN);
  await shot(page, 'backoffice-recherche');
  // The people: found by email, internal roles in French; « Voir son compte » leads back to the account.
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await page.getByLabel('Rechercher un utilisateur').fill(cs.email);
  await page.getByRole('button', { name: BO.search, exact: true }).click();
  const people = page.getByRole('grid', { name: 'Utilisateurs trouvés' });
  await expect(people.getByRole('row', { name: new RegExp(cs.email) })).toContainText('Service client');
  await expect(page.locator('main')).not.toContainText(/Role_/);
  await shot(page, 'backoffice-utilisateurs');
  await page.getByRole('tab', { name: 'Comptes' }).click();
  await openAccount(page, SIREN);
  await page.getByRole('grid', { name: BO.results }).getByRole('link', { name: COMPANY }).click();
  await expect(page.getByRole('heading', { name: COMPANY })).toBeVisible();
  const users = page.getByRole('table', { name: BO.users });
  await expect(users.getByRole('row', { name: new RegExp(customer.email) })).toContainText('Administrateur');
  await expect(page.getByRole('table', { name: 'FEC du compte' })).toContainText(SIREN);
  // No raw code on screen (roles, states, actions).
  await expect(page.locator('main')).not.toContainText(/Role_|ROLE_|backoffice\./);
  await shot(page, 'backoffice-compte');

  // Nothing starts without a reason.
  await checkDialogByKeyboard(
    page,
    users.getByRole('button', { name: `Agir en tant que ${customer.email}` }),
    /Agir en tant qu/,
  );
  await users.getByRole('button', { name: `Agir en tant que ${customer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Agir en tant qu’un utilisateur' });
  await expect(dialog).toContainText(customer.email);
  await dialog.getByRole('button', { name: BO.start }).click();
  await expect(dialog.getByText(BO.reasonRequired)).toBeVisible();
  await shot(page, 'backoffice-usurpation');
  await dialog.getByLabel('Motif').fill(REASON);
  await dialog.getByRole('button', { name: BO.start }).click();
  await expect(page).toHaveURL(/\/mes-dossiers\/-1/);
  await expect(page.getByText(`Vous agissez en tant que ${customer.email}`)).toBeVisible();
  await expect(page.getByRole('grid', { name: 'FEC du répertoire' }).getByText(FEC)).toBeVisible();

  await page.getByRole('button', { name: 'Hélène' }).click();
  await page.getByRole('menuitem', { name: BO.leave }).click();
  await expect(page.getByText(`Vous agissez en tant que ${customer.email}`)).toHaveCount(0);

  await page.getByRole('button', { name: cs.email }).click();
  await page.getByRole('menuitem', { name: BO.menu }).click();
  const results = await openAccount(page, COMPANY);
  await results.getByRole('link', { name: COMPANY }).click();
  const started = page
    .getByRole('table', { name: BO.audit })
    .getByRole('row')
    .filter({ hasText: `${BO.impersonationStart} : ${customer.email}` });
  await expect(started).toHaveCount(1);
  await expect(started).toContainText(REASON);
  await expect(started).toContainText(cs.email);
  await expect(started).toContainText(/\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}:\d{2}/);
  // What was looked at in her name is in the log too, attributed to the staff member.
  await expect(page.getByRole('table', { name: BO.audit })).toContainText(`en tant que ${customer.email}`);
  await shot(page, 'backoffice-journal');

  // A `usurpation` link asks for the reason as well; cancelling starts nothing.
  await page.goto(`${product.baseURL}/mes-dossiers/-1?usurpation=${accountUuid},${customerUuid}`);
  const asked = page.getByRole('dialog', { name: 'Agir en tant qu’un utilisateur' });
  await expect(asked).toContainText(customer.email);
  await expect(asked).toContainText(COMPANY);
  await asked.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).not.toHaveURL(/usurpation=/);
  await expect(page.getByText('Vous agissez en tant que')).toHaveCount(0);
});

test('Role_CSRO: sees the account, no action that changes it; a crafted mutation is refused', async ({
  page,
  shot,
}) => {
  await signIn(page, csro);
  await page.goto(`${product.baseURL}/back-office/comptes/${accountUuid}`);
  await expect(page.getByRole('heading', { name: COMPANY })).toBeVisible();
  await expect(page.getByRole('table', { name: BO.users })).toContainText(customer.email);
  await expect(page.getByRole('table', { name: BO.audit })).toContainText(REASON);
  for (const name of [
    'Bloquer',
    'Débloquer',
    'Renvoyer l’invitation',
    'Accorder des crédits',
    'Agir en tant que',
  ]) {
    await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  }
  // Read-only impersonation is the one thing the role allows (api/PERMISSIONS.md), labelled as such.
  await expect(page.getByRole('button', { name: `Consulter en tant que ${customer.email}` })).toBeVisible();
  await shot(page, 'backoffice-compte-lecture-seule');

  const cookie = await api.signIn(csro.email, csro.password);
  const blocked = await api.gql(
    'mutation ($u: ID!) { backOfficeBlockUser(uuid: $u, reason: "essai") }',
    { u: customerUuid },
    cookie,
    true,
  );
  expect(blocked.errors?.[0]?.message).toBe(BO.roleRefused);
  expect(blocked.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const granted = await api.gql(
    'mutation ($a: ID!) { backOfficeGrantCredits(accountUuid: $a, type: FILE, amount: 5, reason: "essai") }',
    { a: accountUuid },
    cookie,
    true,
  );
  expect(granted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});

test('a customer typing /back-office is refused', async ({ page }) => {
  await signIn(page, customer);
  await page.getByRole('button', { name: 'Hélène' }).click();
  await expect(page.getByRole('menuitem', { name: BO.menu })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(`${product.baseURL}/back-office/comptes`);
  await expect(page.getByText(BO.pageRefused)).toBeVisible();
  await expect(page.getByRole('grid', { name: BO.results })).toHaveCount(0);
});
