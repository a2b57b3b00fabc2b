// Control: VALID-VIDE — Validation absente
import type { ControlDefinition } from '../model/control';
import { Findings, na } from './shared/findings';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry, VALID_EMPTY } = scanning;

export type ValidVideParams = Record<string, never>;

export const VALID_VIDE: ControlDefinition<ValidVideParams> = {
  id: 'VALID-VIDE',
  label: 'Validation absente',
  description:
    "Signale les écritures sans date de validation (ValidDate). Pour un FEC BIC/IS c'est une donnée obligatoire : son absence rend le fichier non conforme (amende de l'article 1729 D du CGI).",
  theme: 'format',
  cycle: 'general',
  categories: ['OK', 'ERROR', 'NA'],
  params: {},
  create(ctx) {
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        if (!(scanEntry(e).flags & VALID_EMPTY)) return;
        for (const l of e.lines) {
          if (l.validDate !== 0) continue;
          f.addLine(l, () => 'Date de validation absente');
          break;
        }
      },
      finish() {
        // The tester requires only PieceRef and PieceDate from cash-basis BA/BNC files.
        if (ctx.variant === 'ba-tresorerie' || ctx.variant === 'bnc-tresorerie')
          return na("ValidDate n'est pas exigée pour un FEC BA/BNC de trésorerie.");
        return f.outcome('ERROR');
      },
    };
  },
};
