// Control: PETIT-MAT — Petit matériel
import type { ControlDefinition } from '../model/control';
import { AccountCache, startsWithAny } from './shared/accounts';
import { Findings } from './shared/findings';
import { eur } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { CLASS_2, CLASS_6, scanEntry } = scanning;

export interface PetitMatParams {
  /** Unit value (cents, HT) up to which equipment may be expensed at once (500 €). */
  thresholdCents: number;
  /** Fixed-asset accounts where small equipment is found. */
  assetPrefixes: string[];
  /** Expense accounts where equipment above the threshold should not stay. */
  expensePrefixes: string[];
}

export const PETIT_MAT: ControlDefinition<PetitMatParams> = {
  id: 'PETIT-MAT',
  label: 'Petit matériel',
  description:
    "Repère les immobilisations d'une valeur unitaire d'au plus 500 € HT, qui peuvent être passées directement en charges (déduction immédiate), et les achats de petit équipement de plus de 500 € HT, qui devraient être immobilisés. Le résultat est un avertissement s'il y a des charges à immobiliser (risque de redressement), sinon une économie.",
  theme: 'economies-fiscales',
  cycle: 'immobilisations',
  categories: ['OK', 'WARNING', 'SAVINGS'],
  params: {
    thresholdCents: 50000,
    assetPrefixes: ['2154', '2155', '2183', '2184', '2188'],
    expensePrefixes: ['6063'],
  },
  create(ctx, p) {
    // 1: asset account, 2: expense account, 0: neither.
    const kind = new AccountCache((c) =>
      startsWithAny(c, p.assetPrefixes) ? 1 : startsWithAny(c, p.expensePrefixes) ? 2 : 0,
    );
    // First two characters of the parameter prefixes: a cheap filter before the per-account lookup.
    const heads = new Set(
      [...p.assetPrefixes, ...p.expensePrefixes].map((x) => x.charCodeAt(0) * 256 + x.charCodeAt(1)),
    );
    const f = new Findings(ctx.rowCap);
    let toCapitalise = 0;
    return {
      onEntry(e) {
        if (e.opening || !(scanEntry(e).flags & (CLASS_2 | CLASS_6))) return;
        for (const l of e.lines) {
          if (!heads.has(l.compteNum.charCodeAt(0) * 256 + l.compteNum.charCodeAt(1))) continue;
          const k = kind.get(l.compteNum);
          const amount = l.debit - l.credit;
          if (k === 0 || amount <= 0) continue;
          if (k === 1 && amount <= p.thresholdCents)
            f.addLine(
              l,
              () =>
                `Immobilisation de ${eur(amount)} HT : peut être passée en charges (seuil ${eur(p.thresholdCents)})`,
              amount,
            );
          else if (k === 2 && amount > p.thresholdCents) {
            toCapitalise++;
            f.addLine(
              l,
              () =>
                `Petit équipement de ${eur(amount)} HT passé en charges : à immobiliser au-delà de ${eur(p.thresholdCents)}`,
              amount,
            );
          }
        }
      },
      finish() {
        return f.outcome(toCapitalise > 0 ? 'WARNING' : 'SAVINGS');
      },
    };
  },
};
