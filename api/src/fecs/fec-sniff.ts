import { DiagnosticCollector, FecReader } from '../../../engine/src/index';

/**
 * Whether the first bytes of an uploaded file can be a FEC, decided before anything is stored. The
 * engine's own reader judges (the one the analysis runs: BOM, UTF-16, Windows-1252, the four
 * separators, names matched without case or accents, every legal variant), so a file accepted here is
 * one the analysis can read, and a file refused here would only have failed later as an « Erreur ».
 */

/** How much of a file is looked at: the engine's own binary check covers its first 64 KiB. */
export const SNIFF_BYTES = 64 * 1024;

export type SniffVerdict = { ok: true } | { ok: false; reason: string };

export const SNIFF_REASONS = {
  empty: 'Le fichier est vide.',
  binary: "Le fichier n'est pas un fichier texte.",
  notText: (what: string) => `Le fichier n'est pas un fichier texte (${what}).`,
  noHeader: "La première ligne ne contient pas l'en-tête d'un FEC (JournalCode, JournalLib, …).",
} as const;

/** Signatures of the formats people upload by mistake, with the name the user knows them by. */
const SIGNATURES: { bytes: (number | null)[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'archive zip' },
  { bytes: [0x50, 0x4b, 0x05, 0x06], what: 'archive zip' },
  { bytes: [0x50, 0x4b, 0x07, 0x08], what: 'archive zip' },
  { bytes: [0x1f, 0x8b], what: 'archive gzip' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: 'archive 7z' },
  { bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], what: 'archive rar' },
  { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: 'archive xz' },
  { bytes: [0x28, 0xb5, 0x2f, 0xfd], what: 'archive zstd' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], what: 'document Office, .xls ou .doc' },
  { bytes: [...Buffer.from('%PDF-')], what: 'document PDF' },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], what: 'image PNG' },
  { bytes: [0xff, 0xd8, 0xff], what: 'image JPEG' },
  { bytes: [...Buffer.from('GIF87a')], what: 'image GIF' },
  { bytes: [...Buffer.from('GIF89a')], what: 'image GIF' },
  { bytes: [...Buffer.from('RIFF'), null, null, null, null, ...Buffer.from('WEBP')], what: 'image WebP' },
  { bytes: [0x49, 0x49, 0x2a, 0x00], what: 'image TIFF' },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], what: 'image TIFF' },
];

/** Office Open XML and OpenDocument files are zip archives: their first entries say which. */
function zipKind(head: Buffer): string {
  const text = head.toString('latin1');
  if (text.includes('xl/')) return 'classeur Excel';
  if (text.includes('word/')) return 'document Word';
  if (text.includes('ppt/')) return 'présentation PowerPoint';
  if (text.includes('application/vnd.oasis.opendocument')) return 'document OpenDocument';
  return 'archive zip';
}

/** The known binary format `head` starts with, or null. */
export function knownFormat(head: Buffer): string | null {
  for (const { bytes, what } of SIGNATURES) {
    if (head.length < bytes.length) continue;
    if (bytes.every((b, i) => b === null || head[i] === b))
      return what === 'archive zip' ? zipKind(head) : what;
  }
  return null;
}

/**
 * The verdict on the first bytes of a file: `head` is its first SNIFF_BYTES (or all of it when
 * `complete`). A FEC needs its header line within them.
 */
export function sniffFec(head: Buffer, complete: boolean): SniffVerdict {
  if (head.length === 0) return { ok: false, reason: SNIFF_REASONS.empty };
  const format = knownFormat(head);
  if (format) return { ok: false, reason: SNIFF_REASONS.notText(format) };
  const diagnostics = new DiagnosticCollector(1);
  const reader = new FecReader({ diagnostics, onLine: () => undefined });
  reader.push(head.subarray(0, SNIFF_BYTES));
  // The last line of a whole file may lack its line ending; a cut file's last line is not whole.
  if (complete && head.length <= SNIFF_BYTES && !reader.failed && reader.header === null) reader.end();
  // `failed` first: the engine's verdict, even when a later line of the chunk was taken for a header.
  if (!reader.failed && reader.header !== null) return { ok: true };
  if (diagnostics.count('FICHIER_BINAIRE') > 0) return { ok: false, reason: SNIFF_REASONS.binary };
  // A BOM and nothing else.
  if (diagnostics.count('FICHIER_VIDE') > 0) return { ok: false, reason: SNIFF_REASONS.empty };
  return { ok: false, reason: SNIFF_REASONS.noHeader };
}
