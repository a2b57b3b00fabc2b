// Control: CPT-PCG — Compte hors PCG
import type { ControlDefinition } from '../model/control';
import { accountRow, Findings, na } from './shared/findings';
import { PCG_ROOTS, PCG_VERSION } from './pcg';

export type CptPcgParams = Record<string, never>;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export const CPT_PCG: ControlDefinition<CptPcgParams> = {
  id: 'CPT-PCG',
  label: 'Compte hors PCG',
  description:
    'Vérifie que chaque numéro de compte commence par trois chiffres formant une racine du plan comptable général (règlement ANC 2014-03). Un compte hors PCG rend le FEC non conforme et empêche de classer le compte au bilan ou au résultat.',
  theme: 'format',
  cycle: 'general',
  categories: ['OK', 'ERROR', 'NA'],
  params: {},
  create(ctx) {
    return {
      finish(agg) {
        // BA/BNC files (cash basis, or commercial accounts declared as such) follow no PCG rule.
        if (ctx.cashBasis || ctx.variant === 'bnc-tresorerie' || ctx.variant === 'ba-tresorerie')
          return na("FEC BA/BNC : le plan comptable général ne s'impose pas.");
        const f = new Findings(ctx.rowCap);
        for (const [compteNum, t] of agg.accounts) {
          let detail: string | null = null;
          if (
            !isDigit(compteNum.charCodeAt(0)) ||
            !isDigit(compteNum.charCodeAt(1)) ||
            !isDigit(compteNum.charCodeAt(2))
          )
            detail =
              compteNum === ''
                ? 'Numéro de compte vide'
                : 'Les trois premiers caractères ne sont pas des chiffres';
          else if (!PCG_ROOTS.has(compteNum.slice(0, 3)))
            detail = `Racine ${compteNum.slice(0, 3)} absente du plan comptable général`;
          if (detail === null) continue;
          f.count++;
          f.amount += Math.max(t.debit, t.credit);
          if (f.keep()) f.add(accountRow(compteNum, t, detail, '', t.firstLine));
        }
        return f.outcome('ERROR', `Référentiel : PCG ${PCG_VERSION}.`);
      },
    };
  },
};
