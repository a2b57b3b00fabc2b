import { normaliseStoredReport } from './stored-report';

describe('normaliseStoredReport', () => {
  it('reads the lower-case severities of reports stored before as upper case', () => {
    const old = {
      file: { name: 'x.txt' },
      format: {
        conformity: 'non-conforme',
        diagnostics: [
          { line: 1, column: '', code: 'NOM_FICHIER', severity: 'alert', message: 'm' },
          { line: 4, column: '', code: 'LIGNE_VIDE', severity: 'error', message: 'm' },
          { line: 5, column: '', code: 'FIN_DE_LIGNE', severity: 'INFO', message: 'm' },
        ],
      },
    };
    const r = normaliseStoredReport(old);
    expect(r.format.diagnostics.map((d) => d.severity)).toEqual(['ALERT', 'ERROR', 'INFO']);
    expect(r.file).toBe(old.file);
    expect(old.format.diagnostics[0].severity).toBe('alert');
  });

  it('derives beyondTester from the code for diagnostics stored before it, and a null tester', () => {
    const old = {
      format: {
        conformity: 'non-conforme',
        diagnostics: [
          { line: 4, column: 'Debit', code: 'MONTANT_POINT', severity: 'ERROR', message: 'm' },
          { line: 9, column: '', code: 'ECRITURE_DESEQUILIBREE', severity: 'ERROR', message: 'm' },
          { line: 0, column: '', code: 'CODE_INCONNU', severity: 'ALERT', message: 'm' },
          { line: 7, column: '', code: 'LIGNE_VIDE', severity: 'ERROR', message: 'm', beyondTester: true },
        ],
      },
    };
    const r = normaliseStoredReport(old) as typeof old & {
      format: { tester: unknown; diagnostics: Array<{ beyondTester: boolean }> };
    };
    // A tester rule, a rule of ours, an unknown code (not the tester's), and a stored value kept as is.
    expect(r.format.diagnostics.map((d) => d.beyondTester)).toEqual([false, true, true, true]);
    expect(r.format.tester).toBeNull();
    expect(r.format.conformity).toBe('non-conforme');
    expect('beyondTester' in old.format.diagnostics[0]).toBe(false);
  });

  it('leaves current reports, multi-analysis reports and null untouched', () => {
    const tester = { verdict: 'conforme', mode: 'bic-is' };
    const current = {
      format: { tester, diagnostics: [{ code: 'LIGNE_VIDE', severity: 'ERROR', beyondTester: false }] },
    };
    expect(normaliseStoredReport(current)).toBe(current);
    const multi = { kind: 'multi', fecs: [] };
    expect(normaliseStoredReport(multi)).toBe(multi);
    expect(normaliseStoredReport(null)).toBeNull();
  });
});
