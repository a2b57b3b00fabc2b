import type { StatementSection, Statements } from '../../../../engine/src/statements/types';
import { euros } from './labels';
import type { ReportStatementLine, ReportStatements } from './report-model';

export const STATEMENTS_TITLE = 'États financiers';
export const STATEMENTS_INTRO =
  'Calculés depuis le FEC selon le plan comptable général : soldes intermédiaires de gestion, bilan et compte de résultat.';
export const STATEMENTS_LOCKED_NOTICE =
  'FEC verrouillé (offre Découverte) : seuls les chiffres clés sont donnés. Débloquez-le pour le détail des états financiers.';

const flatten = (sections: StatementSection[]): ReportStatementLine[] =>
  sections.flatMap((s) => [
    ...s.figures.map((f) => ({ label: f.label, amount: f.amount })),
    { label: s.label, amount: s.total, total: true },
  ]);

/** The engine's statements as the reports print them; a locked FEC keeps its key figures only. */
export function reportStatementsOf(s: Statements | null, locked: boolean): ReportStatements | null {
  if (!s) return null;
  const figure = (key: string) => s.sig.figures.find((f) => f.key === key)?.amount ?? null;
  const keyFigures = {
    chiffreAffaires: figure('chiffreAffaires'),
    resultatNet: figure('resultatNet') ?? s.incomeStatement.result,
    totalBilan: s.balanceSheet.totalAssets,
    ebe: figure('ebe'),
  };
  if (locked) {
    return {
      keyFigures,
      sig: null,
      balanceSheet: null,
      incomeStatement: null,
      taxForm: s.taxReturn.form,
      notes: [],
    };
  }
  return {
    keyFigures,
    sig: s.sig.figures.map((f) => ({ label: f.label, amount: f.amount })),
    balanceSheet: [
      ...flatten(s.balanceSheet.assets),
      { label: 'Total actif', amount: s.balanceSheet.totalAssets, total: true },
      ...flatten(s.balanceSheet.liabilities),
      { label: 'Total passif', amount: s.balanceSheet.totalLiabilities, total: true },
    ],
    incomeStatement: [
      ...flatten(s.incomeStatement.sections),
      { label: 'Total des produits', amount: s.incomeStatement.totalProducts, total: true },
      { label: 'Total des charges', amount: s.incomeStatement.totalCharges, total: true },
      { label: 'Résultat', amount: s.incomeStatement.result, total: true },
    ],
    taxForm: s.taxReturn.form,
    notes: s.notes.map((n) => n.message),
  };
}

/** « Chiffre d'affaires | 1 234,56 € » pairs of the key figures. */
export function keyFigurePairs(st: ReportStatements): [string, string][] {
  const k = st.keyFigures;
  const value = (v: number | null) => (v === null ? 'Non calculé' : euros(v));
  return [
    ["Chiffre d'affaires", value(k.chiffreAffaires)],
    ['Résultat net', value(k.resultatNet)],
    ['Total du bilan', value(k.totalBilan)],
    ['Excédent brut d’exploitation', value(k.ebe)],
  ];
}

/** The statement tables of an unlocked source, titled. */
export function statementTables(st: ReportStatements): { title: string; lines: ReportStatementLine[] }[] {
  return [
    { title: 'Soldes intermédiaires de gestion', lines: st.sig ?? [] },
    { title: 'Bilan', lines: st.balanceSheet ?? [] },
    { title: 'Compte de résultat', lines: st.incomeStatement ?? [] },
  ].filter((t) => t.lines.length > 0);
}
