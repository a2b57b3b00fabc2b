// Control: JE-PAIRES-RARES — Contreparties inhabituelles
import type { ControlDefinition, DetailRow } from '../model/control';
import type { FecLine } from '../model/line';
import { Findings, lineRow } from './shared/findings';
import { eur } from './shared/format';
import { materiality, rootOf } from './shared/je-stats';

export interface JePairesRaresParams {
  /** A debit/credit pairing seen in at most this many entries of the year is rare… */
  maxEntries: number;
  /**
   * …when both accounts (3-digit roots) are common, each moved by at least this many entries: a rare
   * account is JE-CPT-RARES's business, a rare pairing of ordinary accounts is this control's.
   */
  minRootEntries: number;
  /** The entry must reach this share of the year's revenue… */
  materialityShare: number;
  /** …and never less than this (cents). */
  minAmountCents: number;
  /** Entries with more distinct roots than this on one side (centralisations, payroll) are skipped. */
  maxRootsPerSide: number;
  /** Roots that only follow another line (VAT follows its base amount) and pair with nothing. */
  accessoryRoots: string[];
}

interface Pair {
  debitRoot: number;
  creditRoot: number;
  entries: number;
  /** One row per entry while the pairing is still rare (dropped beyond maxEntries). */
  rows: DetailRow[] | null;
  amounts: number[];
}

export const JE_PAIRES_RARES: ControlDefinition<JePairesRaresParams> = {
  id: 'JE-PAIRES-RARES',
  label: 'Contreparties inhabituelles',
  description:
    "Relève les écritures significatives qui associent au débit et au crédit deux comptes courants du fichier (comptes principaux à 3 chiffres) dans une combinaison presque jamais vue ailleurs (les lignes de TVA, accessoires, ne comptent pas) : un client débité par la banque, une vente passée directement en banque, un achat soldé contre un client. L'auditeur vérifie la logique économique de l'écriture et sa pièce justificative.",
  theme: 'indicateurs-fraude',
  cycle: 'general',
  categories: ['OK', 'WARNING'],
  params: {
    maxEntries: 1,
    minRootEntries: 20,
    materialityShare: 0.001,
    minAmountCents: 100000,
    maxRootsPerSide: 4,
    accessoryRoots: ['445'],
  },
  create(ctx, p) {
    // Roots as small integers: 0–999 for the usual three digits, interned ids beyond for the rest
    // (letters, short accounts), so that the per-entry work needs no string built nor hashed.
    const names = new Map<string, number>();
    const rootNames: string[] = [];
    const accessory = new Set<number>();
    function rootId(num: string): number {
      if (num.length >= 3) {
        const a = num.charCodeAt(0) - 48;
        const b = num.charCodeAt(1) - 48;
        const c = num.charCodeAt(2) - 48;
        if (a >= 0 && a <= 9 && b >= 0 && b <= 9 && c >= 0 && c <= 9) return a * 100 + b * 10 + c;
      }
      const r = rootOf(num);
      let id = names.get(r);
      if (id === undefined) {
        id = 1000 + rootNames.length;
        names.set(r, id);
        rootNames.push(r);
      }
      return id;
    }
    const nameOf = (id: number): string => (id < 1000 ? String(id).padStart(3, '0') : rootNames[id - 1000]);
    for (const r of p.accessoryRoots) accessory.add(rootId(r));
    // The same for 3-digit roots as a byte table: no hash per line.
    const accessoryDigits = new Uint8Array(1000);
    for (const r of accessory) if (r < 1000) accessoryDigits[r] = 1;
    const pairs = new Map<number, Pair>();
    // Entries per root: 3-digit roots (ids below 1000) in an array, a hash lookup for the others only.
    const rootCounts = new Int32Array(1000);
    const otherRoots = new Map<number, number>();
    const entriesOf = (r: number): number => (r < 1000 ? rootCounts[r] : (otherRoots.get(r) ?? 0));
    // Per-entry scratch, filled up to a count and never shrunk: `array.length = 0` drops the backing
    // store, and every entry would allocate it again.
    const debitRoots: number[] = [];
    const creditRoots: number[] = [];
    const debitLines: FecLine[] = [];
    const distinct: number[] = [];
    const has = (list: number[], n: number, r: number): boolean => {
      for (let i = 0; i < n; i++) if (list[i] === r) return true;
      return false;
    };
    return {
      onEntry(e) {
        if (e.opening) return;
        let nDebit = 0;
        let nCredit = 0;
        let nDistinct = 0;
        for (const l of e.lines) {
          const r = rootId(l.compteNum);
          if (!has(distinct, nDistinct, r)) distinct[nDistinct++] = r;
          if (r < 1000 ? accessoryDigits[r] === 1 : accessory.has(r)) continue;
          const net = l.debit - l.credit;
          if (net > 0) {
            if (!has(debitRoots, nDebit, r)) {
              debitRoots[nDebit] = r;
              debitLines[nDebit++] = l;
            }
          } else if (net < 0 && !has(creditRoots, nCredit, r)) creditRoots[nCredit++] = r;
        }
        for (let i = 0; i < nDistinct; i++) {
          const r = distinct[i];
          if (r < 1000) rootCounts[r]++;
          else otherRoots.set(r, (otherRoots.get(r) ?? 0) + 1);
        }
        if (nDebit > p.maxRootsPerSide || nCredit > p.maxRootsPerSide) return;
        for (let i = 0; i < nDebit; i++) {
          const d = debitRoots[i];
          for (let j = 0; j < nCredit; j++) {
            const c = creditRoots[j];
            if (c === d) continue;
            const key = d * 1048576 + c;
            let pair = pairs.get(key);
            if (pair === undefined)
              pairs.set(key, (pair = { debitRoot: d, creditRoot: c, entries: 0, rows: [], amounts: [] }));
            if (++pair.entries > p.maxEntries) {
              if (pair.rows !== null) {
                pair.rows = null;
                pair.amounts.length = 0;
              }
              continue;
            }
            pair.rows!.push(lineRow(debitLines[i], ''));
            pair.amounts.push(e.debit);
          }
        }
      },
      finish(agg) {
        const threshold = materiality(agg, p.materialityShare, p.minAmountCents);
        const f = new Findings(ctx.rowCap);
        const found: { row: DetailRow; amount: number }[] = [];
        for (const pair of pairs.values()) {
          if (pair.rows === null) continue;
          const nd = entriesOf(pair.debitRoot);
          const nc = entriesOf(pair.creditRoot);
          if (nd < p.minRootEntries || nc < p.minRootEntries) continue;
          const debit = nameOf(pair.debitRoot);
          const credit = nameOf(pair.creditRoot);
          pair.rows.forEach((row, i) => {
            if (pair.amounts[i] < threshold) return;
            row.detail = `Débit ${debit} / crédit ${credit} : combinaison vue dans ${pair.entries} écriture(s) de l'exercice, alors que le ${debit} apparaît dans ${nd} écritures et le ${credit} dans ${nc} (écriture de ${eur(pair.amounts[i])})`;
            found.push({ row, amount: pair.amounts[i] });
          });
        }
        // One finding per entry, in file order, whatever the number of rare pairings it holds.
        found.sort((a, b) => a.row.line - b.row.line);
        const entries = new Set<string>();
        const lines = new Set<number>();
        for (const { row, amount } of found) {
          const key = `${row.journalCode}\u0000${row.ecritureNum}\u0000${row.ecritureDate ?? 0}`;
          if (!entries.has(key)) {
            entries.add(key);
            f.count++;
            f.amount += amount;
          }
          if (lines.has(row.line)) continue;
          lines.add(row.line);
          if (f.keep()) f.add(row);
        }
        return f.outcome('WARNING');
      },
    };
  },
};
