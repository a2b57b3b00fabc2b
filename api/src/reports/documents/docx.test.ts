import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fromBuffer } from 'yauzl';
import { renderDocx } from './docx';
import { imageSize } from './docx/cover';
import { sourceLabels, sourceName } from './docx/format';
import { AMOUNT_AT_STAKE_LABEL } from './key-figures';
import { textOn, tint } from './docx/styles';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  CYCLE_LABELS,
  cycleLabel,
  euros,
  integer,
  LOCKED_NOTICE,
  THEME_LABELS,
  themeLabel,
} from './labels';
import type { ReportModel, ReportSource } from './report-model';
import { ALL, modelOf, REAL, sourceFromFixture } from './testing/model-from-fixture';

/** The real fixtures (the expected-result CSVs beside them are not FECs). */
const FIXTURES = readdirSync(REAL)
  .filter((f) => /\.txt$/i.test(f))
  .sort();
const ARTEFACTS = join(__dirname, '../../../../test-results/reports/docx');

// A 2 × 1 px PNG, enough for Word to place a logo.
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mMQ/M/wn4GBgQEADB4CAHc+UUgAAAAASUVORK5CYII=',
  'base64',
);

async function render(model: ReportModel): Promise<{ buffer: Buffer; progress: number[] }> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (c: Buffer) => chunks.push(c));
  const progress: number[] = [];
  await renderDocx(model, output, (f) => progress.push(f));
  return { buffer: Buffer.concat(chunks), progress };
}

function unzip(buffer: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const out: Record<string, Buffer> = {};
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of a paragraph: its runs, line breaks as \n. */
const textOf = (xml: string) =>
  [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
    .map((m) => (m[1] === undefined ? '\n' : decode(m[1])))
    .join('');

type Block =
  | { kind: 'p'; style: string | null; text: string }
  | { kind: 'table'; xml: string; headerRow: boolean; rows: string[][] };

/** The body as a sequence of paragraphs and tables (the report's tables are never nested). */
function blocks(documentXml: string): Block[] {
  const body = documentXml.slice(documentXml.indexOf('<w:body>'));
  return [...body.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>|<w:p[ >][\s\S]*?<\/w:p>/g)].map(([xml]) => {
    if (xml.startsWith('<w:tbl>')) {
      const rows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map(([tr]) =>
        [...tr.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map(([tc]) => textOf(tc)),
      );
      const firstRow = xml.match(/<w:tr[ >][\s\S]*?<\/w:tr>/)?.[0] ?? '';
      return { kind: 'table', xml, headerRow: firstRow.includes('<w:tblHeader'), rows };
    }
    return { kind: 'p', style: xml.match(/<w:pStyle w:val="([^"]+)"/)?.[1] ?? null, text: textOf(xml) };
  });
}

interface Read {
  files: Record<string, Buffer>;
  document: string;
  styles: string;
  blocks: Block[];
  text: string;
}

async function read(model: ReportModel, artefact?: string): Promise<Read> {
  const { buffer, progress } = await render(model);
  expect(buffer.subarray(0, 2).toString()).toBe('PK');
  expect(progress.at(-1)).toBe(1);
  expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  if (artefact) {
    mkdirSync(ARTEFACTS, { recursive: true });
    writeFileSync(join(ARTEFACTS, artefact), buffer);
  }
  const files = await unzip(buffer);
  const document = files['word/document.xml'].toString('utf8');
  const b = blocks(document);
  const text = b
    .map((x) => (x.kind === 'p' ? x.text : x.rows.map((r) => r.join('\t')).join('\n')))
    .join('\n');
  return { files, document, styles: files['word/styles.xml'].toString('utf8'), blocks: b, text };
}

const headings = (r: Read, style: string) =>
  r.blocks
    .filter((b): b is Extract<Block, { kind: 'p' }> => b.kind === 'p' && b.style === style)
    .map((b) => b.text);

/** The first table after the paragraph whose text is `text` (and its style `style`). */
function tableAfter(r: Read, style: string, text: string, from = 0) {
  const at = r.blocks.findIndex(
    (b, i) => i >= from && b.kind === 'p' && b.style === style && b.text === text,
  );
  expect(at).toBeGreaterThanOrEqual(0);
  const t = r.blocks.slice(at + 1).find((b) => b.kind === 'table');
  if (!t || t.kind !== 'table') throw new Error(`no table after ${text}`);
  return { at, table: t };
}

const digits = (s: string) => s.replace(/\D/g, '');

/** What the engine says, checked against the document: ids, results, counts, amounts, rows, synthesis. */
function expectAgreesWith(r: Read, sources: ReportSource[]) {
  const merged = sources.length > 1;
  const h2 = headings(r, 'Heading2');
  const ids = new Set(sources.flatMap((s) => s.controls.map((c) => c.id)));
  expect(ids.size).toBeGreaterThan(10);
  for (const id of ids) {
    const control = sources.map((s) => s.controls.find((c) => c.id === id)).find(Boolean)!;
    const title = `${id} — ${control.label}`;
    expect(h2).toContain(title);
    const { table } = tableAfter(r, 'Heading2', title);
    expect(table.headerRow).toBe(true);
    expect(table.rows[0]).toHaveLength(sources.length + 1);
    expect(table.rows.map((row) => row[0])).toEqual([
      'Indicateur',
      'Résultat',
      'Constats',
      'Montant en jeu',
      'Lignes produites',
    ]);
    sources.forEach((s, i) => {
      const c = s.controls.find((k) => k.id === id);
      const column = table.rows.map((row) => row[i + 1]);
      if (!c) return expect(column[1]).toBe('Non retenu');
      expect(column[1]).toBe(CATEGORY_LABELS[c.result]);
      // A systemic pattern is one finding, named as such (its other findings beside it).
      const others = c.count - 1;
      const findings = !c.pattern
        ? integer(c.count)
        : others > 0
          ? `Constat systémique + ${integer(others)} autre${others > 1 ? 's' : ''}`
          : 'Constat systémique';
      expect(column[2]).toBe(findings);
      // A pattern without an amount of its own shows a dash, not « 0,00 € ».
      const amount = c.pattern && c.amount === 0 ? '—' : euros(c.amount!);
      expect(column[3]).toBe(s.locked ? '— verrouillé' : amount);
      expect(column[4]).toBe(s.locked ? '— verrouillé' : integer(c.total));
    });
  }
  const { table: categories } = tableAfter(r, 'Heading2', 'Résultats par catégorie');
  expect(categories.headerRow).toBe(true);
  CATEGORIES.forEach((category, row) => {
    expect(categories.rows[row + 1][0]).toBe(CATEGORY_LABELS[category]);
    sources.forEach((s, i) => expect(categories.rows[row + 1][i + 1]).toBe(integer(s.summary[category])));
  });
  const { table: figures } = tableAfter(r, 'Heading2', 'Chiffres clés');
  const figure = (label: string) => figures.rows.find((row) => row[0] === label)!.slice(1);
  expect(figure('Lignes')).toEqual(sources.map((s) => integer(s.format.lines)));
  expect(figure('Écritures')).toEqual(sources.map((s) => integer(s.format.entries)));
  expect(figure('Total débit')).toEqual(sources.map((s) => euros(s.totals.debit)));
  expect(figure('Total crédit')).toEqual(sources.map((s) => euros(s.totals.credit)));
  for (const s of sources) {
    if (s.companyName) expect(r.text.includes(s.companyName)).toBe(true);
    if (s.siren) expect(digits(r.text).includes(s.siren)).toBe(true);
    if (merged) expect(figures.rows[0].join(' ')).toContain(sourceName(s));
  }
}

function expectWordStructure(r: Read, model: ReportModel) {
  const h1 = headings(r, 'Heading1');
  expect(h1[0]).toBe('Synthèse');
  expect(h1.at(-1)).toBe('Conformité du format');
  expect(headings(r, 'Title')).toEqual([model.name]);
  // Every table starts with a header row Word repeats on each page.
  const tables = r.blocks.filter((b) => b.kind === 'table');
  expect(tables.length).toBeGreaterThan(5);
  for (const t of tables) expect(t.kind === 'table' && t.headerRow).toBe(true);
  // A real table of contents field over headings 1–2, updated when Word opens the file.
  expect(/TOC \\h \\o &quot;1-2&quot;/.test(r.document)).toBe(true);
  expect(r.files['word/settings.xml'].toString()).toContain('<w:updateFields');
  // The branding colour in the heading styles and behind the table headers.
  const colour = model.branding.principalColor.replace('#', '').toUpperCase();
  const heading1 = r.styles.match(/<w:style [^>]*w:styleId="Heading1"[\s\S]*?<\/w:style>/)?.[0] ?? '';
  expect(heading1).toContain(`w:color w:val="${colour}"`);
  expect(r.document.includes(`w:fill="${colour}"`)).toBe(true);
  // Footer: the name and PAGE / NUMPAGES fields; A4 portrait.
  const footers = Object.entries(r.files)
    .filter(([name]) => /^word\/footer\d+\.xml$/.test(name))
    .map(([, x]) => x.toString());
  const footer = footers.find((f) => f.includes(model.name)) ?? '';
  expect(textOf(footer)).toContain(`${model.name} — page `);
  expect(footer).toMatch(/PAGE/);
  expect(footer).toMatch(/NUMPAGES/);
  expect(/<w:pgSz w:w="11906" w:h="16838"/.test(r.document)).toBe(true);
}

describe('renderDocx', () => {
  const single = new Map<string, ReportSource>();

  beforeAll(async () => {
    for (const [i, file] of FIXTURES.entries()) {
      const source = await sourceFromFixture(join(REAL, file), ALL, {
        companyName: i === 0 ? 'Société Démo & Fils' : undefined,
      });
      single.set(file, source);
    }
  });

  test('the fixtures are there', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(4);
  });

  test.each(FIXTURES)('%s: a Word document agreeing with the analysis', async (file) => {
    const source = single.get(file)!;
    const first = source.controls.find((c) => c.firstRows.length > 0)!;
    source.controls = source.controls.map((c) =>
      c.id === first.id
        ? {
            ...c,
            comments: [
              {
                author: 'Claire Martin',
                createdAt: new Date('2026-11-21T09:30:00Z'),
                body: 'À revoir avec le client.',
              },
            ],
          }
        : c,
    );
    const model = modelOf([source]);
    const r = await read(model, `${file.replace(/\.[^.]+$/, '')}.docx`);
    expectWordStructure(r, model);
    expectAgreesWith(r, [source]);
    expect(r.text.includes(source.companyName ?? 'Société non renseignée')).toBe(true);
    // Sections by theme, in catalogue order.
    const themes = [...new Set(source.controls.map((c) => c.theme))];
    const order = Object.keys(THEME_LABELS);
    const expected = themes.sort((a, b) => order.indexOf(a) - order.indexOf(b)).map(themeLabel);
    // After the synthesis, the FEC's risk, then one section per theme.
    expect(headings(r, 'Heading1')[1]).toBe('Risque du FEC');
    expect(headings(r, 'Heading1').slice(2, -1)).toEqual(expected);
    // The first rows of a control (a systemic pattern's « Exemples »): the columns, then the engine's rows.
    const { table } = tableAfter(
      r,
      'Heading3',
      first.pattern ? 'Exemples' : 'Premières lignes',
      r.blocks.findIndex(
        (b) => b.kind === 'p' && b.style === 'Heading2' && b.text.startsWith(`${first.id} — `),
      ),
    );
    expect(table.rows[0]).toEqual([
      'Ligne',
      'Journal',
      'N° écriture',
      'Date',
      'Compte',
      'Libellé',
      'Débit',
      'Crédit',
      'Détail',
    ]);
    expect(table.rows).toHaveLength(first.firstRows.length + 1);
    expect(table.rows[1][0]).toBe(String(first.firstRows[0].line));
    expect(table.rows[1][6]).toBe(first.firstRows[0].debit ? euros(first.firstRows[0].debit) : '');
    // The comment: author, date, text.
    expect(r.text.includes('Claire Martin — 21/11/2026')).toBe(true);
    expect(r.text.includes('À revoir avec le client.')).toBe(true);
    // Format conformity: verdict and the diagnostics per code.
    const counts = Object.entries(source.format.diagnosticCounts).filter(([, n]) => n > 0);
    if (counts.length > 0) {
      const { table: codes } = tableAfter(r, 'Heading2', 'Diagnostics');
      expect(codes.rows[0]).toEqual(['Code', 'Signification', 'Portée', 'Nombre']);
      for (const [code, n] of counts) expect(codes.rows.find((row) => row[0] === code)?.[3]).toBe(integer(n));
    }
  });

  test('merged: the FECs side by side, one column each', async () => {
    const sources = FIXTURES.slice(0, 3).map((f) => single.get(f)!);
    const model = modelOf(sources);
    const r = await read(model, 'fusion.docx');
    expectWordStructure(r, model);
    expectAgreesWith(r, sources);
    const { table } = tableAfter(r, 'Heading2', 'Résultats par catégorie');
    expect(table.rows[0]).toHaveLength(4);
    expect(r.text.includes('Revue comparée des fichiers des écritures comptables')).toBe(true);
    for (const name of sourceLabels(sources))
      expect(headings(r, 'Heading2')).toContain(`Diagnostics — ${name}`);
  });

  test('merged: one company over two years keeps its FECs apart by their closing date', async () => {
    const [a, b] = [FIXTURES[0], FIXTURES[3]].map((f) => ({
      ...single.get(f)!,
      companyName: 'Boulangerie Martin',
    }));
    const r = await read(modelOf([a, b]));
    const h2 = headings(r, 'Heading2');
    expect(h2).toContain('Diagnostics — Boulangerie Martin (clos le 31/08/2022)');
    expect(h2).toContain('Diagnostics — Boulangerie Martin (clos le 31/03/2023)');
    // The small tables keep together: every body row but the last keeps with the next (the header by its style).
    const { table } = tableAfter(r, 'Heading2', 'Résultats par catégorie');
    const rows = [...table.xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map(([tr]) =>
      tr.includes('<w:keepNext'),
    );
    expect(rows.slice(1, -1).every(Boolean)).toBe(true);
    expect(rows.at(-1)).toBe(false);
  });

  test('locked: results and counts, no amount, no rows, the notice', async () => {
    const file = FIXTURES[0];
    const source = await sourceFromFixture(join(REAL, file), ALL, {
      locked: true,
      companyName: 'Verrouillée SA',
    });
    const model = modelOf([source]);
    const r = await read(model, 'verrouille.docx');
    expectWordStructure(r, model);
    expectAgreesWith(r, [source]);
    // No euro amount from the first control section to the format conformity (the totals of the file stay).
    const start = r.blocks.findIndex(
      (b) => b.kind === 'p' && b.style === 'Heading1' && b.text !== 'Synthèse',
    );
    const end = r.blocks.findIndex(
      (b) => b.kind === 'p' && b.style === 'Heading1' && b.text === 'Conformité du format',
    );
    expect(end).toBeGreaterThan(start);
    const controls = r.blocks.slice(start, end);
    const controlText = controls.map((b) => (b.kind === 'p' ? b.text : b.rows.flat().join(' '))).join('\n');
    // (Descriptions may quote thresholds such as « 1 000 € »; an amount is always written with its cents.)
    expect(controlText.match(/\d,\d{2}\s€/g)).toBeNull();
    expect(headings(r, 'Heading3')).not.toContain('Premières lignes');
    expect(headings(r, 'Heading3')).not.toContain('Exemples');
    expect(controls.filter((b) => b.kind === 'p' && b.text === LOCKED_NOTICE)).toHaveLength(
      source.controls.length,
    );
    const { table: figures } = tableAfter(r, 'Heading2', 'Chiffres clés');
    expect(figures.rows.find((row) => row[0] === AMOUNT_AT_STAKE_LABEL)?.[1]).toBe('— verrouillé');
  });

  test('by cycle, with a logo and a light branding colour', async () => {
    const source = single.get(FIXTURES[1])!;
    const model: ReportModel = {
      ...modelOf([source], { byCycle: true }),
      branding: { principalColor: '#f2c94c', secondaryColor: '#333333', logo: { data: LOGO, type: 'png' } },
    };
    const r = await read(model, 'par-cycle.docx');
    expectWordStructure(r, model);
    expectAgreesWith(r, [source]);
    const cycles = [...new Set(source.controls.map((c) => c.cycle))];
    const order = Object.keys(CYCLE_LABELS);
    expect(headings(r, 'Heading1').slice(2, -1)).toEqual(
      cycles.sort((a, b) => order.indexOf(a) - order.indexOf(b)).map(cycleLabel),
    );
    expect(Object.keys(r.files).some((f) => /^word\/media\/.+\.png$/.test(f))).toBe(true);
    expect(r.document.includes('<w:drawing>')).toBe(true);
    // Dark text on a light header so it stays readable.
    const header = r.styles.match(/<w:style [^>]*w:styleId="TableauEntete"[\s\S]*?<\/w:style>/)?.[0] ?? '';
    expect(header).toContain('w:color w:val="000000"');
  });

  test('text a FEC may carry that XML forbids is replaced, not written', async () => {
    const source = single.get(FIXTURES[3])!;
    const first = source.controls.find((c) => c.firstRows.length > 0)!;
    const odd: ReportSource = {
      ...source,
      controls: source.controls.map((c) =>
        c === first
          ? {
              ...c,
              firstRows: [
                { ...c.firstRows[0], ecritureLib: 'Achat\u0001 \uFFFE caf\uD800é' },
                ...c.firstRows.slice(1),
              ],
            }
          : c,
      ),
    };
    const r = await read(modelOf([odd]));
    // eslint-disable-next-line no-control-regex -- control characters are what the test looks for
    expect(/[\u0000-\u0008\uFFFE\uFFFF]|[\uD800-\uDFFF]/.test(r.document)).toBe(false);
    expect(r.text.includes('Achat \uFFFD caf\uFFFDé')).toBe(true);
  });

  test('logo sizes read from png and jpeg headers; colours stay readable', () => {
    expect(imageSize(LOGO, 'png')).toEqual({ width: 2, height: 1 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x96, 0x01, 0x2c,
      0x03,
    ]);
    expect(imageSize(Buffer.concat([jpeg, Buffer.alloc(16)]), 'jpeg')).toEqual({ width: 300, height: 150 });
    expect(imageSize(Buffer.from('not an image'), 'png')).toBeNull();
    expect(textOn('#1f4e79')).toBe('FFFFFF');
    expect(textOn('#f2c94c')).toBe('000000');
    expect(tint('#000000', 0.5)).toBe('808080');
  });

  test('filters leaving no control: the document says so', async () => {
    const source = await sourceFromFixture(join(REAL, FIXTURES[2]), {
      ...ALL,
      controlIds: ['NO-SUCH-CONTROL'],
    });
    const r = await read(modelOf([source]));
    expect(r.text.includes('Aucun contrôle ne correspond aux filtres choisis.')).toBe(true);
  });

  test('a cover without a company name says so, with the declared SIREN, never the file name (issue #35)', async () => {
    const file = FIXTURES.find((f) => f.startsWith('000000000F'))!;
    const base = await sourceFromFixture(join(REAL, file), { ...ALL, controlIds: ['EQ-GLB'] });
    const cover = async (source: ReportSource) => {
      const r = await read(modelOf([source]));
      const end = r.blocks.findIndex((b) => b.kind === 'p' && b.style === 'Heading1');
      return r.blocks.slice(0, end).map((b) => (b.kind === 'p' ? b.text : ''));
    };
    // The file's « SIREN » is 000000000: no SIREN at all.
    const unnamed = await cover({ ...base, companyName: null });
    expect(unnamed).toContain('Société non renseignée');
    expect(unnamed).toContain('SIREN : non renseigné');
    expect(unnamed).toContain(`Fichier : ${base.fileName}`);
    expect(unnamed.filter((t) => t.includes(base.fileName))).toEqual([`Fichier : ${base.fileName}`]);
    // A SIREN declared on the FEC: formatted, on its own line.
    const declared = await cover({ ...base, companyName: '  ', siren: '552100554' });
    expect(declared).toContain('Société non renseignée');
    expect(declared).toContain('SIREN : 552\u00a0100\u00a0554');
    // Headings elsewhere name it with its SIREN.
    expect(sourceName({ ...base, companyName: null, siren: '552100554' })).toBe(
      'Société non renseignée (SIREN 552\u00a0100\u00a0554)',
    );
    const named = await cover({ ...base, companyName: 'Boulangerie Martin', siren: '552100554' });
    expect(named).toContain('Boulangerie Martin');
    expect(named).not.toContain('Société non renseignée');
  });

  test('a PDF and PNG preview when LibreOffice is installed (artefacts to look at)', () => {
    const soffice = ['soffice', 'libreoffice'].find((bin) => {
      try {
        execFileSync('which', [bin]);
        return true;
      } catch {
        return false;
      }
    });
    if (!soffice || !existsSync(join(ARTEFACTS, 'fusion.docx'))) return;
    execFileSync(
      soffice,
      ['--headless', '--convert-to', 'pdf', '--outdir', ARTEFACTS, join(ARTEFACTS, 'fusion.docx')],
      {
        timeout: 120_000,
      },
    );
    execFileSync('pdftoppm', ['-png', '-r', '60', join(ARTEFACTS, 'fusion.pdf'), join(ARTEFACTS, 'fusion')]);
    expect(readdirSync(ARTEFACTS).some((f) => f.endsWith('.png'))).toBe(true);
  });
});
