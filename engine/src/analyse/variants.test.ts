import { PassThrough, Readable } from 'node:stream';
import { generateFec } from '../generator/generate';
import type { FecLine } from '../model/line';
import { createFecWriter } from '../write/fec-writer';
import type { FecFormat } from '../write/format';
import { analyseStream, type AnalysisWithCorrection } from './analyse';

/** Controls whose applicability depends on the tax regime the variant declares (cash basis). */
const REGIME_DEPENDENT = new Set(['CPT-PCG', 'VALID-VIDE']);

async function bytesOf(lines: FecLine[], format: Partial<FecFormat>): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (c: Buffer) => parts.push(c));
  const writer = createFecWriter(out, format);
  await writer.writeLines(lines);
  await writer.close();
  return Buffer.concat(parts);
}

async function analyse(lines: FecLine[], format: Partial<FecFormat>): Promise<AnalysisWithCorrection> {
  return analyseStream(Readable.from([await bytesOf(lines, format)]), {
    fileName: '732829320FEC20241231.txt',
  });
}

function fingerprint(a: AnalysisWithCorrection, skip: Set<string> = new Set()) {
  return {
    lines: a.report.format.lines,
    entries: a.report.format.entries,
    totals: a.report.totals,
    controls: a.report.controls
      .filter((c) => !skip.has(c.id))
      .map((c) => [c.id, c.result, c.count, c.amount, c.total, c.rows.map((r) => r.line)]),
  };
}

describe('the same accounting content in every form gives the same analysis', () => {
  let lines: FecLine[];
  let reference: ReturnType<typeof fingerprint>;

  beforeAll(async () => {
    lines = [
      ...generateFec({ seed: 7, targetLines: 4000, anomalies: ['EQ-ECR', 'DOUBLON-FACT', 'CAISSE-CRED'] })
        .lines,
    ];
    reference = fingerprint(await analyse(lines, {}));
    expect(reference.lines).toBe(lines.length);
    expect(reference.controls.find((c) => c[0] === 'EQ-ECR')![1]).toBe('ERROR');
  });

  const forms: Array<[string, Partial<FecFormat>]> = [
    ['pipe, LF, UTF-8 with BOM', { separator: 'pipe', lineEnding: 'lf', encoding: 'utf-8-bom' }],
    [
      'TAB, CR CR LF, Windows-1252, padded',
      { lineEnding: 'crcrlf', encoding: 'windows-1252', padding: true },
    ],
    [
      'semicolon, CR, ISO 8859-15, quoted',
      { separator: 'semicolon', lineEnding: 'cr', encoding: 'iso-8859-15', quoteFields: true },
    ],
    [
      'comma, quoted where needed, trailing separator',
      { separator: 'comma', quoteFields: 'needed', trailingSeparator: true },
    ],
    ['Montant + Sens D/C, upper-case header', { variant: 'montant-sens', headerCase: 'upper' }],
    [
      'Montant + Sens +1/-1, zero-filled, trailing signs',
      { variant: 'montant-sens', sensStyle: '+1-1', zeroFilledAmounts: true, signStyle: 'trailing' },
    ],
  ];

  it.each(forms)('%s', async (_name, format) => {
    expect(fingerprint(await analyse(lines, format))).toEqual(reference);
  });

  it.each([
    ['BA cash basis (21 columns)', { variant: 'ba-tresorerie' as const }],
    [
      'BNC cash basis (22 columns, Crédit)',
      { variant: 'bnc-tresorerie' as const, creditSpelling: 'Crédit' as const },
    ],
  ])('%s: same totals, same results for every regime-independent control', async (_name, format) => {
    const got = fingerprint(await analyse(lines, format), REGIME_DEPENDENT);
    expect(got).toEqual({
      ...reference,
      controls: reference.controls.filter((c) => !REGIME_DEPENDENT.has(c[0] as string)),
    });
  });
});
