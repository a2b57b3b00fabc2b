import { isAscii, isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import type { FecEncoding } from '../model/format';

/**
 * Encoding decision for the first chunk holding non-ASCII bytes: strict UTF-8 first; a mostly-UTF-8
 * chunk with a few stray bytes stays UTF-8 (those lines are decoded one by one); otherwise a single-byte
 * code page: Windows-1252 when 0x80–0x9F are used (they are controls in ISO 8859-15), else ISO 8859-15,
 * the legal one. A later chunk using 0x80–0x9F switches the file to Windows-1252 (see FecReader).
 */
export function decideEncoding(bytes: Buffer): FecEncoding {
  if (isUtf8(bytes)) return 'utf-8';
  let valid = 0;
  let invalid = 0;
  let c1 = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0x80) continue;
    if (b >= 0x80 && b <= 0x9f) c1 = true;
    const len = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b <= 0xdf ? 2 : 0;
    if (len > 0 && i + len <= bytes.length) {
      let ok = true;
      for (let k = 1; k < len; k++) if ((bytes[i + k] & 0xc0) !== 0x80) ok = false;
      if (ok) {
        valid++;
        i += len - 1;
        continue;
      }
    }
    invalid++;
  }
  if (valid > invalid * 2) return 'utf-8';
  // Without C1 bytes both code pages read alike except 8 letters: name the legal one.
  if (c1) return 'windows-1252';
  return 'iso-8859-15';
}

/**
 * UTF-16 written without a BOM: text whose every other byte is NUL (the high byte of ASCII characters),
 * on the same side throughout. Null for anything else.
 */
export function utf16WithoutBom(sample: Buffer): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(sample.length, 4096) >> 1;
  if (pairs < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (sample[i] === 0) evenNul++;
    if (sample[i + 1] === 0) oddNul++;
  }
  if (oddNul >= pairs * 0.9 && evenNul <= pairs * 0.05) return 'utf-16le';
  if (evenNul >= pairs * 0.9 && oddNul <= pairs * 0.05) return 'utf-16be';
  return null;
}

/**
 * Share of control bytes (NUL included; TAB, LF, CR and FF are text) in `sample`. Text, even with a
 * stray NUL, stays far below 5 %; images, archives and random bytes are well above (about 11 % of
 * uniformly random bytes are controls).
 */
export function controlShare(sample: Buffer): number {
  let n = 0;
  for (let i = 0; i < sample.length; i++) {
    const b = sample[i];
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12) n++;
  }
  return sample.length ? n / sample.length : 0;
}

/** Decodes complete lines of a single-byte or UTF-8 chunk; ASCII takes the fastest path. */
export function decodeChunk(bytes: Buffer, encoding: FecEncoding): string {
  if (isAscii(bytes)) return bytes.toString('latin1');
  if (encoding === 'windows-1252' || encoding === 'iso-8859-15') return iconv.decode(bytes, encoding);
  return bytes.toString('utf8');
}

const C1 = /[\u0080-\u009f]/;

/** True when ISO 8859-15 text holds C1 controls: the bytes were really Windows-1252. */
export function hasC1(text: string): boolean {
  return C1.test(text);
}

export { isAscii, isUtf8 };

/**
 * Decodes a line that is not valid UTF-8 in a UTF-8 file: valid sequences stay UTF-8, each stray byte
 * is read as Windows-1252 (the usual culprit: one field pasted from another program).
 */
export function decodeLenientUtf8(bytes: Buffer): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0x80) continue;
    const len = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xc2 && b <= 0xdf ? 2 : 0;
    if (len > 0 && i + len <= bytes.length && isUtf8(bytes.subarray(i, i + len))) {
      i += len - 1;
      continue;
    }
    out += bytes.toString('utf8', start, i) + iconv.decode(bytes.subarray(i, i + 1), 'windows-1252');
    start = i + 1;
  }
  return out + bytes.toString('utf8', start);
}
