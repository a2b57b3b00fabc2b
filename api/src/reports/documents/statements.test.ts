import { PassThrough } from 'node:stream';
import { join } from 'node:path';
import { fromBuffer } from 'yauzl';
import { analyseFile } from '../../../../engine/src/index';
import { renderDocx } from './docx';
import { euros } from './labels';
import { renderPdf } from './pdf';
import type { ReportModel, ReportSource } from './report-model';
import { reportStatementsOf, STATEMENTS_LOCKED_NOTICE } from './statements';
import { flatText, pdfText } from './testing/pdf-text';
import { ALL, FIXTURES, modelOf, sourceFromFixture } from './testing/model-from-fixture';

/** « États financiers » in the PDF and Word reports (issue 36): key figures, SIG, bilan, compte de résultat. */

const FEC = join(FIXTURES, 'fec-public/fec_propre.txt');

async function bytes(
  render: (m: ReportModel, o: NodeJS.WritableStream) => Promise<void>,
  model: ReportModel,
) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await render(model, out);
  return Buffer.concat(chunks);
}

function documentXml(buffer: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: { fileName: string }) => {
        if (entry.fileName !== 'word/document.xml') return zip.readEntry();
        zip.openReadStream(entry as never, (e, stream) => {
          if (e) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error('no document.xml')));
      zip.readEntry();
    });
  });
}

const text = (xml: string) => flatText(xml.replace(/<w:tab\/>/g, ' ').replace(/<[^>]+>/g, ''));

let source: ReportSource;
let resultatNet: number;

beforeAll(async () => {
  const { report } = await analyseFile(FEC, { rowCap: 1000 });
  const statements = (report as { statements?: Parameters<typeof reportStatementsOf>[0] }).statements ?? null;
  source = { ...(await sourceFromFixture(FEC, ALL)), statements: reportStatementsOf(statements, false) };
  resultatNet = source.statements!.keyFigures.resultatNet!;
}, 60_000);

it('prints the statements in the PDF: key figures, SIG, bilan and compte de résultat', async () => {
  const pdf = flatText(await pdfText(await bytes(renderPdf, modelOf([source]))));
  for (const title of [
    'États financiers',
    'Soldes intermédiaires de gestion',
    'Total actif',
    'Total passif',
    'Compte de résultat',
  ])
    expect(pdf).toContain(title);
  expect(pdf).toContain(flatText(`Résultat net ${euros(resultatNet)}`));
});

it('prints the statements in the Word document, and only the key figures of a locked FEC', async () => {
  const open = text(await documentXml(await bytes(renderDocx, modelOf([source]))));
  expect(open).toContain('Soldes intermédiaires de gestion');
  expect(open).toContain('Total actif');
  const locked = {
    ...source,
    locked: true,
    statements: { ...source.statements!, sig: null, balanceSheet: null, incomeStatement: null },
  };
  const shut = text(await documentXml(await bytes(renderDocx, modelOf([locked]))));
  expect(shut).toContain(flatText(`Résultat net${euros(resultatNet)}`));
  expect(shut).toContain(flatText(STATEMENTS_LOCKED_NOTICE));
  expect(shut).not.toContain('Total actif');
});
