import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(__dirname, '../../..');
const FIXTURES = join(ROOT, '../shared/fixtures/fec-real');
/** `npm run fec`'s entry: main.ts bundled (engine/bin/fec.mjs). */
const FEC = join(ROOT, 'engine/bin/fec.mjs');

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [FEC, ...args], {
      cwd: ROOT,
      maxBuffer: 64 << 20,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('npm run fec -- analyse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fec-cli-'));

  it('prints the JSON contract, amounts in integer cents', async () => {
    const r = await cli('analyse', join(FIXTURES, '0000000001FEC20220831.txt'), '--json');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(Object.keys(doc)).toEqual([
      'file',
      'format',
      'totals',
      'fiscalYear',
      'risk',
      'unsupportedTests',
      'controls',
      'statements',
    ]);
    // Issue 36's contract: statements { trialBalance[], sig{}, balanceSheet{}, incomeStatement{}, taxReturn{}, ratios{} }.
    expect(Object.keys(doc.statements)).toEqual(
      expect.arrayContaining([
        'trialBalance',
        'sig',
        'balanceSheet',
        'incomeStatement',
        'taxReturn',
        'ratios',
        'notes',
      ]),
    );
    expect(doc.statements.taxReturn).toMatchObject({ form: '2050', boxes: { HN: 173208, EE: 1502057 } });
    expect(doc.statements.balanceSheet.totalAssets).toBe(doc.statements.balanceSheet.totalLiabilities);
    expect(doc.statements.trialBalance[0]).toMatchObject({
      account: '101500',
      aux: null,
      closingCredit: 1350000,
    });
    expect(Object.keys(doc.file)).toEqual(['name', 'siren', 'closingDate', 'bytes']);
    expect(doc.file).toMatchObject({
      name: '0000000001FEC20220831.txt',
      siren: '0000000001',
      closingDate: 20220831,
    });
    expect(Object.keys(doc.format)).toEqual([
      'variant',
      'encoding',
      'separator',
      'lines',
      'entries',
      'conformity',
      'tester',
      'diagnosticCounts',
      'diagnostics',
    ]);
    expect(doc.format).toMatchObject({
      variant: 'debit-credit',
      encoding: 'utf-8-bom',
      separator: 'tab',
      lines: 5422,
      // The tester takes the 10-digit SIREN; our own file-name rule does not (« au-delà »).
      conformity: 'conforme-avec-alertes',
      tester: { verdict: 'conforme', mode: 'bic-is', reasons: [] },
    });
    expect(doc.totals).toEqual({ debit: 1018621981, credit: 1018621981 });
    // Every enumerated value is upper case: diagnostic severities like control results.
    expect(doc.format.diagnostics.length).toBeGreaterThan(0);
    for (const d of doc.format.diagnostics) expect(['ERROR', 'ALERT', 'INFO']).toContain(d.severity);
    expect(doc.fiscalYear).toEqual({
      start: 20210901,
      end: 20220831,
      source: 'file-name',
      suggested: { start: 20210901, end: 20220831 },
      outliers: 0,
      outliersUnit: 'entries',
      datedLines: 5422,
      linesInside: 5422,
    });
    expect(doc.controls.length).toBeGreaterThanOrEqual(46);
    for (const c of doc.controls) {
      expect(Object.keys(c)).toEqual([
        'id',
        'label',
        'theme',
        'cycle',
        'result',
        'count',
        'amount',
        'rows',
        'total',
        'reason',
        'pattern',
      ]);
      expect(['OK', 'WARNING', 'ERROR', 'SAVINGS', 'INFO', 'NA']).toContain(c.result);
      expect(Number.isInteger(c.amount)).toBe(true);
      for (const row of c.rows) {
        expect(row).toEqual(
          expect.objectContaining({
            line: expect.any(Number),
            journalCode: expect.any(String),
            ecritureNum: expect.any(String),
            compteNum: expect.any(String),
            debit: expect.any(Number),
            credit: expect.any(Number),
          }),
        );
      }
    }
  });

  it('prints a French summary, honours --year-end, writes the corrected FEC', async () => {
    const out = join(dir, '111111111FEC20231231.txt');
    const r = await cli(
      'analyse',
      join(FIXTURES, '111111111FEC20221231.TXT'),
      '--year-end',
      '20231231',
      '--corrected',
      out,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('exercice du 01/01/2023 au 31/12/2023 (indiqué)');
    expect(r.stdout).toMatch(/\nRisque : \d{1,3}\/100 \((faible|modéré|élevé)\) — /);
    expect(r.stdout).toContain('Outil officiel DGFiP (Test Compta Demat) : conforme — mode BIC / IS');
    expect(r.stdout).toMatch(
      /Notre verdict : conforme avec alertes\n {2}ALERTE {2}SIREN_INVALIDE .*\[au-delà de l’outil officiel\]/,
    );
    expect(r.stdout).toMatch(/FEC corrigé : 934 lignes/);
    expect(r.stdout).toContain('FEC corrigé, outil officiel : conforme — mode BIC / IS');
    const corrected = readFileSync(out, 'utf8');
    expect(corrected.split('\r\n')[0]).toBe(
      'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise',
    );
    const again = JSON.parse((await cli('analyse', out, '--json')).stdout);
    expect(again.format).toMatchObject({
      encoding: 'utf-8',
      separator: 'tab',
      lines: 934,
    });
    expect(again.format.diagnosticCounts.SEPARATEUR_FINAL).toBeUndefined();
    expect(again.totals).toEqual({ debit: 22568223, credit: 22568223 });
    expect(readFileSync(out + '.modifications.csv', 'utf8')).toContain('Ligne;Colonne;Avant;Après;Motif');
  });

  it('compares up to three files (multi-analysis)', async () => {
    const r = await cli(
      'analyse',
      join(FIXTURES, '0000000001FEC20220831.txt'),
      join(FIXTURES, '123456789FEC20500930.txt'),
      '--json',
    );
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.analyses).toHaveLength(2);
    expect(doc.comparison.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining(['AN-CONTINUITE']),
    );
  });

  it('exits 2 with a French message for a file that is not a FEC', async () => {
    const bin = join(dir, 'image.txt');
    writeFileSync(bin, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3]));
    const r = await cli('analyse', bin);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('n’est pas un fichier texte');
    const empty = join(dir, 'vide.txt');
    writeFileSync(empty, '');
    const e = await cli('analyse', empty, '--json');
    expect(e.code).toBe(2);
    expect(JSON.parse(e.stdout).format.diagnosticCounts).toEqual(
      expect.objectContaining({ FICHIER_VIDE: 1 }),
    );
    const missing = await cli('analyse', join(dir, 'absent.txt'));
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('Fichier introuvable') });
  });

  it('exits 1 on a usage error', async () => {
    expect((await cli('analyse')).code).toBe(1);
    expect((await cli('analyse', 'x', '--year-end', '20231332')).stderr).toContain('date AAAAMMJJ valide');
    expect((await cli('frobnicate', 'x')).code).toBe(1);
    expect((await cli('analyse', 'x', '--liasse', '2065')).stderr).toContain('Liasse « 2065 » inconnue');
  });
});
