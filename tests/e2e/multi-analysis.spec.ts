/**
 * The multi-analysis page (spec §2; issue 18): reached as a user does — two analysed FECs selected in the
 * library, « Analyse multiple » — with the keyboard alone, checked by axe (each `shot`) and used by keyboard:
 * a control's detail opened and closed, a compared FEC unlocked from its banner, then the side-by-side
 * results. Visible names are the client's (client/src/modules/multi, client/src/modules/files).
 */
import { expect, onTablet, test } from './fixtures';
import { expectVisibleFocus, signInByKeyboard, tabTo } from './support/keyboard';

/**
 * One company over two fiscal years (the API refuses other shapes): the 2022 real file under the 2023 one's
 * SIREN, which the client reads from the name.
 */
const FILES = {
  '000000000FEC20231231.txt': '000000000FEC20231231.txt',
  '000000000FEC20220831.txt': '0000000001FEC20220831.txt',
};
const FECS = Object.keys(FILES);

test('multi-analyse de deux FEC, au clavier seul, vérifiée par axe', async ({
  page,
  api,
  createUser,
  realFec,
  shot,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser();
  await api.importAnalysed(
    owner,
    Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, realFec(file)])),
  );
  await signInByKeyboard(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/mes-dossiers\/-1$/);
  const grid = page.getByRole('grid', { name: 'FEC du répertoire' });
  for (const name of FECS) await expect(grid.getByText(name)).toBeVisible();

  // Both rows selected from the grid's header checkbox, then « Analyse multiple ».
  await tabTo(page, grid.getByRole('checkbox', { name: 'Sélectionner toutes les lignes' }), 80);
  await page.keyboard.press('Space');
  await expect(page.getByText('2 FEC sélectionnés sur 3 au maximum.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Analyse multiple' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mes-dossiers\/-1\/multi-analyse\/synthese\/[^/]+$/);
  await expect(page).toHaveTitle(/^Analyse comparée/);
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-analyse' })).toBeFocused();
  await expect(page.getByLabel('Statut : Terminée')).toBeVisible({ timeout: 120_000 });
  const compared = page.getByRole('table', { name: 'FEC comparés' });
  for (const end of ['31/08/2022', '31/12/2023']) await expect(compared).toContainText(end);
  const controls = page.getByRole('table', { name: 'Contrôles de comparaison' });
  await expect(controls).toBeVisible();
  // Analysed under the free offer: each compared FEC says so, with its way out.
  const banners = page.getByRole('region', { name: /^Résultats verrouillés : / });
  await expect(banners).toHaveCount(2);
  await shot(page, 'multi-01-multi-analyse');
  await onTablet(page, () => shot(page, 'multi-01b-multi-analyse-tablette'));

  // A control's detail, opened and closed from the keyboard.
  const open = controls.getByRole('button', { name: /^Voir le détail de / }).first();
  await tabTo(page, open, 80);
  const controlId = (await open.getAttribute('aria-label'))!.replace('Voir le détail de ', '');
  await page.keyboard.press('Enter');
  const hide = controls.getByRole('button', { name: `Masquer le détail de ${controlId}` });
  await expect(hide).toBeFocused();
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  // Analysed under the free offer: the findings are said locked (never « Aucun constat. »).
  const locked = controls.getByRole('alert').filter({ hasText: /verrouill/ });
  await expect(locked).toBeVisible();
  await expect(controls.getByText('Aucun constat.')).toHaveCount(0);
  await shot(page, 'multi-02-detail-controle');
  await page.keyboard.press('Enter');
  await expect(locked).toHaveCount(0);
  await expect(open).toBeFocused();

  // One FEC unlocked from its banner with the welcome credits, by keyboard: its banner goes.
  await tabTo(page, banners.first().getByRole('button', { name: 'Débloquer avec mes crédits' }), 80);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Débloquer avec mes crédits' });
  await tabTo(page, confirm.getByRole('button', { name: 'Débloquer', exact: true }));
  await page.keyboard.press('Enter');
  await expect(banners).toHaveCount(1);
  // Its button went with the banner: the message takes the focus.
  await expect(page.getByRole('status').filter({ hasText: /» est débloqué/ })).toBeFocused();
  await expectVisibleFocus(page);
  await shot(page, 'multi-03-un-fec-debloque');

  // The results side by side.
  await tabTo(page, page.getByRole('link', { name: 'Voir les résultats côte à côte' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mes-analyses\/synthese\/tous\/[^/]+,[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comparaison des analyses' })).toBeFocused();
});
