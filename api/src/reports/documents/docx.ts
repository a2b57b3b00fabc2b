import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AlignmentType,
  Document,
  Footer,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  TableOfContents,
  TextRun,
} from 'docx';
import { conformity } from './docx/conformity';
import { controlSections } from './docx/controls';
import { cover } from './docx/cover';
import { PAGE, sourceName } from './docx/format';
import { reviewSection } from './docx/review';
import { riskSection } from './docx/risk';
import { statementsSection } from './docx/statements';
import { documentStyles, STYLE } from './docx/styles';
import { synthesis } from './docx/synthesis';
import type { ReportModel, ReportRenderer } from './report-model';

/** « <report name> — page X / Y », on every page but the cover. */
function footer(model: ReportModel): Footer {
  return new Footer({
    children: [
      new Paragraph({
        style: STYLE.note,
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: [`${model.name} — page `, PageNumber.CURRENT, ' / ', PageNumber.TOTAL_PAGES],
          }),
        ],
      }),
    ],
  });
}

/** The whole Word document, built in memory (its content is bounded: the first rows of each control only). */
export function buildDocx(model: ReportModel, progress: (fraction: number) => void = () => {}): Document {
  const children = [
    ...cover(model),
    new Paragraph({ style: STYLE.tocTitle, pageBreakBefore: true, text: 'Sommaire' }),
    new TableOfContents('Sommaire', { hyperlink: true, headingStyleRange: '1-2' }),
    ...synthesis(model),
    ...riskSection(model),
    ...statementsSection(model),
  ];
  progress(0.1);
  children.push(...controlSections(model, (done, total) => progress(0.1 + (0.7 * done) / total)));
  children.push(...reviewSection(model));
  children.push(...conformity(model));
  progress(0.85);
  return new Document({
    creator: model.author,
    lastModifiedBy: model.author,
    title: model.name,
    subject: model.sources.map(sourceName).join(', '),
    description: `Rapport de revue FEC — ${model.accountName}`,
    features: { updateFields: true },
    styles: documentStyles(model.branding),
    sections: [
      {
        properties: {
          titlePage: true,
          page: {
            size: { width: PAGE.width, height: PAGE.height, orientation: PageOrientation.PORTRAIT },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
          },
        },
        footers: {
          default: footer(model),
          first: new Footer({ children: [new Paragraph({ style: STYLE.note })] }),
        },
        children,
      },
    ],
  });
}

/** Word (.docx) report: an editable document with real styles, a table of contents field and tables. */
export const renderDocx: ReportRenderer = async (model, output, progress = () => {}) => {
  const document = buildDocx(model, progress);
  const buffer = await Packer.toBuffer(document);
  progress(0.95);
  await pipeline(Readable.from([buffer]), output);
  progress(1);
};
