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
