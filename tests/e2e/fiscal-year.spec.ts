/**
 * Issue 14, the fiscal year in the real product: the import form proposes the year the entries show (the
 * file name of this real FEC says 2050, its entries run from April 2022 to April 2023); the user keeps
 * wrong dates on purpose, the analysis stops in POSTCONDITION, the page shows the year the entries show,
 * « Corriger l'exercice et relancer » saves it on the FEC and re-runs, and the synthesis then tells the
 * year and its origin. Visible names are the client's (client/src/modules/import, analyses).
 */
import { expect, onTablet, test } from './fixtures';
import { checkDialogByKeyboard } from './support/keyboard';

const FEC = '123456789FEC20500930.txt';

// A French accountant's browser (language and time zone).
test.use({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
const NOTE =
  "Le nom du fichier indique une clôture au 30/09/2050 mais les écritures couvrent l'exercice du 01/04/2022 au 31/03/2023 : dates proposées d'après les écritures.";

test("un exercice faux se corrige depuis l'analyse arrêtée, puis l'analyse aboutit", async ({
  page,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(240_000);
  const user = await createUser();
  await signInUI(page, user.email, user.password);

  // Import: the dates proposed come from the entries, not from the name.
  await page.goto('/import-fec');
  await page.getByLabel('Choisir des fichiers FEC').setInputFiles(realFec(FEC));
  await expect(page.getByText(NOTE)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Début d'exercice")).toHaveValue('2022-04-01');
  await expect(page.getByLabel("Fin d'exercice")).toHaveValue('2023-03-31');
  await page.getByLabel('Raison sociale').fill('Maison Bouvier');
  // 123456789 is no valid SIREN: the user types the right one.
  await page.getByLabel('SIREN').fill('732829320');
  await shot(page, 'fiscal-year-01-import-dates-proposees');
  await onTablet(page, () => shot(page, 'fiscal-year-01b-import-dates-proposees-tablette'));

  // The user keeps the name's (wrong) year on purpose.
  await page.getByLabel("Début d'exercice").fill('2049-10-01');
  await page.getByLabel("Fin d'exercice").fill('2050-09-30');
  await page
    .getByLabel("J'accepte les conditions générales d'utilisation et la politique de confidentialité")
    .check();
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByText("Import terminé : l'analyse de vos FEC est lancée.")).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes analyses' }).click();

  const grid = page.getByRole('grid', { name: 'FEC du répertoire' });
  await expect(grid.getByText('Incohérences')).toBeVisible({ timeout: 120_000 });
  await page.getByRole('button', { name: `Actions pour ${FEC}` }).click();
  await page.getByRole('menuitem', { name: "Voir l'analyse" }).click();

  // The stopped analysis says which year the entries show and offers to correct it.
  await expect(page.getByText(/Aucune écriture du FEC ne tombe dans l'exercice déclaré/)).toBeVisible();
  await expect(
    page.getByText("Les écritures du fichier montrent l'exercice du 01/04/2022 au 31/03/2023."),
  ).toBeVisible();
  await shot(page, 'fiscal-year-02-analyse-arretee');
  await onTablet(page, () => shot(page, 'fiscal-year-02b-analyse-arretee-tablette'));

  await checkDialogByKeyboard(
    page,
    page.getByRole('button', { name: "Corriger l'exercice et relancer" }),
    /Corriger l'exercice/,
  );
  await page.getByRole('button', { name: "Corriger l'exercice et relancer" }).click();
  const dialog = page.getByRole('dialog', { name: /Corriger l'exercice/ });
  await expect(dialog.getByLabel("Début d'exercice")).toHaveValue('2022-04-01');
  await expect(dialog.getByLabel("Fin d'exercice")).toHaveValue('2023-03-31');
  await shot(page, 'fiscal-year-03-corriger-exercice');
  await dialog.getByRole('button', { name: 'Enregistrer et relancer' }).click();

  // The new analysis runs on the corrected year and ends.
  await expect(
    page.getByText("Exercice du 01/04/2022 au 31/03/2023 — d'après les dates saisies sur le FEC"),
  ).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/écritures? datées? hors exercice/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Synthèse' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Synthèse des résultats par catégorie' })).toBeVisible();
  await expect(page.getByText(/Aucune écriture du FEC ne tombe/)).toHaveCount(0);
  await shot(page, 'fiscal-year-04-synthese-exercice');
  await onTablet(page, () => shot(page, 'fiscal-year-04b-synthese-exercice-tablette'));
});

const HEADER = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
].join('\t');

/**
 * A company's first year as its software exports it (issue 35): created on 08/08/2018, a slow start,
 * sales until April 2019, no à-nouveaux; with `closing`, the closing entries of 30/04/2019
 * (« DAP au 30/04/2019 », « CA3 AVRIL 19 »). Without them the entries cannot tell a short first year
 * from an extract of a year.
 */
function firstYearFec(closing: boolean): Buffer {
  const rows = [HEADER];
  let n = 0;
  const entry = (journal: string, date: string, label: string, legs: string[][]) => {
    n++;
    for (const [account, accountLabel, debit, credit] of legs)
      rows.push(
        [journal, journal === 'VE' ? 'Ventes' : journal === 'BQ' ? 'Banque' : 'Opérations diverses']
          .concat([`${journal}${String(n).padStart(5, '0')}`, date, account, accountLabel, '', ''])
          .concat([`P${n}`, date, label, debit, credit, '', '', date, '', ''])
          .join('\t'),
      );
  };
  entry('BQ', '20180808', 'Libération du capital', [
    ['512000', 'Banque', '1000,00', '0,00'],
    ['101300', 'Capital souscrit appelé versé', '0,00', '1000,00'],
  ]);
  for (let k = 0; k < 9; k++) {
    const y = 2018 + Math.floor((7 + k) / 12);
    const m = String(((7 + k) % 12) + 1).padStart(2, '0');
    for (let i = 0; i < (k < 2 ? 2 : 12); i++)
      entry('VE', `${y}${m}${10 + i}`, `Facture ${n}`, [
        ['411000', 'Clients', '120,00', '0,00'],
        ['706000', 'Prestations de services', '0,00', '100,00'],
        ['445710', 'TVA collectée', '0,00', '20,00'],
      ]);
  }
  if (closing) {
    entry('OD', '20190430', 'DAP au 30/04/2019', [
      ['681120', 'Dotations aux amortissements', '850,00', '0,00'],
      ['281830', 'Amortissements matériel informatique', '0,00', '850,00'],
    ]);
    entry('OD', '20190430', 'CA3 AVRIL 19', [
      ['445710', 'TVA collectée', '240,00', '0,00'],
      ['445510', 'TVA à décaisser', '0,00', '240,00'],
    ]);
  }
  return Buffer.from(rows.join('\r\n') + '\r\n', 'utf8');
}

test("un premier exercice court se déduit de sa clôture ; sinon l'import demande les dates", async ({
  page,
  createUser,
  signInUI,
  shot,
}) => {
  test.setTimeout(120_000);
  const user = await createUser();
  await signInUI(page, user.email, user.password);
  await page.goto('/import-fec');
  await page.getByLabel('Choisir des fichiers FEC').setInputFiles([
    { name: 'premier-exercice.txt', mimeType: 'text/plain', buffer: firstYearFec(true) },
    { name: 'extrait.txt', mimeType: 'text/plain', buffer: firstYearFec(false) },
  ]);

  // Closing entries on 30/04/2019 and no à-nouveaux: a first year of 9 months, from the first entry.
  const first = page.getByRole('region', { name: 'premier-exercice.txt' });
  await expect(
    first.getByText("Dates proposées d'après les écritures du fichier : du 08/08/2018 au 30/04/2019."),
  ).toBeVisible({ timeout: 30_000 });
  await expect(first.getByLabel("Début d'exercice")).toHaveValue('2018-08-08');
  await expect(first.getByLabel("Fin d'exercice")).toHaveValue('2019-04-30');
  await expect(first.getByTestId('fiscal-year-question')).toHaveCount(0);

  // Nothing closes the other one: the form asks, with the reason, and proposes 12 months from its start.
  const extract = page.getByRole('region', { name: 'extrait.txt' });
  const question = extract.getByTestId('fiscal-year-question');
  await expect(question).toBeVisible({ timeout: 30_000 });
  await expect(question.getByText('Exercice à confirmer')).toBeVisible();
  await expect(
    question.getByText(
      "Les écritures couvrent 9 mois, du 08/08/2018 au 21/04/2019, sans à-nouveaux ni écritures de clôture : un premier exercice plus court que 12 mois, ou un extrait d'exercice ? Confirmez ou corrigez les dates de l'exercice.",
    ),
  ).toBeVisible();
  await expect(extract.getByLabel("Début d'exercice")).toHaveValue('2018-08-01');
  await expect(extract.getByLabel("Fin d'exercice")).toHaveValue('2019-07-31');
  for (const [section, siren] of [
    [first, '732829320'],
    [extract, '552100554'],
  ] as const) {
    await section.getByLabel('Raison sociale').fill('Atelier Lemoine');
    await section.getByLabel('SIREN').fill(siren);
  }
  await question.scrollIntoViewIfNeeded();
  await shot(page, 'fiscal-year-05-import-exercice-a-confirmer');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 768, height: 1024 });
  await question.scrollIntoViewIfNeeded();
  await shot(page, 'fiscal-year-05b-import-exercice-a-confirmer-tablette');
  if (desktop) await page.setViewportSize(desktop);

  // No import before the answer.
  await page
    .getByLabel("J'accepte les conditions générales d'utilisation et la politique de confidentialité")
    .check();
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(
    question.getByText("Confirmez les dates de l'exercice, ou corrigez-les, avant d'importer."),
  ).toBeVisible();
  await expect(page.getByText("Import terminé : l'analyse de vos FEC est lancée.")).toHaveCount(0);
  // The user knows it is a short first year: typing its dates answers the question.
  await extract.getByLabel("Début d'exercice").fill('2018-08-08');
  await extract.getByLabel("Fin d'exercice").fill('2019-04-30');
  await expect(question).toHaveCount(0);
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByText("Import terminé : l'analyse de vos FEC est lancée.")).toBeVisible({
    timeout: 60_000,
  });
});
