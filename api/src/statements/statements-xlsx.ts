import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { columnLetter } from '../http/xlsx-writer';
import {
  BOLD,
  DATE_FORMAT,
  EURO_FORMAT,
  INTEGER_FORMAT,
  breathe,
  euroNumber,
  headerStyle,
  sheetName,
  streamingWorkbook,
  ymdToDate,
  type CellValue,
  type Sheet,
  type Workbook,
} from '../http/xlsx-cells';
import type { StatementSection, TrialBalanceRow } from '../../../engine/src/statements/types';
import { allLedgerLines } from './ledger-index';
import { ledgerIndexOf, reconciliationView, trialBalanceAll } from './statements-service';

/** Header colour of the exports (the product's blue, as the control exports). */
const COLOR = '#1f4e79';
const HEADER = headerStyle(COLOR);
const TOTAL = { font: { bold: true }, borderBottom: '#808080' };

const header = (sheet: Sheet, titles: string[]) =>
  sheet.row(
    titles,
    titles.map(() => HEADER),
  );

/** `SUM(col from..to)` with its cached value (readers that do not compute still see the figure). */
const sum = (col: number, from: number, to: number, result: number): CellValue =>
  to < from ? 0 : { formula: `SUM(${columnLetter(col)}${from}:${columnLetter(col)}${to})`, result };

const BALANCE_COLUMNS = [
  { header: 'Compte', width: 12 },
  { header: 'Compte auxiliaire', width: 16 },
  { header: 'Libellé', width: 40 },
  { header: 'Classe', width: 8, numFmt: '0' },
  { header: 'Débit ouverture', width: 15, numFmt: EURO_FORMAT },
  { header: 'Crédit ouverture', width: 15, numFmt: EURO_FORMAT },
  { header: 'Débit', width: 15, numFmt: EURO_FORMAT },
  { header: 'Crédit', width: 15, numFmt: EURO_FORMAT },
  { header: 'Solde débiteur', width: 15, numFmt: EURO_FORMAT },
  { header: 'Solde créditeur', width: 15, numFmt: EURO_FORMAT },
];

async function balanceSheet(workbook: Workbook, used: Set<string>, name: string, rows: TrialBalanceRow[]) {
  const sheet = workbook.addSheet(sheetName(name, used), { columns: BALANCE_COLUMNS });
  header(
    sheet,
    BALANCE_COLUMNS.map((c) => c.header),
  );
  const totals = [0, 0, 0, 0, 0, 0];
  for (const r of rows) {
    const amounts = [r.openingDebit, r.openingCredit, r.debit, r.credit, r.closingDebit, r.closingCredit];
    amounts.forEach((a, i) => (totals[i]! += a));
    sheet.row([r.account, r.aux ?? null, r.label, r.accountClass, ...amounts.map(euroNumber)]);
    await breathe(sheet);
  }
  const last = rows.length + 1;
  sheet.row(
    ['Total', null, null, null, ...totals.map((t, i) => sum(5 + i, 2, last, euroNumber(t)))],
    [BOLD, undefined, undefined, undefined, ...totals.map(() => TOTAL)],
  );
  sheet.autoFilter(1, last, BALANCE_COLUMNS.length);
  await sheet.end();
}

const LEDGER_COLUMNS = [
  { header: 'Compte', width: 12 },
  { header: 'Ligne', width: 9, numFmt: '0' },
  { header: 'Date', width: 12, numFmt: DATE_FORMAT },
  { header: 'Journal', width: 10 },
  { header: 'N° écriture', width: 14 },
  { header: 'Pièce', width: 14 },
  { header: 'Libellé', width: 40 },
  { header: 'Compte auxiliaire', width: 16 },
  { header: 'Débit', width: 15, numFmt: EURO_FORMAT },
  { header: 'Crédit', width: 15, numFmt: EURO_FORMAT },
  { header: 'Solde', width: 15, numFmt: EURO_FORMAT },
];

/** Sections with their figures and a SUM total per section (the balance sheet, the income statement). */
async function sectionsSheet(
  workbook: Workbook,
  used: Set<string>,
  name: string,
  parts: { title: string; sections: StatementSection[] }[],
  closing: { label: string; cents: number }[],
) {
  const sheet = workbook.addSheet(sheetName(name, used), {
    columns: [{ width: 14 }, { width: 50 }, { width: 18, numFmt: EURO_FORMAT }],
  });
  header(sheet, ['Poste', 'Libellé', 'Montant']);
  for (const part of parts) {
    sheet.row([part.title], [BOLD]);
    for (const section of part.sections) {
      sheet.row([section.key, section.label], [BOLD, BOLD]);
      let first = 0;
      let last = 0;
      for (const f of section.figures) {
        last = sheet.row([f.key, f.label, euroNumber(f.amount)]);
        if (!first) first = last;
      }
      sheet.row(
        [
          null,
          `Total ${section.label}`,
          first ? sum(3, first, last, euroNumber(section.total)) : euroNumber(section.total),
        ],
        [undefined, BOLD, TOTAL],
      );
    }
  }
  for (const c of closing) sheet.row([null, c.label, euroNumber(c.cents)], [undefined, BOLD, TOTAL]);
  await sheet.end();
}

/**
 * The accountant's workbook of an analysis: balance générale and auxiliaire, the ledger of chosen accounts,
 * SIG, bilan, compte de résultat and the tax-return boxes (computed, declared, difference as a formula).
 */
export async function statementsWorkbook(
  deps: Pick<ApiDeps, 'db' | 'storage'>,
  caller: Caller,
  uuid: string,
  accounts: string[],
) {
  const { rows: general, loaded } = await trialBalanceAll(deps.db, caller, uuid, { kind: 'general' });
  const auxiliary = loaded.statements.trialBalance.filter((r) => r.aux !== null);
  const reconciliation = await reconciliationView(deps.db, caller, uuid);
  const index = accounts.length ? await ledgerIndexOf(deps, loaded.analysis) : null;
  const s = loaded.statements;
  const fileName = `${loaded.analysis.uuid.slice(0, 8)}-etats-financiers.xlsx`;

  const write = async (output: NodeJS.WritableStream) => {
    const workbook = streamingWorkbook(output, 'FEC Analyse', 'États financiers');
    const used = new Set<string>();
    await balanceSheet(workbook, used, 'Balance générale', general);
    await balanceSheet(workbook, used, 'Balance auxiliaire', auxiliary);

    const ledger = workbook.addSheet(sheetName('Grand livre', used), { columns: LEDGER_COLUMNS });
    header(
      ledger,
      LEDGER_COLUMNS.map((c) => c.header),
    );
    for (const account of accounts) {
      const entry =
        index && Object.prototype.hasOwnProperty.call(index.accounts, account)
          ? index.accounts[account]
          : undefined;
      if (!entry) continue;
      ledger.row(
        [account, null, null, null, null, null, entry.label],
        [BOLD, undefined, undefined, undefined, undefined, undefined, BOLD],
      );
      let previous = 0; // row of the previous line: the running balance is a formula on it
      let first = 0;
      let last = 0;
      for await (const l of allLedgerLines(deps.storage, loaded.analysis.uuid, entry)) {
        const r = ledger.rowCount + 1;
        const balance: CellValue = {
          formula: previous ? `K${previous}+I${r}-J${r}` : `I${r}-J${r}`,
          result: euroNumber(l.balance),
        };
        last = ledger.row([
          account,
          l.line,
          ymdToDate(l.ecritureDate),
          l.journalCode,
          l.ecritureNum,
          l.pieceRef,
          l.ecritureLib,
          l.compAuxNum || null,
          euroNumber(l.debit),
          euroNumber(l.credit),
          balance,
        ]);
        if (!first) first = last;
        previous = last;
        await breathe(ledger);
      }
      ledger.row(
        [
          `Total ${account}`,
          null,
          null,
          null,
          null,
          null,
          null,
          null,
          sum(9, first, last, euroNumber(entry.debit)),
          sum(10, first, last, euroNumber(entry.credit)),
          euroNumber(entry.debit - entry.credit),
        ],
        [
          BOLD,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
          TOTAL,
          TOTAL,
          TOTAL,
        ],
      );
    }
    if (accounts.length === 0) ledger.row(['Choisissez des comptes pour exporter leur grand livre.']);
    await ledger.end();

    const sig = workbook.addSheet(sheetName('SIG', used), {
      columns: [{ width: 24 }, { width: 50 }, { width: 18, numFmt: EURO_FORMAT }],
    });
    header(sig, ['Solde', 'Libellé', 'Montant']);
    for (const f of s.sig.figures) sig.row([f.key, f.label, euroNumber(f.amount)]);
    await sig.end();

    await sectionsSheet(
      workbook,
      used,
      'Bilan',
      [
        { title: 'Actif', sections: s.balanceSheet.assets },
        { title: 'Passif', sections: s.balanceSheet.liabilities },
      ],
      [
        { label: 'Total actif', cents: s.balanceSheet.totalAssets },
        { label: 'Total passif', cents: s.balanceSheet.totalLiabilities },
      ],
    );
    await sectionsSheet(
      workbook,
      used,
      'Compte de résultat',
      [{ title: 'Compte de résultat', sections: s.incomeStatement.sections }],
      [
        { label: 'Total des produits', cents: s.incomeStatement.totalProducts },
        { label: 'Total des charges', cents: s.incomeStatement.totalCharges },
        { label: 'Résultat', cents: s.incomeStatement.result },
      ],
    );

    const liasse = workbook.addSheet(sheetName(`Liasse ${s.taxReturn.form}`, used), {
      columns: [
        { width: 10 },
        { width: 50 },
        { width: 16, numFmt: INTEGER_FORMAT },
        { width: 16, numFmt: INTEGER_FORMAT },
        { width: 16, numFmt: INTEGER_FORMAT },
      ],
    });
    header(liasse, ['Case', 'Libellé', 'Calculé (€)', 'Déclaré (€)', 'Écart (€)']);
    for (const line of reconciliation.lines) {
      if (line.code === 'RESULTAT') continue;
      const r = liasse.rowCount + 1;
      liasse.row([
        line.code,
        line.label,
        line.computed,
        line.declared,
        line.declared === null ? null : { formula: `C${r}-D${r}`, result: line.computed - line.declared },
      ]);
    }
    await liasse.end();
    await workbook.finish();
  };
  return { fileName, write };
}
