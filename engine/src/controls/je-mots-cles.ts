// Control: JE-MOTS-CLES — Libellés suspects
import type { ControlDefinition } from '../model/control';
import { Findings } from './shared/findings';
import { eur } from './shared/format';

export interface JeMotsClesParams {
  /**
   * Words an auditor looks for, matched at the start of a word, case and accents ignored (« régul »
   * finds « Régularisation », « REGUL. »).
   */
  keywords: string[];
  /** Entries whose total debit is below this (cents) are left out. */
  minAmountCents: number;
}

const COMBINING = /[\u0300-\u036f]/g;

/** Lower case, accents removed, œ/æ spelt out: « Régul. Œuvre » → « regul. oeuvre ». */
export function fold(s: string): string {
  let ascii = true;
  for (let i = 0; i < s.length; i++)
    if (s.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  if (ascii) return s.toLowerCase();
  return s.normalize('NFD').replace(COMBINING, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** What a folded letter may be written as in a label (the regular expression ignores case). */
const VARIANTS: Readonly<Record<string, string>> = {
  a: '[aàâäáã]',
  c: '[cç]',
  e: '[eéèêë]',
  i: '[iîïí]',
  n: '[nñ]',
  o: '[oôöó]',
  u: '[uùûüú]',
  y: '[yÿ]',
};

function letters(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i];
    const next = word[i + 1];
    if ((ch === 'o' || ch === 'a') && next === 'e') {
      out += ch === 'o' ? '(?:o[eéèêë]|œ)' : '(?:a[eéèêë]|æ)';
      i++;
    } else if (/\s/.test(ch)) out += '\\s+';
    else out += VARIANTS[ch] ?? ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return out;
}

/**
 * One regular expression for every keyword, each at a word start, run on the labels as they are:
 * case by the `i` flag, accents by letter classes (no label is ever copied or normalised). Group k
 * matches keyword k.
 */
export function keywordPattern(keywords: string[]): RegExp | null {
  const words = keywords.map((k) => fold(k.trim())).filter((k) => k.length > 0);
  if (words.length === 0) return null;
  const alternatives = words.map((w) => `(${letters(w)})`).join('|');
  return new RegExp(`(?:^|[^0-9a-z\u00c0-\u024f])(?:${alternatives})`, 'i');
}

export const JE_MOTS_CLES: ControlDefinition<JeMotsClesParams> = {
  id: 'JE-MOTS-CLES',
  label: 'Libellés suspects',
  description:
    "Relève les écritures dont un libellé contient un mot qui signale une correction ou une opération mal documentée (« annulation », « régularisation », « erreur », « divers », « ajustement », « provisoire », « à reclasser », « cadeau », « liquide »…), sans tenir compte des majuscules ni des accents. La liste est paramétrable ; l'auditeur demande la pièce et l'explication de chaque écriture relevée.",
  theme: 'indicateurs-fraude',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'NA'],
  params: {
    keywords: [
      'annul',
      'régul',
      'erreur',
      'divers',
      'ajust',
      'provisoire',
      'à reclasser',
      'cadeau',
      'liquide',
      'correction',
      'sans pièce',
    ],
    minAmountCents: 0,
  },
  create(ctx, p) {
    const pattern = keywordPattern(p.keywords);
    const names = p.keywords.map((k) => k.trim()).filter((k) => k.length > 0);
    const f = new Findings(ctx.rowCap);
    // Lines of an entry usually repeat its label: test each distinct label once.
    let lastLib = '';
    let lastMatch: string | null = null;
    function match(lib: string): string | null {
      if (lib === lastLib) return lastMatch;
      lastLib = lib;
      const m = lib.length === 0 ? null : pattern!.exec(lib);
      lastMatch = null;
      if (m !== null)
        for (let k = 1; k < m.length; k++)
          if (m[k] !== undefined) {
            lastMatch = names[k - 1];
            break;
          }
      return lastMatch;
    }
    return {
      onEntry(e) {
        if (pattern === null || e.opening || e.debit < p.minAmountCents) return;
        for (const l of e.lines) {
          const word = match(l.ecritureLib);
          if (word === null) continue;
          f.addLine(
            l,
            () => `Libellé « ${l.ecritureLib} » : mot-clé « ${word} » (écriture de ${eur(e.debit)})`,
            e.debit,
          );
          return;
        }
      },
      finish() {
        if (pattern === null)
          return {
            result: 'NA',
            count: 0,
            amount: 0,
            rows: [],
            total: 0,
            reason: 'Aucun mot-clé paramétré.',
          };
        return f.outcome('WARNING');
      },
    };
  },
};
