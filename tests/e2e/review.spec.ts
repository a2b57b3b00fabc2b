/**
 * Issue 37 in Chromium: the accountant's work outlives « Relancer l'analyse » (comment and justified finding
 * kept, marked « Inchangé »), a control assigned to a Member colleague shows in their « Mes travaux », the
 * sign-off makes the review read-only, and reopening it asks for a reason. Evidence (item 4): a PDF attached to
 * the justification is listed, downloaded byte for byte, still there after the re-run, and read-only once signed off.
 */
import { readFile } from 'node:fs/promises';
import { expect, onTablet, test } from './fixtures';

const FEC = '000000000FEC20231231.txt';
/** A small PDF, attached to the justification and read back byte for byte. */
const PDF = Buffer.from(
  '%PDF-1.4\n% Relevé du client\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

interface ControlFindings {
  analysis: {
    controls: { controlId: string; label: string; findings: { pageInfo: { total: number } } }[];
  };
}

test('revue : commentaire et justification repris après relance, « Mes travaux », validation puis réouverture', async ({
  page,
  browser,
  api,
  gql,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(420_000);
  const owner = await createUser({ firstName: 'Hélène' });
  const member = await createUser({ role: 'ROLE_MEMBER', owner, firstName: 'Louise' });
  const [fec] = await api.importAnalysed(owner, { [FEC]: realFec(FEC) });
  // The findings are shown once the FEC is unlocked: the welcome credits do it.
  await gql('mutation ($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid } } }', { f: fec!.uuid }, owner.cookie);
  const granted = await gql(
    'mutation ($f: ID!, $e: [FecAccessGrantInput!]!) { grantFecAccess(fecUuid: $f, entries: $e) { email } }',
    { f: fec!.uuid, e: [{ email: member.email, write: true }] },
    owner.cookie,
  );
  expect(granted.errors).toBeUndefined();

  // A control with a few findings.
  const { data } = await gql<ControlFindings>(
    'query ($a: ID!) { analysis(uuid: $a) { controls { controlId label findings(limit: 1) { pageInfo { total } } } } }',
    { a: fec!.latestAnalysisUuid },
    owner.cookie,
  );
  const control = data.analysis.controls
    .filter((c) => c.findings.pageInfo.total >= 2)
    .sort((a, b) => a.findings.pageInfo.total - b.findings.pageInfo.total)[0]!;
  expect(control, 'un contrôle avec des constats').toBeTruthy();

  await signInUI(page, owner.email, owner.password);
  const detailUrl = (analysisUuid: string) =>
    `/mes-dossiers/-1/analyse/detail/${analysisUuid}?controle=${encodeURIComponent(control.controlId)}`;
  await page.goto(detailUrl(fec!.latestAnalysisUuid!));
  const review = page.getByRole('region', { name: 'Revue du contrôle' });
  await expect(review).toBeVisible();
  await expect(page.getByText(/0 contrôle revu sur \d+|0 contrôles revus sur \d+/)).toBeVisible();

  // A comment.
  await page.getByLabel('Ajouter un commentaire').fill('Vu avec le client : doublon de saisie.');
  await page.getByRole('button', { name: 'Ajouter le commentaire' }).click();
  await expect(page.getByText('Vu avec le client : doublon de saisie.')).toBeVisible();

  // The control's status: « Justifié » needs a justification.
  await review.getByLabel('Statut du contrôle').selectOption({ label: 'Justifié' });
  await review.getByRole('button', { name: 'Enregistrer la revue' }).click();
  await expect(review.getByText('Veuillez saisir une justification.')).toBeVisible();
  await review.getByLabel(/^Justification du contrôle/).fill('Écart expliqué par le client (mail du 12/01).');
  await review.getByRole('button', { name: 'Enregistrer la revue' }).click();
  await expect(review.getByText('Revue enregistrée.')).toBeVisible();
  await expect(review.getByText(/Justifié — Hélène/)).toBeVisible();
  await expect(page.getByText(/1 contrôle revu sur \d+/)).toBeVisible();

  // Evidence: a small PDF joins the justification, is listed and downloads with the same bytes.
  const attachments = review.getByRole('region', { name: /^Pièces jointes/ });
  const picker = attachments.getByLabel('Joindre un fichier');
  await picker.setInputFiles({ name: 'releve-client.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(attachments.getByText('« releve-client.pdf » a été joint.')).toBeVisible();
  const pdfLink = attachments.getByRole('link', { name: 'releve-client.pdf' });
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe('releve-client.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);
  // A FEC renamed .pdf is no document: refused in French, nothing listed.
  await picker.setInputFiles({
    name: 'FEC.pdf',
    mimeType: 'application/pdf',
    buffer: await readFile(realFec(FEC)),
  });
  await expect(attachments.getByRole('alert')).toContainText(
    'Le contenu du fichier ne correspond pas à son extension (.pdf).',
  );
  await picker.setInputFiles({ name: 'capture-banque.png', mimeType: 'image/png', buffer: PNG });
  await expect(attachments.getByRole('link', { name: 'capture-banque.png' })).toBeVisible();
  await expect(attachments.getByRole('heading', { name: 'Pièces jointes (2)' })).toBeVisible();
  await attachments.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/h37ev-pieces-jointes-1440.png' });
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 768, height: 1024 });
  await attachments.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/h37ev-pieces-jointes-768.png' });
  await page.setViewportSize(desktop);
  // Removed after confirming.
  await attachments.getByRole('button', { name: 'Supprimer capture-banque.png' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer « capture-banque.png » ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(attachments.getByText('« capture-banque.png » a été retiré.')).toBeVisible();
  await expect(attachments.getByRole('link', { name: 'capture-banque.png' })).toHaveCount(0);
  await expect(attachments.getByRole('heading', { name: 'Pièces jointes (1)' })).toBeVisible();

  // A finding justified through the bulk bar.
  const findings = page.getByRole('region', { name: /^Constats \(/ });
  await findings
    .getByRole('checkbox', { name: /^Sélectionner le constat/ })
    .first()
    .check();
  await expect(findings.getByText('1 constat sélectionné')).toBeVisible();
  await findings.getByLabel('Statut à appliquer').selectOption({ label: 'Justifié' });
  await findings.getByRole('button', { name: 'Appliquer à la sélection' }).click();
  await expect(findings.getByText('Veuillez saisir une justification.')).toBeVisible();
  await findings.getByLabel(/^Justification des constats/).fill('Pièce fournie.');
  await findings.getByRole('button', { name: 'Appliquer à la sélection' }).click();
  await expect(findings.getByText('Statut appliqué à 1 constat.')).toBeVisible();
  await expect(findings.getByRole('row').filter({ hasText: 'Pièce fournie.' })).toHaveCount(1);
  await shot(page, 'review-01-controle-revu');
  await onTablet(page, () => shot(page, 'review-02-controle-revu-tablette'));

  // « Relancer l'analyse » asks first, then the work is still there, marked « Inchangé ».
  await page.getByRole('button', { name: "Relancer l'analyse" }).click();
  const ask = page.getByRole('dialog', { name: "Relancer l'analyse ?" });
  await expect(ask).toContainText('Ils sont conservés et repris dans la nouvelle analyse');
  await shot(page, 'review-03-relancer-confirmation');
  await ask.getByRole('button', { name: "Relancer l'analyse" }).click();
  await expect(page).not.toHaveURL(new RegExp(fec!.latestAnalysisUuid!));
  const rerunUuid = /\/analyse\/[a-z-]+\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByRole('tab', { name: 'Détail' })).toBeVisible({ timeout: 120_000 });
  await page.goto(detailUrl(rerunUuid));
  await expect(page.getByText('Vu avec le client : doublon de saisie.')).toBeVisible();
  await expect(page.getByText(/repris de l'analyse du \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await expect(review.getByText(/Justifié — Hélène/)).toBeVisible();
  await expect(review.getByRole('link', { name: 'releve-client.pdf' })).toBeVisible();
  const justified = findings.getByRole('row').filter({ hasText: 'Pièce fournie.' });
  await expect(justified).toContainText('Inchangé');
  await expect(justified).toContainText('Justifié');
  await expect(
    page.getByText(/0 nouveau constat, \d+ inchangés?, 0 disparu depuis l'analyse du/),
  ).toBeVisible();
  await shot(page, 'review-04-apres-relance');

  // Assigned to Louise (a Member granted on the FEC), who finds it in « Mes travaux ».
  await review.getByLabel('Affecté à').selectOption({ label: 'Louise Martin' });
  await expect(review.getByText(/^par Hélène/)).toBeVisible();

  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await signInUI(memberPage, member.email, member.password);
  await memberPage.getByRole('link', { name: 'Mes travaux' }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Mes travaux' })).toBeVisible();
  const link = memberPage.getByRole('link', { name: new RegExp(`^${control.controlId} — `) });
  await expect(link).toBeVisible();
  await shot(memberPage, 'review-05-mes-travaux');
  await onTablet(memberPage, () => shot(memberPage, 'review-06-mes-travaux-tablette'));
  await link.click();
  await expect(memberPage.getByRole('region', { name: 'Revue du contrôle' })).toContainText('Louise');
  // A Member neither signs off nor assigns.
  await expect(memberPage.getByRole('button', { name: 'Valider la revue' })).toHaveCount(0);
  await context.close();

  // The Owner signs off: the review is read-only.
  await page.getByRole('button', { name: 'Valider la revue' }).click();
  await page
    .getByRole('dialog', { name: 'Valider la revue' })
    .getByRole('button', { name: 'Valider la revue' })
    .click();
  await expect(page.getByText(/^Revue validée par Hélène .+ le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(review.getByText(/La revue de ce dossier a été validée/)).toBeVisible();
  await expect(review.getByRole('button', { name: 'Enregistrer la revue' })).toHaveCount(0);
  await expect(review.getByRole('link', { name: 'releve-client.pdf' })).toBeVisible();
  await expect(review.getByLabel('Joindre un fichier')).toHaveCount(0);
  await expect(review.getByRole('button', { name: /^Supprimer / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Appliquer à la sélection' })).toHaveCount(0);
  await expect(page.getByText(/les commentaires sont en lecture seule/)).toBeVisible();
  await expect(page.getByLabel('Ajouter un commentaire')).toHaveCount(0);
  await shot(page, 'review-07-revue-validee');
  await onTablet(page, () => shot(page, 'review-08-revue-validee-tablette'));

  // Reopened with a reason (required).
  await page.getByRole('button', { name: 'Rouvrir la revue' }).click();
  const reopen = page.getByRole('dialog', { name: 'Rouvrir la revue' });
  await reopen.getByRole('button', { name: 'Rouvrir la revue' }).click();
  await expect(reopen.getByText('Veuillez indiquer la raison de la réouverture.')).toBeVisible();
  await reopen.getByLabel(/Raison de la réouverture/).fill('Nouvelle pièce reçue du client.');
  await shot(page, 'review-09-rouvrir');
  await reopen.getByRole('button', { name: 'Rouvrir la revue' }).click();
  await expect(reopen).toHaveCount(0);
  await expect(
    page.getByText(/Revue rouverte par Hélène .* : Nouvelle pièce reçue du client\./),
  ).toBeVisible();
  await expect(review.getByRole('button', { name: 'Enregistrer la revue' })).toBeVisible();

  // The library shows each FEC's review progress.
  await page.goto('/mes-dossiers/-1');
  const grid = page.getByRole('grid', { name: 'FEC du répertoire' });
  await expect(grid.getByText(/^Revue 1\/\d+$/)).toBeVisible();
  await shot(page, 'review-10-bibliotheque');
  // « Relancer l'analyse » from the library asks first too.
  await page.getByRole('button', { name: `Actions pour ${FEC}` }).click();
  await page.getByRole('menuitem', { name: "Relancer l'analyse" }).click();
  const fromLibrary = page.getByRole('dialog', { name: "Relancer l'analyse ?" });
  await expect(fromLibrary).toContainText('Ils sont conservés et repris dans la nouvelle analyse');
  await fromLibrary.getByRole('button', { name: 'Annuler' }).click();
  await expect(fromLibrary).toHaveCount(0);
});
