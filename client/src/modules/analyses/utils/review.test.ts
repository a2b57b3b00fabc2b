import { changesSentence, findingText, justificationError, reviewStatusLabel } from './review';

describe('review texts', () => {
  it('requires a justification for « Justifié » only', () => {
    expect(justificationError('JUSTIFIED', '  ')).toBe('Veuillez saisir une justification.');
    expect(justificationError('JUSTIFIED', 'Pièce fournie')).toBeNull();
    expect(justificationError('CONFIRMED', '')).toBeNull();
  });

  it('says the five statuses in French', () => {
    expect(reviewStatusLabel('TO_REVIEW')).toBe('À examiner');
    expect(reviewStatusLabel('CORRECTED')).toBe('Corrigée par le client');
    expect(reviewStatusLabel('NOT_APPLICABLE')).toBe('Non applicable');
  });

  it('counts new, unchanged and gone findings with French agreement', () => {
    const at = '2026-12-07T14:51:00Z';
    expect(
      changesSentence({ newCount: 2, unchangedCount: 1, goneCount: 0, previousAnalysis: { createdAt: at } }),
    ).toMatch(/^2 nouveaux constats, 1 inchangé, 0 disparu depuis l'analyse du 07\/12\/2026 \d{2}:\d{2}$/);
    expect(
      changesSentence({ newCount: 0, unchangedCount: 5, goneCount: 3, previousAnalysis: { createdAt: at } }),
    ).toMatch(/^0 nouveau constat, 5 inchangés, 3 disparus depuis/);
  });

  it('writes a finding in one line, debit and credit both when both are there', () => {
    expect(
      findingText({
        journalCode: 'VE',
        ecritureNum: '12',
        ecritureDate: '20250315',
        compteNum: '411000',
        debit: 120000,
        ecritureLib: 'Facture 12',
      }),
    ).toMatch(/^VE 12 du 15\/03\/2025 — 411000 — débit 1\s200,00\s€ — Facture 12$/);
    const both = findingText({
      compteNum: '401',
      compAuxNum: 'FPIE',
      debit: 100,
      credit: 50,
      detail: 'Solde',
    });
    expect(both).toContain('401 / FPIE');
    expect(both).toContain('débit');
    expect(both).toContain('crédit');
    expect(both).toContain('Solde');
    expect(findingText({})).toBe('Constat');
  });
});
