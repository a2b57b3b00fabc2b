import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { centsFr, UTF8_BOM } from '../analyses/detail-csv';
import { csvRecord } from '../http/csv';
import type { TrialBalanceRow } from '../../../engine/src/statements/types';
import { trialBalanceAll, type TrialBalanceFilter } from './statements-service';

/**
 * The trial balance in the layout accounting software imports: `compte;libellé;débit;crédit;solde`, debit and
 * credit the year's totals (à-nouveaux included), solde = débit − crédit. Amounts `1234,56`.
 */
export function balanceCsvText(rows: TrialBalanceRow[]): string {
  let out = UTF8_BOM + csvRecord(['compte', 'libellé', 'débit', 'crédit', 'solde']);
  for (const r of rows) {
    const debit = r.openingDebit + r.debit;
    const credit = r.openingCredit + r.credit;
    out += csvRecord([r.aux ?? r.account, r.label, centsFr(debit), centsFr(credit), centsFr(debit - credit)]);
  }
  return out;
}

export async function balanceCsv(db: ApiDb, caller: Caller, uuid: string, filter: TrialBalanceFilter) {
  const { rows, loaded } = await trialBalanceAll(db, caller, uuid, filter);
  const suffix = filter.kind === 'auxiliary' ? 'balance-auxiliaire' : 'balance';
  return { fileName: `${loaded.analysis.uuid.slice(0, 8)}-${suffix}.csv`, csv: balanceCsvText(rows) };
}
