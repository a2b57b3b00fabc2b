// Control: SOLDE-67 — Solde des comptes 6/7
import type { ControlDefinition } from '../model/control';
import type { FecLine } from '../model/line';
import { Findings } from './shared/findings';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { ACC_12, CLASS_6, CLASS_7, scanEntry } = scanning;

export type Solde67Params = Record<string, never>;

export const SOLDE_67: ControlDefinition<Solde67Params> = {
  id: 'SOLDE-67',
  label: 'Solde des comptes 6/7',
  description:
    'Détecte les écritures qui soldent des comptes de charges (6) ou de produits (7) dans un compte de résultat (12). Ces écritures de détermination du résultat doivent être exclues du FEC (article A47 A-1 du LPF).',
  theme: 'format',
  cycle: 'cloture',
  categories: ['OK', 'ERROR'],
  params: {},
  create(ctx) {
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        if (e.opening) return;
        const flags = scanEntry(e).flags;
        if (!(flags & ACC_12) || !(flags & (CLASS_6 | CLASS_7))) return;
        let result: FecLine | null = null;
        let pl = 0;
        for (const l of e.lines) {
          const c0 = l.compteNum.charCodeAt(0);
          if (c0 === 0x36 || c0 === 0x37) pl++;
          else if (c0 === 0x31 && l.compteNum.charCodeAt(1) === 0x32 && result === null) result = l;
        }
        if (result === null || pl === 0) return;
        f.addLine(
          result,
          () =>
            `Écriture de clôture : ${pl} ligne(s) de charges/produits soldée(s) dans le compte ${result.compteNum}`,
          Math.abs(result.debit - result.credit),
        );
      },
      finish() {
        return f.outcome('ERROR');
      },
    };
  },
};
