import { extractText, getDocumentProxy } from 'unpdf';

/** French spaces (narrow no-break, no-break) and runs of blanks compared as one space. */
export const flatText = (s: string) => s.replace(/[\u202f\u00a0\s]+/g, ' ');

/**
 * Each page's text, read back with pdf.js (no system tool: poppler's pdftotext is not on every machine,
 * CI's included), blanks flattened. Tests assert on what a reader of the PDF sees.
 */
export async function pdfPagesText(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  return text.map(flatText);
}

export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPagesText(pdf)).join(' ');
}
