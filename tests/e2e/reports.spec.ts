/**
 * Reports (issue 12) in the real product: the wizard from the FEC table's menu (name rules, formats), the
 * job going from « En cours… » to « Terminé », the download of each format (PDF, Word, Excel) read back;
 * the merge limit; a Member's report on a FEC granted to them. Visible names are the client's
 * (client/src/modules/reports).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, onTablet, test } from './fixtures';
import { checkDialogByKeyboard } from './support/keyboard';
import type { ApiClient, CreatedUser } from './support/api';
import { REPO_ROOT } from './support/product';

const FEC = '0000000001FEC20220831.txt';
const OTHER = '000000000FEC20231231.txt';
/**
 * Four analysed FECs for the merge limit: the two real files whose fiscal year their names give, and a copy
 * of each under another SIREN (the other real files stop in `postcondition` without their fiscal dates).
 */
const FOUR = {
  [FEC]: FEC,
  [OTHER]: OTHER,
  '0000000002FEC20220831.txt': FEC,
  '000000002FEC20231231.txt': OTHER,
};
const MSG = {
  nameRequired: 'Veuillez saisir un nom de rapport.',
  nameChars:
    'Le nom du rapport ne peut contenir que des lettres, des chiffres, des tirets, des tirets bas et des espaces.',
  mergeMax: 'Vous pouvez fusionner 3 rapports au maximum.',
};

type FecItem = { uuid: string; originalName: string; status: string | null };

/** Imports real FECs through the gateway as `user` (the client's multipart upload) and waits for their analyses. */
async function importAnalysed(
  api: ApiClient,
  baseURL: string,
  user: CreatedUser,
  files: Record<string, string>,
  dir: string,
) {
  const names = Object.keys(files);
  const body = new FormData();
  body.append('terms_accepted', 'true');
  body.append('folder_uuid', '-1');
  body.append(
    'metadata',
    JSON.stringify(names.map(() => ({ company_name: 'Société Exemple', revenue_type: 'BIC' }))),
  );
  for (const name of names)
    body.append('files', new Blob([await readFile(join(dir, files[name]))]), basename(name));
  const res = await fetch(`${baseURL}/upload/fecs`, {
    method: 'POST',
    body,
    headers: { cookie: user.cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  let items: FecItem[] = [];
  await expect
    .poll(
      async () => {
        const { data } = await api.gql<{ fecs: { items: FecItem[] } }>(
          '{ fecs(folderUuid: "-1", limit: 20) { items { uuid originalName status } } }',
          {},
          user.cookie,
        );
        items = data.fecs.items;
        return items.map((f) => `${f.originalName} ${f.status}`).sort();
      },
      { timeout: 120_000 },
    )
    .toEqual(names.map((n) => `${n} DONE`).sort());
  return items;
}

/** The welcome credits unlock a FEC, so its report carries amounts and rows. */
async function unlock(api: ApiClient, user: CreatedUser, fecUuid: string) {
  const { errors } = await api.gql(
    'mutation ($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid } } }',
    { f: fecUuid },
    user.cookie,
  );
  expect(errors).toBeUndefined();
}

/** Clicks a download link of the reports list and returns the file's bytes, kept as an artefact. */
async function download(page: Page, name: string, format: 'PDF' | 'Word' | 'Excel') {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Télécharger ${name} en ${format}` }).click(),
  ]);
  const path = join(REPO_ROOT, 'test-results/reports', file.suggestedFilename());
  await file.saveAs(path);
  return { path, bytes: await readFile(path), fileName: file.suggestedFilename() };
}

test('le rapport d’un FEC : assistant, génération, téléchargement des trois formats', async ({
  page,
  api,
  product,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser();
  const [fec] = await importAnalysed(api, product.baseURL, owner, { [FEC]: FEC }, join(realFec(FEC), '..'));
  await unlock(api, owner, fec.uuid);
  // Review work (issue 37): a control justified, then the review signed off; the report is for the client.
  const { data: analysed } = await api.gql<{
    fec: { latestAnalysisUuid: string; latestAnalysis: { controls: { controlId: string }[] } };
  }>(
    'query ($f: ID!) { fec(uuid: $f) { latestAnalysisUuid latestAnalysis { controls { controlId } } } }',
    { f: fec.uuid },
    owner.cookie,
  );
  const analysisUuid = analysed.fec.latestAnalysisUuid;
  const reviewed = analysed.fec.latestAnalysis.controls[0]!.controlId;
  for (const [query, variables] of [
    [
      'mutation ($a: ID!, $c: String!) { setReview(analysisUuid: $a, controlId: $c, status: JUSTIFIED, justification: "Note interne du cabinet") { status } }',
      { a: analysisUuid, c: reviewed },
    ],
    ['mutation ($a: ID!) { signOffAnalysis(analysisUuid: $a) { active } }', { a: analysisUuid }],
  ] as const) {
    expect((await api.gql(query, variables, owner.cookie)).errors).toBeUndefined();
  }

  await signInUI(page, owner.email, owner.password);
  await page.goto('/mes-dossiers/-1');
  await page.getByRole('button', { name: `Actions pour ${FEC}` }).click();
  await page.getByRole('menuitem', { name: 'Générer des rapports' }).click();
  const wizard = page.getByRole('dialog', { name: 'Générer des rapports' });
  await expect(wizard.getByRole('list', { name: 'FEC sélectionnés' })).toContainText(FEC);

  // The name rules of spec §5: required, then the allowed characters; « Générer » waits for a valid form.
  const name = wizard.getByLabel('Nom du rapport');
  const send = wizard.getByRole('button', { name: 'Générer', exact: true });
  await name.fill('x');
  await name.fill('');
  await expect(wizard.getByText(MSG.nameRequired)).toBeVisible();
  await expect(send).toBeDisabled();
  await name.fill('Revue/2022');
  await expect(wizard.getByText(MSG.nameChars)).toBeVisible();
  await expect(send).toBeDisabled();
  await name.fill('Revue annuelle 2022');
  for (const format of ['Word', 'Excel']) await wizard.getByLabel(format, { exact: true }).check();
  await wizard.getByLabel('Présenter par cycle comptable').check();
  await wizard.getByLabel('Inclure les notes internes').uncheck();
  await shot(page, 'reports-01-assistant');
  await onTablet(page, () => shot(page, 'reports-01b-assistant-tablette'));
  await send.click();

  // The job: « En cours… » then « Terminé », on « Mes rapports ».
  await expect(page).toHaveURL(/\/mes-rapports\/-1$/);
  const grid = page.getByRole('grid', { name: 'Rapports' });
  await expect(grid.getByText('Revue annuelle 2022')).toBeVisible();
  await expect(grid.getByText('Terminé')).toBeVisible({ timeout: 120_000 });
  await shot(page, 'reports-02-liste');
  await onTablet(page, () => shot(page, 'reports-02b-liste-tablette'));

  const pdf = await download(page, 'Revue annuelle 2022', 'PDF');
  expect(pdf.fileName).toBe('Revue annuelle 2022.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  if (existsSync('/usr/bin/pdftotext')) {
    const text = execFileSync('pdftotext', ['-layout', pdf.path, '-']).toString();
    expect(text).toContain('Société Exemple');
    expect(text).toContain('Revue annuelle 2022');
    expect(text).toMatch(/Page 2 \/ \d+/);
    // « Travaux réalisés » without the internal notes: the status and the sign-off, not the justification.
    expect(text).toContain('Travaux réalisés');
    expect(text).toMatch(/Revue validée par .+ le \d\d\/\d\d\/\d{4}/);
    expect(text).toContain('Justifié');
    expect(text).not.toContain('Note interne du cabinet');
  }
  if (existsSync('/usr/bin/pdftoppm')) {
    execFileSync('pdftoppm', [
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      '3',
      '-png',
      pdf.path,
      pdf.path.replace(/\.pdf$/, ''),
    ]);
  }
  const docx = await download(page, 'Revue annuelle 2022', 'Word');
  expect(docx.fileName).toBe('Revue annuelle 2022.docx');
  expect(docx.bytes.subarray(0, 2).toString()).toBe('PK');
  const xlsx = await download(page, 'Revue annuelle 2022', 'Excel');
  expect(xlsx.fileName).toBe('Revue annuelle 2022.xlsx');
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');

  // Deleting asks first, then the report and its files are gone.
  await checkDialogByKeyboard(
    page,
    grid.getByRole('button', { name: 'Supprimer Revue annuelle 2022' }),
    'Supprimer le rapport',
  );
  await grid.getByRole('button', { name: 'Supprimer Revue annuelle 2022' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer le rapport' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(grid.getByText('Revue annuelle 2022')).toHaveCount(0);
  await writeFile(join(REPO_ROOT, 'test-results/reports/.keep'), '');
});

test('fusion : au plus 3 FEC dans un rapport', async ({
  page,
  api,
  product,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser();
  const names = Object.keys(FOUR);
  await importAnalysed(api, product.baseURL, owner, FOUR, join(realFec(FEC), '..'));

  await signInUI(page, owner.email, owner.password);
  await page.goto('/mes-rapports/-1');
  await page.getByRole('button', { name: 'Générer un rapport' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Générer des rapports' });
  // With no FEC chosen yet, the wizard opens on the library's FECs.
  await expect(wizard.getByRole('group', { name: 'FEC de la bibliothèque' })).toBeVisible();
  const pick = (n: string) =>
    wizard.getByRole('checkbox', { name: new RegExp(`^${n.replace(/\./g, '\\.')}`) });
  for (const n of names) await pick(n).check();
  const merge = wizard.getByLabel('Fusionner en un seul rapport');
  await expect(merge).toBeDisabled();
  await expect(wizard.getByText(MSG.mergeMax)).toBeVisible();
  await shot(page, 'reports-03-fusion-limite');

  // With three FECs the merge is allowed: one report, the FECs side by side.
  await pick(names[3]).uncheck();
  await merge.check();
  await wizard.getByLabel('Nom du rapport').fill('Comparaison des dossiers');
  await wizard.getByRole('button', { name: 'Générer', exact: true }).click();
  const grid = page.getByRole('grid', { name: 'Rapports' });
  await expect(grid.getByText('Comparaison des dossiers')).toBeVisible();
  await expect(grid.getByText('Terminé')).toBeVisible({ timeout: 120_000 });
  await expect(grid.getByRole('link', { name: 'Télécharger Comparaison des dossiers en PDF' })).toBeVisible();
  await shot(page, 'reports-04-fusion');
});

test('un membre génère un rapport sur un FEC qui lui est accordé', async ({
  page,
  api,
  product,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser();
  const member = await createUser({ role: 'ROLE_MEMBER', owner, firstName: 'Louise' });
  const [fec] = await importAnalysed(
    api,
    product.baseURL,
    owner,
    { [OTHER]: OTHER },
    join(realFec(FEC), '..'),
  );
  const { errors } = await api.gql(
    'mutation ($f: ID!, $e: [FecAccessGrantInput!]!) { grantFecAccess(fecUuid: $f, entries: $e) { email } }',
    { f: fec.uuid, e: [{ email: member.email }] },
    owner.cookie,
  );
  expect(errors).toBeUndefined();

  await signInUI(page, member.email, member.password);
  await page.goto('/mes-dossiers/-1');
  await page.getByRole('button', { name: `Actions pour ${OTHER}` }).click();
  await page.getByRole('menuitem', { name: 'Générer des rapports' }).click();
  const wizard = page.getByRole('dialog', { name: 'Générer des rapports' });
  await wizard.getByLabel('Nom du rapport').fill('Rapport de Louise');
  await wizard.getByRole('button', { name: 'Générer', exact: true }).click();
  const grid = page.getByRole('grid', { name: 'Rapports' });
  await expect(grid.getByText('Terminé')).toBeVisible({ timeout: 120_000 });
  await expect(grid.getByText('Louise Martin')).toBeVisible();
  await shot(page, 'reports-05-membre');

  // The Owner sees the Member's report in the account's list.
  const { data } = await api.gql<{ reports: { items: Array<{ name: string; creatorName: string }> } }>(
    '{ reports { items { name creatorName } } }',
    {},
    owner.cookie,
  );
  expect(data.reports.items).toEqual([{ name: 'Rapport de Louise', creatorName: 'Louise Martin' }]);
});
