/**
 * Issue 36 in the real product: the accountant's views of an analysis. Découverte shows the key figures only;
 * unlocked, the balance leads to an account's ledger and back (its filters kept), the statements show the
 * SIG, the balance sheet and the income statement, and the liasse compares the computed boxes with a declared
 * `code;montant` CSV — a bad file refused with its line numbers, a planted difference highlighted. Visible
 * names are the client's (client/src/modules/statements).
 */
import { readFile } from 'node:fs/promises';
import { expect, onTablet, test } from './fixtures';

const FEC = '0000000001FEC20220831.txt';

type FecItem = { uuid: string; status: string | null; latestAnalysisUuid: string | null };

test('balance → grand livre → retour, états financiers, liasse avec un CSV déclaré', async ({
  page,
  product,
  gql,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(180_000);
  const owner = await createUser();
  const body = new FormData();
  body.append('terms_accepted', 'true');
  body.append('folder_uuid', '-1');
  body.append('metadata', JSON.stringify([{ company_name: 'Société Exemple', revenue_type: 'BIC' }]));
  body.append('files', new Blob([await readFile(realFec(FEC))]), FEC);
  const res = await fetch(`${product.baseURL}/upload/fecs`, {
    method: 'POST',
    body,
    headers: { cookie: owner.cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  let fec: FecItem | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await gql<{ fecs: { items: FecItem[] } }>(
          '{ fecs(folderUuid: "-1", limit: 5) { items { uuid status latestAnalysisUuid } } }',
          {},
          owner.cookie,
        );
        fec = data.fecs.items[0];
        return fec?.status;
      },
      { timeout: 120_000 },
    )
    .toBe('DONE');
  const uuid = fec!.latestAnalysisUuid!;
  await signInUI(page, owner.email, owner.password);

  // Découverte: the key figures, nothing account by account.
  await page.goto(`/mes-dossiers/-1/analyse/balance/${uuid}`);
  await expect(page.getByRole('heading', { name: 'Chiffres clés' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chiffres clés' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText(/^Offre Découverte : les chiffres clés sont affichés/)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await shot(page, 'statements-01-decouverte');

  const unlocked = await gql(
    'mutation ($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid } } }',
    { f: fec!.uuid },
    owner.cookie,
  );
  expect(unlocked.errors).toBeUndefined();

  // The balance générale, its totals over every line; a class filter kept in the URL.
  await page.goto(`/mes-dossiers/-1/analyse/balance/${uuid}`);
  const balance = page.getByRole('table', { name: 'Balance générale' });
  await expect(balance).toBeVisible();
  await expect(balance.getByRole('rowheader', { name: 'Totaux (toutes les lignes filtrées)' })).toBeVisible();
  await expect(page.getByText(/^Balance (équilibrée|déséquilibrée)$/)).toBeVisible();
  await shot(page, 'statements-02-balance');
  await page.getByLabel('Classe').click();
  await page.getByRole('option', { name: 'Classe 4' }).click();
  await expect(page).toHaveURL(/[?&]classe=4/);
  const first = balance.getByRole('button', { name: /^Grand livre du compte 4/ }).first();
  const account = (await first.textContent())!.trim();

  // Its ledger: the lines and their running balance; back to the balance, the filter still there.
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/analyse/grand-livre/${uuid}\\?compte=${account}$`));
  const ledger = page.getByRole('table', { name: `Grand livre du compte ${account}` });
  await expect(ledger.getByRole('columnheader', { name: 'Solde progressif' })).toBeVisible();
  expect(await ledger.getByRole('row').count()).toBeGreaterThan(1);
  await expect(ledger.getByRole('row').nth(1).getByRole('cell').nth(8)).toHaveText(/€ [DC]$/);
  await shot(page, 'statements-03-grand-livre');
  await onTablet(page, () => shot(page, 'statements-03b-grand-livre-tablette'));
  await page.getByRole('button', { name: 'Retour à la balance' }).click();
  await expect(page).toHaveURL(new RegExp(`/analyse/balance/${uuid}\\?classe=4$`));
  await expect(
    balance.getByRole('button', { name: `Grand livre du compte ${account}` }).first(),
  ).toBeVisible();

  // The statements.
  await page.getByRole('tab', { name: 'États financiers' }).click();
  await expect(page.getByRole('heading', { name: 'Soldes intermédiaires de gestion' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bilan — actif' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Compte de résultat' })).toBeVisible();
  await shot(page, 'statements-04-etats-financiers');

  // The liasse: a bad declared file refused with its lines, then a planted difference highlighted.
  const { data } = await gql<{ analysis: { taxReturn: { boxes: { code: string; euros: number }[] } } }>(
    'query ($u: ID!) { analysis(uuid: $u) { taxReturn { boxes { code euros } } } }',
    { u: uuid },
    owner.cookie,
  );
  const [same, planted] = data.analysis.taxReturn.boxes.filter((b) => b.euros !== 0);
  await page.getByRole('tab', { name: 'Liasse fiscale' }).click();
  await expect(page.getByRole('heading', { name: 'Liasse fiscale' })).toBeVisible();
  const upload = (name: string, text: string) =>
    page
      .locator('#declared-csv')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await upload('liasse-erreurs.csv', `${same!.code};${same!.euros}\nZZ9;12\n${planted!.code};douze\n`);
  const refused = page.getByRole('alert').filter({ hasText: 'rien n’a été enregistré' });
  await expect(refused).toContainText('Ligne 2 :');
  await expect(refused).toContainText('Ligne 3 :');
  await upload(
    'liasse.csv',
    `code;montant\n${same!.code};${same!.euros}\n${planted!.code};${planted!.euros + 100}\n`,
  );
  await expect(page.getByText('Liasse déclarée importée depuis « liasse.csv ».')).toBeVisible();
  await expect(page.getByText('1 écart avec la liasse déclarée')).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: planted!.code, exact: true }) });
  await expect(row).toContainText('Écart : -100 €');
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: same!.code, exact: true }) }),
  ).toContainText('Conforme');
  await shot(page, 'statements-05-liasse');
  await onTablet(page, () => shot(page, 'statements-05b-liasse-tablette'));
});
