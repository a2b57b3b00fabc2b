/**
 * Issue 14 in the real product: the synthesis' « Risque du FEC » card (score, level, summary, riskiest
 * entries whose controls open their detail), the score alone while the FEC is locked (free offer), and
 * « Ce que le FEC ne permet pas de contrôler ». Visible names are the client's (client/src/modules/analyses).
 */
import { readFile } from 'node:fs/promises';
import { expect, onTablet, test } from './fixtures';

const FEC = '0000000001FEC20220831.txt';
/** The engine's VALIDDATE-UNIQUE finding on this file (one ValidDate, 20/07/2023, on every entry). */
const PATTERN_MESSAGE =
  "La date de validation est la même (20/07/2023) sur 100,0 % des écritures : date d'export probable";
const LOCKED = 'Ce FEC est verrouillé : débloquez-le pour voir le détail des contrôles.';

type FecItem = {
  uuid: string;
  originalName: string;
  status: string | null;
  latestAnalysisUuid: string | null;
};

test('la synthèse montre le risque du FEC, ses écritures à examiner et ce que le FEC ne permet pas', async ({
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

  // Import through the client's multipart upload, then wait for the analysis.
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
          '{ fecs(folderUuid: "-1", limit: 5) { items { uuid originalName status latestAnalysisUuid } } }',
          {},
          owner.cookie,
        );
        fec = data.fecs.items[0];
        return fec?.status;
      },
      { timeout: 120_000 },
    )
    .toBe('DONE');

  await signInUI(page, owner.email, owner.password);
  const synthesis = `/mes-dossiers/-1/analyse/synthese/${fec!.latestAnalysisUuid}`;

  // Free offer: the score and its level, the lock message instead of the entries.
  await page.goto(synthesis);
  const card = page.getByRole('region', { name: 'Risque du FEC' });
  await expect(card.getByLabel(/^Score de risque : \d+ sur 100$/)).toBeVisible();
  await expect(card.getByLabel(/^Niveau de risque : (Faible|Modéré|Élevé)$/)).toBeVisible();
  await expect(card.getByText(/écritures? sur [\d\s]+ signalées?/)).toBeVisible();
  await expect(card.getByText(LOCKED)).toBeVisible();
  await expect(card.getByRole('table')).toHaveCount(0);
  const unsupported = page.getByRole('region', { name: 'Ce que le FEC ne permet pas de contrôler' });
  await expect(unsupported.getByRole('listitem')).toHaveCount(3);
  await expect(unsupported).toContainText("Le FEC ne contient que des dates, sans l'heure de saisie.");
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'risk-01-synthese-verrouillee');

  // Unlocked with the welcome credits: the riskiest entries, each control a link to its detail.
  const unlocked = await gql(
    'mutation ($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid } } }',
    { f: fec!.uuid },
    owner.cookie,
  );
  expect(unlocked.errors).toBeUndefined();
  await page.goto(synthesis);
  const entries = card.getByRole('table', { name: 'Écritures les plus risquées' });
  await expect(entries).toBeVisible();
  await expect(entries.getByRole('columnheader')).toHaveText([
    'Journal',
    'N° écriture',
    'Date',
    'Libellé',
    'Montant',
    'Contrôles',
  ]);
  const rows = entries.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(1);
  expect(await rows.count()).toBeLessThanOrEqual(21);
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(rows.nth(1).getByRole('cell').nth(4)).toHaveText(/€$/);
  await shot(page, 'risk-02-synthese');
  await onTablet(page, () => shot(page, 'risk-02b-synthese-tablette'));

  const link = rows.nth(1).getByRole('link').first();
  const controlId = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/analyse/detail/.*\\?controle=${controlId}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`^${controlId} — `) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Résultat du contrôle' })).toBeVisible();
  await shot(page, 'risk-03-detail-controle');
  await onTablet(page, () => shot(page, 'risk-03b-detail-controle-tablette'));

  // The software stamped one ValidDate (its export date) on every entry: one systemic finding.
  await page.goto(`/mes-dossiers/-1/analyse/detail/${fec!.latestAnalysisUuid}?controle=VALID-TARDIVE`);
  const tree = page.getByRole('tree', { name: 'Arbre des contrôles' });
  await expect(tree.getByRole('treeitem', { name: /^VALID-TARDIVE .*constat systémique$/ })).toContainText(
    PATTERN_MESSAGE,
  );
  const panel = page.getByRole('region', { name: 'Constat systémique' });
  await expect(panel).toContainText(PATTERN_MESSAGE);
  await expect(panel).toContainText(/2\s151 écritures sur 2\s151 \(100\s%\)/);
  await expect(page.getByRole('heading', { name: 'Exemples' })).toBeVisible();
  await shot(page, 'risk-04-constat-systemique');
  await onTablet(page, () => shot(page, 'risk-04b-constat-systemique-tablette'));
});
