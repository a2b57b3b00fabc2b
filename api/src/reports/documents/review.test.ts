import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { fromBuffer } from 'yauzl';
import { renderDocx } from './docx';
import { dateFr, euros } from './labels';
import { renderPdf } from './pdf';
import type { ReportModel, ReportRenderer, ReportSource } from './report-model';
import { renderXlsx } from './xlsx';
import { flatText, pdfPagesText } from './testing/pdf-text';
import {
  ALL,
  modelOf,
  REAL,
  REVIEW_TEXTS,
  sourceFromFixture,
  withReview,
} from './testing/model-from-fixture';

/**
 * « Travaux réalisés » (issue 37 item 6) read back from the three documents: the sign-off state, each
 * control's status and reviewer, the reviewed findings named by journal, entry, date, account and amount;
 * without internal notes, no justification, comment or reopen reason anywhere in the file.
 */

const ARTEFACTS = join(__dirname, '../../../../test-results/reports/review');
const COMMENT = 'Commentaire interne : honoraires à renégocier.';

async function bytes(render: ReportRenderer, model: ReportModel): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await render(model, out);
  await ended;
  return Buffer.concat(chunks);
}

function documentXml(docx: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    fromBuffer(docx, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry) => {
        if (entry.fileName !== 'word/document.xml') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error('no word/document.xml')));
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

/** The Word body as lines: one per paragraph, table cells joined by tabs. */
function docxLines(xml: string): string[] {
  const body = xml.slice(xml.indexOf('<w:body>'));
  const textOf = (x: string) =>
    [...x.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
      .map((m) => (m[1] === undefined ? ' ' : decode(m[1])))
      .join('');
  return [...body.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>|<w:p[ >][\s\S]*?<\/w:p>/g)].flatMap(([x]) =>
    x.startsWith('<w:tbl>')
      ? [...x.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map(([tr]) =>
          [...tr.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map(([tc]) => textOf(tc)).join('\t'),
        )
      : [textOf(x)],
  );
}

async function workbookOf(model: ReportModel) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytes(renderXlsx, model)) as unknown as ArrayBuffer);
  return workbook;
}

const sheetRows = (sheet: ExcelJS.Worksheet) => {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
};

let plain: ReportSource;

beforeAll(async () => {
  plain = await sourceFromFixture(join(REAL, '000000000FEC20231231.txt'), ALL, {
    companyName: 'Boulangerie Martin',
  });
});

/** The fixture with a review and a comment on the reviewed control; `notes` as the builder would leave it. */
function reviewed(o: { signed?: boolean; reopened?: boolean; notes: boolean }): ReportModel {
  const source = withReview(plain, { ...o, internalNotes: o.notes });
  const id = source.review!.controls[0].id;
  source.controls = source.controls.map((c) =>
    c.id === id && o.notes
      ? { ...c, comments: [{ author: 'Claire Martin', createdAt: new Date('2026-11-21'), body: COMMENT }] }
      : c,
  );
  return modelOf([source], { internalNotes: o.notes });
}

describe('« Travaux réalisés » in the PDF', () => {
  it('prints the sign-off, each control’s status and reviewer, and the reviewed findings with their notes', async () => {
    const model = reviewed({ signed: true, notes: true });
    const pdf = await bytes(renderPdf, model);
    mkdirSync(ARTEFACTS, { recursive: true });
    writeFileSync(join(ARTEFACTS, 'avec-notes.pdf'), pdf);
    const pages = await pdfPagesText(pdf);
    const at = pages.findIndex((p) => p.includes('Travaux réalisés Revue des contrôles'));
    expect(at).toBeGreaterThan(2);
    // Before the format's conformity, listed in the contents on the cover.
    expect(
      pages.findIndex((p) => p.includes('Conformité du format Contrôle de la structure')),
    ).toBeGreaterThan(at);
    expect(pages[0]).toContain('Travaux réalisés');
    const section = pages.slice(at).join(' ');
    expect(section).toContain('Revue validée par Sophie Bernard le 23/11/2026');
    const [first, second] = model.sources[0].review!.controls;
    expect(section).toContain(`${first.id} — ${first.label}`);
    expect(section).toContain('Justifié par Claire Martin le 21/11/2026');
    expect(section).toContain(flatText(`Justification : ${REVIEW_TEXTS.control}`));
    expect(section).toContain(`${second.id} — ${second.label}`);
    expect(section).toContain('Anomalie confirmée par Paul Durand le 21/11/2026');
    // The findings table: its columns, then each finding by journal, entry, date, account and amount.
    expect(section).toContain(
      'Journal N° écriture Date Compte Débit Crédit Statut Justification Revu par Le',
    );
    for (const f of first.findings) {
      const amount = flatText(euros(f.debit || f.credit));
      expect(section).toContain(`${f.journal} ${f.ecritureNum} ${dateFr(f.date)} ${f.compte}`);
      expect(section).toContain(amount);
    }
    expect(section).toContain(flatText(REVIEW_TEXTS.finding));
    expect(section).toContain('Anomalie confirmée disparu');
    expect(pages.join(' ')).toContain(COMMENT);
  });

  it('without internal notes: statuses, reviewers and sign-off stay; no justification, comment or reason', async () => {
    const model = reviewed({ reopened: true, notes: false });
    const pdf = await bytes(renderPdf, model);
    writeFileSync(join(ARTEFACTS, 'sans-notes.pdf'), pdf);
    const text = (await pdfPagesText(pdf)).join(' ');
    expect(text).toContain('Travaux réalisés');
    expect(text).toContain('Revue non validée');
    expect(text).toContain(
      'Validée par Sophie Bernard le 23/11/2026, rouverte par Sophie Bernard le 24/11/2026.',
    );
    expect(text).toContain('Justifié par Claire Martin le 21/11/2026');
    expect(text).toContain('Journal N° écriture Date Compte Débit Crédit Statut Revu par Le');
    for (const secret of [REVIEW_TEXTS.control, REVIEW_TEXTS.finding, REVIEW_TEXTS.reopen, COMMENT])
      expect(text).not.toContain(flatText(secret));
    expect(text).not.toContain('Justification');
  });

  it('has no « Travaux réalisés » when no FEC has review work or a sign-off', async () => {
    const text = (await pdfPagesText(await bytes(renderPdf, modelOf([plain])))).join(' ');
    expect(text).not.toContain('Travaux réalisés');
  });
});

describe('« Travaux réalisés » in the Word document', () => {
  it('has its heading, the sign-off, the statuses and the findings table; notes only when asked', async () => {
    const model = reviewed({ signed: true, notes: true });
    const docx = await bytes(renderDocx, model);
    writeFileSync(join(ARTEFACTS, 'avec-notes.docx'), docx);
    const lines = docxLines(await documentXml(docx));
    // The contents field lists the headings first: the section is the last « Travaux réalisés ».
    const at = lines.lastIndexOf('Travaux réalisés');
    expect(at).toBeGreaterThan(0);
    expect(lines.lastIndexOf('Conformité du format')).toBeGreaterThan(at);
    const section = lines.slice(at, lines.lastIndexOf('Conformité du format'));
    expect(section).toContain('Revue validée par Sophie Bernard le 23/11/2026');
    const [first, second] = model.sources[0].review!.controls;
    expect(section).toContain(`${first.id} — ${first.label}`);
    expect(section).toContain('Statut : Justifié — par Claire Martin le 21/11/2026');
    expect(section).toContain(`Justification : ${REVIEW_TEXTS.control}`);
    expect(section).toContain('Statut : Anomalie confirmée — par Paul Durand le 21/11/2026');
    expect(section).toContain(`${second.id} — ${second.label}`);
    const header = section.findIndex((l) => l.startsWith('Journal\t'));
    expect(section[header]).toBe(
      'Journal\tN° écriture\tDate\tCompte\tDébit\tCrédit\tStatut\tJustification\tRevu par, le',
    );
    const f = first.findings[0];
    expect(section[header + 1]).toBe(
      [
        f.journal,
        f.ecritureNum,
        dateFr(f.date),
        f.compAux ? `${f.compte} ${f.compAux}` : f.compte,
        f.debit ? euros(f.debit) : '',
        f.credit ? euros(f.credit) : '',
        'Justifié',
        REVIEW_TEXTS.finding,
        'Claire Martin 22/11/2026',
      ].join('\t'),
    );
    expect(section[header + 2]).toContain('Anomalie confirmée disparu');
    expect(lines).toContain(COMMENT);

    const off = docxLines(
      await documentXml(await bytes(renderDocx, reviewed({ reopened: true, notes: false }))),
    );
    const text = off.join('\n');
    expect(off).toContain('Travaux réalisés');
    expect(off).toContain('Revue non validée');
    expect(off).toContain('Statut : Justifié — par Claire Martin le 21/11/2026');
    expect(off).toContain('Journal\tN° écriture\tDate\tCompte\tDébit\tCrédit\tStatut\tRevu par, le');
    for (const secret of [REVIEW_TEXTS.control, REVIEW_TEXTS.finding, REVIEW_TEXTS.reopen, COMMENT])
      expect(text).not.toContain(secret);
  });
});

describe('« Travaux réalisés » in the Excel workbook', () => {
  it('a sheet before the format’s: sign-off, then a control row and its findings with real dates and euros', async () => {
    const model = reviewed({ signed: true, notes: true });
    const workbook = await workbookOf(model);
    const names = workbook.worksheets.map((s) => s.name);
    expect(names.indexOf('Travaux réalisés')).toBe(names.length - 2);
    const rows = sheetRows(workbook.getWorksheet('Travaux réalisés')!);
    expect(rows[0]).toEqual(['Travaux réalisés']);
    expect(rows[2]).toEqual(['Revue validée par Sophie Bernard le 23/11/2026']);
    const header = rows.findIndex((r) => r[0] === 'Contrôle');
    expect(rows[header]).toEqual([
      'Contrôle',
      'Libellé',
      'Élément',
      'Journal',
      'N° écriture',
      'Date',
      'Compte',
      'Débit',
      'Crédit',
      'Statut',
      'Justification',
      'Revu par',
      'Le',
    ]);
    const [first] = model.sources[0].review!.controls;
    const control = rows[header + 1];
    expect(control.slice(0, 3)).toEqual([first.id, first.label, 'Contrôle']);
    expect(control.slice(9, 12)).toEqual(['Justifié', REVIEW_TEXTS.control, 'Claire Martin']);
    expect(control[12]).toBeInstanceOf(Date);
    const finding = rows[header + 2];
    const f = first.findings[0];
    expect(finding.slice(2, 5)).toEqual(['Constat', f.journal, f.ecritureNum]);
    expect(finding[5]).toBeInstanceOf(Date);
    expect(finding[7] ?? null).toBe(f.debit ? f.debit / 100 : null);
    expect(finding.slice(9, 12)).toEqual(['Justifié', REVIEW_TEXTS.finding, 'Claire Martin']);
    expect(rows[header + 3][2]).toBe('Constat disparu');

    const off = await workbookOf(reviewed({ reopened: true, notes: false }));
    const offRows = sheetRows(off.getWorksheet('Travaux réalisés')!);
    const offText = JSON.stringify(offRows);
    expect(offRows[2]).toEqual(['Revue non validée']);
    expect(offRows.find((r) => r[0] === 'Contrôle')).not.toContain('Justification');
    for (const secret of [REVIEW_TEXTS.control, REVIEW_TEXTS.finding, REVIEW_TEXTS.reopen])
      expect(offText).not.toContain(secret);
  });
});
