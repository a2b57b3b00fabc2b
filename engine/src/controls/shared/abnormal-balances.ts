import type { Aggregates } from '../../model/aggregates';
import { thirdPartyUnits } from './accounts';
import { accountRow, Findings } from './findings';

/**
 * Third-party balances on the wrong side at closing (per auxiliary when the account uses them, else
 * per account): the shared core of FOUR-DEB, CLI-CRED and CCA-DEB. `side` is the abnormal one; the
 * amount at stake is the abnormal balance; rows in file order.
 */
export function abnormalBalances(
  aggregates: Aggregates,
  rowCap: number,
  opts: {
    prefixes: readonly string[];
    side: 'debit' | 'credit';
    toleranceCents: number;
    detail: (cents: number) => string;
  },
): Findings {
  const f = new Findings(rowCap);
  for (const u of thirdPartyUnits(aggregates, opts.prefixes)) {
    const net = u.totals.debit - u.totals.credit;
    const abnormal = opts.side === 'debit' ? net : -net;
    if (abnormal <= opts.toleranceCents) continue;
    f.count++;
    f.amount += abnormal;
    if (f.keep()) f.add(accountRow(u.compteNum, u.totals, opts.detail(abnormal), u.compAuxNum));
  }
  f.rows.sort((a, b) => a.line - b.line);
  return f;
}
