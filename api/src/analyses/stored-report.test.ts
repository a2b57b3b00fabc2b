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

  it('leaves current reports, multi-analysis reports and null untouched', () => {
    const current = { format: { diagnostics: [{ severity: 'ERROR' }] } };
    expect(normaliseStoredReport(current)).toBe(current);
    const multi = { kind: 'multi', fecs: [] };
    expect(normaliseStoredReport(multi)).toBe(multi);
    expect(normaliseStoredReport(null)).toBeNull();
  });
});
