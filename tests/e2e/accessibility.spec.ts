/**
 * Accessibility (issue 18, WCAG 2.1 AA / RGAA) in the real product: every main screen checked in the page
 * (tests/e2e/support/a11y.ts), a title per route, « Aller au contenu » first, focus on the new page's h1 after
 * navigation, pages that reflow at 200 % zoom (640 × 800) and down to 320 px, and a keyboard-only journey.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { a11yViolations, expectNoA11yViolations } from './support/a11y';
import { expectVisibleFocus as expectVisibleFocusOn, tabTo as tabToOn } from './support/keyboard';

/** The demo account (seeded by `npm start`): a library with an analysed FEC. */
async function signInDemo(page: Page, product: { demo: { email: string; password: string } | null }) {
  const { email, password } = product.demo!;
  await page.goto('/login');
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await expect(page).toHaveURL(/\/mes-dossiers\//);
}

/** The demo's FECs are in its « Exercice 2024 » folder (the root holds only folders). */
async function openDemoFolder(page: Page) {
  await page
    .getByRole('navigation', { name: 'Arborescence des répertoires' })
    .getByRole('button', { name: 'Exercice 2024', exact: true })
    .click();
  await expect(page.getByRole('button', { name: /^Actions pour / }).first()).toBeAttached();
}

/** The page's h1 is shown and the page is checked (titles, contrast, names, structure). */
async function check(page: Page, h1: string | RegExp, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  await expect(page).toHaveTitle(title);
  // Loaders gone: what is judged is the page a user reads.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoA11yViolations(page, title);
}

/** The document is no wider than the window: no horizontal scrolling to read the page (WCAG 1.4.10). */
async function expectReflow(page: Page) {
  // The page settles first (data arriving after the heading may widen it), then it is measured; the widest
  // elements past the window's edge are named in the failure.
  await page.waitForLoadState('networkidle');
  const { scroll, client, wide } = await page.evaluate<{ scroll: number; client: number; wide: string[] }>(
    `(() => {
      const client = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > client + 1)
        .slice(-5)
        .map((e) => e.tagName + '.' + String(e.className).slice(0, 60) + ' ' + Math.round(e.getBoundingClientRect().right));
      return { scroll: document.documentElement.scrollWidth, client, wide };
    })()`,
  );
  expect(scroll, `Plus large que la fenêtre : ${wide.join(' | ')}`).toBeLessThanOrEqual(client + 1);
}

test('écrans publics : titres, lien « Aller au contenu », aucune anomalie grave', async ({ page, shot }) => {
  await page.goto('/login');
  await check(page, 'Connexion', 'Connexion – FEC Analyse');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await shot(page, 'a11y-01-login-lien-evitement');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#contenu')).toBeFocused();

  await page.goto('/register');
  await check(page, /Créer/, 'Créer un compte – FEC Analyse');
  await page.goto('/');
  await check(page, /Importer/, 'Importer un FEC – FEC Analyse');
  await page.goto('/resetting/request');
  await check(page, /.+/, 'Mot de passe oublié – FEC Analyse');

  // The accessibility statement, one click from the sign-in page's footer.
  await page.goto('/login');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Accessibilité : partiellement conforme/ })
    .click();
  await expect(page).toHaveURL(/\/accessibilite$/);
  await check(page, "Déclaration d'accessibilité", "Déclaration d'accessibilité – FEC Analyse");
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByTestId('conformity-level')).toContainText('partiellement conforme');
  await expect(page.getByRole('heading', { level: 2, name: 'Voies de recours' })).toBeVisible();
  // A real contact: the installation's support address (SUPPORT_EMAIL), by email, and the publisher by post.
  const contact = page.getByTestId('a11y-contact');
  await expect(contact.getByRole('link', { name: 'accessibilite.e2e@exemple.fr' })).toHaveAttribute(
    'href',
    /^mailto:accessibilite\.e2e@exemple\.fr\?/,
  );
  await expect(contact).toContainText('Par courrier : ');
  await shot(page, 'a11y-10-declaration');
  await page.setViewportSize({ width: 640, height: 800 });
  await expectReflow(page);
  await shot(page, 'a11y-11-declaration-640');
});

test('après connexion, ouverture d’un répertoire et d’une analyse : titre, annonce, focus sur le h1', async ({
  page,
  product,
  shot,
}) => {
  await signInDemo(page, product);
  const h1 = page.getByRole('heading', { level: 1, name: 'Mes analyses' });
  await expect(h1).toBeFocused();
  await expect(page).toHaveTitle('Mes analyses – FEC Analyse');
  await expect(page.getByTestId('route-announcer')).toHaveText('Mes analyses');
  await check(page, 'Mes analyses', 'Mes analyses – FEC Analyse');
  await shot(page, 'a11y-02-bibliotheque');

  // Opening a folder from the tree: the keyboard's place is kept (the tree) or given to the h1, never lost.
  await openDemoFolder(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes analyses' })).toBeVisible();
  expect(await page.evaluate('document.activeElement === document.body')).toBe(false);

  // Opening an analysis from the grid's actions.
  await page
    .getByRole('button', { name: /^Actions pour / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: "Voir l'analyse" }).click();
  await expect(page).toHaveURL(/\/analyse\//);
  await expect(page).toHaveTitle('Analyse – FEC Analyse');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Analyse');
});

test('écrans connectés : aucune anomalie grave (WCAG 2.1 A/AA)', async ({ page, product, shot }) => {
  await signInDemo(page, product);
  await check(page, 'Mes analyses', 'Mes analyses – FEC Analyse');
  await openDemoFolder(page);
  await check(page, 'Mes analyses', 'Mes analyses – FEC Analyse');

  await page
    .getByRole('button', { name: /^Actions pour / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: "Voir l'analyse" }).click();
  await page.getByRole('tab', { name: 'Synthèse' }).click();
  await check(page, /.+/, 'Analyse – FEC Analyse');
  await shot(page, 'a11y-03-synthese');
  // The chart's text alternative: one image named by its caption (the figures), described by the table.
  const chart = page
    .getByRole('figure')
    .getByRole('img', { name: /^Répartition des contrôles — .* : .*\(OK\) \d+/ });
  await expect(chart.first()).toBeVisible();
  await expect(chart.first()).toHaveAccessibleDescription('Synthèse des résultats par catégorie');
  await expect(page.locator('#summary-table')).toHaveAttribute(
    'aria-label',
    'Synthèse des résultats par catégorie',
  );
  await page.getByRole('tab', { name: 'Détail' }).click();
  await page.getByRole('treeitem').nth(1).click();
  await check(page, /.+/, 'Analyse – FEC Analyse');
  await shot(page, 'a11y-04-detail');

  const screens: [string, string | RegExp, string][] = [
    ['/import-fec', /Importer/, 'Importer un FEC – FEC Analyse'],
    ['/mes-rapports/-1', /rapports/i, 'Mes rapports – FEC Analyse'],
    ['/mes-travaux', /Mes travaux/, 'Mes travaux – FEC Analyse'],
    ['/missions-ecf', /Missions ECF/, 'Missions ECF – FEC Analyse'],
    ['/mon-compte/compte', /compte/i, 'Mon compte – FEC Analyse'],
    ['/mon-compte/profil-utilisateur', /compte/i, 'Mon profil – FEC Analyse'],
    ['/mon-compte/acces/utilisateurs', /compte/i, 'Accès – FEC Analyse'],
    ['/mon-compte/configuration', /compte/i, 'Configuration – FEC Analyse'],
    ['/mon-compte/ma-documentation', /compte/i, 'Ma documentation – FEC Analyse'],
    ['/abonnement', /.+/, "S'abonner – FEC Analyse"],
  ];
  for (const [url, h1, title] of screens) {
    await page.goto(url);
    await check(page, h1, title);
  }
});

test('zoom à 200 % (640 × 800) : la bibliothèque est là et utilisable ; pages lisibles jusqu’à 320 px', async ({
  page,
  product,
  shot,
}) => {
  await signInDemo(page, product);
  await page.setViewportSize({ width: 640, height: 800 });
  await page.goto('/mes-dossiers/-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes analyses' })).toBeVisible();
  await expect(page.getByText('Écran trop petit')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Arborescence des répertoires' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'FEC du répertoire' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau répertoire' }).click();
  await expect(page.getByRole('dialog', { name: 'Nouveau répertoire' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectReflow(page);
  await openDemoFolder(page);
  await expectReflow(page);
  await shot(page, 'a11y-05-bibliotheque-640');

  await page
    .getByRole('button', { name: /^Actions pour / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: "Voir l'analyse" }).click();
  await page.getByRole('tab', { name: 'Synthèse' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectReflow(page);
  await shot(page, 'a11y-06-synthese-640');
  const synthesis = page.url();

  await page.setViewportSize({ width: 320, height: 640 });
  for (const url of ['/mes-dossiers/-1', '/import-fec', synthesis]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectReflow(page);
  }
  await shot(page, 'a11y-07-import-320');
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expectReflow(page);
  await shot(page, 'a11y-08-login-320');
});

test('parcours au clavier seul : connexion, analyse, onglets, contrôle, dialogue, focus visible', async ({
  page,
  product,
  shot,
}) => {
  const { email, password } = product.demo!;
  const tabTo = (target: Locator, max = 40) => tabToOn(page, target, max);
  const expectVisibleFocus = () => expectVisibleFocusOn(page);

  await page.goto('/login');
  await tabTo(page.getByLabel('Adresse email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mes-dossiers\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes analyses' })).toBeFocused();

  // The tree's folders are reachable, show their focus, and open with Enter.
  const folder = page
    .getByRole('navigation', { name: 'Arborescence des répertoires' })
    .getByRole('button', { name: 'Exercice 2024', exact: true });
  await tabTo(folder);
  await expectVisibleFocus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Actions pour / }).first()).toBeAttached();
  expect(await page.evaluate('document.activeElement === document.body')).toBe(false);

  // A dialog opened and closed from the keyboard gives the focus back to its button.
  const create = page.getByRole('button', { name: 'Nouveau répertoire' });
  await tabTo(create);
  await expectVisibleFocus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Nouveau répertoire' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(create).toBeFocused();

  // Opening an analysis: the row's actions, then « Voir l'analyse ».
  await tabTo(page.getByRole('button', { name: /^Actions pour / }).first(), 80);
  await expectVisibleFocus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: "Voir l'analyse" })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  while (
    !(await page
      .getByRole('menuitem', { name: "Voir l'analyse" })
      .evaluate((el) => el === el.ownerDocument.activeElement))
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/analyse\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Tabs: to « Détail »'s tab list, arrows to « Synthèse » and back.
  const detail = page.getByRole('tab', { name: 'Détail' });
  await tabTo(page.getByRole('tab', { selected: true }));
  await expectVisibleFocus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Synthèse' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(detail).toHaveAttribute('aria-selected', 'true');
  await expect(detail).toBeFocused();

  // A control: into the tree, down to the first control, Enter selects it.
  await tabTo(page.getByRole('treeitem').first());
  await expectVisibleFocus();
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/analyse\/.+/);
  await shot(page, 'a11y-09-clavier-controle');
});

test('le contrôle d’accessibilité relève les défauts que ce ticket corrige', async ({ page }) => {
  await page.setContent(`<!doctype html><html><head><title>t</title></head><body>
    <h2>Répertoires</h2><h1>Mes analyses</h1>
    <div role="button" tabindex="0">Racine <button>Déplier</button></div>
    <span style="background:#ed6c02;color:#fff;font-size:13px">Alerte</span>
    <nav><li>hors liste</li></nav>
    <input type="text"><button></button><img src="data:,">
  </body></html>`);
  const found = Object.fromEntries((await a11yViolations(page)).map((v) => [v.id, v.impact]));
  // Each defect this issue fixed is caught, with the impact that fails a test.
  expect(found).toMatchObject({
    'html-has-lang': 'serious',
    'nested-interactive': 'serious',
    'color-contrast': 'serious',
    listitem: 'serious',
    label: 'critical',
    'button-name': 'critical',
    'image-alt': 'critical',
  });
});
