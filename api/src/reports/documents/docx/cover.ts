import { AlignmentType, BorderStyle, HeadingLevel, ImageRun, Paragraph, TextRun } from 'docx';
import { dayFr, declaredSiren, fiscalYearLabel, NO_COMPANY_NAME } from '../labels';
import type { ReportBranding, ReportModel } from '../report-model';
import { sirenFr, sourceName } from './format';
import { hex, STYLE } from './styles';

/** Pixel size of a png or jpeg from its header; null when it cannot be read. */
export function imageSize(data: Buffer, type: 'png' | 'jpeg'): { width: number; height: number } | null {
  if (type === 'png') {
    if (data.length < 24 || data.toString('ascii', 12, 16) !== 'IHDR') return null;
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  // JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 except DHT, JPG, DAC).
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1];
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The logo scaled into a 220 × 90 px box, its proportions kept. */
function logoParagraph(logo: NonNullable<ReportBranding['logo']>): Paragraph | null {
  const size = imageSize(logo.data, logo.type);
  if (!size || size.width === 0 || size.height === 0) return null;
  const scale = Math.min(220 / size.width, 90 / size.height, 1);
  return new Paragraph({
    children: [
      new ImageRun({
        type: logo.type === 'png' ? 'png' : 'jpg',
        data: logo.data,
        transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) },
        altText: { name: 'Logo', title: 'Logo', description: 'Logo du cabinet' },
      }),
    ],
  });
}

/** First page: who made it, what it is, on which company and year; ends with a page break. */
export function cover(model: ReportModel): Paragraph[] {
  const principal = hex(model.branding.principalColor);
  const secondary = hex(model.branding.secondaryColor, principal);
  const logo = model.branding.logo ? logoParagraph(model.branding.logo) : null;
  const out: Paragraph[] = [];
  if (logo) out.push(logo);
  out.push(
    new Paragraph({
      style: STYLE.coverAccount,
      border: { bottom: { style: BorderStyle.SINGLE, size: 24, color: secondary, space: 8 } },
      text: model.accountName,
    }),
    new Paragraph({ heading: HeadingLevel.TITLE, text: model.name }),
    new Paragraph({
      style: STYLE.coverLine,
      text: model.options.merged
        ? 'Revue comparée des fichiers des écritures comptables'
        : 'Revue du fichier des écritures comptables',
    }),
  );
  for (const s of model.sources) {
    // Without a name, « Société non renseignée » (the SIREN has its own line): never the file name.
    const siren = declaredSiren(s.siren);
    out.push(
      new Paragraph({
        style: STYLE.coverCompany,
        text: s.companyName?.trim() ? sourceName(s) : NO_COMPANY_NAME,
      }),
    );
    out.push(
      new Paragraph({
        style: STYLE.coverLine,
        text: `SIREN : ${siren ? sirenFr(siren) : 'non renseigné'}`,
      }),
    );
    out.push(new Paragraph({ style: STYLE.coverLine, text: fiscalYearLabel(s.fiscalStart, s.fiscalEnd) }));
    out.push(new Paragraph({ style: STYLE.coverLine, text: `Fichier : ${s.fileName}` }));
  }
  out.push(
    new Paragraph({
      style: STYLE.coverLine,
      spacing: { before: 720 },
      children: [
        new TextRun({ text: 'Rapport généré le ', bold: false }),
        new TextRun({ text: dayFr(model.generatedAt), bold: true }),
      ],
    }),
    new Paragraph({
      style: STYLE.coverLine,
      children: [new TextRun('Auteur : '), new TextRun({ text: model.author, bold: true })],
    }),
    new Paragraph({
      style: STYLE.note,
      alignment: AlignmentType.LEFT,
      spacing: { before: 480 },
      text: "Document de travail établi à partir de l'analyse automatisée du FEC ; il peut être modifié avant sa communication.",
    }),
  );
  return out;
}
