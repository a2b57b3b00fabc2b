import { COMPARISON_CONTROLS, CONTROLS } from './catalogue';
import { cleanLedger, runAllControls } from './testing';

const CATALOGUE_IDS = [
  'EQ-ECR',
  'EQ-GLB',
  'SEQ-RUPT',
  'SEQ-MULTIDATE',
  'CHRONO',
  'AN-TETE',
  'AN-CONTENU',
  'AN-CONTINUITE',
  'HORS-EXO',
  'VALID-AVANT',
  'VALID-TARDIVE',
  'VALID-VIDE',
  'PIECE-ABS',
  'LIB-VIDE',
  'CENTRAL',
  'SOLDE-67',
  'CLASSE-89',
  'CPT-PCG',
  'AUX-NONTIERS',
  'LET-DATE',
  'LET-DESEQ',
  'LET-ABSENT',
  'DEVISE',
  'CAISSE-CRED',
  'BANQUE-CRED',
  'FOUR-DEB',
  'CLI-CRED',
  'SENS-ANORMAL',
  'ATTENTE',
  'CCA-DEB',
  'EXTOURNE',
  'TVA-TAUX',
  'TVA-JOURNAL',
  'TVA-OUBLI',
  'TVA-CARBU',
  'TVA-CREDIT',
  'DOUBLON-FACT',
  // Beside DOUBLON-FACT: the other way to pay a supplier invoice twice (issue 35).
  'DOUBLON-REGL',
  'WEEKEND-FERIE',
  'FIN-EXO',
  'ARRONDIS',
  'BENFORD',
  'ESPECES',
  'AMENDES',
  'PETIT-MAT',
  'PROV-CLIENTS',
  'MECENAT',
  // Journal-entry tests (ISA 240 / NEP 240), after the catalogue of fec-reference §4.
  'JE-DOUBLON',
  'JE-CHIFFRES',
  'JE-PAIRES-RARES',
  'JE-CPT-RARES',
  'JE-MOTS-CLES',
  'JE-RAFALES',
  'JE-ATYPIQUES',
];

describe('catalogue', () => {
  it('holds the 46 controls of fec-reference §4 (and DOUBLON-REGL) then the 7 journal-entry tests, in order, each once', () => {
    expect(CONTROLS.map((c) => c.id)).toEqual(CATALOGUE_IDS);
    expect(new Set(CONTROLS.map((c) => c.id)).size).toBe(54);
  });

  it.each(CONTROLS.map((c) => [c.id, c] as const))('%s is fully described', (_, c) => {
    expect(c.label.length).toBeGreaterThan(3);
    expect(c.description.length).toBeGreaterThan(60);
    expect(c.theme).toBeTruthy();
    expect(c.cycle).toBeTruthy();
    expect(c.categories).toContain('OK');
    expect(c.categories.length).toBeGreaterThan(1);
    expect(typeof c.params).toBe('object');
    for (const v of Object.values(c.params as object)) expect(v).not.toBeUndefined();
  });

  it('has the comparison controls', () => {
    expect(COMPARISON_CONTROLS.map((c) => c.id)).toEqual(['AN-CONTINUITE', 'EVOLUTION']);
  });

  it('is silent on a clean, balanced, realistic year', () => {
    const out = runAllControls(cleanLedger());
    const notOk = Object.entries(out)
      .filter(([, o]) => o.result !== 'OK')
      .map(([id, o]) => [id, o.result]);
    // NA where the control cannot apply to such a small file, OK everywhere else.
    expect(notOk).toEqual([
      ['AN-CONTINUITE', 'NA'],
      ['ARRONDIS', 'NA'],
      ['BENFORD', 'NA'],
      ['JE-CPT-RARES', 'NA'],
    ]);
    for (const o of Object.values(out)) {
      expect(o.count).toBe(0);
      expect(o.rows).toEqual([]);
    }
  });

  it('returns only declared categories, and NA always with a reason', () => {
    const out = runAllControls(cleanLedger(), {
      firstYear: true,
      variant: 'bnc-tresorerie',
      cashBasis: true,
    });
    for (const c of CONTROLS) {
      expect(c.categories).toContain(out[c.id].result);
      if (out[c.id].result === 'NA') expect(out[c.id].reason).toBeTruthy();
    }
  });
});
