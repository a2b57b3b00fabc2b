import iconv from 'iconv-lite';
import type { FecEncoding } from '../model';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Bytes to write before the first line (the BOM of 'utf-8-bom'). */
export function preamble(encoding: FecEncoding): Buffer {
  return encoding === 'utf-8-bom' ? UTF8_BOM : Buffer.alloc(0);
}

/**
 * Text → bytes in the file's encoding. Characters the target cannot hold become '?' (iconv-lite's
 * default), as a Windows export would do: `€` survives in Windows-1252 and ISO 8859-15, not in ASCII.
 */
export function chunkEncoder(encoding: FecEncoding): (text: string) => Buffer {
  switch (encoding) {
    case 'utf-8':
    case 'utf-8-bom':
      return (text) => Buffer.from(text, 'utf8');
    case 'windows-1252':
    case 'iso-8859-15':
    case 'ascii':
      return (text) => iconv.encode(text, encoding);
  }
}
