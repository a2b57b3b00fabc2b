/**
 * Commerce (issue 11) in the real product with the embedded payment sandbox (the default provider of
 * `npm start`): a free analysis is locked → the full analysis goes to the cart → a sandbox card is added
 * → payment → the invoice PDF downloads → the results are unlocked; a SEPA debit pending, paid, refunded; a
 * refused card; a Member who may not pay. Visible names are the client's (client/src/modules/billing).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, onTablet, test } from './fixtures';
import { checkDialogByKeyboard } from './support/keyboard';
import type { ApiClient, CreatedUser } from './support/api';

const FEC = '000000000FEC20231231.txt';
const BILLING = {
  locked: 'Résultats verrouillés (offre Découverte)',
  buy: /^Acheter l'analyse complète — \d[\d\s\u202f\u00a0]*,\d{2}\s€\sHT$/,
  unlock: 'Débloquer avec mes crédits',
  terms: "J'accepte les conditions générales de vente",
  pay: /^Payer \d[\d\s\u202f\u00a0]*,\d{2}\s€\sTTC$/,
  paid: 'Paiement accepté',
  sepaPending: 'Prélèvement en cours de traitement',
  refused: 'Paiement refusé par votre banque. Essayez un autre moyen de paiement.',
  payRole: "Vous n'avez pas le droit de faire des paiements sur les FEC",
  sandbox: "Bac à sable de paiement — aucune somme réelle n'est débitée",
};
const CARD_OK = '4242 4242 4242 4242';
const CARD_REFUSED = '4000 0000 0000 0002';
const IBAN_PENDING_THEN_PAID = 'FR1420041010050500013M02606';

/** Imports a real FEC through the gateway as `user` (the client's multipart upload) and waits for its analysis. */
async function importAnalysedFec(api: ApiClient, baseURL: string, user: CreatedUser, path: string) {
  const body = new FormData();
  body.append('terms_accepted', 'true');
  body.append('folder_uuid', '-1');
  body.append(
    'metadata',
    JSON.stringify([{ company_name: 'Société Exemple', siren: '000000000', revenue_type: 'BIC' }]),
  );
  body.append('files', new Blob([await readFile(path)]), basename(path));
  const res = await fetch(`${baseURL}/upload/fecs`, {
    method: 'POST',
    body,
    headers: { cookie: user.cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  type Fecs = {
    fecs: { items: Array<{ uuid: string; status: string | null; latestAnalysisUuid: string | null }> };
  };
  let fec: Fecs['fecs']['items'][number] | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await api.gql<Fecs>(
          '{ fecs(folderUuid: "-1", limit: 10) { items { uuid status latestAnalysisUuid } } }',
          {},
          user.cookie,
        );
        fec = data.fecs.items[0];
        return fec?.status;
      },
      { timeout: 120_000 },
    )
    .toBe('DONE');
  const { data } = await api.gql<{ analysis: { controls: Array<{ controlId: string; result: string }> } }>(
    'query ($u: ID!) { analysis(uuid: $u) { controls { controlId result } } }',
    { u: fec!.latestAnalysisUuid },
    user.cookie,
  );
  const control =
    data.analysis.controls.find((c) => c.result !== 'OK' && c.result !== 'NA') ?? data.analysis.controls[0];
  return { fecUuid: fec!.uuid, analysisUuid: fec!.latestAnalysisUuid!, controlId: control.controlId };
}

/** The billing address through the API (the first test fills it through the page). */
async function setBillingAddress(api: ApiClient, user: CreatedUser) {
  const { errors } = await api.gql(
    'mutation ($i: BillingAddressInput!) { updateBillingAddress(input: $i) { complete } }',
    { i: { companyName: 'Cabinet Durand', address: '12 rue de la Paix', zipCode: '75002', city: 'Paris' } },
    user.cookie,
  );
  expect(errors).toBeUndefined();
}

/** From the cart: « Ajouter une carte » (or SEPA) → the sandbox page → back to the cart with the method saved. */
async function addMethodFromCart(page: Page, kind: 'card' | 'sepa', instrument: string) {
  await page
    .getByRole('button', { name: kind === 'card' ? 'Ajouter une carte' : 'Ajouter un prélèvement SEPA' })
    .click();
  await expect(page).toHaveURL(/\/paiement\/bac-a-sable\//);
  await expect(page.getByText(BILLING.sandbox)).toBeVisible();
  if (kind === 'card') {
    await page.getByLabel('Numéro de carte').fill(instrument);
    await page.getByLabel('Expiration (MM/AA)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
  } else {
    await page.getByLabel('IBAN').fill(instrument);
  }
  await page.getByLabel('Titulaire').fill('Camille Durand');
  await page
    .getByRole('button', { name: kind === 'card' ? 'Enregistrer la carte' : "Enregistrer l'IBAN" })
    .click();
  // The sandbox returns to the payment methods page (?setup=), which completes the setup and comes back here.
  await expect(page).toHaveURL(/\/panier$/, { timeout: 30_000 });
}

async function payCart(page: Page) {
  await page.getByLabel(new RegExp(BILLING.terms)).check();
  await page.getByRole('button', { name: BILLING.pay }).click();
}

test.describe.configure({ mode: 'serial' });

test('analyse gratuite verrouillée → panier → carte du bac à sable → paiement → facture PDF → résultats débloqués', async ({
  page,
  api,
  product,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser();
  const { analysisUuid, controlId } = await importAnalysedFec(api, product.baseURL, owner, realFec(FEC));
  await signInUI(page, owner.email, owner.password);

  // Locked: the synthesis and each control's result, never its amount or rows.
  await page.goto(
    `/mes-dossiers/-1/analyse/detail/${analysisUuid}?controle=${encodeURIComponent(controlId)}`,
  );
  const banner = page.getByRole('region', { name: /Résultats verrouillés/ });
  await expect(banner.getByText(BILLING.locked)).toBeVisible();
  await expect(banner.getByRole('button', { name: BILLING.unlock })).toBeVisible();
  const detail = page.getByRole('table', { name: 'Résultat du contrôle' });
  await expect(detail.getByRole('img', { name: 'Montant verrouillé' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exporter toutes les lignes en CSV' })).toHaveCount(0);
  await shot(page, 'commerce-01-resultats-verrouilles');
  await onTablet(page, () => shot(page, 'commerce-01b-resultats-verrouilles-tablette'));

  // Buy the full analysis.
  await banner.getByRole('button', { name: BILLING.buy }).click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(page.getByRole('table', { name: 'Articles du panier' }).getByText(FEC)).toBeVisible();
  await expect(page.getByTestId('address-incomplete')).toBeVisible();
  await shot(page, 'commerce-02-panier');
  await onTablet(page, () => shot(page, 'commerce-02b-panier-tablette'));

  // Billing address through the billing centre, then back to the cart.
  await page.getByRole('link', { name: "Modifier l'adresse de facturation" }).click();
  await expect(page).toHaveURL(/\/mon-compte\/facturation\/moyens-de-paiement$/);
  await page.getByLabel(/Raison sociale/).fill('Cabinet Durand');
  await page.getByRole('textbox', { name: /^Adresse/ }).fill('12 rue de la Paix');
  await page.getByLabel(/Code postal/).fill('75002');
  await page.getByLabel(/Ville/).fill('Paris');
  await page.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(page.getByText('Adresse de facturation enregistrée.')).toBeVisible();
  await shot(page, 'commerce-03-moyens-de-paiement');
  await page.goto('/panier');
  await expect(page.getByTestId('billing-address')).toContainText('Cabinet Durand');

  // A sandbox card, then pay.
  await addMethodFromCart(page, 'card', CARD_OK);
  await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();
  await payCart(page);
  await expect(page.getByRole('heading', { name: BILLING.paid })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'commerce-04-paiement-accepte');

  // The invoice PDF downloads.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Télécharger la facture / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // Kept beside the screenshots, to be looked at rendered (pdftoppm).
  await writeFile('test-results/screens/commerce-facture.pdf', pdf);

  // Back to the analysis: unlocked, amounts shown.
  await page.getByRole('link', { name: "Retour à l'analyse" }).click();
  await expect(page.getByRole('table', { name: 'Résultat du contrôle' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Résultats verrouillés/ })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Montant verrouillé' })).toHaveCount(0);
  await shot(page, 'commerce-05-resultats-debloques');

  // The invoice is in the billing centre.
  await page.goto('/mon-compte/facturation');
  await expect(page).toHaveURL(/\/mon-compte\/facturation\/factures$/);
  await expect(page.getByRole('table', { name: 'Factures' }).getByRole('row')).toHaveCount(2);
  await shot(page, 'commerce-06-factures');
});

test('prélèvement SEPA : en cours de traitement, puis payé, puis remboursé (avoir)', async ({
  page,
  api,
  createUser,
  signInUI,
  shot,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser();
  await setBillingAddress(api, owner);
  await signInUI(page, owner.email, owner.password);

  await page.goto('/abonnement');
  await expect(page.getByRole('heading', { level: 1, name: "S'abonner" })).toBeVisible();
  await shot(page, 'commerce-07-abonnement');
  await page
    .getByRole('button', { name: /^Ajouter au panier/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/panier$/);

  await addMethodFromCart(page, 'sepa', IBAN_PENDING_THEN_PAID);
  await page
    .getByRole('radio', { name: /FR76|FR14|Prélèvement|•••• / })
    .first()
    .check();
  await payCart(page);
  await expect(page.getByText(BILLING.sepaPending)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/panier\?commande=/);
  await shot(page, 'commerce-08-sepa-en-cours');
  await expect(page.getByRole('heading', { name: BILLING.paid })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: /^Télécharger la facture / })).toBeVisible();

  // The pack's credits are in the billing centre, with their origin.
  await page.goto('/mon-compte/facturation/credits');
  await expect(page.getByRole('table', { name: 'Lots de crédits' }).getByText(/^Facture /)).toBeVisible();
  await shot(page, 'commerce-09-credits');

  // Spec §9: within 8 weeks the debit can be refunded from its invoice; a credit note (avoir) is issued.
  await page.goto('/mon-compte/facturation/factures');
  const invoices = page.getByRole('table', { name: 'Factures' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await checkDialogByKeyboard(
    page,
    invoices.getByRole('button', { name: /^Demander le remboursement de la facture F-\d{6}$/ }),
    'Demander le remboursement',
  );
  await invoices.getByRole('button', { name: /^Demander le remboursement de la facture F-\d{6}$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Demander le remboursement' });
  await expect(dialog).toContainText('un avoir sera émis');
  await shot(page, 'commerce-09b-remboursement');
  await dialog.getByRole('button', { name: 'Demander le remboursement' }).click();
  await expect(
    page.getByText(/^Remboursement demandé pour la facture F-\d{6} : un avoir a été émis\.$/),
  ).toBeVisible();
  await expect(invoices.getByRole('row')).toHaveCount(3);
  await expect(invoices.getByRole('rowheader', { name: /^Avoir AV-\d{6}/ })).toBeVisible();
  await expect(invoices.getByRole('button', { name: /^Demander le remboursement/ })).toHaveCount(0);
  await shot(page, 'commerce-09c-avoir');
});

test('carte refusée : le message de la banque, le panier conservé', async ({
  page,
  api,
  createUser,
  signInUI,
  shot,
}) => {
  test.setTimeout(120_000);
  const owner = await createUser();
  await setBillingAddress(api, owner);
  await signInUI(page, owner.email, owner.password);

  await page.goto('/abonnement');
  await page
    .getByRole('button', { name: /^Ajouter au panier/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/panier$/);
  await addMethodFromCart(page, 'card', CARD_REFUSED);
  await expect(page.getByRole('radio', { name: /0002/ })).toBeChecked();
  await payCart(page);
  // The API answers 402 with the bank's refusal: shown where the payment was asked for.
  await expect(page.getByRole('alert').filter({ hasText: BILLING.refused })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Articles du panier' }).getByTestId('cart-item')).toHaveCount(
    1,
  );
  await expect(page.getByRole('button', { name: BILLING.pay })).toBeVisible();
  await shot(page, 'commerce-10-carte-refusee');
});

test('un Member ne peut pas payer', async ({ page, api, createUser, signInUI, shot }) => {
  const member = await createUser({ role: 'ROLE_MEMBER' });
  await signInUI(page, member.email, member.password);

  await page.goto('/abonnement');
  await expect(page.getByRole('heading', { level: 1, name: "S'abonner" })).toBeVisible();
  await expect(page.getByTestId('pay-forbidden')).toContainText(BILLING.payRole);
  await expect(page.getByRole('button', { name: /^Ajouter au panier/ })).toHaveCount(0);

  await page.goto('/panier');
  await expect(page.getByTestId('pay-forbidden')).toContainText(BILLING.payRole);
  await expect(page.getByTestId('pay-forbidden')).toContainText("Contactez l'administrateur de votre compte");
  await expect(page.getByRole('button', { name: BILLING.pay })).toHaveCount(0);
  await shot(page, 'commerce-11-member');

  await page.goto('/mon-compte/compte');
  await expect(page.getByRole('tab', { name: 'Mon profil' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Centre de facturation' })).toHaveCount(0);

  // The API refuses too, whatever the page shows.
  // `api.gql` with allowErrors: the refusal is what is read (the `gql` fixture throws on any error).
  const { errors } = await api.gql(
    'mutation ($i: AddToCartInput!) { addToCart(input: $i) { totalTtcCents } }',
    { i: { offerCode: 'pack-dossiers-5' } },
    member.cookie,
    true,
  );
  expect(errors?.[0]?.message).toBe(BILLING.payRole);
});
