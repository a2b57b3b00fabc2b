// Control: CAISSE-CRED — Caisse créditrice
import type { ControlDefinition } from '../model/control';
import { Findings, na } from './shared/findings';
import * as findings from './shared/findings';
import { dateFr, eur } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { ACC_53, scanEntry } = scanning;
const { own } = findings;

export interface CaisseCredParams {
  /** Negative end-of-day balance (cents) tolerated. */
  toleranceCents: number;
}

/** One day of one cash account: its net movement and its last line (no line object is kept). */
interface Day {
  net: number;
  line: number;
  journalCode: string;
  ecritureNum: string;
  debit: number;
  credit: number;
}

export const CAISSE_CRED: ControlDefinition<CaisseCredParams> = {
  id: 'CAISSE-CRED',
  label: 'Caisse créditrice',
  description:
    'Recalcule le solde de chaque compte de caisse (53) à la fin de chaque journée. Une caisse ne peut pas contenir moins que rien : un solde créditeur révèle des recettes non enregistrées ou des dépenses fictives, motif classique de rejet de comptabilité.',
  theme: 'tresorerie',
  cycle: 'tresorerie',
  categories: ['OK', 'ERROR', 'NA'],
  params: { toleranceCents: 0 },
  create(ctx, p) {
    const accounts = new Map<string, Map<number, Day>>();
    return {
      onEntry(e) {
        if (!(scanEntry(e).flags & ACC_53)) return;
        for (const l of e.lines) {
          const c = l.compteNum;
          if (c.charCodeAt(0) !== 0x35 || c.charCodeAt(1) !== 0x33 || l.ecritureDate === 0) continue;
          let days = accounts.get(c);
          if (days === undefined) accounts.set(own(c), (days = new Map()));
          const day = days.get(l.ecritureDate);
          if (day === undefined)
            days.set(l.ecritureDate, {
              net: l.debit - l.credit,
              line: l.line,
              journalCode: own(l.journalCode),
              ecritureNum: own(l.ecritureNum),
              debit: l.debit,
              credit: l.credit,
            });
          else {
            day.net += l.debit - l.credit;
            day.line = l.line;
            day.journalCode = own(l.journalCode);
            day.ecritureNum = own(l.ecritureNum);
            day.debit = l.debit;
            day.credit = l.credit;
          }
        }
      },
      finish() {
        if (accounts.size === 0) return na('Aucun compte de caisse (53) mouvementé.');
        const f = new Findings(ctx.rowCap);
        for (const [compteNum, days] of accounts) {
          let balance = 0;
          let worst = 0;
          for (const date of [...days.keys()].sort((a, b) => a - b)) {
            const day = days.get(date)!;
            balance += day.net;
            if (balance >= -p.toleranceCents) continue;
            f.count++;
            worst = Math.min(worst, balance);
            if (f.keep())
              f.add({
                line: day.line,
                journalCode: day.journalCode,
                ecritureNum: day.ecritureNum,
                compteNum,
                debit: day.debit,
                credit: day.credit,
                ecritureDate: date,
                detail: `Solde de caisse de ${eur(balance)} le ${dateFr(date)}`,
              });
          }
          f.amount += -worst;
        }
        f.rows.sort((a, b) => a.line - b.line);
        return f.outcome('ERROR');
      },
    };
  },
};
