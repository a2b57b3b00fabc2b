// Control: JE-CPT-RARES — Comptes peu utilisés
import type { ControlDefinition, DetailRow } from '../model/control';
import { Findings, lineRow, na } from './shared/findings';
import { eur } from './shared/format';
import { materiality } from './shared/je-stats';

export interface JeCptRaresParams {
  /** An account moved by at most this many entries of the year (opening entries aside) is rare. */
  maxEntries: number;
  /** Its movements must reach this share of the year's revenue to matter… */
  materialityShare: number;
  /** …and never less than this (cents). */
  minAmountCents: number;
  /**
   * Account prefixes left out: equity and borrowings (1), taxes (44: returns, instalments, a VAT
   * credit carried forward) and partners' accounts (45: appropriation, dividends, current-account
   * contributions) move a few times a year by nature; off-balance-sheet
   * classes (8, 9) have their own control (CLASSE-89).
   */
  excludedPrefixes: string[];
  /** Below this many entries in the file every account is « rare »: the test does not apply (NA). */
  minFileEntries: number;
}

interface Usage {
  entries: number;
  /** Σ of the larger of debit and credit, cents. */
  moved: number;
  /** Line of the last entry counted, to count entries rather than lines. */
  lastEntryLine: number;
  /** Its lines while the account is still rare (dropped beyond maxEntries). */
  rows: DetailRow[] | null;
}

export const JE_CPT_RARES: ControlDefinition<JeCptRaresParams> = {
  id: 'JE-CPT-RARES',
  label: 'Comptes peu utilisés',
  description:
    "Relève les comptes mouvementés par une ou deux écritures seulement dans l'exercice, absents des à-nouveaux, pour un montant significatif (0,1 % du chiffre d'affaires, au moins 5 000 €). Un compte inhabituel sert parfois à loger une opération qu'on ne veut pas voir dans les comptes courants ; l'auditeur demande la pièce et la raison du choix du compte. Les capitaux et emprunts (classe 1), les comptes d'impôts et taxes (44) et les comptes d'associés (45), qui ne bougent que quelques fois par an, ainsi que les classes 8 et 9 (contrôle CLASSE-89) sont exclus.",
  theme: 'indicateurs-fraude',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'NA'],
  params: {
    maxEntries: 2,
    materialityShare: 0.001,
    minAmountCents: 500000,
    excludedPrefixes: ['1', '44', '45', '8', '9'],
    minFileEntries: 500,
  },
  create(ctx, p) {
    const usage = new Map<string, Usage>();
    const inOpening = new Set<string>();
    // Accounts found excluded, so that their lines skip the prefix test (VAT and capital lines are many).
    const excluded = new Set<string>();
    let lastNum = '';
    let last: Usage | null = null;
    return {
      onEntry(e) {
        if (e.opening) {
          for (const l of e.lines) inOpening.add(l.compteNum);
          return;
        }
        for (const l of e.lines) {
          let u = last;
          if (u === null || l.compteNum !== lastNum) {
            u = usage.get(l.compteNum) ?? null;
            if (u === null) {
              if (excluded.has(l.compteNum)) continue;
              if (p.excludedPrefixes.some((x) => l.compteNum.startsWith(x))) {
                excluded.add(l.compteNum);
                continue;
              }
              usage.set(l.compteNum, (u = { entries: 0, moved: 0, lastEntryLine: 0, rows: [] }));
            }
            last = u;
            lastNum = l.compteNum;
          }
          if (u.lastEntryLine !== e.firstLine) {
            u.lastEntryLine = e.firstLine;
            if (++u.entries > p.maxEntries) u.rows = null;
          }
          u.moved += Math.max(Math.abs(l.debit), Math.abs(l.credit));
          if (u.rows !== null) u.rows.push(lineRow(l, ''));
        }
      },
      finish(agg) {
        if (agg.entries < p.minFileEntries)
          return na(
            `Fichier de ${agg.entries} écriture(s) : il en faut ${p.minFileEntries} pour qu'un compte peu utilisé soit inhabituel.`,
          );
        const threshold = materiality(agg, p.materialityShare, p.minAmountCents);
        const f = new Findings(ctx.rowCap);
        const rare = [...usage]
          .filter(([num, u]) => u.rows !== null && u.moved >= threshold && !inOpening.has(num))
          .sort((a, b) => a[1].rows![0].line - b[1].rows![0].line);
        for (const [num, u] of rare) {
          f.count++;
          f.amount += u.moved;
          for (const r of u.rows!) {
            r.detail = `Compte ${num} mouvementé par ${u.entries} écriture(s) seulement dans l'exercice, pour ${eur(u.moved)} (seuil ${eur(threshold)})`;
            if (f.keep()) f.add(r);
          }
        }
        return f.outcome('WARNING');
      },
    };
  },
};
