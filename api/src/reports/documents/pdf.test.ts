import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { analyseFile } from '../../../../engine/src/index';
import { CATEGORY_LABELS, cycleLabel, declaredSiren, euros, integer, LOCKED_NOTICE, sirenFr } from './labels';
import { renderPdf } from './pdf';
import { PdfContext } from './pdf/context';
import { ELLIPSIS, wrapText } from './pdf/text';
import type { ReportModel, ReportOptions } from './report-model';
import { ALL, modelOf, REAL, sourceFromFixture } from './testing/model-from-fixture';

const OUT = join(__dirname, '../../../../test-results/reports/pdf');
const FIXTURES = readdirSync(REAL)
  .filter((f) => /\.txt$/i.test(f))
  .sort();

const has = (bin: string) => {
  try {
    execFileSync('which', [bin], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const PDFTOTEXT = has('pdftotext');
const PDFTOPPM = has('pdftoppm');

/** French spaces (narrow no-break, no-break) and runs of blanks compared as one space. */
const flat = (s: string) => s.replace(/[\u202f\u00a0\s]+/g, ' ');

async function render(model: ReportModel, name: string) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const fractions: number[] = [];
  await renderPdf(model, out, (f) => fractions.push(f));
  const pdf = Buffer.concat(chunks);
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${name}.pdf`);
  writeFileSync(file, pdf);
  if (PDFTOPPM) {
    for (const f of readdirSync(OUT).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')))
      rmSync(join(OUT, f));
    execFileSync('pdftoppm', ['-png', '-r', '60', file, join(OUT, name)]);
  }
  const pages = PDFTOTEXT
    ? execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 })
        .split('\f')
        .slice(0, -1)
    : [];
  return { pdf, file, pages, fractions };
}

/** Every word's box (pdftotext -bbox), to prove nothing is drawn past the margins. */
function wordBoxes(file: string) {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((m) => ({ xMin: +m[1], yMin: +m[2], xMax: +m[3], yMax: +m[4], word: m[5] }));
}

function expectWithinMargins(file: string) {
  // A4 is 595.28 × 841.89 pt; the margins are 45 pt on each side, the header/footer sit in the 58 pt bands.
  const outside = wordBoxes(file).filter(
    (b) => b.xMin < 44 || b.xMax > 595.28 - 44 || b.yMin < 20 || b.yMax > 841.89 - 20,
  );
  expect(outside).toEqual([]);
}

const COMMENTS = {
  'VALID-TARDIVE': [
    'Les écritures sont validées en fin d’exercice : voir avec le client la procédure de clôture mensuelle.',
  ],
  'CPT-PCG': [
    'Comptes créés par l’éditeur, à reclasser.',
    'Vu avec l’expert-comptable le 20/11 : œuvre d’art à immobiliser.',
  ],
};

describe('renderPdf', () => {
  it.each(FIXTURES)('renders %s with its controls, counts, totals, company and SIREN', async (fixture) => {
    const source = await sourceFromFixture(join(REAL, fixture), ALL, {
      companyName: `Société ${fixture.slice(0, 4)} Œnologie & Fils`,
      comments: COMMENTS,
    });
    const { report } = await analyseFile(join(REAL, fixture));
    const { pdf, file, pages, fractions } = await render(
      modelOf([source]),
      `single-${fixture.replace(/\..*$/, '')}`,
    );

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    if (!PDFTOTEXT) return;
    const text = flat(pages.join('\n'));
    expect(text).toContain(source.companyName);
    // « 000000000 » is no SIREN; a declared one is printed in groups of three digits.
    const siren = declaredSiren(report.file.siren);
    if (siren) expect(text).toContain(flat(`SIREN ${sirenFr(siren)}`));
    expect(text).toContain(flat(euros(report.totals.debit)));
    expect(text).toContain(flat(euros(report.totals.credit)));
    expect(text).toContain(integer(report.format.lines).replace(/\s/g, ' '));
    const detail = flat(pages.slice(2).join('\n'));
    for (const c of report.controls) {
      expect(detail).toContain(`${c.id} — ${c.label}`);
      expect(detail).toContain(flat(`Constats : ${integer(c.count)}`));
      if (c.amount) expect(detail).toContain(flat(euros(c.amount)));
    }
    expect(text).toContain('Conformité du format');
    // Cover, a one-page synthesis, the FEC's risk, then the detail.
    expect(pages[1]).toContain('Synthèse');
    expect(pages[2]).toContain('Risque du FEC');
    expect(pages[3]).toContain('Détail des contrôles');
    for (const code of Object.keys(report.format.diagnosticCounts)) expect(text).toContain(code);
    expect(text).toContain('Claire Martin, le 21/11/2026');
    expect(text).toContain('œuvre d’art');
    // Footer on every page but the cover, numbered over the whole document; no blank page.
    expect(pages[0]).not.toContain('Page 1');
    pages.forEach((page, i) => {
      if (i > 0) expect(flat(page)).toContain(`Rapport de revue FEC — Page ${i + 1} / ${pages.length}`);
      expect(flat(page).trim().length).toBeGreaterThan(200);
    });
    expectWithinMargins(file);
  });

  it('puts two or three FECs side by side in a merged report', async () => {
    const files = FIXTURES.slice(0, 3);
    const sources = await Promise.all(
      files.map((f, i) =>
        sourceFromFixture(join(REAL, f), ALL, {
          companyName: ['Alpha SARL', 'Bêta SAS', 'Gamma & Cie'][i],
          comments: COMMENTS,
        }),
      ),
    );
    const model = modelOf(sources);
    const { pages, file } = await render(model, 'merged-3');
    if (!PDFTOTEXT) return;
    const text = flat(pages.join('\n'));
    for (const s of sources) {
      expect(text).toContain(s.companyName);
      expect(text).toContain(s.siren);
      expect(text).toContain(flat(euros(s.totals.debit)));
    }
    expect(text).toContain('Rapport fusionné de 3 FEC');
    expect(pages[2]).toContain('Risque du FEC');
    // The risk of 3 FECs may take more than a page: the detail comes after it.
    expect(pages.slice(3).some((p) => p.includes('Détail des contrôles'))).toBe(true);
    expect(text).toMatch(/FEC 1.*FEC 2.*FEC 3/);
    // Each control: one row per FEC with its count.
    const detail = flat(pages.slice(2).join('\n'));
    for (const c of sources[0].controls) expect(detail).toContain(`${c.id} — ${c.label}`);
    const late = sources.map((s) => s.controls.find((c) => c.id === 'VALID-TARDIVE')!);
    for (const c of late) if (c.count > 0) expect(detail).toContain(integer(c.count).replace(/\s/g, ' '));
    expectWithinMargins(file);
  });

  it('merges two FECs when a filter leaves different controls on each side', async () => {
    const options: ReportOptions = { ...ALL, categories: ['ERROR', 'SAVINGS'] };
    const sources = await Promise.all(
      [FIXTURES[0], FIXTURES[3]].map((f) =>
        sourceFromFixture(join(REAL, f), options, { companyName: f.slice(0, 9) }),
      ),
    );
    const { pages, file } = await render(modelOf(sources, options), 'merged-2-filtered');
    if (!PDFTOTEXT) return;
    const detail = flat(pages.slice(2).join('\n'));
    const ids = new Set(sources.flatMap((s) => s.controls.map((c) => c.id)));
    for (const id of ids) expect(detail).toContain(id);
    expect(detail).toContain('Non retenu');
    expectWithinMargins(file);
  });

  it('shows a locked FEC without amounts or rows, with the notice', async () => {
    const fixture = FIXTURES.find((f) => f.startsWith('123'))!;
    const source = await sourceFromFixture(join(REAL, fixture), ALL, {
      locked: true,
      companyName: 'Verrou SA',
    });
    const { pages, file } = await render(modelOf([source]), 'locked');
    if (!PDFTOTEXT) return;
    const conformityAt = pages.findIndex(
      (p) => p.includes('Conformité du format') && p.includes('Notre verdict'),
    );
    const detail = flat(pages.slice(2, conformityAt).join('\n'));
    // The catalogue's descriptions quote thresholds (« 1 000 € »), never an amount in cents.
    expect(detail).not.toMatch(/\d,\d\d €/);
    expect(detail).toContain(flat(LOCKED_NOTICE).slice(0, 40));
    expect(detail).toContain('— verrouillé');
    expect(detail).not.toContain('premières lignes');
    for (const c of source.controls) expect(detail).toContain(flat(`Constats : ${integer(c.count)}`));
    const synthesis = flat(pages[1]);
    expect(synthesis).toContain('verrouillé');
    // The file's totals are not the detail the offer hides.
    expect(synthesis).toContain(flat(euros(source.totals.debit)));
    expectWithinMargins(file);
  });

  it('merges a locked FEC with an open one: amounts hidden only for the locked one; long names stay inside', async () => {
    const [open, locked] = await Promise.all([
      sourceFromFixture(join(REAL, FIXTURES[0]), ALL, {
        companyName:
          'Société Anonyme des Établissements Viticoles et Œnologiques du Val de Loire et du Centre',
      }),
      sourceFromFixture(join(REAL, FIXTURES[2]), ALL, { locked: true, companyName: 'Verrou SA' }),
    ]);
    const model = modelOf([open, locked]);
    model.name =
      'Revue FEC exercice 2022 – dossier Établissements Viticoles et Œnologiques – mission de présentation';
    const { pages, file } = await render(model, 'merged-locked');
    if (!PDFTOTEXT) return;
    const detail = flat(pages.slice(2).join('\n'));
    expect(detail).toContain(`FEC 2 — Verrou SA : ${flat(LOCKED_NOTICE).slice(0, 30)}`);
    const late = open.controls.find((c) => c.id === 'LET-DESEQ')!;
    expect(detail).toContain(flat(euros(late.amount!)));
    expect(detail).toContain('— verrouillé');
    expect(pages.length).toBeGreaterThan(3);
    expectWithinMargins(file);
  });

  it('groups the controls by accounting cycle, with a logo on the cover', async () => {
    const fixture = FIXTURES.find((f) => f.startsWith('0000000001'))!;
    const source = await sourceFromFixture(
      join(REAL, fixture),
      { ...ALL, byCycle: true },
      { companyName: 'Cycles SARL' },
    );
    const model = modelOf([source], { byCycle: true });
    model.branding = {
      principalColor: '#00695c',
      secondaryColor: '#ffb300',
      logo: { data: logoPng(), type: 'png' },
    };
    model.accountName = 'Cabinet Dupont & Associés — Expertise comptable et commissariat aux comptes';
    const { pages, file } = await render(model, 'by-cycle-logo');
    if (!PDFTOTEXT) return;
    const detail = flat(pages.slice(2).join('\n'));
    const cycles = [...new Set(source.controls.map((c) => c.cycle))].map(cycleLabel);
    const at = cycles.map((c) => detail.indexOf(c));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(detail).toContain('présentés par cycle comptable');
    expectWithinMargins(file);
  });

  it('prints a filtered report and one with no control left', async () => {
    const fixture = FIXTURES.find((f) => f.startsWith('000000000F'))!;
    const options: ReportOptions = { ...ALL, categories: ['ERROR'] };
    const source = await sourceFromFixture(join(REAL, fixture), options);
    const { pages } = await render(modelOf([source], options), 'errors-only');
    if (PDFTOTEXT) {
      // The controls' detail only: the format's part says « Conforme » of the tester's verdict.
      const conformityAt = pages.findIndex(
        (p) => p.includes('Conformité du format') && p.includes('Notre verdict'),
      );
      const detail = flat(pages.slice(2, conformityAt).join('\n'));
      for (const c of source.controls) expect(detail).toContain(c.id);
      expect(detail).not.toContain(CATEGORY_LABELS.OK + ' ');
      // The file's « SIREN » is 000000000 and no company name was given: the heading says so.
      expect(flat(pages[1])).toContain(
        'Synthèse Société non renseignée — Exercice du 01/01/2023 au 31/12/2023',
      );
    }
    const none = await sourceFromFixture(join(REAL, fixture), { ...ALL, controlIds: ['NOPE'] });
    const empty = await render(modelOf([none], { controlIds: ['NOPE'] }), 'empty');
    if (PDFTOTEXT)
      expect(flat(empty.pages.join('\n'))).toContain('Aucun contrôle ne correspond aux filtres choisis.');
  });

  it('says « Société non renseignée » on the cover when no company name was given, never the file name (issue #35)', async () => {
    const fixture = FIXTURES.find((f) => f.startsWith('000000000F'))!;
    const base = await sourceFromFixture(join(REAL, fixture), { ...ALL, controlIds: ['EQ-GLB'] });
    const unnamed = await render(modelOf([{ ...base, companyName: null }]), 'cover-unnamed');
    const declared = await render(
      modelOf([{ ...base, companyName: null, siren: '552100554' }]),
      'cover-unnamed-siren',
    );
    if (!PDFTOTEXT) return;
    // The band's subject, then the pairs: the file name only beside « Fichier ».
    const cover = flat(unnamed.pages[0]);
    expect(cover).toContain('Rapport de revue FEC Société non renseignée');
    expect(cover).toContain('Société Non renseignée');
    expect(cover).toContain('SIREN Non renseigné');
    expect(cover.split(base.fileName)).toHaveLength(2);
    expect(cover).toContain(`Fichier ${base.fileName}`);
    const withSiren = flat(declared.pages[0]);
    expect(withSiren).toContain('Rapport de revue FEC Société non renseignée (SIREN 552 100 554)');
    expect(withSiren).toContain('SIREN 552 100 554');
    // The running header of the other pages: the same words.
    expect(flat(declared.pages[1])).toContain('Société non renseignée — SIREN 552 100 554 — Exercice du');
  });

  it('rejects when the output fails', async () => {
    const fixture = FIXTURES[0];
    const source = await sourceFromFixture(join(REAL, fixture), ALL);
    const out = new PassThrough();
    out.destroy(new Error('disk full'));
    await expect(renderPdf(modelOf([source]), out)).rejects.toThrow();
  });
});

describe('wrapText', () => {
  const ctx = new PdfContext(modelOf([]));
  ctx.font('Cond', 8);
  const real = ctx.measure;
  const words = fc.array(
    fc.oneof(
      fc.constantFrom('écriture', 'œuvre', '1 234,56 €', 'FTOTAL', 'à', '—', 'Lettrage', '\n'),
      fc.string({ maxLength: 30 }),
    ),
    { maxLength: 40 },
  );

  it('keeps every line within the width and never loses or invents text', () => {
    fc.assert(
      fc.property(
        words,
        fc.integer({ min: 20, max: 300 }),
        fc.integer({ min: 1, max: 6 }),
        (parts, width, maxLines) => {
          const text = parts.join(' ');
          const lines = wrapText(text, width, real, maxLines);
          expect(lines.length).toBeLessThanOrEqual(maxLines);
          for (const line of lines) expect(real(line)).toBeLessThanOrEqual(width + 1e-6);
          const squash = (s: string) => s.replace(/\s+/g, '');
          const all = wrapText(text, width, real);
          if (all.length <= maxLines) expect(squash(lines.join(''))).toBe(squash(text));
          else {
            expect(lines.at(-1)!.endsWith(ELLIPSIS)).toBe(true);
            expect(squash(text).startsWith(squash(lines.join('')).slice(0, -1))).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A 120 × 48 PNG logo (a two-colour mark), encoded here to avoid a binary fixture. */
function logoPng(): Buffer {
  const w = 120;
  const h = 48;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const o = y * (w * 3 + 1) + 1 + x * 3;
      const mark = x < 48 ? (x + y) % 16 < 8 : y > 20 && y < 28;
      const [r, g, b] = mark ? [0, 105, 92] : [255, 255, 255];
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 255] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
