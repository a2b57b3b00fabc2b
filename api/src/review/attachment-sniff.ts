/**
 * Which files a justification may carry (issue 37 item 4), decided from their bytes as FEC uploads are
 * (fecs/fec-sniff.ts), never from the browser's content type: a PDF, an image (PNG, JPEG), a spreadsheet
 * (xlsx, xls, ods, csv) or a text document (docx, odt). The file's extension must match what its bytes are
 * (a FEC renamed `.pdf` is refused), and the content type a download is served with is the sniffed one.
 */

/** The largest attachment: 10 Mo (10 × 1024 × 1024 bytes), per file. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The same limit as the user reads it. */
export const ATTACHMENT_MAX_LABEL = '10 Mo';

export interface AttachmentKind {
  kind: 'pdf' | 'png' | 'jpeg' | 'xlsx' | 'xls' | 'ods' | 'csv' | 'docx' | 'odt';
  extensions: readonly string[];
  contentType: string;
}

export const ATTACHMENT_KINDS: readonly AttachmentKind[] = [
  { kind: 'pdf', extensions: ['.pdf'], contentType: 'application/pdf' },
  { kind: 'png', extensions: ['.png'], contentType: 'image/png' },
  { kind: 'jpeg', extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg' },
  {
    kind: 'xlsx',
    extensions: ['.xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { kind: 'xls', extensions: ['.xls'], contentType: 'application/vnd.ms-excel' },
  { kind: 'ods', extensions: ['.ods'], contentType: 'application/vnd.oasis.opendocument.spreadsheet' },
  { kind: 'csv', extensions: ['.csv'], contentType: 'text/csv' },
  {
    kind: 'docx',
    extensions: ['.docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { kind: 'odt', extensions: ['.odt'], contentType: 'application/vnd.oasis.opendocument.text' },
];

/** Every accepted extension (the file input's `accept`, the API's documentation). */
export const ATTACHMENT_EXTENSIONS = ATTACHMENT_KINDS.flatMap((k) => k.extensions);

export const ATTACHMENT_REASONS = {
  empty: 'Le fichier est vide.',
  notDocument:
    "Ce fichier n'est pas un document accepté : PDF, image (PNG, JPEG), tableur (xlsx, xls, ods, csv) " +
    'ou texte (docx, odt).',
  mismatch: (extension: string) => `Le contenu du fichier ne correspond pas à son extension (${extension}).`,
  tooLarge: `Le fichier est trop volumineux : ${ATTACHMENT_MAX_LABEL} au maximum.`,
} as const;

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PDF = [...Buffer.from('%PDF-')];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * A zip is an Office Open XML or an OpenDocument file when its entries say so: OpenDocument stores its
 * `mimetype` entry first and uncompressed; Office Open XML has `[Content_Types].xml` and `xl/` or `word/`.
 * A macro-enabled workbook or document (`vbaProject.bin`) is not a document here.
 */
function zipKind(bytes: Buffer): AttachmentKind['kind'] | null {
  const text = bytes.toString('latin1');
  if (text.includes('vbaProject.bin')) return null;
  if (text.startsWith('mimetypeapplication/vnd.oasis.opendocument.spreadsheet', 30)) return 'ods';
  if (text.startsWith('mimetypeapplication/vnd.oasis.opendocument.text', 30)) return 'odt';
  if (!text.includes('[Content_Types].xml')) return null;
  if (text.includes('xl/workbook.xml') || text.includes('xl/_rels/')) return 'xlsx';
  if (text.includes('word/document.xml') || text.includes('word/_rels/')) return 'docx';
  return null;
}

/** Text a spreadsheet may be: no control characters but tabs and line ends (so no binary, no NUL). */
function isText(bytes: Buffer): boolean {
  for (const b of bytes.subarray(0, 64 * 1024)) {
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f) return false;
  }
  return true;
}

/** What the bytes of a file are, or null when they are none of the accepted documents. */
export function sniffDocument(bytes: Buffer, extension: string): AttachmentKind['kind'] | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, ZIP)) return zipKind(bytes);
  // An OLE compound file is an .xls or a .doc (or other Office 97 files): only its name tells; .xls only.
  if (startsWith(bytes, OLE)) return extension === '.xls' ? 'xls' : null;
  if (isText(bytes)) return 'csv';
  return null;
}

export type AttachmentVerdict = { ok: true; kind: AttachmentKind } | { ok: false; reason: string };

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/** The verdict on a whole file (at most ATTACHMENT_MAX_BYTES, read before anything is stored). */
export function sniffAttachment(fileName: string, bytes: Buffer): AttachmentVerdict {
  if (bytes.length === 0) return { ok: false, reason: ATTACHMENT_REASONS.empty };
  const extension = extensionOf(fileName);
  const claimed = ATTACHMENT_KINDS.find((k) => k.extensions.includes(extension));
  const found = sniffDocument(bytes, extension);
  if (!claimed) return { ok: false, reason: ATTACHMENT_REASONS.notDocument };
  if (!found) return { ok: false, reason: ATTACHMENT_REASONS.notDocument };
  if (found !== claimed.kind) return { ok: false, reason: ATTACHMENT_REASONS.mismatch(extension) };
  return { ok: true, kind: claimed };
}
