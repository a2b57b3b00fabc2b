import { BOXES_2033, BOXES_2050 } from './boxes';
import type {
  DeclaredTaxReturn,
  OpeningContinuityLine,
  ReconciliationLine,
  Statements,
  StatementNote,
  TaxReturnReconciliation,
} from './types';

const KNOWN_CODES = new Set([...BOXES_2050, ...BOXES_2033].map((b) => b.code));
const LABELS = new Map([...BOXES_2050, ...BOXES_2033].map((b) => [b.code, b.label]));

const euros = (cents: number): string =>
  (cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeEuros = (e: number): string => e.toLocaleString('fr-FR');

/** The accounts behind a figure, largest first, as a short French list. */
function accountsSentence(accounts: { account: string; amount: number }[], max = 5): string {
  const top = [...accounts].sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount)).slice(0, max);
  if (top.length === 0) return 'aucun compte du FEC ne l’alimente';
  return (
    'comptes ' +
    top.map((a) => `${a.account} (${euros(a.amount)} €)`).join(', ') +
    (accounts.length > max ? ` et ${accounts.length - max} autre(s)` : '')
  );
}

/**
 * Computed against declared: the accounting result (cents) and each declared box (euros). A box declared
 * but absent from the computed form is reported, never compared to a silent zero.
 */
export function reconcileTaxReturn(
  statements: Statements,
  declared: DeclaredTaxReturn,
): TaxReturnReconciliation {
  const tr = statements.taxReturn;
  const lines: ReconciliationLine[] = [];
  const notes: StatementNote[] = [];
  const net = statements.sig.figures.find((f) => f.key === 'resultatNet')!;
  // The year's result: the income statement's; when the accounts are closed (classes 6/7 at zero), the 12's.
  const closed = statements.notes.some((n) => n.code === 'CLOSED_ACCOUNTS');
  const box = tr.details.find((d) => d.code === (tr.form === '2033' ? '136' : 'DI'));
  const resultAccounts = closed
    ? (box?.accounts ?? []).filter((a) => a.account.startsWith('12'))
    : net.accounts;
  const computedResult = closed ? twelve(resultAccounts) : statements.incomeStatement.result;
  if (declared.result !== null) {
    const diff = computedResult - declared.result;
    lines.push({
      code: 'RESULTAT',
      label: 'Résultat comptable',
      computed: computedResult,
      declared: declared.result,
      difference: diff,
      accounts: resultAccounts,
      explanation:
        diff === 0
          ? null
          : `Le résultat du FEC (${euros(computedResult)} €) diffère du résultat déclaré (${euros(declared.result)} €) de ${euros(diff)} € : écritures passées après le dépôt de la liasse, écritures d'inventaire absentes du FEC, ou liasse établie sur une autre version de la comptabilité. Les ${accountsSentence(resultAccounts)} portent le résultat.`,
    });
  } else
    notes.push({
      code: 'NO_DECLARED_RESULT',
      message: "Le résultat comptable déclaré n'est pas renseigné : il n'est pas comparé.",
    });
  const details = new Map(tr.details.map((d) => [d.code, d]));
  const codes = Object.keys(declared.boxes).sort(
    (a, b) => order(tr.form, a) - order(tr.form, b) || (a < b ? -1 : a > b ? 1 : 0),
  );
  for (const code of codes) {
    const declaredEuros = declared.boxes[code];
    const d = details.get(code);
    if (!d) {
      lines.push({
        code,
        label: LABELS.get(code) ?? code,
        computed: 0,
        declared: declaredEuros,
        difference: null,
        accounts: [],
        explanation: KNOWN_CODES.has(code)
          ? `La case ${code} appartient à l'autre formulaire (${tr.form === '2050' ? '2033' : '2050-2053'}) que celui retenu (${tr.form === '2050' ? '2050-2053' : '2033-A/B'}) : elle n'est pas comparée. ${tr.formReason}`
          : `La case ${code} n'est pas une case calculée des formulaires 2050-2053 ou 2033-A/B : elle n'est pas comparée.`,
      });
      continue;
    }
    const diff = d.euros - declaredEuros;
    lines.push({
      code,
      label: d.label,
      computed: d.euros,
      declared: declaredEuros,
      difference: diff,
      accounts: d.accounts,
      explanation:
        diff === 0
          ? null
          : Math.abs(diff) <= 2
            ? `Écart d'arrondi de ${wholeEuros(diff)} € (les cases sont arrondies à l'euro, les totaux additionnent des cases arrondies). Case alimentée par les ${accountsSentence(d.accounts)}.`
            : `La case ${code} calculée sur le FEC (${wholeEuros(d.euros)} €) diffère de la déclaration (${wholeEuros(declaredEuros)} €) de ${wholeEuros(diff)} € : ${d.accounts.length === 0 ? "aucun compte du FEC ne l'alimente (montant déclaré sans écriture correspondante, ou classé ailleurs)" : `elle est alimentée par les ${accountsSentence(d.accounts)} ; vérifiez le classement de ces comptes dans la liasse et les écritures passées après son dépôt`}.`,
    });
  }
  if (codes.length === 0)
    notes.push({
      code: 'NO_DECLARED_BOXES',
      message: 'Aucune case de la liasse déclarée : seules les cases calculées sont affichées.',
    });
  return {
    form: tr.form,
    lines,
    differences: lines.filter((l) => l.difference !== null && l.difference !== 0).length,
    notes,
  };
}

/** Part of the result carried by the 12 account (closed accounts), cents. */
function twelve(accounts: { account: string; amount: number }[]): number {
  let c = 0;
  for (const { account, amount } of accounts) if (account.startsWith('12')) c += amount;
  return c;
}

function order(form: string, code: string): number {
  const list = form === '2033' ? BOXES_2033 : BOXES_2050;
  const i = list.findIndex((b) => b.code === code);
  return i < 0 ? 10_000 : i;
}

/**
 * A declared tax return as a `code;montant` CSV (one box a line; `,` or `.` decimals; spaces and
 * thousands separators tolerated; `RESULTAT` for the accounting result in euros). Unknown codes and
 * non-numbers are errors with their line number — never a silent zero.
 */
export function parseDeclaredTaxReturnCsv(text: string): {
  declared: DeclaredTaxReturn;
  errors: { line: number; message: string }[];
} {
  const declared: DeclaredTaxReturn = { result: null, boxes: {} };
  const errors: { line: number; message: string }[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, i) => {
    const n = i + 1;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const sep = line.indexOf(';') >= 0 ? ';' : line.indexOf('\t') >= 0 ? '\t' : null;
    if (sep === null) {
      errors.push({ line: n, message: `Ligne ${n} : « ${line} » n'a pas la forme code;montant.` });
      return;
    }
    const [codeRaw, amountRaw = '', ...rest] = line.split(sep);
    let code = codeRaw.trim().replace(/^"|"$/g, '').toUpperCase();
    if (/^\d{1,3}$/.test(code)) code = code.padStart(3, '0');
    const amountText = [amountRaw, ...rest].join(sep).trim().replace(/^"|"$/g, '');
    if (n === 1 && /^(CODE|CASE|REP[EÈ]RE)$/i.test(code) && !/\d/.test(amountText)) return; // a header line
    if (code === 'RESULTAT' || code === 'RÉSULTAT') code = 'RESULTAT';
    else if (!KNOWN_CODES.has(code)) {
      errors.push({
        line: n,
        message: `Ligne ${n} : code « ${codeRaw.trim()} » inconnu (attendu : une case des formulaires 2050 à 2053, AA à HN, ou 2033-A/B, 010 à 310, ou RESULTAT).`,
      });
      return;
    }
    if (amountText === '') {
      errors.push({ line: n, message: `Ligne ${n} : montant manquant pour la case ${code}.` });
      return;
    }
    const amount = parseAmount(amountText);
    if (amount === null) {
      errors.push({
        line: n,
        message: `Ligne ${n} : montant « ${amountText} » de la case ${code} illisible (attendu : un nombre, par exemple 12 345,67 ou -1200).`,
      });
      return;
    }
    if (code === 'RESULTAT') declared.result = Math.round(amount * 100);
    else {
      if (code in declared.boxes)
        errors.push({
          line: n,
          message: `Ligne ${n} : la case ${code} est donnée deux fois ; la dernière valeur est retenue.`,
        });
      declared.boxes[code] = amount < 0 ? -Math.round(-amount) : Math.round(amount);
    }
  });
  return { declared, errors };
}

function parseAmount(text: string): number | null {
  let t = text.replace(/[\s\u00a0\u202f€]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (t === '' || !/^[+-]?[\d.,']+$/.test(t)) return null;
  t = t.replace(/'/g, '');
  const lastComma = t.lastIndexOf(',');
  const lastDot = t.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands.
    t = lastComma > lastDot ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  } else if (lastComma >= 0) {
    if (t.indexOf(',') !== lastComma) return null;
    t = t.replace(',', '.');
  } else if (lastDot >= 0 && t.indexOf('.') !== lastDot) t = t.replace(/\./g, '');
  if (!/^[+-]?\d+(\.\d+)?$/.test(t)) return null;
  const v = Number(t);
  if (!Number.isFinite(v)) return null;
  return negative ? -v : v;
}

/** N-1's closing balance of every account, debit − credit, cents (from the balance générale). */
export function closingBalances(statements: Statements): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of statements.trialBalance)
    if (r.aux === null) out[r.account] = r.closingDebit - r.closingCredit;
  return out;
}

/**
 * N's à-nouveaux against N-1's closing balances, account by account, balance-sheet accounts only (classes
 * 1–5: the income statement starts each year at zero); differences only. N-1's result is expected in
 * 11/12 or the reserves: its class 6/7 balances are compared, summed, with N's opening of 12 and 11.
 */
export function openingContinuity(current: Statements, previous: Statements): OpeningContinuityLine[] {
  const prev = new Map<string, { balance: number; label: string }>();
  for (const r of previous.trialBalance)
    if (r.aux === null) prev.set(r.account, { balance: r.closingDebit - r.closingCredit, label: r.label });
  const cur = new Map<string, { opening: number; label: string }>();
  for (const r of current.trialBalance)
    if (r.aux === null) cur.set(r.account, { opening: r.openingDebit - r.openingCredit, label: r.label });
  const out: OpeningContinuityLine[] = [];
  const accounts = new Set<string>();
  for (const a of prev.keys()) if (/^[1-5]/.test(a)) accounts.add(a);
  for (const a of cur.keys()) if (/^[1-5]/.test(a)) accounts.add(a);
  for (const account of [...accounts].sort()) {
    const previousClosing = prev.get(account)?.balance ?? 0;
    const opening = cur.get(account)?.opening ?? 0;
    if (previousClosing === opening) continue;
    out.push({
      account,
      label: cur.get(account)?.label || prev.get(account)?.label || '',
      previousClosing,
      opening,
      difference: opening - previousClosing,
    });
  }
  // N-1's result (its class 6/7 balances) reappears in N's opening of 10/11/12 (allocation or pending):
  // when those differences add up to that result exactly, they are the carry-over, not a break.
  let pnl = 0;
  for (const [a, { balance }] of prev) if (/^[67]/.test(a)) pnl += balance;
  const equity = out.filter((l) => /^1[012]/.test(l.account));
  if (pnl !== 0 && equity.reduce((s, l) => s + l.difference, 0) === pnl)
    return out.filter((l) => !/^1[012]/.test(l.account));
  return out;
}

/** One figure of N beside N-1 (cents; euros for tax boxes); null where the year lacks it. */
export interface ComparedFigure {
  /** 'sig' | 'actif' | 'passif' | 'resultat' | 'liasse'. */
  statement: string;
  key: string;
  label: string;
  current: number | null;
  previous: number | null;
  /** current − previous, null when either is missing. */
  difference: number | null;
}

/**
 * N against N-1 on every statement (SIG, balance sheet, income statement, tax boxes of N's form): the
 * « États financiers » screen's two columns. Figures in N's order, then those only N-1 has.
 */
export function compareStatements(current: Statements, previous: Statements): ComparedFigure[] {
  const rows = (s: Statements): { statement: string; key: string; label: string; amount: number }[] => [
    ...s.sig.figures.map((f) => ({ statement: 'sig', key: f.key, label: f.label, amount: f.amount })),
    ...s.balanceSheet.assets.flatMap((sec) =>
      sec.figures.map((f) => ({ statement: 'actif', key: f.key, label: f.label, amount: f.amount })),
    ),
    { statement: 'actif', key: 'total', label: 'Total actif', amount: s.balanceSheet.totalAssets },
    ...s.balanceSheet.liabilities.flatMap((sec) =>
      sec.figures.map((f) => ({ statement: 'passif', key: f.key, label: f.label, amount: f.amount })),
    ),
    { statement: 'passif', key: 'total', label: 'Total passif', amount: s.balanceSheet.totalLiabilities },
    ...s.incomeStatement.sections.flatMap((sec) =>
      sec.figures.map((f) => ({ statement: 'resultat', key: f.key, label: f.label, amount: f.amount })),
    ),
    {
      statement: 'resultat',
      key: 'result',
      label: "Résultat de l'exercice",
      amount: s.incomeStatement.result,
    },
    ...(s.taxReturn.form === current.taxReturn.form
      ? s.taxReturn.details.map((d) => ({
          statement: 'liasse',
          key: d.code,
          label: d.label,
          amount: d.euros,
        }))
      : []),
  ];
  const prev = new Map(rows(previous).map((r) => [r.statement + '/' + r.key, r]));
  const out: ComparedFigure[] = [];
  const seen = new Set<string>();
  for (const r of rows(current)) {
    const id = r.statement + '/' + r.key;
    seen.add(id);
    const p = prev.get(id);
    out.push({
      statement: r.statement,
      key: r.key,
      label: r.label,
      current: r.amount,
      previous: p ? p.amount : null,
      difference: p ? r.amount - p.amount : null,
    });
  }
  for (const [id, p] of prev)
    if (!seen.has(id))
      out.push({
        statement: p.statement,
        key: p.key,
        label: p.label,
        current: null,
        previous: p.amount,
        difference: null,
      });
  return out;
}
