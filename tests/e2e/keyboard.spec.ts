/**
 * Keyboard alone (issue 18, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): importing a FEC, and every dialog of the
 * screens a customer uses — opened from the keyboard, the focus in it, Tab kept inside, Escape closing it
 * and the focus back on what opened it, a visible focus indicator all along. Signing in, opening an analysis,
 * its tabs and a control are in accessibility.spec.ts.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectKeyboardDialog, focusRowAction, signInByKeyboard, tabTo } from './support/keyboard';

const FEC = '000000000FEC20231231.txt';

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

test('déblocage d’un FEC, commentaire, groupes et moyen de paiement : leurs dialogues au clavier seul', async ({
  page,
  api,
  createUser,
  realFec,
  shot,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser();
  const [fec] = await api.importAnalysed(owner, { [FEC]: realFec(FEC) });
  // Set up through the API: a comment on a control, a group, the billing address a payment method needs.
  const { data } = await api.gql<{ analysis: { controls: { controlId: string }[] } }>(
    'query ($u: ID!) { analysis(uuid: $u) { controls { controlId } } }',
    { u: fec.latestAnalysisUuid },
    owner.cookie,
  );
  const controlId = data.analysis.controls[0].controlId;
  await api.gql(
    'mutation ($a: ID!, $c: String!, $b: String!) { addControlComment(analysisUuid: $a, controlId: $c, body: $b) { uuid } }',
    { a: fec.latestAnalysisUuid, c: controlId, b: 'À vérifier avec le client.' },
    owner.cookie,
  );
  await api.gql('mutation ($n: String!) { createGroup(name: $n) { uuid } }', { n: 'Révision' }, owner.cookie);
  await api.gql(
    'mutation ($i: BillingAddressInput!) { updateBillingAddress(input: $i) { complete } }',
    { i: { companyName: 'Cabinet Durand', address: '12 rue de la Paix', zipCode: '75002', city: 'Paris' } },
    owner.cookie,
  );
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

  // « Débloquer » from the FEC's menu, then its confirmation (a dialog over the dialog), then unlocked.
  const unlockName = `Débloquer « ${FEC} »`;
  const first = await focusRowAction(page, FEC, 'Débloquer');
  await expectKeyboardDialog(page, { opener: first.target, name: unlockName, returnTo: first.actions });
  const { target } = await focusRowAction(page, FEC, 'Débloquer');
  await page.keyboard.press('Enter');
  const unlock = page.getByRole('dialog', { name: unlockName });
  const withCredits = unlock.getByRole('button', { name: 'Débloquer avec mes crédits' });
  await tabTo(page, withCredits);
  await shot(page, 'clavier-03-debloquer');
  await expectKeyboardDialog(page, { opener: withCredits, name: 'Débloquer avec mes crédits' });
  await expect(unlock).toBeVisible();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Débloquer avec mes crédits' });
  await tabTo(page, confirm.getByRole('button', { name: 'Débloquer', exact: true }));
  await shot(page, 'clavier-04-debloquer-confirmation');
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`^« ${FEC} » est débloqué`))).toBeVisible();
  await expect(unlock).toHaveCount(0);
  await expect(target).toHaveCount(0);
  // The keyboard's place is kept: back on the FEC's actions.
  await expect(first.actions).toBeFocused();

  // A comment's deletion, on its control.
  await visit(`/mes-dossiers/-1/analyse/detail/${fec.latestAnalysisUuid}?controle=${controlId}`);
  await fromButton(
    page.getByRole('button', { name: /^Supprimer le commentaire de / }),
    'Supprimer le commentaire',
  );

  // A group: rename, members, delete.
  await visit('/mon-compte/acces/groupes');
  await fromButton(page.getByRole('button', { name: 'Renommer', exact: true }), /Renommer le groupe/);
  await fromButton(page.getByRole('button', { name: 'Membres', exact: true }), /Membres du groupe/);
  await fromButton(page.getByRole('button', { name: 'Supprimer', exact: true }), /Supprimer le groupe/);

  // A payment method (a sandbox card, saved with the mouse): its deletion.
  await visit('/mon-compte/facturation/moyens-de-paiement');
  await page.getByRole('button', { name: 'Ajouter une carte' }).click();
  await expect(page).toHaveURL(/\/paiement\/bac-a-sable\//);
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration (MM/AA)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Titulaire').fill('Camille Durand');
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(page).toHaveURL(/\/moyens-de-paiement(\?|$)/, { timeout: 30_000 });
  const remove = page.getByRole('button', { name: /^Supprimer : / });
  await expect(remove).toBeVisible({ timeout: 30_000 });
  await fromButton(remove, 'Supprimer le moyen de paiement');
});

test('revue d’un contrôle et de ses constats, validation et réouverture : au clavier seul', async ({
  page,
  api,
  gql,
  createUser,
  realFec,
  shot,
}) => {
  test.setTimeout(360_000);
  const owner = await createUser({ firstName: 'Hélène' });
  const [fec] = await api.importAnalysed(owner, { [FEC]: realFec(FEC) });
  await gql('mutation ($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid } } }', { f: fec!.uuid }, owner.cookie);
  const { data } = await gql<{
    analysis: { controls: { controlId: string; findings: { pageInfo: { total: number } } }[] };
  }>(
    'query ($a: ID!) { analysis(uuid: $a) { controls { controlId findings(limit: 1) { pageInfo { total } } } } }',
    { a: fec!.latestAnalysisUuid },
    owner.cookie,
  );
  const control = data.analysis.controls.find((c) => c.findings.pageInfo.total >= 2)!;
  expect(control, 'un contrôle avec des constats').toBeTruthy();
  await signInByKeyboard(page, owner.email, owner.password);
  await page.goto(
    `/mes-dossiers/-1/analyse/detail/${fec!.latestAnalysisUuid}?controle=${encodeURIComponent(control.controlId)}`,
  );
  const review = page.getByRole('region', { name: 'Revue du contrôle' });
  await expect(review).toBeVisible({ timeout: 60_000 });

  // The control's status: a native select chosen by typing (ASCII only: Chromium sends « é » as inserted text,
  // which a select ignores), its justification, saved with Enter.
  const status = review.getByLabel('Statut du contrôle');
  await tabTo(page, status, 80);
  await page.keyboard.type('Justifi');
  await expect(status.locator('option:checked')).toHaveText('Justifié');
  await tabTo(page, review.getByLabel(/^Justification du contrôle/));
  await page.keyboard.type('Écart expliqué par le client.');
  await tabTo(page, review.getByRole('button', { name: 'Enregistrer la revue' }));
  await page.keyboard.press('Enter');
  await expect(review.getByText('Revue enregistrée.')).toBeVisible();

  // A finding ticked with Space, then the bulk bar.
  const findings = page.getByRole('region', { name: /^Constats \(/ });
  const tick = findings.getByRole('checkbox', { name: /^Sélectionner le constat/ }).first();
  await tabTo(page, tick, 80);
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await expect(findings.getByText('1 constat sélectionné')).toBeVisible();
  const bulkStatus = findings.getByLabel('Statut à appliquer');
  await tabTo(page, bulkStatus, 80);
  await page.keyboard.type('Justifi');
  await expect(bulkStatus.locator('option:checked')).toHaveText('Justifié');
  await tabTo(page, findings.getByLabel(/^Justification des constats/));
  await page.keyboard.type('Pièce fournie.');
  await tabTo(page, findings.getByRole('button', { name: 'Appliquer à la sélection' }));
  await page.keyboard.press('Enter');
  await expect(findings.getByText('Statut appliqué à 1 constat.')).toBeVisible();
  await shot(page, 'clavier-05-revue');

  // Sign-off (above the control): its dialog from the keyboard, then confirmed; reopening asks for its reason
  // in a dialog too.
  const signOff = page.getByRole('button', { name: 'Valider la revue' });
  await tabTo(page, signOff, 120, true);
  await expectKeyboardDialog(page, { opener: signOff, name: 'Valider la revue' });
  await page.keyboard.press('Enter');
  const confirmSignOff = page.getByRole('dialog', { name: 'Valider la revue' });
  await tabTo(page, confirmSignOff.getByRole('button', { name: 'Valider la revue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Revue validée par Hélène .+ le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  // The button that opened the dialog is gone: the focus is on the one that replaced it.
  const reopen = page.getByRole('button', { name: 'Rouvrir la revue' });
  await expect(reopen).toBeFocused();
  await expectKeyboardDialog(page, { opener: reopen, name: 'Rouvrir la revue' });
  await page.keyboard.press('Enter');
  await page.keyboard.type('Nouvelle pièce reçue.');
  await tabTo(
    page,
    page.getByRole('dialog', { name: 'Rouvrir la revue' }).getByRole('button', { name: 'Rouvrir la revue' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Revue rouverte par Hélène .* : Nouvelle pièce reçue\./)).toBeVisible();
  await expect(signOff).toBeFocused();
});
