/**
 * Issue 36, « Chromium: … statements N/N-1 »: two fiscal years of one company, analysed and unlocked. The
 * statements of N show N-1 beside N (the figures of N-1's own analysis, as GraphQL gives them, with the
 * variation), the opening continuity lists the accounts whose à-nouveaux differ from N-1's closing balance,
 * and a multi-analysis of both years leads to the same statements. Visible names are the client's
 * (client/src/modules/statements, client/src/modules/multi).
 *
 * The fixtures hold no real pair of years: N-1 is built from the real N (tests/e2e/support/previous-year.ts)
 * — moved a year back, its movements scaled so that its result is the one N's à-nouveaux carry (122 473,44 €),
 * closing exactly on N's à-nouveaux except for two planted breaks (the bank opens 1 000 € below N-1's
 * closing, the difference parked in 467100).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { expect, onTablet, test } from './fixtures';
import { previousYearFec } from './support/previous-year';

const SOURCE = '0000000001FEC20220831.txt';
/** One company (a SIREN with a valid key, read from the names), closing on 31 August 2022 and 2021. */
const N = '443061841FEC20220831.txt';
const N1 = '443061841FEC20210831.txt';
const BREAKS = { '512000': 100_000, '467100': -100_000 };

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** `1 234,56 €` as the client prints it, its spaces (narrow or not) made plain for the comparison. */
const money = (cents: number) => euros.format(cents / 100).replace(/[\s\u00a0\u202f]/g, ' ');
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

interface Year {
  sig: { key: string; amountCents: number }[];
  incomeStatement: { resultCents: number; totalProductsCents: number };
  balanceSheet: { totalAssetsCents: number };
}
interface StatementsData {
  analysis: {
    statements: {
      current: Year;
      previous: Year | null;
      continuity: { account: string; differenceCents: number }[] | null;
    };
  };
}
const STATEMENTS = `query ($u: ID!) { analysis(uuid: $u) { statements {
  current { sig { key amountCents } incomeStatement { resultCents totalProductsCents } balanceSheet { totalAssetsCents } }
  previous { sig { key amountCents } incomeStatement { resultCents totalProductsCents } balanceSheet { totalAssetsCents } }
  continuity { account differenceCents } } } }`;

test('états financiers N / N-1 d’une même société : N-1 à côté de N, variation, continuité des à-nouveaux, depuis la multi-analyse', async ({
  page,
  api,
  gql,
  createUser,
  signInUI,
  realFec,
  shot,
}, testInfo) => {
  test.setTimeout(300_000);
  const owner = await createUser();
  const previousPath = testInfo.outputPath(N1);
  const built = previousYearFec(await readFile(realFec(SOURCE), 'utf8'), { breaks: BREAKS });
  await writeFile(previousPath, built.text);
  const fecs = await api.importAnalysed(owner, { [N]: realFec(SOURCE), [N1]: previousPath }, 180_000);
  const fecN = fecs.find((f) => f.originalName === N)!;
  const fecN1 = fecs.find((f) => f.originalName === N1)!;
  for (const f of [fecN, fecN1]) {
    const unlocked = await gql(
      'mutation ($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid } } }',
      { f: f.uuid },
      owner.cookie,
    );
    expect(unlocked.errors).toBeUndefined();
  }
  const uuid = fecN.latestAnalysisUuid!;

  // GraphQL: N-1 of N's analysis is N-1's own analysis (same SIREN, the year before), its figures differ.
  const { data } = await gql<StatementsData>(STATEMENTS, { u: uuid }, owner.cookie);
  const { data: own } = await gql<StatementsData>(STATEMENTS, { u: fecN1.latestAnalysisUuid! }, owner.cookie);
  const { current, previous, continuity } = data.analysis.statements;
  expect(previous).not.toBeNull();
  expect(previous).toEqual(own.analysis.statements.current);
  const figure = (y: Year, key: string) => y.sig.find((f) => f.key === key)!.amountCents;
  const caN = figure(current, 'chiffreAffaires');
  const caN1 = figure(previous!, 'chiffreAffaires');
  expect(caN1).not.toBe(caN);
  expect(Math.abs(caN1 - caN * built.factor)).toBeLessThan(caN / 1000);
  // N-1's result is the one N's à-nouveaux carry in 120000.
  expect(previous!.incomeStatement.resultCents).toBe(built.resultCents);
  // The planted breaks, and only them: N-1's result carried to 120000 is no break.
  expect(continuity).toEqual([
    { account: '467100', differenceCents: 100_000 },
    { account: '512000', differenceCents: -100_000 },
  ]);

  // « États financiers » of N: N and N-1 side by side, N-1's figures as GraphQL gives them.
  await signInUI(page, owner.email, owner.password);
  await page.goto(`/mes-dossiers/-1/analyse/etats-financiers/${uuid}`);
  const sig = page.getByRole('table', { name: 'Soldes intermédiaires de gestion' });
  await expect(sig).toBeVisible();
  const headers = await sig.getByRole('columnheader').allTextContents();
  expect(headers.map(plain)).toEqual([
    'Solde',
    'N (clos le 31/08/2022)',
    'N-1 (clos le 31/08/2021)',
    'Variation',
    'Variation %',
  ]);
  const caRow = sig
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Chiffre d'affaires net/ }) });
  const caCells = (await caRow.getByRole('cell').allTextContents()).map(plain);
  // The variation, signed, and its percentage of N-1.
  const rate = (((caN - caN1) / caN1) * 100).toFixed(1).replace('.', ',');
  expect(caCells).toEqual([money(caN), money(caN1), `+${money(caN - caN1)}`, `+${rate} %`]);

  const income = page.getByRole('table', { name: 'Compte de résultat' });
  const resultRow = income
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Résultat', exact: true }) });
  expect((await resultRow.getByRole('cell').allTextContents()).map(plain).slice(0, 2)).toEqual([
    money(current.incomeStatement.resultCents),
    money(previous!.incomeStatement.resultCents),
  ]);
  const assets = page.getByRole('table', { name: 'Bilan — actif' });
  const totalRow = assets
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total actif' }) });
  expect((await totalRow.getByRole('cell').allTextContents()).map(plain).slice(0, 2)).toEqual([
    money(current.balanceSheet.totalAssetsCents),
    money(previous!.balanceSheet.totalAssetsCents),
  ]);

  // Lines nil in both years wait behind a switch (the printed forms list every box).
  const assetLines = await assets.getByRole('row').count();
  await page.getByLabel('Afficher les postes à zéro').check();
  await expect.poll(() => assets.getByRole('row').count()).toBeGreaterThan(assetLines);
  await page.getByLabel('Afficher les postes à zéro').uncheck();
  await expect(assets.getByRole('row')).toHaveCount(assetLines);

  // The opening continuity: the two accounts whose à-nouveaux differ from N-1's closing, with the gap.
  const breaks = page.getByRole('table', { name: 'Continuité des à-nouveaux (N-1 → N)' });
  await expect(breaks.getByRole('row')).toHaveCount(3);
  for (const [account, gap] of [
    ['467100', 100_000],
    ['512000', -100_000],
  ] as const) {
    const row = breaks.getByRole('row').filter({ has: page.getByRole('rowheader', { name: account }) });
    expect(plain(await row.getByRole('cell').last().textContent())).toBe(
      `${gap > 0 ? '+' : ''}${money(gap)}`,
    );
  }
  await shot(page, 'statements-n1-01-etats-financiers');
  await onTablet(page, () => shot(page, 'statements-n1-01b-etats-financiers-tablette'));

  // A multi-analysis of both years: its own statements are N's with N-1, and its page leads to them.
  const run = await gql<{ runMultiAnalysis: { uuid: string } }>(
    'mutation ($f: [ID!]!) { runMultiAnalysis(fecUuids: $f) { uuid } }',
    { f: [fecN1.uuid, fecN.uuid] },
    owner.cookie,
  );
  const multi = run.data.runMultiAnalysis.uuid;
  await page.goto(`/mes-dossiers/-1/multi-analyse/synthese/${multi}`);
  await expect(page.getByLabel('Statut : Terminée')).toBeVisible({ timeout: 120_000 });
  const { data: fromMulti } = await gql<StatementsData>(STATEMENTS, { u: multi }, owner.cookie);
  expect(fromMulti.analysis.statements).toEqual(data.analysis.statements);
  const link = page.getByRole('link', { name: 'États financiers N / N-1' });
  await expect(link).toBeVisible();
  await shot(page, 'statements-n1-02-multi-analyse');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/analyse/etats-financiers/${uuid}$`));
  await expect(page.getByRole('tab', { name: 'États financiers', selected: true })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Soldes intermédiaires de gestion' })
      .getByRole('columnheader', { name: /^N-1/ }),
  ).toBeVisible();
});
