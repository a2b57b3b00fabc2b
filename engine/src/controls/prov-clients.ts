// Control: PROV-CLIENTS — Créances anciennes non provisionnées
import type { ControlDefinition } from '../model/control';
import { addDays, daysBetween } from '../util/dates';
import { sumBalances } from './shared/accounts';
import { Findings, na, ok } from './shared/findings';
import { eur } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { ACC_411, scanEntry } = scanning;

export interface ProvClientsParams {
  /** A receivable older than this many days at closing is doubtful. */
  ageDays: number;
  /** Smallest receivable (cents) reported. */
  minAmountCents: number;
}

export const PROV_CLIENTS: ControlDefinition<ProvClientsParams> = {
  id: 'PROV-CLIENTS',
  label: 'Créances anciennes non provisionnées',
  description:
    "Relève les factures clients (411 au débit) non lettrées depuis plus de douze mois à la clôture, quand les dépréciations (491) ne les couvrent pas. Une créance douteuse peut être dépréciée en franchise d'impôt : c'est une économie, et une image plus fidèle du bilan.",
  theme: 'economies-fiscales',
  cycle: 'ventes-clients',
  categories: ['OK', 'SAVINGS', 'NA'],
  params: { ageDays: 365, minAmountCents: 0 },
  create(ctx, p) {
    const { end } = ctx.fiscalYear;
    const cutoff = addDays(end, -p.ageDays);
    const f = new Findings(ctx.rowCap);
    let lettered = false;
    return {
      onEntry(e) {
        if (!(scanEntry(e).flags & ACC_411)) return;
        for (const l of e.lines) {
          const c = l.compteNum;
          if (c.charCodeAt(0) !== 0x34 || c.charCodeAt(1) !== 0x31 || c.charCodeAt(2) !== 0x31) continue;
          if (l.ecritureLet.length !== 0) {
            lettered = true;
            continue;
          }
          const amount = l.debit - l.credit;
          if (amount <= 0 || amount < p.minAmountCents) continue;
          // Opening lines often keep the invoice date in PieceDate.
          const d = l.pieceDate !== 0 && l.pieceDate < l.ecritureDate ? l.pieceDate : l.ecritureDate;
          if (d === 0 || d >= cutoff) continue;
          f.addLine(
            l,
            () => `Créance de ${eur(amount)} non lettrée depuis ${daysBetween(d, end)} jours`,
            amount,
          );
        }
      },
      finish(agg) {
        if (!lettered)
          return na(
            "Aucun lettrage sur les comptes clients : l'ancienneté des créances n'est pas mesurable.",
          );
        const provision = -sumBalances(agg, ['491']);
        if (f.count === 0) return ok();
        if (provision >= f.amount)
          return ok(`Créances anciennes (${eur(f.amount)}) couvertes par les dépréciations.`);
        const covered = Math.max(0, provision);
        f.amount -= covered;
        return f.outcome(
          'SAVINGS',
          covered > 0
            ? `Dépréciations existantes de ${eur(covered)} déduites du montant.`
            : 'Aucune dépréciation (491) constatée.',
        );
      },
    };
  },
};
