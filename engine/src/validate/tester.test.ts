import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { analyseFile, analyseStream } from '../analyse/analyse';
import type { Conformity, TesterMode, TesterVerdict } from '../model/format';
import { testerAcceptsName } from './tester';

/**
 * The DGFiP tester's verdict, predicted. Parity with the verdicts the tester (1_00_10b, run headless beside
 * the engine) gave on the real and public fixtures, then each of its rules on a minimal file where its
 * behaviour is known from its sources (fec-reference.md §2).
 */

const FIXTURES = join(import.meta.dirname, '../../../../shared/fixtures');
const work = mkdtempSync(join(tmpdir(), 'fec-tester-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The public files do not follow `<SIREN>FEC<date>`: the tester needs them renamed, as it was run. */
function fixture(path: string, renamed?: string): string {
  if (!renamed) return join(FIXTURES, path);
  const to = join(work, renamed);
  copyFileSync(join(FIXTURES, path), to);
  return to;
}

const PARITY: Array<[string, string | undefined, Conformity, Partial<Record<TesterMode, Conformity>>]> = [
  ['fec-real/0000000001FEC20220831.txt', undefined, 'conforme', {}],
  ['fec-real/000000000FEC20231231.txt', undefined, 'conforme', { 'bic-is': 'non-conforme' }],
  ['fec-real/123456789FEC20500930.txt', undefined, 'non-conforme', {}],
  ['fec-real/111111111FEC20221231.TXT', undefined, 'conforme', {}],
  ['fec-public/542107651FEC20211231.txt', undefined, 'conforme', {}],
  ['fec-public/fec_propre.txt', '552100554FEC20241231.txt', 'non-conforme', {}],
  ['fec-public/fec_sale.txt', '552100554FEC20241231.txt', 'non-conforme', {}],
  ['fec-public/sample_pipe.txt', '552100554FEC20241231.txt', 'conforme', {}],
  ['fec-public/sample_tab.txt', '552100554FEC20241231.txt', 'conforme', {}],
];

describe('the tester’s verdict on the fixtures (parity with Test Compta Demat 1_00_10b)', () => {
  it.each(PARITY)('%s (renommé %s) → %s', async (path, renamed, expected, otherModes) => {
    const { report } = await analyseFile(fixture(path, renamed));
    const t = report.format.tester;
    expect(t.verdict).toBe(expected);
    for (const [mode, verdict] of Object.entries(otherModes))
      expect(t.byMode[mode as TesterMode]).toBe(verdict);
  });

  it('the BNC file is to be tested in BNC cash-basis mode, and says why', async () => {
    const { report } = await analyseFile(fixture('fec-real/000000000FEC20231231.txt'));
    expect(report.format.tester.mode).toBe('bnc-tresorerie');
    expect(report.format.tester.modeReason).toMatch(/BNC, comptabilité de trésorerie.*22 colonnes/);
  });

  it('CR CR LF: the last header name keeps a CR, Idevise is not detected, the corrected FEC fixes it', async () => {
    const { report } = await analyseFile(fixture('fec-real/123456789FEC20500930.txt'));
    const t = report.format.tester;
    expect(t.reasons[0]).toMatchObject({
      code: 'ENTETE_CR',
      severity: 'ERROR',
      column: 'Idevise',
      fixable: true,
    });
    expect(t.fields[t.fields.length - 1]).toEqual({ name: 'Idevise\r', field: null });
    expect(t.fixable).toBe(true);
    // Ours is never more lenient than the tester's.
    expect(report.format.conformity).toBe('non-conforme');
  });

  it('the 10-digit SIREN passes the tester; our own file-name rule flags it « au-delà de l’outil officiel »', async () => {
    const { report } = await analyseFile(fixture('fec-real/0000000001FEC20220831.txt'));
    expect(report.format.tester.verdict).toBe('conforme');
    expect(report.format.conformity).toBe('conforme-avec-alertes');
    const name = report.format.diagnostics.find((d) => d.code === 'NOM_FICHIER');
    expect(name).toMatchObject({ beyondTester: true });
  });

  it('the corrected FEC of every fixture is conforme for the tester, but for values no rule can invent', async () => {
    for (const [path, renamed] of PARITY) {
      const source = fixture(path, renamed);
      const out = join(work, `corrected-${renamed ?? path.split('/').pop()}`);
      const { correction } = await analyseFile(source, { corrected: { output: out, changeLog: null } });
      const t = correction!.tester!;
      const left = t.reasons.filter((r) => r.severity === 'ERROR');
      // What stays: données absentes (ValidDate), unreadable amounts or dates kept as written.
      for (const r of left)
        expect([
          'DONNEE_ABSENTE',
          'MONTANT_INVALIDE',
          'DATE_INVALIDE',
          'CHAMP_OBLIGATOIRE_VIDE',
          'NB_CHAMPS',
        ]).toContain(r.code);
      if (!path.includes('fec_')) expect(t.verdict).toBe('conforme');
    }
  });
});

const HEADER_18 =
  'JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum|CompteLib|CompAuxNum|CompAuxLib|PieceRef|PieceDate|EcritureLib|Debit|Credit|EcritureLet|DateLet|ValidDate|Montantdevise|Idevise';
const LINE_D =
  'VT|Ventes|1|20240115|411000|Clients|C1|Client 1|F1|20240115|Facture 1|120,00|0,00|||20240115||';
const LINE_C = 'VT|Ventes|1|20240115|706000|Prestations|||F1|20240115|Facture 1|0,00|120,00|||20240115||';

async function testerOf(
  text: string,
  fileName = '552100554FEC20241231.txt',
): Promise<{ tester: TesterVerdict; ours: Conformity; codes: string[] }> {
  const { report } = await analyseStream(Readable.from([Buffer.from(text, 'utf8')]), { fileName });
  return {
    tester: report.format.tester,
    ours: report.format.conformity,
    codes: Object.keys(report.format.diagnosticCounts),
  };
}

const file = (lines: string[], eol = '\r\n') => lines.join(eol) + eol;
const codesOf = (t: TesterVerdict) => t.reasons.map((r) => `${r.severity}:${r.code}`);

describe('each of the tester’s rules, on a minimal file', () => {
  it('a clean file is conforme for both', async () => {
    const r = await testerOf(file([HEADER_18, LINE_D, LINE_C]));
    expect(r.tester.verdict).toBe('conforme');
    expect(r.ours).toBe('conforme');
  });

  it('LF, CR LF and CR alone pass; CR CR LF is rejected (fixable); a trailing separator saves CR CR LF', async () => {
    expect((await testerOf(file([HEADER_18, LINE_D, LINE_C], '\n'))).tester.verdict).toBe('conforme');
    const crcrlf = await testerOf(file([HEADER_18, LINE_D, LINE_C], '\r\r\n'));
    expect(codesOf(crcrlf.tester)).toContain('ERROR:ENTETE_CR');
    expect(crcrlf.tester.fixable).toBe(true);
    // Its records end with what the first 4 KiB hold (`detecte_macfile`): CR alone when there is no CR LF.
    const cr = await testerOf(file([HEADER_18, LINE_D, LINE_C], '\r'));
    expect(cr.tester.verdict).toBe('conforme');
    const trailing = await testerOf(file([HEADER_18 + '|', LINE_D + '|', LINE_C + '|'], '\r\r\n'));
    expect(trailing.tester.verdict).toBe('conforme');
  });

  it('an empty Debit or Credit is read as 0: no anomaly for the tester, an alert of ours beyond it', async () => {
    const r = await testerOf(file([HEADER_18, LINE_D.replace('|0,00|||', '||||'), LINE_C]));
    expect(r.tester.verdict).toBe('conforme');
    expect(r.codes).toEqual(['MONTANT_VIDE']);
    expect(r.codes).not.toContain('CHAMP_OBLIGATOIRE_VIDE');
    // Both empty: 0 and 0, the tester's "both zero" alert.
    const both = await testerOf(file([HEADER_18, LINE_D.replace('|120,00|0,00|', '|||'), LINE_C]));
    expect(codesOf(both.tester)).toEqual(['ALERT:DEBIT_CREDIT']);
  });

  it('numbers: a decimal point or a thousands separator rejects (fixable), garbage rejects (not fixable)', async () => {
    const point = await testerOf(file([HEADER_18, LINE_D.replace('120,00', '120.00'), LINE_C]));
    expect(point.tester.reasons[0]).toMatchObject({ code: 'MONTANT_POINT', lines: [2], fixable: true });
    const garbage = await testerOf(file([HEADER_18, LINE_D.replace('120,00', '12O,00'), LINE_C]));
    expect(garbage.tester.reasons[0]).toMatchObject({ code: 'MONTANT_INVALIDE', fixable: false });
    expect(garbage.tester.fixable).toBe(false);
  });

  it('dates: month 13 rejects; 30 February passes the tester but not us; another notation rejects (fixable)', async () => {
    const m13 = await testerOf(
      file([HEADER_18, LINE_D.replace('|20240115|411000', '|20241315|411000'), LINE_C]),
    );
    expect(codesOf(m13.tester)).toContain('ERROR:DATE_INVALIDE');
    const feb30 = await testerOf(
      file([HEADER_18, LINE_D.replace('|20240115|411000', '|20240230|411000'), LINE_C]),
    );
    expect(feb30.tester.verdict).not.toBe('non-conforme');
    expect(feb30.codes).toContain('DATE_IMPOSSIBLE');
    expect(feb30.ours).toBe('non-conforme');
    // Its patterns: year-month-day or day-month-year, 2-digit month and day, / - . or nothing between.
    const slash = await testerOf(
      file([HEADER_18, LINE_D.replace('|20240115|411000', '|15/01/2024|411000'), LINE_C]),
    );
    expect(slash.tester.verdict).toBe('conforme');
    expect(slash.codes).toContain('DATE_FORMAT');
    expect(slash.ours).toBe('non-conforme');
    const short = await testerOf(
      file([HEADER_18, LINE_D.replace('|20240115|411000', '|2024-1-15|411000'), LINE_C]),
    );
    expect(short.tester.reasons[0]).toMatchObject({ code: 'DATE_FORMAT', lines: [2], fixable: true });
    const dmy = await testerOf(
      file([HEADER_18, LINE_D.replace('|20240115|411000', '|15012024|411000'), LINE_C]),
    );
    expect(dmy.tester.verdict).toBe('conforme');
    expect(dmy.ours).toBe('non-conforme');
    // Zeros: an empty date, refused on EcritureDate only.
    const zeros = await testerOf(file([HEADER_18, LINE_D.replace('|20240115||', '|00000000||'), LINE_C]));
    expect(zeros.tester.verdict).toBe('conforme');
    const year = await testerOf(file([HEADER_18, LINE_D.replace('|20240115||', '|18500115||'), LINE_C]));
    expect(codesOf(year.tester)).toContain('ALERT:DATE_ANNEE');
  });

  it('alerts: CompteNum without three leading digits, debit and credit both set', async () => {
    const r = await testerOf(
      file([HEADER_18, LINE_D.replace('|411000|', '|CLI01|').replace('|0,00|||', '|5,00|||'), LINE_C]),
    );
    expect(r.tester.verdict).toBe('conforme-avec-alertes');
    expect(codesOf(r.tester)).toEqual(['ALERT:COMPTE_FORMAT', 'ALERT:DEBIT_CREDIT']);
  });

  it('empty mandatory text and « données absentes » reject; in BNC mode ValidDate may be missing', async () => {
    const lib = await testerOf(file([HEADER_18, LINE_D.replace('|Facture 1|', '||'), LINE_C]));
    expect(lib.tester.reasons[0]).toMatchObject({
      code: 'CHAMP_OBLIGATOIRE_VIDE',
      column: 'EcritureLib',
      lines: [2],
    });
    const valid = await testerOf(file([HEADER_18, LINE_D.replace('|20240115||', '|||'), LINE_C]));
    expect(valid.tester.reasons[0]).toMatchObject({ code: 'DONNEE_ABSENTE', column: 'ValidDate', count: 1 });
    const bnc = await testerOf(
      file([
        `${HEADER_18}|DateRglt|ModeRglt|NatOp|IdClient`,
        `${LINE_D.replace('|20240115||', '|||')}|20240115|CB||`,
        `${LINE_C}|20240115|CB||`,
      ]),
    );
    expect(bnc.tester).toMatchObject({ mode: 'bnc-tresorerie', verdict: 'conforme' });
    expect(bnc.tester.byMode['bic-is']).toBe('non-conforme');
  });

  it('header: only case, é and è are forgiven; an alias, another separator, a missing column reject', async () => {
    const accents = await testerOf(
      file([HEADER_18.toUpperCase().replace('DEBIT', 'DéBIT').replace('CREDIT', 'CRèDIT'), LINE_D, LINE_C]),
    );
    expect(accents.tester.verdict).toBe('conforme');
    // é and è only, lower case: it replaces their UTF-8 bytes, then any other character by « _ ».
    const upper = await testerOf(file([HEADER_18.replace('Credit', 'CRÉDIT'), LINE_D, LINE_C]));
    expect(upper.tester.reasons[0]).toMatchObject({
      code: 'COLONNE_MANQUANTE',
      column: 'Credit',
      fixable: true,
    });
    const lead = await testerOf(file([' ' + HEADER_18, LINE_D, LINE_C]));
    expect(lead.tester.reasons[0]).toMatchObject({ code: 'COLONNE_MANQUANTE', column: 'JournalCode' });
    const alias = await testerOf(
      file([HEADER_18.replace('Montantdevise', 'Montant Devise'), LINE_D, LINE_C]),
    );
    expect(alias.tester.reasons[0]).toMatchObject({
      code: 'COLONNE_MANQUANTE',
      column: 'Montantdevise',
      fixable: true,
    });
    const semicolon = await testerOf(file([HEADER_18, LINE_D, LINE_C].map((l) => l.replaceAll('|', ';'))));
    expect(codesOf(semicolon.tester)[0]).toBe('ERROR:SEPARATEUR_ILLEGAL');
    expect(semicolon.tester.fixable).toBe(true);
    const missing = await testerOf(
      file([HEADER_18.replace('|Idevise', ''), LINE_D.slice(0, -1), LINE_C.slice(0, -1)]),
    );
    expect(missing.tester.reasons[0]).toMatchObject({
      code: 'COLONNE_MANQUANTE',
      column: 'Idevise',
      fixable: false,
    });
    const extra = await testerOf(file([`${HEADER_18}|Analytique`, `${LINE_D}|A1`, `${LINE_C}|A1`]));
    expect(extra.tester.verdict).toBe('conforme');
    expect(extra.tester.reasons).toEqual([
      expect.objectContaining({ code: 'COLONNE_SUPPLEMENTAIRE', severity: 'INFO' }),
    ]);
    expect(extra.tester.fields.at(-1)).toEqual({ name: 'Analytique', field: null });
  });

  it('lines: a field count off the header, an empty line, a repeated header reject', async () => {
    expect(codesOf((await testerOf(file([HEADER_18, LINE_D + '|x|y', LINE_C]))).tester)).toContain(
      'ERROR:NB_CHAMPS',
    );
    const blank = await testerOf(file([HEADER_18, LINE_D, '', LINE_C]));
    expect(blank.tester.reasons[0]).toMatchObject({ code: 'LIGNE_VIDE', lines: [3], fixable: true });
    expect(codesOf((await testerOf(file([HEADER_18, LINE_D, HEADER_18, LINE_C]))).tester)).toContain(
      'ERROR:ENTETE_REPETE',
    );
  });

  it('Montant and Sens: an unknown Sens rejects, a zero Montant meets the "both zero" alert', async () => {
    const header = HEADER_18.replace('Debit|Credit', 'Montant|Sens');
    const ok = `VT|Ventes|1|20240115|411000|Clients|||F1|20240115|Facture 1|120,00|D|||20240115||`;
    const ko = ok.replace('|D|', '|X|');
    const credit = ok.replace('411000|Clients', '706000|Prestations').replace('|D|', '|C|');
    expect((await testerOf(file([header, ok, credit]))).tester.verdict).toBe('conforme');
    expect(codesOf((await testerOf(file([header, ko, credit]))).tester)).toContain('ERROR:SENS_INVALIDE');
    // « 1 » is not among its values (D, C, +1, -1): we read it as a debit, it stops on it.
    const one = await testerOf(file([header, ok.replace('|D|', '|1|'), credit]));
    expect(codesOf(one.tester)).toContain('ERROR:SENS_INVALIDE');
    expect(one.ours).toBe('non-conforme');
    const zero = await testerOf(file([header, ok, credit, ok.replace('120,00', '0,00')]));
    expect(codesOf(zero.tester)).toContain('ALERT:DEBIT_CREDIT');
  });

  it('the file name: `…FEC<AAAAMMJJ>` or the tester refuses it', async () => {
    expect(testerAcceptsName('0000000001FEC20220831.txt')).toBe(true);
    expect(testerAcceptsName('111111111FEC20221231.TXT')).toBe(true);
    expect(testerAcceptsName('/tmp/x/552100554FEC20241231')).toBe(true);
    expect(testerAcceptsName('FEC20241231.txt')).toBe(false);
    // Its pattern: FEC in any case, 20AA, month [0-1][0-9], day [0-3][0-9], anything after.
    expect(testerAcceptsName('552100554FEC20241331.txt')).toBe(true);
    expect(testerAcceptsName('552100554fec20241231_v2.csv')).toBe(true);
    expect(testerAcceptsName('552100554FEC19991231.txt')).toBe(false);
    expect(testerAcceptsName('552100554FEC20242031.txt')).toBe(false);
    expect(testerAcceptsName('grand-livre.txt')).toBe(false);
    const r = await testerOf(file([HEADER_18, LINE_D, LINE_C]), 'export.txt');
    expect(r.tester.reasons[0]).toMatchObject({
      code: 'NOM_FICHIER_TESTEUR',
      severity: 'ERROR',
      fixable: false,
    });
  });

  it('empty, header-only and binary files are rejected', async () => {
    expect((await testerOf('')).tester.reasons[0].code).toBe('FICHIER_VIDE');
    expect((await testerOf(file([HEADER_18]))).tester.verdict).toBe('non-conforme');
    const { report } = await analyseStream(Readable.from([Buffer.alloc(4096, 1)]), {
      fileName: '552100554FEC20241231.txt',
    });
    expect(report.format.tester.reasons[0].code).toBe('FICHIER_BINAIRE');
  });
});

describe('the two checks another validator makes, as diagnostics with line numbers (beyond the tester)', () => {
  it('an auxiliary account number without its label', async () => {
    const { report } = await analyseStream(
      Readable.from([Buffer.from(file([HEADER_18, LINE_D.replace('|Client 1|', '||'), LINE_C]))]),
      { fileName: '552100554FEC20241231.txt' },
    );
    expect(report.format.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'COMPTE_AUX_SANS_LIBELLE',
        line: 2,
        column: 'CompAuxLib',
        beyondTester: true,
      }),
    );
    expect(report.format.tester.verdict).toBe('conforme');
  });

  it('a negative amount in Debit or Credit', async () => {
    const { report } = await analyseStream(
      Readable.from([
        Buffer.from(
          file([
            HEADER_18,
            LINE_D,
            LINE_C,
            LINE_D.replace('120,00', '-10,00'),
            LINE_C.replace('120,00', '-10,00'),
          ]),
        ),
      ]),
      { fileName: '552100554FEC20241231.txt' },
    );
    const negatives = report.format.diagnostics.filter((d) => d.code === 'MONTANT_NEGATIF');
    expect(negatives.map((d) => [d.line, d.column])).toEqual([
      [4, 'Debit'],
      [5, 'Credit'],
    ]);
    expect(negatives.every((d) => d.beyondTester && d.severity === 'ALERT')).toBe(true);
  });
});
