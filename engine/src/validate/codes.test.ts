import { DIAGNOSTIC_CODES, type DiagnosticCode } from './codes';
import { DiagnosticCollector } from './collector';

describe('diagnostic codes and severities', () => {
  it('are upper case, like the control results', () => {
    for (const [code, d] of Object.entries(DIAGNOSTIC_CODES)) {
      expect(code).toMatch(/^[A-Z0-9_]+$/);
      expect(['ERROR', 'ALERT', 'INFO']).toContain(d.severity);
    }
  });

  it('ERROR makes the file non-conforming, ALERT conforming with alerts, INFO neither', () => {
    const conformity = (...codes: DiagnosticCode[]) => {
      const c = new DiagnosticCollector();
      for (const code of codes) c.add(code, 2, '', 'm');
      return c.conformity();
    };
    expect(conformity('FIN_DE_LIGNE')).toBe('conforme');
    expect(conformity('FIN_DE_LIGNE', 'CARACTERE_NUL')).toBe('conforme-avec-alertes');
    expect(conformity('CARACTERE_NUL', 'LIGNE_VIDE')).toBe('non-conforme');
    const c = new DiagnosticCollector();
    c.add('CARACTERE_NUL', 7, '', 'm');
    expect(c.list()).toEqual([
      { line: 7, column: '', code: 'CARACTERE_NUL', severity: 'ALERT', message: 'm', beyondTester: true },
    ]);
  });
});
