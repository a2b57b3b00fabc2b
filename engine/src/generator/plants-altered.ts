import { addDays, isMonthEnd, weekDay } from '../util/dates';
import type { AnomalyId } from './anomaly-ids';
import { ACC, vatOf } from './chart';
import { addPost, type Draft, tag } from './draft';
import type { PlantDef, Hooks } from './plant-kit';
import type { Rng } from './prng';
import type { SimState } from './state';

/**
 * Plants that alter entries the simulation books anyway (a date, a validation, a label, an amount,
 * a lettering, an account): the file keeps its shape, one entry goes wrong.
 */

function unbalance(id: AnomalyId, r: Rng): Hooks {
  return {
    draft(d) {
      if (d.kind !== 'receipt') return false;
      const bankLine = d.lines.find((l) => l.compteNum === ACC.bank.num)!;
      bankLine.debit += r.int(1_001, 9_999);
      tag(d, id);
      return true;
    },
  };
}

/** Rewrites a payroll entry with amounts rounded to 100 € (gross to 1 000 €); returns the net. */
function roundPayroll(d: Draft, s: SimState): number {
  const r100 = (x: number): number => Math.max(10_000, Math.round(x / 10_000) * 10_000);
  const [wages, urssafEr, pensionEr, wagesDue, urssaf, pension, withholding] = d.lines;
  const gross = Math.max(100_000, Math.round(wages.debit / 100_000) * 100_000);
  const ue = r100(gross * 0.302);
  const pe = r100(gross * 0.121);
  const us = r100(gross * 0.131);
  const ps = r100(gross * 0.087);
  const w = r100((gross - us - ps) * 0.043);
  const net = gross - us - ps - w;
  wages.debit = gross;
  urssafEr.debit = ue;
  pensionEr.debit = pe;
  wagesDue.credit = net;
  urssaf.credit = ue + us;
  pension.credit = pe + ps;
  withholding.credit = w;
  if (s.payrollDue) {
    s.payrollDue.urssaf = ue + us;
    s.payrollDue.pension = pe + ps;
    s.payrollDue.withholding = w;
  }
  return net;
}

export const ALTERED = {
  'EQ-ECR': {
    description: 'Encaissement client dont la ligne de banque dépasse la ligne client de quelques euros.',
    alsoTriggers: ['EQ-GLB'],
    make: unbalance,
  },
  'EQ-GLB': {
    description:
      'Encaissement client déséquilibré : seule une écriture déséquilibrée peut déséquilibrer le fichier.',
    alsoTriggers: ['EQ-ECR'],
    make: unbalance,
  },
  'SEQ-RUPT': {
    description: 'Un numéro sauté dans le journal des ventes (écriture supprimée).',
    make: (id) => ({
      draft(d) {
        if (d.kind !== 'sale') return false;
        d.gapBefore = 1;
        tag(d, id, [d.lines[0]]);
        return true;
      },
    }),
  },
  'SEQ-MULTIDATE': {
    description: "Facture d'achat dont la ligne fournisseur porte la date du jour ouvré suivant.",
    make: (id) => ({
      draft(d, s) {
        if (d.kind !== 'purchase' || d.lines.length !== 3) return false;
        const next = Math.min(s.cal.nextWorkingDay(addDays(d.date, 1)), s.cal.validationDate(d.date));
        if (next === d.date || next > s.cal.lastWorkingDay) return false;
        const third = d.lines[2];
        addPost(d, () => {
          third.ecritureDate = next;
        });
        tag(d, id, [third]);
        return true;
      },
    }),
  },
  CHRONO: {
    description:
      "Facture d'achat validée le jour même alors que l'écriture précédente du journal a été validée plus tard.",
    make: (id) => ({
      draft(d, _s, ctx) {
        if (d.kind !== 'purchase' || (ctx.lastValid.get(d.journal.code) ?? 0) <= d.date) return false;
        d.validDate = d.date;
        tag(d, id, [d.lines[0]]);
        return true;
      },
    }),
  },
  'HORS-EXO': {
    description:
      "Prélèvement bancaire de janvier (échéance d'emprunt ou frais) daté du dernier jour ouvré de l'exercice précédent.",
    window: [0, 0],
    make: (id) => ({
      draft(d, s) {
        if (d.kind !== 'loan' && d.kind !== 'bank-fees') return false;
        d.validDate = s.cal.validationDate(d.date);
        const before = s.cal.previousWorkingDay(addDays(s.fy.start, -1));
        d.date = before;
        d.pieceDate = before;
        tag(d, id);
        return true;
      },
    }),
  },
  'VALID-AVANT': {
    description:
      "Prélèvement bancaire (échéance d'emprunt ou frais) daté du lendemain ouvré de sa validation.",
    window: [0.3, 0.7],
    make: (id) => ({
      draft(d, s) {
        if (d.kind !== 'loan' && d.kind !== 'bank-fees') return false;
        const valid = s.cal.validationDate(d.date);
        const later = s.cal.nextWorkingDay(addDays(valid, 1));
        if (later > s.cal.lastWorkingDay) return false;
        d.validDate = valid;
        d.date = later;
        tag(d, id);
        return true;
      },
    }),
  },
  'VALID-TARDIVE': {
    description: "Facture d'achat datée 150 jours avant sa saisie et sa validation.",
    window: [0.7, 0.85],
    make: (id) => ({
      draft(d, s) {
        if (d.kind !== 'purchase') return false;
        const early = s.cal.previousWorkingDay(addDays(d.date, -150));
        if (early < s.fy.start) return false;
        d.validDate = s.cal.validationDate(d.date);
        d.date = early;
        d.pieceDate = early;
        tag(d, id);
        return true;
      },
    }),
  },
  'VALID-VIDE': {
    description: "Facture d'achat sans date de validation.",
    make: (id) => ({
      draft(d) {
        if (d.kind !== 'purchase') return false;
        d.validDate = 0;
        tag(d, id);
        return true;
      },
    }),
  },
  'PIECE-ABS': {
    description: 'Encaissement client sans référence de pièce.',
    make: (id) => ({
      draft(d) {
        if (d.kind !== 'receipt') return false;
        addPost(d, (lines) => {
          for (const l of lines) l.pieceRef = '';
        });
        tag(d, id);
        return true;
      },
    }),
  },
  'LIB-VIDE': {
    description: 'Frais bancaires libellés « Divers ».',
    alsoTriggers: ['JE-MOTS-CLES'],
    make: (id) => ({
      draft(d) {
        if (d.kind !== 'bank-fees') return false;
        d.lib = 'Divers';
        tag(d, id);
        return true;
      },
    }),
  },
  'CPT-PCG': {
    description: 'Frais bancaires imputés sur un compte « FRAISBQ » hors plan comptable.',
    make: (id) => ({
      draft(d) {
        if (d.kind !== 'bank-fees') return false;
        const l = d.lines[0];
        l.compteNum = 'FRAISBQ';
        l.compteLib = 'Frais bancaires à ventiler';
        tag(d, id, [l]);
        return true;
      },
    }),
  },
  'AUX-NONTIERS': {
    description: 'Facture de vente dont la ligne de produit porte le compte auxiliaire du client.',
    make: (id) => ({
      draft(d) {
        if (d.kind !== 'sale' || !d.party) return false;
        const l = d.lines[1];
        l.compAuxNum = d.party.aux;
        l.compAuxLib = d.party.name;
        tag(d, id, [l]);
        return true;
      },
    }),
  },
  'LET-DATE': {
    description: 'Facture de vente lettrée sans date de lettrage.',
    make: (id) => ({
      draft(d) {
        if (d.kind !== 'sale' || d.lines[0].ecritureLet === '') return false;
        d.lines[0].dateLet = 0;
        tag(d, id, [d.lines[0]]);
        return true;
      },
    }),
  },
  'LET-DESEQ': {
    description: "Règlement client minoré d'un escompte de 2 % mais lettré avec la facture.",
    make: (id) => ({
      setup(s) {
        s.keepInvoiceLines = true;
      },
      payment(p) {
        if (p.kind !== 'receipt' || p.letter === '' || !p.invoiceLine) return false;
        const invoice = p.invoiceLine;
        p.paidAmount = p.amount - Math.max(100, Math.round(p.amount * 0.02));
        p.draftHook = (d) => {
          tag(d, id, [invoice, d.lines[1]]);
        };
        return true;
      },
    }),
  },
  'LET-ABSENT': {
    description: 'Aucun lettrage sur les comptes fournisseurs et clients.',
    alsoTriggers: ['LET-DATE', 'LET-DESEQ', 'PROV-CLIENTS'],
    make: () => ({
      global: true,
      setup(s) {
        s.lettering = false;
      },
    }),
  },
  DEVISE: {
    description: "Facture d'achat dont la ligne fournisseur porte un montant en devise sans code devise.",
    make: (id) => ({
      draft(d) {
        if (d.kind !== 'purchase') return false;
        const third = d.lines[d.lines.length - 1];
        third.montantDevise = third.credit;
        tag(d, id, [third]);
        return true;
      },
    }),
  },
  'TVA-TAUX': {
    description: "Facture d'achat avec une TVA calculée à l'ancien taux de 19,6 %.",
    make: (id) => ({
      spec(kind, spec) {
        if (kind !== 'purchase' || spec.rate !== 2000 || spec.parts[0].ht < 20_000) return false;
        spec.vat = vatOf(spec.parts[0].ht, 1960);
        spec.onBooked = (d) => tag(d, id);
        return true;
      },
    }),
  },
  'TVA-OUBLI': {
    description: "Facture d'achat comptabilisée TTC en charge, sans TVA déductible.",
    make: (id) => ({
      spec(kind, spec) {
        const num = spec.parts[0].account.num;
        if (
          kind !== 'purchase' ||
          spec.rate !== 2000 ||
          spec.parts[0].ht < 15_000 ||
          !/^6(0[1-7]|1|2[12346])/.test(num)
        )
          return false;
        spec.parts[0].ht += spec.vat;
        spec.vat = 0;
        spec.onBooked = (d) => tag(d, id);
        return true;
      },
    }),
  },
  'WEEKEND-FERIE': {
    description: "Facture d'achat datée du samedi précédent.",
    make: (id) => ({
      draft(d, s) {
        if (d.kind !== 'purchase') return false;
        const saturday = addDays(d.date, -((weekDay(d.date) + 1) % 7));
        // Not a month end: an entry dated on a cut-off day is no weekend finding.
        if (saturday < s.fy.start || saturday === d.date || isMonthEnd(saturday)) return false;
        d.validDate = s.cal.validationDate(d.date);
        d.date = saturday;
        d.pieceDate = Math.min(d.pieceDate, saturday);
        tag(d, id);
        return true;
      },
    }),
  },
  ARRONDIS: {
    description: 'Quatre mois de paie passés pour des montants forfaitaires arrondis à la centaine.',
    alsoTriggers: ['JE-CHIFFRES'],
    window: [0.2, 0.5],
    needsPayroll: true,
    make: (id) => {
      let months = 0;
      let net = 0;
      return {
        draft(d, s) {
          if (d.kind === 'payroll') {
            net = roundPayroll(d, s);
            tag(d, id);
            return false;
          }
          if (d.kind === 'salary-payment' && net !== 0) {
            d.lines[0].debit = net;
            d.lines[1].credit = net;
            net = 0;
            return ++months === 4;
          }
          return false;
        },
      };
    },
  },
  BENFORD: {
    description:
      'Montants tirés uniformément (et non log-uniformément) : les premiers chiffres ne suivent plus Benford.',
    make: () => ({
      global: true,
      setup(s) {
        s.benford = false;
      },
    }),
  },
} satisfies Partial<Record<AnomalyId, PlantDef>>;
