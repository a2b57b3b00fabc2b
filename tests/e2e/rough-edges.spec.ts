/**
 * Issue 15's rough edges, each with a test that would have caught it, at 1440 × 900 in Chromium:
 * (a) every column a user needs fits — the FEC table's « Statut » and actions menu, file names whole, the
 * control rows' Débit, Crédit and Détail — and the control tree's labels read on one or two lines;
 * (b) no raw code in the rendered pages (roles, cycles, statuses, amounts in English notation, « Utilisateur
 * non connecté. » on the anonymous import); (c) the terms checkbox ticks on the first click right after the
 * SIREN is typed; (d) the upload limit hint never changes while the limits load; (e) a user with two
 * accounts switches account and sees the other library; (f) a Member has no « Importer un FEC » and is
 * refused the users page typed by hand; (g) blocking a user asks first.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { CreatedUser } from './support/api';
import { expect, test } from './fixtures';
import { expectKeyboardDialog } from './support/keyboard';

const FEC = '000000000FEC20231231.txt';
const TERMS = "J'accepte les conditions générales d'utilisation et la politique de confidentialité";
const WIDTH = 1440;

test.use({ viewport: { width: WIDTH, height: 900 } });

/**
 * Raw codes a French user must never read. The category chips' « (ERROR) » is deliberate (the code kept
 * beside the French label, client/src/modules/analyses/components/CategoryChip.tsx) and not listed.
 */
const RAW_CODES: [RegExp, string][] = [
  [/\bRole_[A-Z]/, 'a role code (Role_…)'],
  [/\bROLE_[A-Z]/, 'a role enum (ROLE_…)'],
  [/Cycle\s*:\s*[a-z_]+\b/, 'a cycle code (« Cycle : cloture »)'],
  [/\b(cloture|general|tresorerie|immobilisations)\b/, 'a cycle code'],
  [/\b(DONE|PENDING|RUNNING|QUEUED|FAILED|CANCELLED|CABINET_COMPTABLE)\b/, 'an enum value'],
  [/\b(undefined|NaN)\b|\[object Object\]|\bnull\b/, 'a JavaScript value'],
  [/\b[a-z]+_[a-z]+(?:_[a-z]+)*\b/, 'a snake_case field name'],
  [/Utilisateur non connecté\./, 'the API’s « Utilisateur non connecté. »'],
  [/\bTypeError\b|Cannot read propert/, 'a script error'],
];

/** The page's visible text (plus any open dialog) matches none of RAW_CODES. */
async function expectNoRawCode(page: Page, where: string, scope: Locator = page.locator('body')) {
  const text = await scope.innerText();
  for (const [pattern, what] of RAW_CODES) {
    expect(text.match(pattern)?.[0] ?? null, `${where} : ${what}`).toBeNull();
  }
}

/** The element lies horizontally inside the 1440 px viewport, and the page has no horizontal scroll. */
async function expectInsideViewport(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} : bord gauche`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} : bord droit`).toBeLessThanOrEqual(WIDTH);
}

async function expectNoHorizontalScroll(page: Page, where: string) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow as number, `${where} : défilement horizontal`).toBeLessThanOrEqual(0);
}

/** Uploads a real FEC for `user` through the client's multipart route (no UI); its analysis starts. */
async function uploadFec(
  baseURL: string,
  user: CreatedUser,
  path: string,
  name: string,
  extra: Record<string, string> = {},
) {
  const body = new FormData();
  body.append('terms_accepted', 'true');
  body.append('folder_uuid', '-1');
  body.append(
    'metadata',
    JSON.stringify([
      {
        company_name: 'Société Exemple',
        siren: '732829320',
        revenue_type: 'BIC',
        fiscal_start: '2023-01-01',
        fiscal_end: '2023-12-31',
        ...extra,
      },
    ]),
  );
  body.append('files', new Blob([await readFile(path)]), name);
  const res = await fetch(`${baseURL}/upload/fecs`, {
    method: 'POST',
    body,
    headers: { cookie: user.cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

test('à 1440 px : colonnes de la table des FEC et des lignes de contrôle, arbre lisible, aucun code brut', async ({
  page,
  product,
  gql,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(300_000);
  const owner = await createUser({ firstName: 'Hélène' });
  await uploadFec(product.baseURL, owner, realFec(FEC), FEC, { accounting_result: '122473.44' });
  type Item = { uuid: string; status: string | null; latestAnalysisUuid: string | null };
  let fec: Item | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await gql<{ fecs: { items: Item[] } }>(
          '{ fecs(folderUuid: "-1", limit: 5) { items { uuid status latestAnalysisUuid } } }',
          {},
          owner.cookie,
        );
        fec = data.fecs.items[0];
        return fec?.status;
      },
      { timeout: 180_000 },
    )
    .toBe('DONE');
  // The rows are shown once the FEC is unlocked: the welcome credits do it.
  await gql('mutation ($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid } } }', { f: fec!.uuid }, owner.cookie);

  // A control whose rows carry every column (Débit, Crédit and Détail among them, amounts not all zero).
  const { data } = await gql<{
    analysis: { controls: { controlId: string; label: string; rows: Record<string, unknown>[] }[] };
  }>(
    'query ($a: ID!) { analysis(uuid: $a) { controls { controlId label rows(limit: 200) } } }',
    { a: fec!.latestAnalysisUuid },
    owner.cookie,
  );
  const some = (rows: Record<string, unknown>[], key: string) => rows.some((r) => Boolean(r[key]));
  const withRows = data.analysis.controls
    .filter((c) => some(c.rows, 'debit') && some(c.rows, 'credit') && some(c.rows, 'detail'))
    .sort((x, y) => Object.keys(y.rows[0]).length - Object.keys(x.rows[0]).length);
  expect(withRows.length, 'un contrôle avec des lignes Débit / Crédit / Détail').toBeGreaterThan(0);
  const control = withRows[0];

  await signInUI(page, owner.email, owner.password);

  // (a) The library: « Statut » and the actions menu inside the viewport, the file name whole.
  await page.goto('/mes-dossiers/-1');
  const grid = page.getByRole('grid', { name: 'FEC du répertoire' });
  await expect(grid.getByText('Terminée')).toBeVisible();
  await expectInsideViewport(grid.getByRole('columnheader', { name: 'Statut' }), 'colonne « Statut »');
  await expectInsideViewport(
    page.getByRole('button', { name: `Actions pour ${FEC}` }),
    'menu des actions du FEC',
  );
  const name = grid.getByText(FEC, { exact: true }).first();
  await expectInsideViewport(name, 'nom du fichier');
  const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(cut, 'nom du fichier tronqué').toBe(false);
  await expectNoHorizontalScroll(page, 'bibliothèque');
  await expectNoRawCode(page, 'bibliothèque');
  await shot(page, 'rough-edges-01-bibliotheque');

  // (b) The extra-information dialog: the accounting result in French notation.
  await page.getByRole('button', { name: `Actions pour ${FEC}` }).click();
  await page.getByRole('menuitem', { name: 'Informations complémentaires' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toBeVisible();
  const values = await dialog
    .locator('input')
    .evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value).join(' | '));
  const dialogText = `${await dialog.innerText()} ${values}`;
  expect(dialogText).toMatch(/122\s473,44/);
  expect(dialogText.match(/\b\d+\.\d{2}\b/)?.[0] ?? null, 'montant en notation anglaise').toBeNull();
  await expectNoRawCode(page, 'informations complémentaires', dialog);
  await shot(page, 'rough-edges-02-informations-complementaires');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The analysis: synthesis, then the detail of a control with every column.
  const base = `/mes-dossiers/-1/analyse`;
  await page.goto(`${base}/synthese/${fec!.latestAnalysisUuid}`);
  await expect(page.getByRole('tab', { name: 'Synthèse' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
  await expectNoHorizontalScroll(page, 'synthèse');
  await expectNoRawCode(page, 'synthèse');
  await shot(page, 'rough-edges-03-synthese');

  await page.goto(
    `${base}/detail/${fec!.latestAnalysisUuid}?controle=${encodeURIComponent(control.controlId)}`,
  );
  const tree = page.getByRole('tree', { name: 'Arbre des contrôles' });
  await expect(tree).toBeVisible();
  const rows = page.getByRole('grid').filter({ has: page.getByRole('columnheader', { name: 'Débit' }) });
  await expect(rows).toBeVisible();
  for (const column of ['Débit', 'Crédit', 'Détail']) {
    await expectInsideViewport(
      rows.getByRole('columnheader', { name: column, exact: true }),
      `colonne ${column}`,
    );
  }
  await expectNoHorizontalScroll(page, 'détail');
  await expectNoRawCode(page, 'détail');

  // Section 3: the control labels read on one or two lines (body2 line ≈ 20 px), never three or more.
  // Lines of text = distinct tops of the line boxes of the identifier and label spans.
  const lines = await tree.getByTestId('control-label').evaluateAll((boxes) =>
    boxes.map((box) => {
      type Span = { getClientRects(): ArrayLike<{ top: number }> };
      const spans = Array.from((box as unknown as { children: ArrayLike<Span> }).children).slice(1);
      const tops = new Set(
        spans.flatMap((span) => Array.from(span.getClientRects()).map((r) => Math.round(r.top))),
      );
      return { text: (box as unknown as { textContent: string }).textContent, lines: tops.size };
    }),
  );
  expect(lines.length).toBeGreaterThan(10);
  const tall = lines.filter((l) => l.lines > 2);
  expect(tall, 'libellés de contrôle sur 3 lignes ou plus').toEqual([]);
  await shot(page, 'rough-edges-04-detail');
  // The tree at its real size (the full page is tall).
  await page.screenshot({
    path: 'test-results/screens/rough-edges-04b-arbre.png',
    fullPage: true,
    clip: { x: 0, y: 560, width: WIDTH, height: 900 },
  });

  // (b) The account pages.
  for (const [path, label] of [
    ['/mon-compte/compte', 'compte'],
    ['/mon-compte/profil-utilisateur', 'profil'],
    ['/mon-compte/acces/utilisateurs', 'utilisateurs'],
    ['/mon-compte/acces/groupes', 'groupes'],
    ['/mon-compte/ma-documentation', 'documentation'],
    ['/mon-compte/facturation/credits', 'crédits'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expectNoRawCode(page, `mon-compte ${label}`);
  }
  await page.goto('/mon-compte/acces/utilisateurs');
  await expect(page.getByRole('grid', { name: 'Utilisateurs du compte' })).toBeVisible();
  await shot(page, 'rough-edges-05-utilisateurs');
});

/**
 * Records, from the first render, every text the upload limits hint shows (`window.__hints`). A string:
 * it runs in the page, whose DOM is not in this Node project's types.
 */
const RECORD_HINTS = `
  window.__hints = [];
  new MutationObserver(() => {
    const el = document.querySelector('[data-testid="fec-limits-hint"]');
    const text = el ? el.textContent : null;
    if (text !== null && window.__hints[window.__hints.length - 1] !== text) window.__hints.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

/**
 * Types the SIREN key by key (the company name still empty: a valid SIREN starts the directory lookup
 * when signed in), then clicks the terms checkbox once as a hand does, the button held 150 ms. The
 * lookup's answer is held until the button is down, so that whatever it shows appears during the click —
 * the checkbox must not move, and must be ticked.
 */
async function typeSirenThenTick(page: Page) {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('ImportCompany')) await held;
    await route.continue();
  });
  await page.getByLabel('Raison sociale').fill('');
  const siren = page.getByLabel('SIREN');
  await siren.fill('');
  await siren.pressSequentially('732829320', { delay: 30 });
  const terms = page.getByLabel(TERMS);
  await terms.scrollIntoViewIfNeeded();
  const box = (await terms.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await page.waitForTimeout(150);
  await page.mouse.up();
  await expect(terms).toBeChecked();
  await page.unroute('**/graphql');
  await page.getByLabel('Raison sociale').fill('Société Exemple');
}

test("import anonyme : l'indication des limites ne change pas, la case se coche au premier clic, aucun code brut", async ({
  page,
  realFec,
  shot,
}) => {
  // Every hint text the page ever shows, from the first render (the limits answer is slowed down).
  await page.addInitScript({ content: RECORD_HINTS });
  await page.route('**/graphql', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('fec-limits-hint')).toContainText('au plus par fichier');
  await page.waitForLoadState('networkidle');
  const hints = await page.evaluate('window.__hints');
  const sizes = new Set((hints as string[]).filter((h) => /au plus/.test(h)));
  expect([...sizes], `indications affichées : ${JSON.stringify(hints)}`).toHaveLength(1);
  await page.unroute('**/graphql');

  await page.getByLabel('Choisir des fichiers FEC').setInputFiles(realFec('111111111FEC20221231.TXT'));
  await typeSirenThenTick(page);
  await expectNoRawCode(page, 'import anonyme');
  await shot(page, 'rough-edges-06-import-anonyme');
});

test("import connecté : la case se coche au premier clic après le SIREN, l'indication est stable, aucun code brut", async ({
  page,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  const owner = await createUser();
  await signInUI(page, owner.email, owner.password);
  await page.addInitScript({ content: RECORD_HINTS });
  await page.goto('/import-fec');
  await expect(page.getByTestId('fec-limits-hint')).toContainText('au plus par fichier');
  await page.waitForLoadState('networkidle');
  const hints = (await page.evaluate('window.__hints')) as string[];
  expect(new Set(hints.filter((h) => /au plus/.test(h))).size, JSON.stringify(hints)).toBe(1);

  await page.getByLabel('Choisir des fichiers FEC').setInputFiles(realFec('111111111FEC20221231.TXT'));
  await typeSirenThenTick(page);
  await expectNoRawCode(page, 'import connecté');
  await shot(page, 'rough-edges-07-import-connecte');
});

test('un utilisateur avec deux comptes passe de l’un à l’autre et voit la bibliothèque de l’autre', async ({
  page,
  product,
  gql,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(120_000);
  const other = await createUser({ firstName: 'Bruno' });
  const user = await createUser({ firstName: 'Sophie' });
  await uploadFec(product.baseURL, other, realFec(FEC), 'FEC-du-cabinet-Bruno.txt');
  await uploadFec(product.baseURL, user, realFec('111111111FEC20221231.TXT'), 'FEC-de-Sophie.txt');
  await gql(
    'mutation ($input: InviteUserInput!) { inviteUser(input: $input) { emailSent } }',
    { input: { email: user.email, role: 'ROLE_MANAGER' } },
    other.cookie,
  );
  const { data } = await gql<{ me: { currentAccount: { uuid: string } } }>(
    '{ me { currentAccount { uuid } } }',
    {},
    other.cookie,
  );
  await gql(
    'mutation ($a: ID!) { acceptInvitation(accountUuid: $a) }',
    { a: data.me.currentAccount.uuid },
    user.cookie,
  );

  await signInUI(page, user.email, user.password);
  await page.goto('/mes-dossiers/-1');
  const grid = page.getByRole('grid', { name: 'FEC du répertoire' });
  await expect(grid.getByText('FEC-de-Sophie.txt')).toBeVisible();

  // From the keyboard first: the user menu, then the dialog; closing it gives the focus back to the menu's button.
  const userMenu = page.getByRole('button', { name: 'Sophie', exact: true });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  const switchItem = page.getByRole('menuitem', { name: 'Sélectionner un autre compte' });
  await expect(switchItem).toBeVisible();
  for (let i = 0; i < 10 && !(await switchItem.evaluate((el) => el === el.ownerDocument.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expectKeyboardDialog(page, {
    opener: switchItem,
    name: 'Sélectionner un autre compte',
    returnTo: userMenu,
  });
  await userMenu.click();
  await switchItem.click();
  const dialog = page.getByRole('dialog', { name: 'Sélectionner un autre compte' });
  await expect(dialog).toBeVisible();
  await expectNoRawCode(page, 'choix du compte', dialog);
  await shot(page, 'rough-edges-08-choix-du-compte');
  await dialog.locator('[role="button"]:not(.Mui-selected)').click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/mes-dossiers\/-1$/);
  await expect(grid.getByText('FEC-du-cabinet-Bruno.txt')).toBeVisible();
  await expect(grid.getByText('FEC-de-Sophie.txt')).toHaveCount(0);
  await shot(page, 'rough-edges-09-autre-compte');
});

test("un membre n'a pas « Importer un FEC » et la page des utilisateurs lui est refusée", async ({
  page,
  createUser,
  signInUI,
  shot,
}) => {
  const owner = await createUser();
  const member = await createUser({ role: 'ROLE_MEMBER', owner });
  await signInUI(page, member.email, member.password);
  await page.goto('/mes-dossiers/-1');
  await expect(page.getByRole('button', { name: 'Inès' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Importer un FEC' })).toHaveCount(0);
  await expect(page.getByText('Importer un FEC')).toHaveCount(0);
  await expectNoRawCode(page, 'bibliothèque du membre');

  await page.goto('/mon-compte/acces/utilisateurs');
  await expect(page.getByText("Vous n'avez pas accès à cette page.")).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Utilisateurs du compte' })).toHaveCount(0);
  await expect(page.getByText(owner.email)).toHaveCount(0);
  await shot(page, 'rough-edges-10-membre-acces-refuse');
});

test('bloquer un utilisateur demande une confirmation', async ({ page, gql, createUser, signInUI, shot }) => {
  const owner = await createUser({ firstName: 'Hugo' });
  const member = await createUser({ role: 'ROLE_MEMBER', owner });
  await signInUI(page, owner.email, owner.password);
  await page.goto('/mon-compte/acces/utilisateurs');
  const users = page.getByRole('grid', { name: 'Utilisateurs du compte' });
  await expect(users.getByText(member.email)).toBeVisible();

  const block = async () => {
    await page.getByRole('button', { name: `Actions pour ${member.email}` }).click();
    await page.getByRole('menuitem', { name: 'Bloquer dans ce compte' }).click();
    const confirm = page.getByRole('dialog', { name: `Bloquer ${member.email} dans ce compte ?` });
    await expect(confirm).toBeVisible();
    return confirm;
  };
  // Cancelling changes nothing: the member still signs in to the account.
  const first = await block();
  await expectNoRawCode(page, 'confirmation du blocage', first);
  await shot(page, 'rough-edges-11-confirmer-blocage');
  await first.getByRole('button', { name: 'Annuler' }).click();
  await expect(first).toHaveCount(0);
  const still = await gql<{ me: { email: string } }>('{ me { email } }', {}, member.cookie);
  expect(still.data.me.email).toBe(member.email);

  const second = await block();
  await second.getByRole('button', { name: 'Bloquer', exact: true }).click();
  await expect(page.getByText(`${member.email} est bloqué dans ce compte`)).toBeVisible();
});

test('un membre ne voit que les répertoires qui mènent à un FEC qui lui est accordé, jamais le nom des autres', async ({
  page,
  product,
  gql,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(120_000);
  const owner = await createUser();
  const member = await createUser({ role: 'ROLE_MEMBER', owner, firstName: 'Lucie' });
  const folder = async (name: string, parentUuid = '-1') =>
    (
      await gql<{ createFolder: { uuid: string } }>(
        'mutation ($n: String!, $p: ID) { createFolder(name: $n, parentUuid: $p) { uuid } }',
        { n: name, p: parentUuid },
        owner.cookie,
      )
    ).data.createFolder.uuid;
  const clients = await folder('Clients');
  const dupont = await folder('Dupont SARL', clients);
  const secret = await folder('Dossier confidentiel');
  await folder('Martin SAS', clients);
  await uploadFec(product.baseURL, owner, realFec('111111111FEC20221231.TXT'), 'FEC-Dupont.txt');
  const { data } = await gql<{ fecs: { items: { uuid: string }[] } }>(
    '{ fecs(folderUuid: "-1", limit: 5) { items { uuid } } }',
    {},
    owner.cookie,
  );
  const fecUuid = data.fecs.items[0].uuid;
  await gql(
    'mutation ($u: ID!, $f: ID!) { moveFec(uuid: $u, folderUuid: $f) { uuid } }',
    { u: fecUuid, f: dupont },
    owner.cookie,
  );
  await gql(
    'mutation ($f: ID!, $e: [FecAccessGrantInput!]!) { grantFecAccess(fecUuid: $f, entries: $e) { email } }',
    { f: fecUuid, e: [{ email: member.email, write: false }] },
    owner.cookie,
  );

  await signInUI(page, member.email, member.password);
  await page.goto(`/mes-dossiers/${dupont}`);
  const tree = page.getByRole('navigation', { name: 'Arborescence des répertoires' });
  await expect(
    page.getByRole('grid', { name: 'FEC du répertoire' }).getByText('FEC-Dupont.txt'),
  ).toBeVisible();
  await expect(tree.getByText('Clients')).toBeVisible();
  await expect(tree.getByText('Dupont SARL')).toBeVisible();
  const body = page.locator('body');
  await expect(body).not.toContainText('Martin SAS');
  await expect(body).not.toContainText('Dossier confidentiel');
  await expectNoRawCode(page, 'arborescence du membre');
  await shot(page, 'rough-edges-12-membre-repertoires');

  // Typed by hand, a folder holding nothing granted is refused without its name.
  await page.goto(`/mes-dossiers/${secret}`);
  await expect(page.getByText("Vous n'avez pas accès à ce répertoire.")).toBeVisible();
  await expect(body).not.toContainText('Dossier confidentiel');
  await shot(page, 'rough-edges-13-membre-repertoire-refuse');
});
