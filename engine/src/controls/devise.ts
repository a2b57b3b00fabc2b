// Control: DEVISE — Devise incohérente
import type { ControlDefinition } from '../model/control';
import { Findings } from './shared/findings';
import { ISO_4217 } from './shared/iso4217';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { CURRENCY, scanEntry } = scanning;

export interface DeviseParams {
  /** Some software write 'EUR' on every line without any amount in currency: tolerated when true. */
  tolerateEurWithoutAmount: boolean;
}

export const DEVISE: ControlDefinition<DeviseParams> = {
  id: 'DEVISE',
  label: 'Devise incohérente',
  description:
    "Vérifie la cohérence des colonnes Montantdevise et Idevise : un montant en devise exige un code devise, un code devise exige un montant, et le code doit appartenir à la norme ISO 4217. Sinon l'opération en devise ne peut pas être justifiée.",
  theme: 'format',
  cycle: 'general',
  categories: ['OK', 'WARNING'],
  params: { tolerateEurWithoutAmount: true },
  create(ctx, p) {
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        if (!(scanEntry(e).flags & CURRENCY)) return;
        for (const l of e.lines) {
          const cur = l.idevise;
          // A zero amount in currency is what many exports write for "none".
          const hasAmount = l.montantDevise !== null && l.montantDevise !== 0;
          if (!hasAmount && cur.length === 0) continue;
          if (cur.length === 0) {
            f.addLine(l, () => 'Montant en devise sans code devise');
            continue;
          }
          if (!ISO_4217.has(cur) && !ISO_4217.has(cur.toUpperCase())) {
            f.addLine(l, () => `Code devise « ${cur} » hors norme ISO 4217`);
            continue;
          }
          if (!hasAmount && !(p.tolerateEurWithoutAmount && cur.toUpperCase() === 'EUR'))
            f.addLine(l, () => `Code devise ${cur} sans montant en devise`);
        }
      },
      finish() {
        return f.outcome('WARNING');
      },
    };
  },
};
