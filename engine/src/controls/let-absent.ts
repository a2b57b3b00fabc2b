// Control: LET-ABSENT — Aucun lettrage
import type { ControlDefinition } from '../model/control';
import * as accounts from './shared/accounts';
import { accountRow, Findings } from './shared/findings';
import * as scanning from './shared/entry-scan';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { LETTERED, scanEntry } = scanning;

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { codes, hasCodes } = accounts;

export interface LetAbsentParams {
  /** Account families expected to be lettered. */
  prefixes: string[];
  /** A family with fewer lines than this is too small to call its lettering missing. */
  minLines: number;
}

export const LET_ABSENT: ControlDefinition<LetAbsentParams> = {
  id: 'LET-ABSENT',
  label: 'Aucun lettrage',
  description:
    'Signale les comptes fournisseurs (401) ou clients (411) mouvementés sans aucune ligne lettrée. Sans lettrage, impossible de savoir quelles factures restent dues : les soldes des tiers ne sont pas justifiés.',
  theme: 'tiers',
  cycle: 'general',
  categories: ['OK', 'WARNING'],
  params: { prefixes: ['401', '411'], minLines: 10 },
  create(ctx, p) {
    const families = p.prefixes.map(codes);
    const lettered = new Array<boolean>(families.length).fill(false);
    let done = false;
    return {
      onEntry(e) {
        if (done || !(scanEntry(e).flags & LETTERED)) return;
        done = lettered.every(Boolean);
        for (const l of e.lines) {
          if (l.ecritureLet.length === 0) continue;
          for (let i = 0; i < families.length; i++)
            if (!lettered[i] && hasCodes(l.compteNum, families[i])) lettered[i] = true;
        }
      },
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        p.prefixes.forEach((prefix, i) => {
          if (lettered[i]) return;
          const accounts = [...agg.accounts].filter(([k]) => k.startsWith(prefix));
          const lines = accounts.reduce((s, [, t]) => s + t.lines, 0);
          if (lines === 0 || lines < p.minLines) return;
          f.count++;
          for (const [compteNum, t] of accounts)
            if (f.keep())
              f.add(
                accountRow(compteNum, t, `Aucune ligne lettrée sur les comptes ${prefix} (${lines} lignes)`),
              );
        });
        return f.outcome('WARNING');
      },
    };
  },
};
