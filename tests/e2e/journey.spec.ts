/**
 * The accountant's whole journey in the real product and Debian's Chromium: register → code from the
 * outbox → validate → sign in → import a real FEC → watch the analysis finish → open the results → filter
 * by category → create a folder and move the FEC there → sign out. Screenshots of each screen are kept.
 */
import { expect, test } from './fixtures';

const FEC = '000000000FEC20231231.txt';

test.describe.configure({ mode: 'serial' });

test("parcours complet d'un expert-comptable", async ({ page, readCode, realFec, shot }) => {
  test.setTimeout(240_000);
  const email = `parcours-${Date.now()}@cabinet-exemple.fr`;
  const password = 'Bilan2024!';

  // Register.
  // Network idle first: input typed in the first instants after load was sometimes wiped by a re-render.
  await page.goto('/register', { waitUntil: 'networkidle' });
  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Lefèvre');
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByLabel("Type d'organisation").selectOption({ index: 1 });
  await page.getByLabel('Société').fill('Cabinet Lefèvre');
  await page.getByLabel("J'accepte les conditions générales et la politique de confidentialité").check();
  await shot(page, '01-inscription');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Validate with the emailed code.
  await expect(page).toHaveURL(/\/validate\?/);
  await expect(page.getByRole('heading', { name: 'Validation du compte' })).toBeVisible();
  await page.getByLabel('Code de validation').fill(await readCode(email));
  await shot(page, '02-validation');
  await page.getByRole('button', { name: 'Valider mon compte' }).click();

  // Sign in (the email is pre-filled).
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Votre compte est validé, vous pouvez vous connecter.')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await shot(page, '03-connexion');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mes-dossiers\/-1/);
  await shot(page, '04-mes-analyses-vide');

  // Import a real FEC: SIREN and fiscal year come from its legal name.
  await page.getByRole('link', { name: 'Importer un FEC' }).first().click();
  await expect(page).toHaveURL(/\/import-fec/);
  await page.getByLabel('Choisir des fichiers FEC').setInputFiles(realFec(FEC));
  await expect(page.getByLabel('SIREN')).toHaveValue('000000000');
  await page.getByLabel('Raison sociale').fill('Société Exemple');
  await page
    .getByLabel("J'accepte les conditions générales d'utilisation et la politique de confidentialité")
    .check();
  await shot(page, '05-import');
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByText("Import terminé : l'analyse de vos FEC est lancée.")).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes analyses' }).click();

  // Watch the analysis finish (the grid polls while it runs).
  const grid = page.getByRole('grid', { name: 'FEC du répertoire' });
  await expect(grid.getByText(FEC)).toBeVisible();
  await expect(grid.getByText('Terminée')).toBeVisible({ timeout: 120_000 });
  await shot(page, '06-analyse-terminee');

  // Open the results, then filter by category.
  await page.getByRole('button', { name: `Actions pour ${FEC}` }).click();
  await page.getByRole('menuitem', { name: "Voir l'analyse" }).click();
  await expect(page).toHaveURL(/\/analyse\/detail\//);
  await expect(page.getByRole('tree', { name: 'Arbre des contrôles' })).toBeVisible();
  await shot(page, '07-resultats-detail');
  const controls = page.getByRole('treeitem');
  const before = await controls.count();
  await page
    .getByRole('button', { name: /Anomalie/ })
    .first()
    .click();
  await expect.poll(async () => controls.count()).toBeLessThan(before);
  await shot(page, '08-resultats-filtre-anomalies');

  // Back to the library: create a folder and move the FEC into it.
  await page.getByRole('link', { name: 'Mes analyses' }).first().click();
  await page.getByRole('button', { name: 'Nouveau répertoire' }).click();
  await page.getByLabel('Nom du répertoire').fill('Exercice 2023');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Arborescence des répertoires' }).getByText('Exercice 2023'),
  ).toBeVisible();
  await page.getByRole('button', { name: `Actions pour ${FEC}` }).click();
  await page.getByRole('menuitem', { name: 'Déplacer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Exercice 2023').click();
  await dialog.getByRole('button', { name: 'Déplacer ici' }).click();
  await expect(grid.getByText(FEC)).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Arborescence des répertoires' })
    .getByText('Exercice 2023')
    .click();
  await expect(page.getByRole('grid', { name: 'FEC du répertoire' }).getByText(FEC)).toBeVisible();
  await shot(page, '09-fec-deplace');

  // Sign out: the guard then sends the visitor to /login.
  await page.getByRole('button', { name: 'Claire' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/mes-dossiers/-1');
  await expect(page).toHaveURL(/\/login/);
  await shot(page, '10-deconnecte');
});

test('un FEC importé avant la connexion est rattaché au compte à la connexion', async ({
  page,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(120_000);
  const user = await createUser();
  await page.goto('/');
  await page.getByLabel('Choisir des fichiers FEC').setInputFiles(realFec('111111111FEC20221231.TXT'));
  await page.getByLabel('Raison sociale').fill('Avant connexion SARL');
  // This real file's name carries 111111111, which is no valid SIREN: the user types the right one.
  await page.getByLabel('SIREN').fill('732829320');
  await page
    .getByLabel("J'accepte les conditions générales d'utilisation et la politique de confidentialité")
    .check();
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByText('Votre FEC a bien été importé.')).toBeVisible();
  await shot(page, '11-import-anonyme');

  await signInUI(page, user.email, user.password);
  await page.goto('/mes-dossiers/-1');
  await expect(
    page.getByRole('grid', { name: 'FEC du répertoire' }).getByText('111111111FEC20221231.TXT'),
  ).toBeVisible();
  // Its analysis ends on the inconsistencies state (an outlined orange chip, checked by axe in the shot).
  await expect(page.getByRole('grid', { name: 'FEC du répertoire' }).getByText('Incohérences')).toBeVisible({
    timeout: 60_000,
  });
  await shot(page, '12-fec-anonyme-rattache');
});

test('un membre ne peut pas importer de FEC', async ({ page, createUser, signInUI, shot }) => {
  const owner = await createUser();
  const member = await createUser({ role: 'ROLE_MEMBER', owner });
  await signInUI(page, member.email, member.password);
  await page.goto('/import-fec');
  await expect(
    page.getByText('Vous ne pouvez pas importer de FEC avec ce rôle.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importer', exact: true })).toHaveCount(0);
  await shot(page, '13-membre-sans-import');
});
