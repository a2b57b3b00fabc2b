import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { ReportBranding, ReportModel } from '../report-model';
import { wrapText } from './text';

/**
 * DejaVu is embedded (not the PDF base fonts): the base fonts only know WinAnsi, which has no narrow no-break
 * space (French amounts « 1 234,56 € »). The files are resolved through the package so that it
 * works from any working directory, under tsx as under Jest.
 */
const require = createRequire(join(import.meta.dirname, 'context.ts'));
const TTF = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONT = {
  regular: 'Sans',
  bold: 'Sans-Bold',
  cond: 'Cond',
  condBold: 'Cond-Bold',
} as const;
export type FontName = (typeof FONT)[keyof typeof FONT];

const FONT_FILES: Record<FontName, string> = {
  Sans: 'DejaVuSans.ttf',
  'Sans-Bold': 'DejaVuSans-Bold.ttf',
  Cond: 'DejaVuSansCondensed.ttf',
  'Cond-Bold': 'DejaVuSansCondensed-Bold.ttf',
};

export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';
export const SOFT = '#f3f4f6';
export const WHITE = '#ffffff';

const DEFAULT_PRINCIPAL = '#1f4e79';
const DEFAULT_SECONDARY = '#f2a900';
const HEX = /^#[0-9a-f]{6}$/i;

/** Black or white, whichever reads better on `hex` (an account may choose a pale principal colour). */
export function inkOn(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 170 ? INK : WHITE;
}

/** `hex` mixed with white (`amount` 0 → hex, 1 → white): pale tints for backgrounds. */
export function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [mix((n >> 16) & 255), mix((n >> 8) & 255), mix(n & 255)];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

export const MARGIN = { top: 58, bottom: 58, left: 45, right: 45 };

/** What any document drawn here tells about itself: a report's model, or a conformity certificate's. */
export interface PdfDocumentModel {
  name: string;
  generatedAt: Date;
  author: string;
  accountName: string;
  branding: ReportBranding;
}

/** A context whatever its document (what tables, headings and paragraphs need). */
export type AnyPdfContext = PdfContext<PdfDocumentModel>;

/** The document being drawn and where the pen is. Everything is placed explicitly: PDFKit never breaks a page itself. */
export class PdfContext<M extends PdfDocumentModel = ReportModel> {
  readonly doc: PDFKit.PDFDocument;
  readonly principal: string;
  readonly secondary: string;
  readonly left = MARGIN.left;
  readonly right: number;
  readonly width: number;
  readonly top = MARGIN.top;
  readonly bottom: number;
  y = MARGIN.top;
  /** Parts and sections with their page (index from 0), for the contents on the cover. */
  readonly marks: { title: string; page: number; level: 1 | 2 }[] = [];
  /** Where the cover leaves room for the contents, filled once the pages are known. */
  contentsBox: { top: number; bottom: number } | null = null;

  constructor(
    readonly model: M,
    subject = 'Revue du fichier des écritures comptables',
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      autoFirstPage: true,
      info: {
        Title: model.name,
        Author: model.author,
        Creator: model.accountName,
        Subject: subject,
        // A fixed date keeps the file identical for the same model.
        CreationDate: model.generatedAt,
      },
    });
    for (const [name, file] of Object.entries(FONT_FILES)) this.doc.registerFont(name, join(TTF, file));
    this.doc.font(FONT.regular);
    this.principal = HEX.test(model.branding.principalColor)
      ? model.branding.principalColor
      : DEFAULT_PRINCIPAL;
    this.secondary = HEX.test(model.branding.secondaryColor)
      ? model.branding.secondaryColor
      : DEFAULT_SECONDARY;
    this.right = this.doc.page.width - MARGIN.right;
    this.width = this.right - this.left;
    this.bottom = this.doc.page.height - MARGIN.bottom;
  }

  newPage() {
    this.doc.addPage();
    this.y = this.top;
  }

  /** Starts a new page unless `height` still fits below the pen. */
  ensure(height: number) {
    if (this.y + height > this.bottom) this.newPage();
  }

  /** Index of the page being drawn. */
  get page() {
    return this.doc.bufferedPageRange().count - 1;
  }

  /** Records a part or section starting on the current page. */
  mark(title: string, level: 1 | 2) {
    this.marks.push({ title, page: this.page, level });
  }

  /** Room left on the page. */
  get room() {
    return this.bottom - this.y;
  }

  font(name: FontName, size: number) {
    this.doc.font(name).fontSize(size);
    return this;
  }

  measure = (text: string) => this.doc.widthOfString(text);

  lineHeight(size: number) {
    return size * 1.25;
  }

  /** Lines of `text` wrapped to `width` in the given font (what `paragraph` would print). */
  lines(text: string, font: FontName, size: number, width: number, maxLines?: number): string[] {
    this.font(font, size);
    return wrapText(text, width, this.measure, maxLines);
  }

  /** Prints prepared lines at (x, y), one per line height, never letting PDFKit wrap or break pages. */
  printLines(
    lines: string[],
    x: number,
    y: number,
    opts: {
      font: FontName;
      size: number;
      color?: string;
      width?: number;
      align?: 'left' | 'right' | 'center';
    },
  ): number {
    const lh = this.lineHeight(opts.size);
    this.font(opts.font, opts.size).doc.fillColor(opts.color ?? INK);
    lines.forEach((line, i) => {
      let lx = x;
      if (opts.width !== undefined && opts.align && opts.align !== 'left') {
        const free = opts.width - this.doc.widthOfString(line);
        lx = x + (opts.align === 'right' ? free : free / 2);
      }
      this.doc.text(line, lx, y + i * lh, { lineBreak: false });
    });
    return lines.length * lh;
  }

  /**
   * A wrapped paragraph at the pen across `width` (the content width by default), breaking pages between
   * lines when it runs past the bottom; the pen moves below it.
   */
  paragraph(
    text: string,
    opts: {
      font?: FontName;
      size?: number;
      color?: string;
      x?: number;
      width?: number;
      gap?: number;
      maxLines?: number;
    } = {},
  ) {
    const font = opts.font ?? FONT.cond;
    const size = opts.size ?? 9;
    const x = opts.x ?? this.left;
    const width = opts.width ?? this.right - x;
    const lh = this.lineHeight(size);
    for (const line of this.lines(text, font, size, width, opts.maxLines)) {
      this.ensure(lh);
      this.printLines([line], x, this.y, { font, size, color: opts.color });
      this.y += lh;
    }
    this.y += opts.gap ?? 0;
  }

  /** The largest size ≤ `size` at which `text` fits `width` on one line (down to `min`). */
  fitSize(text: string, font: FontName, size: number, width: number, min = 6): number {
    let s = size;
    while (s > min) {
      this.font(font, s);
      if (this.doc.widthOfString(text) <= width) break;
      s -= 0.5;
    }
    return s;
  }
}
