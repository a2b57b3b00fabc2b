// Control: LET-DESEQ — Lettrage déséquilibré
import type { ControlDefinition } from '../model/control';
import { DenseKeys } from '../util/dense-keys';
import { Int32Column } from '../util/columns';
import { Interner } from '../util/interner';
import { Findings, na } from './shared/findings';
import * as findings from './shared/findings';
import { eur } from './shared/format';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { LETTERED, scanEntry } = scanning;
const { own } = findings;

export interface LetDeseqParams {
  /** Balance (cents) tolerated per lettering group. */
  toleranceCents: number;
  /** Lower-case codes mean partial lettering in several software (Sage…): not expected to balance. */
  ignoreLowercase: boolean;
  /**
   * A group lettered after the closing date (DateLet) may be matched with an entry of the next year,
   * absent from this file: not reported when true.
   */
  ignoreLetteredAfterClosing: boolean;
}

export const LET_DESEQ: ControlDefinition<LetDeseqParams> = {
  id: 'LET-DESEQ',
  label: 'Lettrage déséquilibré',
  description:
    'Vérifie que chaque groupe de lettrage (compte, auxiliaire, code de lettrage) est soldé. Un lettrage déséquilibré rapproche une facture et un règlement qui ne se correspondent pas : le solde du tiers est faux ou un écart est masqué.',
  theme: 'tiers',
  cycle: 'general',
  categories: ['OK', 'WARNING', 'NA'],
  params: { toleranceCents: 0, ignoreLowercase: true, ignoreLetteredAfterClosing: true },
  create(ctx, p) {
    // A third of the lines or more are lettered, and a group's lines lie far apart in the file: per
    // group, one record of 4 doubles (debit, credit, first line, latest DateLet) in a single typed
    // array indexed by a dense id, so an update touches one cache line besides the hash table. No key
    // string, no object per group; the row's strings are those of the group's first line.
    const keys = new DenseKeys(1 << 14);
    let state = new Float64Array(4 << 12);
    const end = ctx.fiscalYear.end;
    // Accounts, auxiliaries and journals repeat: interned ids. Code and number are one string a group.
    const names = new Interner();
    const compte = new Int32Column(1 << 12);
    const aux = new Int32Column(1 << 12);
    const journal = new Int32Column(1 << 12);
    const codeAndNum: string[] = [];
    let lettered = false;
    return {
      onEntry(e) {
        if (!(scanEntry(e).flags & LETTERED)) return;
        for (const l of e.lines) {
          const c = l.ecritureLet;
          if (c.length === 0) continue;
          lettered = true;
          if (p.ignoreLowercase) {
            const c0 = c.charCodeAt(0);
            if (c0 >= 0x61 && c0 <= 0x7a) continue;
          }
          const at = keys.id(l.compteNum, l.compAuxNum, c, 0) * 4;
          if (keys.created) {
            if (at + 4 > state.length) {
              const next = new Float64Array(state.length * 2);
              next.set(state);
              state = next;
            }
            state[at] = l.debit;
            state[at + 1] = l.credit;
            state[at + 2] = l.line;
            state[at + 3] = l.dateLet;
            // Copies of long strings only (see `own`): the lines' own would pin the reader's chunks.
            compte.push(names.id(l.compteNum));
            aux.push(names.id(l.compAuxNum));
            journal.push(names.id(l.journalCode));
            codeAndNum.push(own(c + '\u0000' + l.ecritureNum));
          } else {
            state[at] += l.debit;
            state[at + 1] += l.credit;
            if (l.dateLet > state[at + 3]) state[at + 3] = l.dateLet;
          }
        }
      },
      finish() {
        if (!lettered) return na('Aucune ligne lettrée dans le fichier.');
        const f = new Findings(ctx.rowCap);
        for (let id = 0; id < keys.size; id++) {
          const at = id * 4;
          const net = state[at] - state[at + 1];
          if (Math.abs(net) <= p.toleranceCents) continue;
          if (p.ignoreLetteredAfterClosing && state[at + 3] > end) continue;
          f.count++;
          f.amount += Math.abs(net);
          if (!f.keep()) continue;
          const [code, num] = codeAndNum[id].split('\u0000');
          const auxNum = names.values[aux.data[id]];
          f.add({
            line: state[at + 2],
            journalCode: names.values[journal.data[id]],
            ecritureNum: num,
            compteNum: names.values[compte.data[id]],
            debit: state[at],
            credit: state[at + 1],
            ...(auxNum ? { compAuxNum: auxNum } : {}),
            detail: `Lettrage « ${code} » non soldé : ${eur(Math.abs(net))} ${net > 0 ? 'au débit' : 'au crédit'}`,
          });
        }
        return f.outcome('WARNING');
      },
    };
  },
};
