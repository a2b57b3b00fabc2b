import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseFile } from '../analyse/analyse';
import type { TesterVerdict } from '../model/format';
import { FIELDS } from '../read/header';

/**
 * The tester splits every data line on the raw separator (`trt_txt.pl`: no quote handling, trailing
 * separators counted) and strips only a UTF-8 BOM (`trt_entete.pl`). Minimal files where it rejects
 * what our reader reads: its prediction, our verdict and the corrected FEC's, each case built here.
 */

const work = mkdtempSync(join(tmpdir(), 'fec-tester-structure-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The 18 columns of the Debit/Credit form, in their legal order. */
const HEADER = FIELDS.slice(0, 18);
const D = ['OD', 'Opérations diverses', '1', '20240115', '109000', 'Actionnaires', '', '', 'P1', '20240115'];
const LINE_D = [...D, 'Capital appelé', '120,00', '0,00', '', '', '20240115', '', ''];
const LINE_C = [...D.slice(0, 4), '101300', 'Cap.souscrit appelé| non versé', '', '', 'P1', '20240115'];
const LINE_C_FULL = [...LINE_C, 'Capital appelé', '0,00', '120,00', '', '', '20240115', '', ''];

async function analyse(name: string, bytes: Buffer) {
  const dir = mkdtempSync(join(work, name + '-'));
  const path = join(dir, '552100554FEC20241231.txt');
  writeFileSync(path, bytes);
  const out = join(dir, 'corrige.txt');
  const { report, correction } = await analyseFile(path, { corrected: { output: out, changeLog: null } });
  return { format: report.format, corrected: correction!.tester! };
}

const errors = (t: TesterVerdict) => t.reasons.filter((r) => r.severity === 'ERROR');

describe('the tester’s own splitting: what it rejects that our reader reads', () => {
  it('a quoted field holding the separator: 19 fields on that line for the tester', async () => {
    const quoted = LINE_C_FULL.map((v) => (v.includes('|') ? `"${v}"` : v));
    const text = [HEADER, LINE_D, quoted].map((l) => l.join('|')).join('\r\n') + '\r\n';
    const { format, corrected } = await analyse('quoted', Buffer.from(text, 'utf8'));
    // Our reader still reads it (the totals balance) ...
    expect(format.lines).toBe(2);
    // ... the tester does not.
    expect(format.tester.verdict).toBe('non-conforme');
    expect(errors(format.tester)).toEqual([
      expect.objectContaining({ code: 'NB_CHAMPS', count: 1, lines: [3], fixable: true }),
    ]);
    expect(format.tester.reasons[0].message).toMatch(
      /^La structure du fichier est incorrecte : en ligne 3 : il y a 19 champs au lieu des 18 champs attendus \(l’outil ne connaît pas les guillemets/,
    );
    expect(format.tester.fixable).toBe(true);
    expect(format.conformity).toBe('non-conforme');
    expect(format.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'NB_CHAMPS', line: 3, severity: 'ERROR', beyondTester: false }),
    );
    // The corrected FEC: TAB, the « | » kept inside its value, 18 fields.
    expect(corrected.verdict).toBe('conforme');
  });

  it('one data line with an extra trailing TAB: 19 fields for the tester; and a header ending with one', async () => {
    const lines = [HEADER, LINE_D, LINE_C_FULL].map((l) => l.join('\t'));
    const extra = [lines[0], lines[1], lines[2] + '\t'].join('\n') + '\n';
    const { format, corrected } = await analyse('trailing', Buffer.from(extra, 'utf8'));
    expect(format.tester.verdict).toBe('non-conforme');
    expect(errors(format.tester)).toEqual([
      expect.objectContaining({ code: 'NB_CHAMPS', count: 1, lines: [3], fixable: true }),
    ]);
    expect(format.tester.reasons[0].message).toMatch(
      /^La structure du fichier est incorrecte : en ligne 3 : il y a 19 champs au lieu des 18 champs attendus \(il compte les séparateurs en fin de ligne/,
    );
    expect(format.conformity).toBe('non-conforme');
    expect(corrected.verdict).toBe('conforme');

    // The header ends with a TAB, the data lines do not: every line is one field short for the tester.
    const header = [lines[0] + '\t', lines[1], lines[2]].join('\n') + '\n';
    const h = await analyse('trailing-header', Buffer.from(header, 'utf8'));
    expect(errors(h.format.tester)).toEqual([
      expect.objectContaining({ code: 'NB_CHAMPS', count: 2, lines: [2, 3], fixable: true }),
    ]);
    expect(h.format.tester.reasons[0].message).toMatch(
      /^La structure du fichier est incorrecte : en ligne 2 : il y a 18 champs au lieu des 19 champs attendus — \[2\] fois dans le fichier/,
    );
    expect(h.format.conformity).toBe('non-conforme');
    expect(h.corrected.verdict).toBe('conforme');

    // On both sides: consistent, the tester accepts it (its « séparateur en fin de ligne » is an info).
    const both = lines.map((l) => l + '\t').join('\n') + '\n';
    const b = await analyse('trailing-both', Buffer.from(both, 'utf8'));
    expect(b.format.tester.verdict).toBe('conforme');
  });

  it.each([
    ['utf-16le', 'ÿþJournalCode'],
    ['utf-16be', 'þÿJournalCode'],
  ] as const)('a %s file with a BOM: JournalCode not found in its header', async (enc, first) => {
    const text = [HEADER, LINE_D, LINE_C_FULL].map((l) => l.join('\t')).join('\r\n') + '\r\n';
    const le = Buffer.from('\ufeff' + text, 'utf16le');
    const bytes = enc === 'utf-16le' ? le : Buffer.from(le).swap16();
    const { format, corrected } = await analyse(enc, bytes);
    expect(format.lines).toBe(2);
    expect(format.tester.verdict).toBe('non-conforme');
    expect(format.tester.fields[0]).toEqual({ name: first, field: null });
    expect(errors(format.tester)).toEqual([
      expect.objectContaining({ code: 'ENCODAGE_UTF16', column: 'JournalCode', fixable: true }),
      // After its last CR comes a record of a NUL and LF: an empty line for it.
      expect.objectContaining({ code: 'LIGNE_VIDE', lines: [4] }),
    ]);
    expect(format.tester.reasons[0].message).toMatch(
      /^Le champ « JournalCode » n’est pas présent dans le fichier/,
    );
    expect(format.tester.fixable).toBe(true);
    expect(format.conformity).toBe('non-conforme');
    expect(format.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'ENCODAGE_NON_LEGAL', message: expect.stringMatching(/UTF-16/) }),
    );
    // Re-encoded in UTF-8.
    expect(corrected.verdict).toBe('conforme');
  });

  it('mixed line ends: it cuts records on the CR LF of the first 4 KiB, a line ending with LF alone joins the next', async () => {
    const [h, d, c] = [HEADER, LINE_D, LINE_C_FULL].map((l) => l.join('\t'));
    const mixed = `${h}\r\n${d}\n${c}\r\n${d}\r\n${c}\n`;
    const { format, corrected } = await analyse('mixed', Buffer.from(mixed, 'utf8'));
    expect(errors(format.tester)).toEqual([
      // Line 5 ends with LF too, but nothing follows it.
      expect.objectContaining({ code: 'FIN_DE_LIGNE', count: 1, lines: [2], fixable: true }),
    ]);
    expect(format.conformity).toBe('non-conforme');
    expect(corrected.verdict).toBe('conforme');
    // No CR LF in the first 4 KiB: records end with LF, and CR LF lines further on are read right (it
    // removes a CR LF from each record).
    const lf = `${h}\n` + `${d}\n${c}\n`.repeat(30) + `${d}\r\n${c}\r\n`;
    expect((await analyse('mixed-lf', Buffer.from(lf, 'utf8'))).format.tester.verdict).toBe('conforme');
  });

  it('a line without any separator is « vide » for it; the corrector leaves it out', async () => {
    const text =
      [HEADER.join('|'), LINE_D.join('|'), 'Report à nouveau', LINE_C_FULL.join('|')].join('\n') + '\n';
    const { format, corrected } = await analyse(
      'no-separator',
      Buffer.from(text.replace('appelé| non', 'appelé non'), 'utf8'),
    );
    expect(errors(format.tester)).toEqual([
      expect.objectContaining({
        code: 'LIGNE_VIDE',
        message: 'La structure du fichier est incorrecte, une ligne :3: est vide.',
        fixable: true,
      }),
    ]);
    expect(format.conformity).toBe('non-conforme');
    // No account, date nor amount: no entry, not written (the change log keeps its text).
    expect(corrected.verdict).toBe('conforme');
  });
});
