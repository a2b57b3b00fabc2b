/**
 * Issue 38 in Chromium: an ECF mission on a real FEC, from its analysis page (the refusal without an « Mission
 * ECF » credit first, with the way to buy one), the mapped controls reviewed through the API, the ten points
 * concluded in the page (one « non conforme » with its comment, one « sans objet »), the signature, the compte
 * rendu downloaded in Word and PDF and read back, « Marquer comme envoyé », and the list of missions.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, onTablet, test } from './fixtures';
import { REPO_ROOT } from './support/product';

const FEC = '000000000FEC20231231.txt';
const NON_CONFORME = 8;
const SANS_OBJET = 3;
const COMMENT = 'Charges à payer 2023 (408) non reprises en 2024 : 12 400 € à réintégrer.';
const OUT = join(REPO_ROOT, 'test-results/ecf');

interface MissionPoints {
  ecfMission: {
    points: {
      number: number;
      shortTitle: string;
      title: string;
      controls: { controlId: string; reviewed: boolean }[];
    }[];
  };
}

async function download(page: Page, name: string, file: string) {
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const path = join(OUT, file);
  await d.saveAs(path);
  return path;
}

/** The page is no wider than the window (WCAG 1.4.10); the widest elements are named in the failure. */
async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scroll, client, wide } = await page.evaluate<{ scroll: number; client: number; wide: string[] }>(
    `(() => {
      const client = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > client + 1)
        .slice(-5)
        .map((e) => e.tagName + '.' + String(e.className).slice(0, 80) + ' ' + Math.round(e.getBoundingClientRect().right));
      return { scroll: document.documentElement.scrollWidth, client, wide };
    })()`,
  );
  expect
    .soft(scroll, `${where} plus large que la fenêtre : ${wide.join(' | ')}`)
    .toBeLessThanOrEqual(client + 1);
}

const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/[’']/g, "'");

test('mission ECF : ouverture, dix points conclus, signature, compte rendu Word et PDF', async ({
  page,
  api,
  gql,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(300_000);
  mkdirSync(OUT, { recursive: true });
  const owner = await createUser({ firstName: 'Hélène' });
  const [fec] = await api.importAnalysed(owner, { [FEC]: realFec(FEC) });
  const unlocked = await gql(
    'mutation ($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid } } }',
    { f: fec!.uuid },
    owner.cookie,
  );
  expect(unlocked.errors).toBeUndefined();
  const analysisUuid = fec!.latestAnalysisUuid!;

  // From the analysis page: without an « Mission ECF » credit the mission is refused, with a way to buy one.
  await signInUI(page, owner.email, owner.password);
  await page.goto(`/mes-dossiers/-1/analyse/synthese/${analysisUuid}`);
  await page.getByRole('button', { name: 'Mission ECF', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle mission ECF' });
  await expect(dialog).toContainText(FEC);
  await dialog.getByRole('button', { name: 'Ouvrir la mission' }).click();
  await expect(dialog.getByText('Veuillez saisir le nom du cabinet prestataire.')).toBeVisible();
  await expect(dialog.getByText('Veuillez saisir la date de la lettre de mission.')).toBeVisible();
  await dialog.getByLabel('Raison sociale').fill('Société Exemple SAS');
  await dialog.getByLabel(/^Cabinet prestataire/).fill('Cabinet Durand & Associés');
  await dialog.getByLabel(/^Nom du signataire/).fill('Hélène Durand');
  await dialog.getByLabel('Qualité du signataire').fill('Expert-comptable associée');
  await dialog.getByLabel(/^Date de la lettre de mission/).fill('2024-02-15');
  await dialog.getByLabel("Régime d'imposition (BIC)").selectOption({ label: 'Réel normal' });
  await dialog.getByLabel('Régime de TVA').selectOption({ label: 'Réel normal' });
  await dialog.getByRole('button', { name: 'Ouvrir la mission' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Aucun crédit « Mission ECF » disponible');
  await expect(dialog.getByRole('button', { name: 'Acheter une mission ECF' })).toBeVisible();
  await shot(page, 'ecf-01-ouverture-sans-credit');

  // The support grants one credit; the mission opens.
  const cs = await api.staffUser('cs');
  const me = await gql<{ me: { currentAccount: { uuid: string } } }>(
    '{ me { currentAccount { uuid } } }',
    {},
    owner.cookie,
  );
  const granted = await gql(
    'mutation ($a: ID!) { backOfficeGrantCredits(accountUuid: $a, type: ECF, amount: 1, reason: "e2e ECF") }',
    { a: me.data.me.currentAccount.uuid },
    cs.cookie,
  );
  expect(granted.errors).toBeUndefined();
  await dialog.getByRole('button', { name: 'Ouvrir la mission' }).click();
  await expect(page).toHaveURL(/\/missions-ecf\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const missionUuid = /\/missions-ecf\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mission ECF — Société Exemple SAS' }),
  ).toBeVisible();
  await expect(page.getByText('0 point conclu sur 10')).toBeVisible();

  // The analysis' controls behind the points are reviewed (the review issue's work), through the API.
  const { data } = await gql<MissionPoints>(
    'query ($u: ID!) { ecfMission(uuid: $u) { points { number shortTitle title controls { controlId reviewed } } } }',
    { u: missionUuid },
    owner.cookie,
  );
  const points = data.ecfMission.points;
  expect(points.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const toReview = [
    ...new Set(points.flatMap((p) => p.controls.filter((c) => !c.reviewed).map((c) => c.controlId))),
  ];
  // Before: a point with controls to review cannot be concluded (its form says why).
  const blocked = points.find((p) => p.controls.some((c) => !c.reviewed));
  if (blocked) {
    const summary = page.getByRole('button', { name: new RegExp(`^Point ${blocked.number} — `) });
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
    const form = page.getByRole('form', { name: `Conclusion du point ${blocked.number}` });
    await expect(form.getByRole('radio', { name: 'Conforme', exact: true })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Enregistrer la conclusion' })).toBeDisabled();
    await expectNoHorizontalScroll(page, 'Mission');
    await shot(page, 'ecf-02-point-bloque');
  }
  for (const controlId of toReview) {
    const r = await gql(
      'mutation ($a: ID!, $c: String!) { setReview(analysisUuid: $a, controlId: $c, status: CONFIRMED) { uuid } }',
      { a: analysisUuid, c: controlId },
      owner.cookie,
    );
    expect(r.errors, controlId).toBeUndefined();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The ten points concluded in the page.
  for (const p of points) {
    const summary = page.getByRole('button', { name: new RegExp(`^Point ${p.number} — `) });
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
    const form = page.getByRole('form', { name: `Conclusion du point ${p.number}` });
    const choice =
      p.number === NON_CONFORME ? 'Non conforme' : p.number === SANS_OBJET ? 'Sans objet' : 'Conforme';
    await form.getByRole('radio', { name: choice, exact: true }).check();
    if (p.number === NON_CONFORME) {
      await form.getByRole('button', { name: 'Enregistrer la conclusion' }).click();
      await expect(
        form.getByText('Un commentaire est obligatoire pour un point « non conforme ».'),
      ).toBeVisible();
      await form.getByLabel('Commentaire (obligatoire)').fill(COMMENT);
    }
    await form.getByRole('button', { name: 'Enregistrer la conclusion' }).click();
    await expect(form.getByText('Conclusion enregistrée.')).toBeVisible();
    await summary.click();
    await expect(summary).toContainText(choice);
  }
  await expect(page.getByText('10 points conclus sur 10')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Point ${NON_CONFORME} — `) }).click();
  await expect(page.getByRole('region', { name: 'Historique' }).first()).toContainText(COMMENT);
  await expectNoHorizontalScroll(page, 'Mission, dix points conclus');
  await shot(page, 'ecf-03-mission-dix-points');
  await onTablet(page, async () => {
    await expectNoHorizontalScroll(page, 'Mission sur tablette');
    await shot(page, 'ecf-04-mission-tablette');
  });

  // Signed: read-only.
  await page.getByRole('button', { name: 'Signer la mission' }).click();
  const signDialog = page.getByRole('dialog', { name: 'Signer la mission' });
  await expect(signDialog).toContainText('ne pourront plus être modifiés');
  await signDialog.getByRole('button', { name: 'Signer la mission' }).click();
  await expect(page.getByLabel('État : Signé')).toBeVisible();
  await expect(page.getByText(/La mission est signée : ses points/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer la conclusion' })).toHaveCount(0);

  // The compte rendu: every point and conclusion in the Word and the PDF.
  const docx = await download(page, 'Télécharger le compte rendu en Word', 'compte-rendu.docx');
  const pdf = await download(page, 'Télécharger le compte rendu en PDF', 'compte-rendu.pdf');
  const xml = execFileSync('unzip', ['-p', docx, 'word/document.xml']).toString();
  const docxText = flat(
    xml.replace(/<w:p[ >][^]*?<\/w:p>/g, (p) => `${p.replace(/<[^>]+>/g, '')} `).replace(/<[^>]+>/g, ''),
  );
  const pdfText = flat(execFileSync('pdftotext', ['-raw', pdf, '-']).toString());
  for (const [format, text] of [
    ['Word', docxText],
    ['PDF', pdfText],
  ] as const) {
    for (const p of points)
      expect(text, `${format} : point ${p.number}`).toContain(flat(p.title).slice(0, 30));
    expect(text, format).toContain('Non conforme');
    expect(text, format).toContain('Sans objet');
    expect(text, format).toContain('Conforme');
    expect(text, format).toContain(flat(COMMENT));
    expect(text, format).toContain('Hélène Durand');
    expect(text, format).toContain('Société Exemple SAS');
  }
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    join(REPO_ROOT, 'test-results/screens/ecf-05-compte-rendu-pdf'),
  ]);

  // Sent, then the list.
  await page.getByRole('button', { name: 'Marquer comme envoyé' }).click();
  await page
    .getByRole('dialog', { name: 'Marquer comme envoyé' })
    .getByRole('button', { name: 'Marquer comme envoyé' })
    .click();
  await expect(page.getByLabel('État : Envoyé')).toBeVisible();
  await shot(page, 'ecf-06-mission-envoyee');

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Missions ECF' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Missions ECF' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Missions ECF' })
    .getByRole('row')
    .filter({ hasText: 'Société Exemple SAS' });
  await expect(row).toContainText('Envoyé');
  await expect(row).toContainText('10/10 points conclus');
  await expect(row).toContainText('2023');
  await shot(page, 'ecf-07-liste');
  await onTablet(page, () => shot(page, 'ecf-08-liste-tablette'));
  await page.getByLabel('État', { exact: true }).selectOption({ label: 'En cours' });
  await expect(page.getByText("Aucune mission à l'état « En cours ».")).toBeVisible();
});
