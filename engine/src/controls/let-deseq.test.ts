/**
 * LET-DESEQ keeps balanced groups closed (LetteringGroups): property test against the former
 * implementation, which kept every group open, on random lettered lines (groups that balance, reopen
 * after balancing, stay open, lower-case codes, DateLet after closing, numbers with and without digits).
 */
import fc from 'fast-check';
import type { ControlDefinition } from '../model/control';
import { DenseKeys } from '../util/dense-keys';
import { Int32Column } from '../util/columns';
import { Interner } from '../util/interner';
import { Findings, na, own } from './shared/findings';
import { eur } from './shared/format';
import { LETTERED, scanEntry } from './shared/entry-scan';
import { LET_DESEQ, type LetDeseqParams } from './let-deseq';
import { line, runControl } from './testing';

// The implementation before LetteringGroups (every group open to the end), as the reference.
const REFERENCE: ControlDefinition<LetDeseqParams> = {
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

const lineArb = fc.record({
  journalCode: fc.constantFrom('VT', 'BQ', 'OD'),
  ecritureNum: fc.constantFrom('1', '2', 'VT0001', 'VT0002', 'X', 'A\u0001B7', '0012', '1234567890123456'),
  compteNum: fc.constantFrom('411000', '401000', '512000'),
  compAuxNum: fc.constantFrom('', 'C1', 'C2'),
  ecritureLet: fc.constantFrom('', 'A', 'B', 'AA', 'a', 'b\u0000c'),
  debit: fc.constantFrom(0, 100, 250, 1000),
  credit: fc.constantFrom(0, 100, 250, 1000),
  dateLet: fc.constantFrom(0, 20240301, 20250115),
});

describe('LET-DESEQ with closed groups', () => {
  it('gives the outcome of the implementation that kept every group open', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 120 }),
        fc.record({
          toleranceCents: fc.constantFrom(0, 100),
          ignoreLowercase: fc.boolean(),
          ignoreLetteredAfterClosing: fc.boolean(),
        }),
        fc.constantFrom(3, 1000),
        (specs, params, rowCap) => {
          const lines = specs.map((s) => line(s));
          expect(runControl(LET_DESEQ, lines, { rowCap }, params)).toEqual(
            runControl(REFERENCE, lines, { rowCap }, params),
          );
        },
      ),
      { numRuns: 400 },
    );
  });
});
