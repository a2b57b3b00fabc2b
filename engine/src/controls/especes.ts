// Control: ESPECES — Plafond des paiements en espèces
import type { ControlDefinition } from '../model/control';
import { Findings, na } from './shared/findings';
import { eur } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { ACC_51, ACC_53, ACC_58, scanEntry } = scanning;

export interface EspecesParams {
  /** Legal ceiling (cents): payments above it are reported (1 000 €, art. D112-3 CMF). */
  maxCents: number;
}

export const ESPECES: ControlDefinition<EspecesParams> = {
  id: 'ESPECES',
  label: 'Plafond des paiements en espèces',
  description:
    "Signale les sorties de caisse (53 au crédit) supérieures à 1 000 €, plafond des paiements en espèces entre professionnels (article D112-3 du code monétaire et financier). Les remises d'espèces en banque (contrepartie 51 ou 58) ne sont pas des paiements et sont ignorées. Le dépassement est passible d'une amende de 5 % des sommes.",
  theme: 'tresorerie',
  cycle: 'tresorerie',
  categories: ['OK', 'WARNING', 'NA'],
  params: { maxCents: 100000 },
  create(ctx, p) {
    const f = new Findings(ctx.rowCap);
    let cash = false;
    return {
      onEntry(e) {
        if (e.opening) return;
        const flags = scanEntry(e).flags;
        if (!(flags & ACC_53)) return;
        cash = true;
        if (flags & (ACC_51 | ACC_58)) return; // deposit to the bank or internal transfer
        let big = -1;
        for (let i = 0; i < e.lines.length; i++) {
          const c = e.lines[i].compteNum;
          if (c.charCodeAt(0) !== 0x35) continue;
          const c1 = c.charCodeAt(1);
          if (c1 !== 0x33) continue;
          if (big === -1 && e.lines[i].credit - e.lines[i].debit > p.maxCents) big = i;
        }
        if (big === -1) return;
        for (let i = big; i < e.lines.length; i++) {
          const l = e.lines[i];
          const out = l.credit - l.debit;
          if (l.compteNum.charCodeAt(0) === 0x35 && l.compteNum.charCodeAt(1) === 0x33 && out > p.maxCents)
            f.addLine(l, () => `Paiement en espèces de ${eur(out)} (plafond ${eur(p.maxCents)})`, out);
        }
      },
      finish(agg) {
        if (!cash && ![...agg.accounts.keys()].some((k) => k.startsWith('53')))
          return na('Aucun compte de caisse (53) dans le fichier.');
        return f.outcome('WARNING');
      },
    };
  },
};
