import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { clean, headerCell, PAGE, TEXT_WIDTH } from '../../reports/documents/docx/format';
import { documentStyles, hex, STYLE, tint } from '../../reports/documents/docx/styles';
import type { CompteRenduModel, CompteRenduPoint } from '../compte-rendu-model';
import { BRANDING } from './branding';
import {
  closingLine,
  COLUMNS,
  companyRows,
  conclusionColor,
  conclusionLabel,
  CONCLUSION_ORDER,
  concludedLine,
  DOCUMENT_NAME,
  doneAtLine,
  DRAFT_MARK,
  DRAFT_NOTICE,
  ESTABLISHED_TITLE,
  footerText,
  generatedLine,
  HEADINGS,
  missionText,
  NOT_CONCLUDED,
  NOTHING_ESTABLISHED,
  orderedPoints,
  pointHeading,
  providerRows,
  signatoryLines,
  SUPERTITLE,
  tally,
  TICK,
  TITLE,
} from './texts';
import { ECF_CONCLUSION_LABELS } from '../compte-rendu-model';

/**
 * The compte rendu de mission as an editable Word document, in the order of the arrêté's model (annex 3): the
 * company, the provider, the mission, the table of the ten points with their conclusion and comments, then what
 * the FEC established for each point, the place, date and signature.
 */

const PRINCIPAL = hex(BRANDING.principalColor);
const DRAFT_RED = 'C62828';
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' };
const BORDERS = {
  top: BORDER,
  bottom: BORDER,
  left: BORDER,
  right: BORDER,
  insideHorizontal: BORDER,
  insideVertical: BORDER,
};

/** Lines of user text as runs, each `\n` a line break (blank lines kept: a comment's paragraphs stay apart). */
function textRuns(text: string, options: { bold?: boolean; color?: string } = {}): TextRun[] {
  return clean(text)
    .split(/\r\n|\r|\n/)
    .map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : undefined, ...options }));
}

/** The draft mark on top of every page, or the provider's name once signed. */
function header(model: CompteRenduModel): Header {
  const draft = model.signedAt === null;
  return new Header({
    children: [
      new Paragraph({
        style: STYLE.note,
        alignment: AlignmentType.RIGHT,
        children: draft
          ? [
              new TextRun({
                text: DRAFT_MARK,
                bold: true,
                allCaps: true,
                italics: false,
                color: DRAFT_RED,
                size: 22,
              }),
            ]
          : [new TextRun({ text: clean(model.provider.firmName) })],
      }),
    ],
  });
}

function footer(model: CompteRenduModel): Footer {
  return new Footer({
    children: [
      new Paragraph({
        style: STYLE.note,
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: [
              `${clean(footerText(model))} — page `,
              PageNumber.CURRENT,
              ' / ',
              PageNumber.TOTAL_PAGES,
            ],
          }),
        ],
      }),
    ],
  });
}

/** A two-column identification table: the label shaded, the value beside it. */
function pairsTable(rows: [string, string][]): Table {
  const widths = [Math.round(TEXT_WIDTH * 0.3), TEXT_WIDTH - Math.round(TEXT_WIDTH * 0.3)];
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: BORDERS,
    rows: rows.map(
      ([label, value], i) =>
        new TableRow({
          cantSplit: true,
          children: [
            new TableCell({
              shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F3F4F6' },
              margins: { top: 40, bottom: 40, left: 90, right: 90 },
              verticalAlign: VerticalAlign.CENTER,
              children: [
                new Paragraph({
                  style: STYLE.tableText,
                  keepNext: i < rows.length - 1 || undefined,
                  children: [new TextRun({ text: label, bold: true })],
                }),
              ],
            }),
            new TableCell({
              margins: { top: 40, bottom: 40, left: 90, right: 90 },
              verticalAlign: VerticalAlign.CENTER,
              children: [
                new Paragraph({
                  style: STYLE.tableText,
                  keepNext: i < rows.length - 1 || undefined,
                  children: textRuns(value),
                }),
              ],
            }),
          ],
        }),
    ),
  });
}

/** Relative widths of the points table: N°, point, the three conclusions, comments. */
const POINT_COLUMNS = [0.45, 3.6, 1.0, 1.0, 1.0, 4.0];

function pointRow(p: CompteRenduPoint, widths: number[]): TableRow {
  const margins = { top: 50, bottom: 50, left: 80, right: 80 };
  const plain = (children: Paragraph[], width: number, align?: 'center') =>
    new TableCell({
      margins,
      width: { size: width, type: WidthType.DXA },
      verticalAlign: align ? VerticalAlign.CENTER : VerticalAlign.TOP,
      children,
    });
  const color = hex(conclusionColor(p.conclusion));
  const conclusionCells: TableCell[] = p.conclusion
    ? CONCLUSION_ORDER.map((c, i) => {
        const ticked = c === p.conclusion;
        return new TableCell({
          margins,
          width: { size: widths[2 + i], type: WidthType.DXA },
          verticalAlign: VerticalAlign.CENTER,
          shading: ticked ? { type: ShadingType.CLEAR, color: 'auto', fill: tint(color, 0.85) } : undefined,
          children: [
            new Paragraph({
              style: STYLE.tableText,
              alignment: AlignmentType.CENTER,
              children: ticked ? [new TextRun({ text: TICK, bold: true, color, size: 24 })] : [],
            }),
          ],
        });
      })
    : [
        new TableCell({
          margins,
          columnSpan: 3,
          width: { size: widths[2] + widths[3] + widths[4], type: WidthType.DXA },
          verticalAlign: VerticalAlign.CENTER,
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: tint(color, 0.85) },
          children: [
            new Paragraph({
              style: STYLE.tableText,
              alignment: AlignmentType.CENTER,
              children: [new TextRun({ text: NOT_CONCLUDED, bold: true, color })],
            }),
          ],
        }),
      ];
  const comment = p.comment?.trim();
  return new TableRow({
    // A long comment may run onto the next page (the header row is repeated there); a short row stays whole.
    cantSplit: (comment?.length ?? 0) < 600,
    children: [
      plain(
        [
          new Paragraph({
            style: STYLE.tableText,
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: String(p.number), bold: true })],
          }),
        ],
        widths[0],
      ),
      plain([new Paragraph({ style: STYLE.tableText, children: textRuns(p.title) })], widths[1]),
      ...conclusionCells,
      plain(
        comment
          ? comment
              .split(/\n\s*\n/)
              .map((para) => new Paragraph({ style: STYLE.tableText, children: textRuns(para.trim()) }))
          : [
              new Paragraph({
                style: STYLE.tableText,
                children: [new TextRun({ text: '—', color: '808080' })],
              }),
            ],
        widths[5],
      ),
    ],
  });
}

/** The table of the ten points: the ticked conclusion in its column, the comment in full. */
function pointsTable(model: CompteRenduModel): Table {
  const sum = POINT_COLUMNS.reduce((s, w) => s + w, 0);
  const widths = POINT_COLUMNS.map((w) => Math.floor((w / sum) * TEXT_WIDTH));
  const titles = [
    COLUMNS.number,
    COLUMNS.point,
    ...CONCLUSION_ORDER.map((c) => ECF_CONCLUSION_LABELS[c]),
    COLUMNS.comment,
  ];
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: BORDERS,
    rows: [
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: titles.map((t, i) => headerCell(t, PRINCIPAL, i === 1 || i === 5 ? 'left' : 'center')),
      }),
      ...orderedPoints(model).map((p) => pointRow(p, widths)),
    ],
  });
}

/** One point's details: its wording, its conclusion, what the FEC established, who concluded (the comment is in the table). */
function pointDetails(p: CompteRenduPoint): Paragraph[] {
  const color = hex(conclusionColor(p.conclusion));
  const out: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: textRuns(pointHeading(p)) }),
    new Paragraph({
      keepNext: true,
      children: [new TextRun({ text: clean(p.title), italics: true, color: '404040' })],
    }),
    new Paragraph({
      keepNext: true,
      children: [
        new TextRun({ text: 'Conclusion : ' }),
        new TextRun({ text: conclusionLabel(p.conclusion), bold: true, color }),
      ],
    }),
    new Paragraph({
      keepNext: true,
      spacing: { before: 80, after: 40 },
      children: [new TextRun({ text: ESTABLISHED_TITLE, bold: true })],
    }),
  ];
  const established = p.established.map((s) => s.trim()).filter(Boolean);
  if (established.length === 0) out.push(new Paragraph({ style: STYLE.note, text: NOTHING_ESTABLISHED }));
  else
    established.forEach((line) =>
      out.push(new Paragraph({ bullet: { level: 0 }, spacing: { after: 40 }, children: textRuns(line) })),
    );
  const concluded = concludedLine(p);
  if (concluded) out.push(new Paragraph({ style: STYLE.note, text: clean(concluded) }));
  return out;
}

function signature(model: CompteRenduModel): Paragraph[] {
  const draft = model.signedAt === null;
  const lines = signatoryLines(model);
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: HEADINGS.signature, keepNext: true }),
    new Paragraph({
      keepNext: true,
      spacing: { before: 120, after: 240 },
      children: [new TextRun({ text: clean(doneAtLine(model)) })],
    }),
    ...lines.map(
      (line, i) =>
        new Paragraph({
          keepNext: true,
          spacing: { after: 20 },
          children: [new TextRun({ text: clean(line), bold: i === 0 })],
        }),
    ),
    new Paragraph({
      keepNext: true,
      spacing: { before: 200, after: 40 },
      children: [new TextRun({ text: 'Signature :', color: '595959' })],
    }),
    // The box the signatory signs in (by hand or with an electronic signature).
    new Paragraph({
      spacing: { after: 240 },
      border: {
        top: BORDER,
        bottom: BORDER,
        left: BORDER,
        right: BORDER,
      },
      indent: { right: Math.round(TEXT_WIDTH * 0.45) },
      children: draft
        ? [
            new TextRun({ text: DRAFT_MARK, bold: true, allCaps: true, color: DRAFT_RED }),
            new TextRun({ break: 3 }),
          ]
        : [new TextRun({ break: 3 })],
    }),
  ];
}

/** The whole Word document, in memory (a compte rendu is a few pages). */
export function buildCompteRenduDocx(model: CompteRenduModel): Document {
  const draft = model.signedAt === null;
  const children: (Paragraph | Table)[] = [
    new Paragraph({
      style: STYLE.coverAccount,
      border: {
        bottom: { style: BorderStyle.SINGLE, size: 12, color: hex(BRANDING.secondaryColor), space: 6 },
      },
      children: textRuns(model.provider.firmName),
    }),
    new Paragraph({
      style: STYLE.coverLine,
      spacing: { before: 240, after: 0 },
      children: [new TextRun({ text: SUPERTITLE, allCaps: true, bold: true, color: PRINCIPAL })],
    }),
    new Paragraph({ heading: HeadingLevel.TITLE, spacing: { before: 60, after: 120 }, text: TITLE }),
    new Paragraph({
      style: STYLE.coverLine,
      children: [new TextRun({ text: closingLine(model), bold: true })],
    }),
  ];
  if (draft)
    children.push(
      new Paragraph({
        style: STYLE.locked,
        spacing: { before: 200, after: 120 },
        children: [
          new TextRun({ text: `${DRAFT_MARK}. `, bold: true, italics: false, color: DRAFT_RED }),
          new TextRun({ text: DRAFT_NOTICE }),
        ],
      }),
    );
  children.push(
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: HEADINGS.company }),
    pairsTable(companyRows(model)),
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: HEADINGS.provider }),
    pairsTable(providerRows(model)),
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: HEADINGS.mission }),
    ...missionText(model).map((t) => new Paragraph({ children: textRuns(t) })),
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: HEADINGS.points, pageBreakBefore: true }),
    new Paragraph({ keepNext: true, children: [new TextRun({ text: tally(model.points), bold: true })] }),
    pointsTable(model),
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: HEADINGS.details, pageBreakBefore: true }),
    ...orderedPoints(model).flatMap(pointDetails),
    ...signature(model),
    new Paragraph({ style: STYLE.note, spacing: { before: 240 }, text: generatedLine(model) }),
  );
  return new Document({
    creator: clean(model.provider.firmName),
    lastModifiedBy: clean(model.provider.signatoryName),
    title: DOCUMENT_NAME,
    subject: clean(`${model.company.name} — ${closingLine(model)}`),
    description: draft ? DRAFT_MARK : DOCUMENT_NAME,
    features: { updateFields: false },
    styles: documentStyles(BRANDING),
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height, orientation: PageOrientation.PORTRAIT },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
          },
        },
        headers: { default: header(model) },
        footers: { default: footer(model) },
        children,
      },
    ],
  });
}

export function renderCompteRenduDocx(model: CompteRenduModel): Promise<Buffer> {
  return Packer.toBuffer(buildCompteRenduDocx(model));
}
