/**
 * Issue 17 in the real product: the FEC information panel tells the verdict of the DGFiP's own tester (Test
 * Compta Demat) apart from ours. This real FEC has CR CR LF line endings: the tester reads its last header
 * name « Idevise\r », misses Idevise and would reject the file; our verdict has its own section. The
 * corrected FEC settles it: generated from the panel, the tester's verdict on it is « Conforme ». The
 * certificate is a PDF. Visible names are the client's (client/src/modules/analyses/components/ConformityPanel.tsx).
 */
import { readFile } from 'node:fs/promises';
import { expect, onTablet, test } from './fixtures';

const FEC = '123456789FEC20500930.txt';
const TESTER = 'Outil officiel de la DGFiP (Test Compta Demat)';
const FIXABLE = "L'outil officiel rejetterait ce fichier ; le FEC corrigé règle chacun de ces motifs.";
const BEYOND = "au-delà de l'outil officiel";

type FecItem = { uuid: string; status: string | null; latestAnalysisUuid: string | null };

test.use({ locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1440, height: 900 } });

test("l'outil officiel rejetterait ce FEC (CR CR LF), notre verdict à part ; le FEC corrigé est conforme", async ({
  page,
  product,
  gql,
  createUser,
  signInUI,
  realFec,
  shot,
}) => {
  test.setTimeout(300_000);
  const owner = await createUser();

  // Import through the client's multipart upload, with the year the entries show (the name says 2050) and
  // a valid SIREN (123456789 is not one): the analysis then runs to its end.
  const body = new FormData();
  body.append('terms_accepted', 'true');
  body.append('folder_uuid', '-1');
  body.append(
    'metadata',
    JSON.stringify([
      {
        company_name: 'Maison Bouvier',
        siren: '732829320',
        revenue_type: 'BIC',
        fiscal_start: '2022-04-01',
        fiscal_end: '2023-03-31',
      },
    ]),
  );
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
          '{ fecs(folderUuid: "-1", limit: 5) { items { uuid status latestAnalysisUuid } } }',
          {},
          owner.cookie,
        );
        fec = data.fecs.items[0];
        return fec?.status;
      },
      { timeout: 150_000 },
    )
    .toBe('DONE');

  // The corrected FEC and the certificate wait for the unlock (free offer): the welcome credits do it.
  const unlocked = await gql(
    'mutation ($f: ID!) { unlockFec(fecUuid: $f) { fec { uuid } } }',
    { f: fec!.uuid },
    owner.cookie,
  );
  expect(unlocked.errors).toBeUndefined();

  await signInUI(page, owner.email, owner.password);
  await page.goto(`/mes-dossiers/-1/analyse/synthese/${fec!.latestAnalysisUuid}`);

  // The official tool: rejected, in BIC / IS mode, because of the CR CR LF line endings.
  const tester = page.getByRole('region', { name: TESTER });
  await expect(tester.getByLabel("Verdict de l'outil officiel : Non conforme", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(tester.getByText('À lancer en mode BIC / IS', { exact: true })).toBeVisible();
  await expect(tester.getByText(/^Lancez l’outil en mode BIC \/ IS : /)).toBeVisible();
  const reasons = tester.getByRole('list', { name: "Motifs de l'outil officiel" });
  await expect(reasons.getByRole('listitem').first()).toContainText('Anomalie');
  await expect(reasons.getByRole('listitem').first()).toContainText(
    /Fins de ligne CR CR LF : le dernier nom de l’en-tête est lu « Idevise\\r »/,
  );
  await expect(tester.getByText(FIXABLE)).toBeVisible();

  // Ours, apart, in its own section: its verdict, and what we check beyond the tool, each one said so.
  const ours = page.getByRole('region', { name: 'Notre verdict' });
  await expect(
    ours.getByLabel(/^Notre verdict : (Conforme|Conforme, avec des alertes|Non conforme)$/),
  ).toBeVisible();
  await expect(ours.getByLabel(/^Verdict de l'outil officiel/)).toHaveCount(0);
  const beyond = ours.getByRole('list', { name: "Constats au-delà de l'outil officiel" });
  // The entries run past the declared year (to April 2023): a check the tester does not make.
  await expect(beyond).toContainText("Date d'écriture hors exercice");
  // Ours is never more lenient than the tester's.
  await expect(ours.getByLabel('Notre verdict : Non conforme', { exact: true })).toBeVisible();
  const findings = beyond.getByRole('listitem');
  expect(await findings.count()).toBeGreaterThan(0);
  for (const finding of await findings.all()) await expect(finding).toContainText(BEYOND);

  await tester.scrollIntoViewIfNeeded();
  await shot(page, 'conformity-01-deux-verdicts');
  await onTablet(page, () => shot(page, 'conformity-01b-deux-verdicts-tablette'));

  // The corrected FEC, generated from the panel: the tester would accept it.
  await tester.getByRole('button', { name: 'Générer le FEC corrigé' }).click();
  await expect(
    tester.getByLabel("Verdict de l'outil officiel sur le FEC corrigé : Conforme", { exact: true }),
  ).toBeVisible({ timeout: 120_000 });
  await expect(tester.getByText(/^FEC corrigé : Conforme$/)).toBeVisible();
  const downloadCorrected = tester.getByRole('link', { name: 'Télécharger le FEC corrigé' });
  await expect(downloadCorrected).toBeVisible();
  // Named from the declared SIREN and the year the analysis ran on, not the original name (issue 35).
  await expect(
    tester.getByText("Renommez-le 732829320FEC20230331.txt avant de l'envoyer à l'administration."),
  ).toBeVisible();
  await tester.scrollIntoViewIfNeeded();
  await shot(page, 'conformity-02-fec-corrige-conforme');
  await onTablet(page, () => shot(page, 'conformity-02b-fec-corrige-conforme-tablette'));

  // What the user will send: line endings the tester reads (no CR CR LF left).
  const [corrected] = await Promise.all([page.waitForEvent('download'), downloadCorrected.click()]);
  const correctedText = (await readFile((await corrected.path())!)).toString('latin1');
  expect(correctedText.length).toBeGreaterThan(1000);
  expect(correctedText.includes('\r\r\n')).toBe(false);
  expect(correctedText.split(/\r?\n/)[0]).toMatch(/\tIdevise$/);

  // The certificate of conformity is a PDF.
  const [certificate] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Certificat de conformité (PDF)' }).click(),
  ]);
  expect(certificate.suggestedFilename()).toMatch(/\.pdf$/i);
  const pdf = await readFile((await certificate.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The diagnostics CSV answers for the signed-in user.
  const csvHref = await page.getByRole('link', { name: 'Diagnostics (CSV)' }).getAttribute('href');
  expect(csvHref).toBeTruthy();
  const csv = await page.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).length).toBeGreaterThan(0);
});
