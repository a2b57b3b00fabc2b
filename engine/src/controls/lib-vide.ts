// Control: LIB-VIDE — Libellé vide ou générique
import type { ControlDefinition } from '../model/control';
import { Findings, own } from './shared/findings';

export interface LibVideParams {
  /** Labels that say nothing, compared lower-case, without accents, spaces collapsed. */
  genericLabels: string[];
}

const GENERIC = [
  'divers',
  'div',
  'od',
  'o.d',
  'o.d.',
  'operation diverse',
  'operations diverses',
  'ecriture',
  'ecritures',
  'ecriture diverse',
  'regul',
  'regularisation',
  'reg',
  'x',
  'xx',
  'xxx',
  'na',
  'n/a',
  'sans libelle',
  'libelle',
];

function normalise(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const HAS_ALNUM = /[\p{L}\p{N}]/u;

export const LIB_VIDE: ControlDefinition<LibVideParams> = {
  id: 'LIB-VIDE',
  label: 'Libellé vide ou générique',
  description:
    "Signale les lignes dont le libellé d'écriture est vide, sans lettre ni chiffre (« . », « - ») ou générique (« divers », « OD »). Un libellé doit permettre de comprendre l'opération sans ouvrir la pièce : c'est ce que l'administration lit en premier.",
  theme: 'format',
  cycle: 'general',
  categories: ['OK', 'WARNING'],
  params: { genericLabels: GENERIC },
  create(ctx, p) {
    const generic = new Set(p.genericLabels.map(normalise));
    let maxLength = 3;
    for (const g of p.genericLabels) maxLength = Math.max(maxLength, g.length + 2);
    // First characters (ASCII, lower case) a generic label can start with: any other letter or digit
    // rules the label out without a lookup.
    const starts = new Uint8Array(128);
    for (const g of generic) if (g.charCodeAt(0) < 128) starts[g.charCodeAt(0)] = 1;
    // Short labels repeat a lot: one decision per distinct text.
    const verdicts = new Map<string, boolean>();
    const f = new Findings(ctx.rowCap);
    return {
      onEntry(e) {
        for (const l of e.lines) {
          const lib = l.ecritureLib;
          if (lib.length === 0) {
            f.addLine(l, () => 'Libellé vide');
            continue;
          }
          if (lib.length > maxLength) continue;
          const c = lib.charCodeAt(0);
          if ((c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a && !starts[c | 0x20]))
            continue;
          let bad = verdicts.get(lib);
          if (bad === undefined) {
            bad = !HAS_ALNUM.test(lib) || generic.has(normalise(lib));
            if (verdicts.size > 50000) verdicts.clear();
            verdicts.set(own(lib), bad);
          }
          if (bad) f.addLine(l, () => `Libellé générique « ${lib} »`);
        }
      },
      finish() {
        return f.outcome('WARNING');
      },
    };
  },
};
