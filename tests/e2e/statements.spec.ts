/**
 * Issue 36 in the real product: the accountant's views of an analysis. Découverte shows the key figures only;
 * unlocked, the balance leads to an account's ledger (in ledger order: à-nouveaux, then by date) and back (its
 * filters kept), the balance auxiliaire to a third party's ledger within its collective account and back, the
 * statements show the SIG, the balance sheet and the income statement (an account behind a figure opens its
 * ledger), a finding's row opens its account's ledger and « Retour au détail » comes back, and the liasse compares the computed boxes with a declared
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
  // The third parties' column shows only where the page has some: the balance's column found by its name.
  const balanceColumn = (await ledger.getByRole('columnheader').allTextContents()).indexOf(
    'Solde progressif',
  );
  await expect(ledger.getByRole('row').nth(1).getByRole('cell').nth(balanceColumn)).toHaveText(/€ [DC]$/);
  // In ledger order: the à-nouveaux first, then by date.
  const dates = (await ledger.getByRole('row').locator('td:nth-child(1)').allTextContents()).map((d) =>
    d.split('/').reverse().join(''),
  );
  expect(dates.length).toBeGreaterThan(1);
  const journals = await ledger.getByRole('row').locator('td:nth-child(2)').allTextContents();
  const regular = dates.filter((_d, i) => journals[i] !== 'ANO');
  expect(regular).toEqual([...regular].sort());
  expect(journals.slice(0, journals.lastIndexOf('ANO') + 1).every((j) => j === 'ANO')).toBe(true);
  await shot(page, 'statements-03-grand-livre');
  await onTablet(page, () => shot(page, 'statements-03b-grand-livre-tablette'));
  await page.getByRole('button', { name: 'Retour à la balance' }).click();
  await expect(page).toHaveURL(new RegExp(`/analyse/balance/${uuid}\\?classe=4$`));
  await expect(
    balance.getByRole('button', { name: `Grand livre du compte ${account}` }).first(),
  ).toBeVisible();

  // The balance auxiliaire: a third party opens its own ledger within its collective account, and back.
  await page.getByRole('button', { name: 'Auxiliaire', exact: true }).click();
  await expect(page).toHaveURL(/[?&]balance=auxiliaire/);
  const auxBalance = page.getByRole('table', { name: 'Balance auxiliaire' });
  const auxLink = auxBalance.getByRole('button', { name: /^Grand livre auxiliaire du compte / }).first();
  await expect(auxLink).toBeVisible();
  await shot(page, 'statements-02b-balance-auxiliaire');
  await onTablet(page, () => shot(page, 'statements-02c-balance-auxiliaire-tablette'));
  const [, aux, collective] = /du compte (.+) \((.+)\)$/.exec((await auxLink.getAttribute('aria-label'))!)!;
  const auxUrl = page.url();
  await auxLink.click();
  await expect(page).toHaveURL(
    new RegExp(`/analyse/grand-livre/${uuid}\\?compte=${collective}&aux=${encodeURIComponent(aux!)}$`),
  );
  const auxTitle = `Grand livre auxiliaire du compte ${aux} (${collective})`;
  await expect(page.getByRole('heading', { name: auxTitle })).toBeVisible();
  const auxLedger = page.getByRole('table', { name: auxTitle });
  await expect(auxLedger.getByRole('columnheader', { name: 'Solde progressif' })).toBeVisible();
  // Its lines only: no third-party column, the total of lines that of the balance auxiliaire's line.
  await expect(auxLedger.getByRole('columnheader', { name: 'Auxiliaire' })).toHaveCount(0);
  await expect(auxLedger.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'statements-03c-grand-livre-auxiliaire');
  await onTablet(page, () => shot(page, 'statements-03d-grand-livre-auxiliaire-tablette'));
  await page.getByRole('button', { name: 'Retour à la balance' }).click();
  await expect(page).toHaveURL(auxUrl);
  await expect(auxBalance).toBeVisible();

  // The statements; an account behind a figure opens its ledger, and back.
  await page.getByRole('tab', { name: 'États financiers' }).click();
  await expect(page.getByRole('heading', { name: 'Soldes intermédiaires de gestion' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bilan — actif' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Compte de résultat' })).toBeVisible();
  await shot(page, 'statements-04-etats-financiers');
  const behind = page
    .getByRole('table', { name: 'Compte de résultat' })
    .getByRole('button', { name: /^Grand livre du compte \d+ \(/ })
    .first();
  const behindAccount = /du compte (\d+)/.exec((await behind.getAttribute('aria-label'))!)![1]!;
  await behind.click();
  const behindLedger = page.getByRole('table', { name: `Grand livre du compte ${behindAccount}` });
  await expect(behindLedger.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Retour aux états financiers' }).click();
  await expect(page.getByRole('table', { name: 'Compte de résultat' })).toBeVisible();

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

  // A finding's rows: the account of a row opens its ledger, and « Retour au détail » comes back to the finding.
  const found = await gql<{
    analysis: { controls: { controlId: string; rows: { compteNum?: string }[] | null }[] };
  }>(
    'query ($u: ID!) { analysis(uuid: $u) { controls { controlId rows(limit: 5) } } }',
    { u: uuid },
    owner.cookie,
  );
  const finding = found.data.analysis.controls.find((c) => c.rows?.some((r) => r.compteNum));
  expect(finding, 'a control with rows naming an account').toBeDefined();
  await page.goto(`/mes-dossiers/-1/analyse/detail/${uuid}?controle=${finding!.controlId}`);
  const grid = page.getByRole('grid', { name: `Lignes du contrôle ${finding!.controlId}` });
  const rowAccount = grid.getByRole('button', { name: /^Grand livre du compte / }).first();
  const findingAccount = (await rowAccount.textContent())!.trim();
  await rowAccount.click();
  // The finding stays in the URL (controle=…): back, its rows are shown again.
  await expect(page).toHaveURL(
    new RegExp(`/analyse/grand-livre/${uuid}\\?controle=${finding!.controlId}&compte=${findingAccount}$`),
  );
  const fromFinding = page.getByRole('table', { name: `Grand livre du compte ${findingAccount}` });
  await expect(fromFinding.getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'statements-06-grand-livre-depuis-constat');
  await page.getByRole('button', { name: 'Retour au détail' }).click();
  await expect(page).toHaveURL(new RegExp(`/analyse/detail/${uuid}\\?controle=${finding!.controlId}$`));
  await expect(grid).toBeVisible();
});
