// Control: JE-DOUBLON — Écritures en double
import type { ControlDefinition } from '../model/control';
import type { FecEntry } from '../model/line';
import { Findings } from './shared/findings';
import { dateFr, eur } from './shared/format';
import { PairTable } from './shared/pair-table';

export interface JeDoublonParams {
  /** Compare entries within one journal only (an entry keyed twice in the same journal). */
  sameJournal: boolean;
  /**
   * Also require the same PieceRef: the same document keyed twice. Without it, two genuine identical
   * purchases of one day (two tickets of the same amount) would be taken for duplicates.
   */
  samePiece: boolean;
  /** Entries whose total debit is below this (cents) are left out. */
  minAmountCents: number;
}

/** Per-line hashes combined by addition: the order of the lines does not matter. */
function hashString(s: string, x: number, y: number, out: Int32Array): void {
  for (let i = 0; i < s.length; i++) {
    const k = s.charCodeAt(i);
    x = Math.imul(x ^ k, 0x01000193);
    y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
  }
  out[0] = x;
  out[1] = y;
}

function mixNumber(n: number, out: Int32Array): void {
  const lo = n | 0;
  const hi = Math.floor(n / 4294967296) | 0;
  out[0] = Math.imul(out[0] ^ lo, 0x01000193) ^ hi;
  let y = Math.imul(out[1] ^ lo, 0x5bd1e995) ^ (out[1] >>> 15);
  y = Math.imul(y ^ hi, 0x5bd1e995) ^ (y >>> 15);
  out[1] = y;
}

export const JE_DOUBLON: ControlDefinition<JeDoublonParams> = {
  id: 'JE-DOUBLON',
  label: 'Écritures en double',
  description:
    "Recherche les écritures saisies deux fois sous des numéros différents : même journal, même date, même pièce, mêmes comptes, mêmes montants et mêmes libellés, ligne pour ligne. Une écriture dupliquée gonfle une charge, un produit ou un règlement ; l'auditeur rapproche chaque doublon de sa pièce et vérifie qu'il n'a pas été payé ou encaissé deux fois.",
  theme: 'indicateurs-fraude',
  cycle: 'general',
  categories: ['OK', 'WARNING'],
  params: { sameJournal: true, samePiece: true, minAmountCents: 0 },
  create(ctx, p) {
    // 64-bit entry fingerprints (two 32-bit hashes, a false match about 1 in 10^13 at 2 million
    // entries) to the line of the first entry that had each: 12 bytes a slot, no object per entry.
    const seen = new PairTable();
    const f = new Findings(ctx.rowCap);
    const h = new Int32Array(2);
    function fingerprint(e: FecEntry): void {
      let sx = 0;
      let sy = 0;
      // Lines of an entry usually share their label and piece: hash each distinct one once.
      let lib: string | null = null;
      let libX = 0;
      let libY = 0;
      let piece: string | null = null;
      let pieceX = 0;
      let pieceY = 0;
      for (const l of e.lines) {
        if (l.ecritureLib !== lib) {
          lib = l.ecritureLib;
          hashString(lib, 0x3b9aca07, 0x71c3a5e1, h);
          libX = h[0];
          libY = h[1];
        }
        if (p.samePiece && l.pieceRef !== piece) {
          piece = l.pieceRef;
          hashString(piece, 0x4d2c6dfc, 0x13579bdf, h);
          pieceX = h[0];
          pieceY = h[1];
        }
        hashString(l.compteNum, 0x811c9dc5 ^ libX, 0x01000193 ^ libY, h);
        hashString(l.compAuxNum, h[0] ^ pieceX, h[1] ^ pieceY, h);
        mixNumber(l.debit, h);
        mixNumber(l.credit, h);
        sx = (sx + h[0]) | 0;
        sy = (sy + Math.imul(h[1], 0x9e3779b1)) | 0;
      }
      // Header: journal (when asked), date of the first line, number of lines.
      hashString(p.sameJournal ? e.journalCode : '', 0x811c9dc5, 0x9747b28c, h);
      mixNumber(e.lines[0].ecritureDate, h);
      mixNumber(e.lines.length, h);
      h[0] ^= sx;
      h[1] = Math.imul(h[1] ^ sy, 0x5bd1e995);
    }
    return {
      onEntry(e) {
        if (e.opening || e.debit <= 0 || e.debit < p.minAmountCents) return;
        fingerprint(e);
        const first = e.lines[0];
        const twin = seen.getOrSet(h[0], h[1], first.line);
        if (twin === 0) return;
        f.addLine(
          first,
          () =>
            `Écriture identique à celle de la ligne ${twin} (même date ${dateFr(first.ecritureDate)}, ${e.lines.length} lignes, même pièce${first.pieceRef ? ` ${first.pieceRef}` : ''}, mêmes comptes, montants et libellés) : ${eur(e.debit)}`,
          e.debit,
        );
      },
      finish() {
        return f.outcome('WARNING');
      },
    };
  },
};
