/**
 * Keyboard alone (issue 18, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): importing a FEC, and every dialog of the
 * screens a customer uses — opened from the keyboard, the focus in it, Tab kept inside, Escape closing it
 * and the focus back on what opened it, a visible focus indicator all along. Signing in, opening an analysis,
 * its tabs and a control are in accessibility.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectKeyboardDialog, expectVisibleFocus, tabTo } from './support/keyboard';

const FEC = '000000000FEC20231231.txt';

/** Signs in with the keyboard alone. */
async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Adresse email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

/** Opens the row actions of `fec` from the keyboard and gives the focus to its item `item`. */
async function focusRowAction(page: Page, fec: string | RegExp, item: string) {
  const actions = page
    .getByRole('button', { name: typeof fec === 'string' ? `Actions pour ${fec}` : fec })
    .first();
  await actions.focus();
  await page.keyboard.press('Enter');
  const target = page.getByRole('menuitem', { name: item, exact: true });
  await expect(target).toBeVisible();
  for (let i = 0; i < 15 && !(await target.evaluate((el) => el === el.ownerDocument.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
  return { actions, target };
}

test('import d’un FEC au clavier seul, jusqu’à son analyse', async ({ page, createUser, realFec, shot }) => {
  const user = await createUser();
  await signInByKeyboard(page, user.email, user.password);

  await tabTo(page, page.getByRole('link', { name: 'Importer un FEC' }).first(), 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/import-fec/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // « Parcourir » opens the system's file picker from the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Parcourir' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(realFec(FEC));
  await expect(page.getByLabel('SIREN')).toHaveValue('000000000');

  await tabTo(page, page.getByLabel('Raison sociale'));
  await page.keyboard.type('Société Exemple');
  await tabTo(
    page,
    page.getByLabel("J'accepte les conditions générales d'utilisation et la politique de confidentialité"),
  );
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Importer', exact: true }));
  await shot(page, 'clavier-01-import');
  await page.keyboard.press('Enter');
  await expect(page.getByText("Import terminé : l'analyse de vos FEC est lancée.")).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Voir mes analyses' }), 60);
  await page.keyboard.press('Enter');
  const grid = page.getByRole('grid', { name: 'FEC du répertoire' });
  await expect(grid.getByText(FEC)).toBeVisible();
  await expect(grid.getByText('Terminée')).toBeVisible({ timeout: 120_000 });
  await shot(page, 'clavier-02-import-analyse');
});

test('chaque dialogue de la bibliothèque et de l’analyse, au clavier seul', async ({ page, product }) => {
  test.setTimeout(180_000);
  const { email, password } = product.demo!;
  await signInByKeyboard(page, email, password);
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  /** A dialog opened by a button of the page (focused by Tab). */
  const fromButton = async (opener: Locator, name: string | RegExp) => {
    await tabTo(page, opener, 80);
    await expectKeyboardDialog(page, { opener, name });
  };

  await fromButton(button('Nouveau répertoire'), 'Nouveau répertoire');

  // A folder: its own actions.
  await tabTo(
    page,
    page
      .getByRole('navigation', { name: 'Arborescence des répertoires' })
      .getByRole('button', { name: 'Exercice 2024', exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Actions pour / }).first()).toBeAttached();
  await fromButton(button('Renommer'), /Renommer/);
  await fromButton(button('Déplacer le répertoire'), /Déplacer/);
  await fromButton(button('Supprimer le répertoire'), /Supprimer/);
  await fromButton(button('Générer des rapports'), 'Générer des rapports');

  // A FEC's actions menu: each dialog gives the focus back to the menu's button.
  for (const [item, name] of [
    ['Gérer les accès', /Gérer les accès/],
    ['Informations complémentaires', /Informations complémentaires/],
    ['Déplacer', /Déplacer/],
    ['Supprimer', /Supprimer/],
    ['Générer des rapports', 'Générer des rapports'],
  ] as const) {
    const { actions, target } = await focusRowAction(page, /^Actions pour /, item);
    await expectKeyboardDialog(page, { opener: target, name, returnTo: actions });
  }

  // The analysis: comparing and reports.
  const { target: view } = await focusRowAction(page, /^Actions pour /, "Voir l'analyse");
  await expect(view).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/analyse\//);
  await fromButton(button('Comparer des FEC'), 'Choisir les FEC à comparer');
  await fromButton(button('Générer un rapport'), 'Générer des rapports');
});

test('chaque dialogue de « Mon compte », au clavier seul', async ({ page, createUser }) => {
  test.setTimeout(150_000);
  const owner = await createUser();
  const member = await createUser({ role: 'ROLE_MEMBER', owner });
  await signInByKeyboard(page, owner.email, owner.password);
  const fromButton = async (opener: Locator, name: string | RegExp) => {
    await tabTo(page, opener, 80);
    await expectKeyboardDialog(page, { opener, name });
  };
  const visit = async (url: string) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  };

  await visit('/mon-compte/acces/utilisateurs');
  await fromButton(page.getByRole('button', { name: 'Inviter un utilisateur' }), 'Inviter un utilisateur');
  // A user's actions menu: each dialog gives the focus back to the menu's button.
  const actions = page.getByRole('button', { name: `Actions pour ${member.email}` });
  for (const [item, name] of [
    ['Changer le rôle', /Changer le rôle/],
    ['Bloquer dans ce compte', /Bloquer/],
  ] as const) {
    await tabTo(page, actions, 80);
    await page.keyboard.press('Enter');
    const target = page.getByRole('menuitem', { name: item });
    await expect(target).toBeVisible();
    for (let i = 0; i < 6 && !(await target.evaluate((el) => el === el.ownerDocument.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await expectKeyboardDialog(page, { opener: target, name, returnTo: actions });
  }

  await visit('/mon-compte/acces/groupes');
  await fromButton(page.getByRole('button', { name: 'Créer un groupe' }), 'Créer un groupe');

  await visit('/mon-compte/configuration');
  await fromButton(page.getByRole('button', { name: 'Supprimer mon profil' }), 'Supprimer mon profil ?');
  await fromButton(page.getByRole('button', { name: 'Supprimer le compte' }), 'Supprimer le compte ?');
});
