/**
 * The engine's statement functions the product calls (engine/src/statements/types.ts lists them). Kept in one
 * place so the API imports them from here only.
 */
import type {
  DeclaredTaxReturn,
  OpeningContinuityLine,
  Statements,
  TaxReturnReconciliation,
} from '../../../engine/src/statements/types';

export type {
  DeclaredTaxReturn,
  OpeningContinuityLine,
  Statements,
  TaxReturnReconciliation,
} from '../../../engine/src/statements/types';

const resultOf = (s: Statements) => s.incomeStatement.result;

export function reconcileTaxReturn(
  statements: Statements,
  declared: DeclaredTaxReturn,
): TaxReturnReconciliation {
  const lines: TaxReturnReconciliation['lines'] = [];
  const resultAccounts = statements.trialBalance
    .filter((r) => r.aux === null && (r.accountClass === 6 || r.accountClass === 7))
    .map((r) => ({ account: r.account, amount: r.closingCredit - r.closingDebit }));
  const computedResult = resultOf(statements);
  const resultDiff = declared.result === null ? null : computedResult - declared.result;
  lines.push({
    code: 'RESULTAT',
    label: 'Résultat comptable',
    computed: computedResult,
    declared: declared.result,
    difference: resultDiff,
    accounts: resultAccounts,
    explanation:
      declared.result === null
        ? 'Résultat déclaré non renseigné : la comparaison est impossible.'
        : resultDiff !== 0
          ? 'Le résultat du FEC (comptes de classes 6 et 7) diffère du résultat déclaré.'
          : null,
  });
  for (const box of statements.taxReturn.details) {
    const given = declared.boxes[box.code];
    const declaredEuros = given === undefined ? null : given;
    const difference = declaredEuros === null ? null : box.euros - declaredEuros;
    lines.push({
      code: box.code,
      label: box.label,
      computed: box.euros,
      declared: declaredEuros,
      difference,
      accounts: box.accounts,
      explanation: difference ? `Écart de ${difference} € entre la case calculée et la case déclarée.` : null,
    });
  }
  const known = new Set(statements.taxReturn.details.map((b) => b.code));
  const notes = Object.keys(declared.boxes)
    .filter((code) => !known.has(code))
    .map((code) => ({
      code: 'CASE_INCONNUE',
      message: `La case ${code} déclarée n'existe pas sur le formulaire ${statements.taxReturn.form}.`,
    }));
  return {
    form: statements.taxReturn.form,
    lines,
    differences: lines.filter((l) => l.difference !== null && l.difference !== 0).length,
    notes,
  };
}

/** `code;montant` lines → declared boxes (whole euros); French errors with line numbers, nothing kept on error. */
export function parseDeclaredTaxReturnCsv(text: string): {
  declared: DeclaredTaxReturn;
  errors: { line: number; message: string }[];
} {
  const boxes: Record<string, number> = {};
  let result: number | null = null;
  const errors: { line: number; message: string }[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, i) => {
      const line = i + 1;
      if (!raw.trim()) return;
      const [code = '', amount = '', ...rest] = raw.split(/[;\t]/).map((f) => f.trim().replace(/^"|"$/g, ''));
      if (i === 0 && /^code$/i.test(code)) return;
      if (rest.some((f) => f)) {
        errors.push({ line, message: `Ligne ${line} : deux colonnes attendues (code;montant).` });
        return;
      }
      if (!/^([A-Z]{2}|\d{3}|RESULTAT)$/i.test(code)) {
        errors.push({ line, message: `Ligne ${line} : code de case « ${code} » inconnu.` });
        return;
      }
      const normal = amount.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
      if (!/^-?\d+(\.\d+)?$/.test(normal)) {
        errors.push({ line, message: `Ligne ${line} : le montant « ${amount} » n'est pas un nombre.` });
        return;
      }
      const value = Number(normal);
      if (code.toUpperCase() === 'RESULTAT') result = Math.round(value * 100);
      else boxes[code.toUpperCase()] = Math.round(value);
    });
  return { declared: { result, boxes }, errors };
}

export function openingContinuity(current: Statements, previous: Statements): OpeningContinuityLine[] {
  const closing = new Map<string, { label: string; amount: number }>();
  for (const r of previous.trialBalance) {
    if (r.aux !== null || r.accountClass > 5 || r.accountClass === 0) continue;
    closing.set(r.account, { label: r.label, amount: r.closingDebit - r.closingCredit });
  }
  const lines: OpeningContinuityLine[] = [];
  const seen = new Set<string>();
  for (const r of current.trialBalance) {
    if (r.aux !== null || r.accountClass > 5 || r.accountClass === 0) continue;
    seen.add(r.account);
    const opening = r.openingDebit - r.openingCredit;
    const previousClosing = closing.get(r.account)?.amount ?? 0;
    if (opening !== previousClosing) {
      lines.push({
        account: r.account,
        label: r.label,
        previousClosing,
        opening,
        difference: opening - previousClosing,
      });
    }
  }
  for (const [account, c] of closing) {
    if (!seen.has(account) && c.amount !== 0) {
      lines.push({ account, label: c.label, previousClosing: c.amount, opening: 0, difference: -c.amount });
    }
  }
  return lines.sort((a, b) => a.account.localeCompare(b.account));
}
