import { BorderStyle, type IStylesOptions } from 'docx';
import type { ReportBranding } from '../report-model';

/** Word colours are `RRGGBB` without the hash; a malformed branding colour falls back to the product's blue. */
export function hex(colour: string | null | undefined, fallback = '1F4E79'): string {
  const value = (colour ?? '').trim().replace(/^#/, '');
  return /^[0-9a-f]{6}$/i.test(value) ? value.toUpperCase() : fallback;
}

/** Black or white, whichever reads better on `background` (a light branding colour must not get white text). */
export function textOn(background: string): string {
  const n = parseInt(hex(background), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return luminance > 0.6 ? '000000' : 'FFFFFF';
}

/** `colour` mixed with white (0 → colour, 1 → white): the pale fill of a category's count cells. */
export function tint(colour: string, whiteness: number): string {
  const n = parseInt(hex(colour), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * whiteness);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
    .map((c) => mix(c).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

export const FONT = 'Calibri';

/** Paragraph style ids the builders use (also what an accountant sees in Word's style gallery). */
export const STYLE = {
  note: 'Note',
  locked: 'Verrouille',
  tableText: 'TableauTexte',
  tableHeader: 'TableauEntete',
  tableSmall: 'TableauPetit',
  coverAccount: 'CouvertureCabinet',
  coverLine: 'CouvertureLigne',
  coverCompany: 'CouvertureSociete',
  tocTitle: 'TitreSommaire',
  comment: 'Commentaire',
  commentAuthor: 'CommentaireAuteur',
} as const;

/** Sizes are half-points (20 → 10 pt), spacings twentieths of a point. */
export function documentStyles(branding: ReportBranding): IStylesOptions {
  const principal = hex(branding.principalColor);
  const onPrincipal = textOn(principal);
  const heading = (size: number, before: number, after: number) => ({
    run: { font: FONT, size, bold: true, color: principal },
    paragraph: { spacing: { before, after }, keepNext: true, keepLines: true },
  });
  return {
    default: {
      document: {
        run: { font: FONT, size: 20, color: '222222' },
        paragraph: { spacing: { after: 100, line: 264 } },
      },
      title: {
        run: { font: FONT, size: 56, bold: true, color: principal },
        paragraph: { spacing: { before: 480, after: 240 } },
      },
      heading1: {
        ...heading(32, 240, 160),
        paragraph: {
          ...heading(32, 240, 160).paragraph,
          border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: principal, space: 4 } },
        },
      },
      heading2: heading(26, 320, 100),
      heading3: heading(22, 200, 80),
    },
    paragraphStyles: [
      {
        id: STYLE.note,
        name: 'Note',
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: { italics: true, size: 18, color: '595959' },
      },
      {
        id: STYLE.locked,
        name: 'Verrouillé',
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: { italics: true, size: 20, color: '9C4A00' },
        paragraph: {
          shading: { type: 'clear', color: 'auto', fill: 'FFF4E5' },
          border: { left: { style: BorderStyle.SINGLE, size: 18, color: 'ED6C02', space: 6 } },
          spacing: { before: 80, after: 120 },
        },
      },
      {
        id: STYLE.tableText,
        name: 'Tableau texte',
        basedOn: 'Normal',
        quickFormat: true,
        run: { size: 18 },
        paragraph: { spacing: { before: 20, after: 20, line: 240 } },
      },
      {
        id: STYLE.tableHeader,
        name: 'Tableau en-tête',
        basedOn: STYLE.tableText,
        quickFormat: true,
        run: { bold: true, color: onPrincipal },
        paragraph: { keepNext: true },
      },
      {
        id: STYLE.tableSmall,
        name: 'Tableau lignes',
        basedOn: STYLE.tableText,
        quickFormat: true,
        run: { size: 15 },
      },
      {
        id: STYLE.coverAccount,
        name: 'Couverture cabinet',
        basedOn: 'Normal',
        run: { size: 28, bold: true, color: principal },
        paragraph: { spacing: { before: 120, after: 120 } },
      },
      {
        id: STYLE.coverCompany,
        name: 'Couverture société',
        basedOn: 'Normal',
        run: { size: 32, bold: true },
        paragraph: { spacing: { before: 360, after: 80 } },
      },
      {
        id: STYLE.coverLine,
        name: 'Couverture ligne',
        basedOn: 'Normal',
        run: { size: 22, color: '404040' },
        paragraph: { spacing: { after: 60 } },
      },
      {
        id: STYLE.tocTitle,
        name: 'Titre du sommaire',
        basedOn: 'Normal',
        next: 'Normal',
        run: { size: 32, bold: true, color: principal },
        paragraph: { spacing: { after: 240 } },
      },
      {
        id: STYLE.commentAuthor,
        name: 'Commentaire auteur',
        basedOn: 'Normal',
        next: STYLE.comment,
        run: { bold: true, size: 18, color: principal },
        paragraph: { spacing: { before: 120, after: 20 }, keepNext: true, indent: { left: 284 } },
      },
      {
        id: STYLE.comment,
        name: 'Commentaire',
        basedOn: 'Normal',
        run: { size: 20 },
        paragraph: {
          indent: { left: 284 },
          border: { left: { style: BorderStyle.SINGLE, size: 12, color: principal, space: 6 } },
        },
      },
    ],
  };
}
