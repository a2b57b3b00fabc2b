// Control: LET-DESEQ — Lettrage déséquilibré
import type { ControlDefinition } from '../model/control';
import type { FecLine } from '../model/line';
import { Interner } from '../util/interner';
import { EntryRefs } from './shared/entry-refs';
import { Findings, na } from './shared/findings';
import { eur } from './shared/format';
import * as scanning from './shared/entry-scan';
import { LetteringGroups } from './shared/lettering-groups';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { LETTERED, scanEntry } = scanning;

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
    // A third of the lines or more are lettered and nearly every group balances: balanced groups are
    // kept closed, in a few bytes (see LetteringGroups); no string per group.
    const groups = new LetteringGroups();
    const end = ctx.fiscalYear.end;
    // Accounts, auxiliaries and codes repeat: interned ids; the entry's journal and number as EntryRefs.
    const names = new Interner();
    const refs = new EntryRefs();
    let cur: FecLine | null = null;
    let code = '';
    const ids = {
      compte: () => names.id(cur!.compteNum),
      aux: () => names.id(cur!.compAuxNum),
      code: () => names.id(code),
      entry: () => {
        refs.encode(cur!.journalCode, cur!.ecritureNum);
        return refs.ref;
      },
      // Called right after `entry`.
      num: () => refs.num,
    };
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
          cur = l;
          code = c;
          groups.add(l.compteNum, l.compAuxNum, c, l.debit, l.credit, l.line, l.dateLet, ids);
        }
        cur = null;
      },
      finish() {
        if (!lettered) return na('Aucune ligne lettrée dans le fichier.');
        const f = new Findings(ctx.rowCap);
        // Balanced groups (closed) report nothing: only the open ones, in the order they were created.
        for (const g of groups.openGroups()) {
          const debit = groups.debit[g];
          const credit = groups.credit[g];
          const net = debit - credit;
          if (Math.abs(net) <= p.toleranceCents) continue;
          const o = g * 6;
          if (p.ignoreLetteredAfterClosing && groups.ints[o + 1] > end) continue;
          f.count++;
          f.amount += Math.abs(net);
          if (!f.keep()) continue;
          const ref = groups.ints[o + 5];
          // As the code and number were once kept: one string split on U+0000.
          const [c, num] = (
            names.values[groups.ints[o + 4]] +
            '\u0000' +
            refs.number(ref, groups.num[g])
          ).split('\u0000');
          const auxNum = names.values[groups.ints[o + 3]];
          f.add({
            line: groups.ints[o],
            journalCode: refs.journal(ref),
            ecritureNum: num,
            compteNum: names.values[groups.ints[o + 2]],
            debit,
            credit,
            ...(auxNum ? { compAuxNum: auxNum } : {}),
            detail: `Lettrage « ${c} » non soldé : ${eur(Math.abs(net))} ${net > 0 ? 'au débit' : 'au crédit'}`,
          });
        }
        return f.outcome('WARNING');
      },
    };
  },
};
