// Control: PIECE-ABS — Pièce absente
import type { ControlDefinition } from '../model/control';
import { Findings } from './shared/findings';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { PIECE_MISSING, scanEntry } = scanning;

export type PieceAbsParams = Record<string, never>;

export const PIECE_ABS: ControlDefinition<PieceAbsParams> = {
  id: 'PIECE-ABS',
  label: 'Pièce absente',
  description:
    'Signale les lignes sans référence (PieceRef) ou sans date de pièce justificative (PieceDate). Ce sont des données obligatoires du FEC, pour tous les régimes : chaque écriture doit renvoyer à un justificatif.',
  theme: 'format',
  cycle: 'general',
  categories: ['OK', 'ERROR'],
  params: {},
  create(ctx) {
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        if (!(scanEntry(e).flags & PIECE_MISSING)) return;
        for (const l of e.lines) {
          const noRef = l.pieceRef.length === 0;
          const noDate = l.pieceDate === 0;
          if (!noRef && !noDate) continue;
          f.addLine(l, () =>
            noRef && noDate
              ? 'Référence et date de pièce absentes'
              : noRef
                ? 'Référence de pièce absente'
                : 'Date de pièce absente',
          );
        }
      },
      finish() {
        return f.outcome('ERROR');
      },
    };
  },
};
