import { toEpochDay, yearOf } from '../util/dates';
import { cashSale } from './cash';
import { ACC, JOURNALS, vatOf } from './chart';
import { type Draft, leg, tag } from './draft';
import type { AnomalyId } from './anomaly-ids';
import type { Party } from './parties';
import { acc, bank, type PlantDef } from './plant-kit';
import type { SimState } from './state';

/**
 * Plants for the journal-entry tests (JE-*, ISA 240 / NEP 240): each is what the test looks for —
 * an entry keyed twice, amounts that end in repeated digits, an unusual pairing of ordinary
 * accounts, a seldom-used account, a suspicious label, a burst of postings, an outlier amount.
 */

const CONSULTING = acc('622610', 'Honoraires de conseil');
const OTHER_CHARGES = acc('658000', 'Charges diverses de gestion courante');

/**
 * The year's revenue as the simulation has booked it so far, extrapolated to the year (cents): the
 * VAT collected over a low average rate. The JE tests judge materiality on the file's real revenue,
 * which other plants can move (BENFORD draws amounts uniformly and triples it).
 */
function revenueEstimate(s: SimState, date: number): number {
  let vat = 0;
  for (const m of s.vat) vat += m.collected;
  const elapsed = Math.max(1, toEpochDay(date) - toEpochDay(s.fy.start) + 1);
  const year = toEpochDay(s.fy.end) - toEpochDay(s.fy.start) + 1;
  return Math.round(((vat / 0.15) * year) / elapsed);
}

/** Whole-euro amounts ending in repeated digits (cents): 3 000 €, 4 999 €, 5 000 €… */
const REPEATED_ENDINGS = [300_000, 499_900, 500_000, 277_700, 999_900, 400_000];

export const JE_PLANTS = {
  'JE-DOUBLON': {
    description: 'Frais bancaires du mois saisis une seconde fois le même jour, sous un autre numéro.',
    make: (id) => ({
      late(_s, _date, today) {
        const src = today.find((d) => d.kind === 'bank-fees');
        if (src === undefined) return null;
        const lines = src.lines.map((l) => leg({ num: l.compteNum, lib: l.compteLib }, l.debit, l.credit));
        const d: Draft = { ...src, lines, tags: undefined, post: undefined };
        return [tag(d, id)];
      },
    }),
  },
  'JE-CHIFFRES': {
    description:
      'Six factures d’honoraires de conseil aux montants ronds ou répétés (3 000 €, 4 999 €, 5 000 €…), juste sous des seuils d’autorisation.',
    make: (id) => {
      const party: Party = { aux: 'F09902', name: 'Conseil Stratégie Partenaires SAS', terms: 30 };
      let n = 0;
      return {
        spec(kind, spec) {
          if (kind !== 'purchase' || spec.party === undefined || spec.party.aux === 'F09000') return false;
          const ht = REPEATED_ENDINGS[n++];
          spec.party = party;
          spec.parts = [{ account: CONSULTING, ht }];
          spec.rate = 2000;
          spec.vat = vatOf(ht, 2000);
          spec.lib = `Facture ${party.name} ${spec.pieceRef}`;
          spec.onBooked = (d) => tag(d, id, [d.lines[0]]);
          return n === REPEATED_ENDINGS.length;
        },
      };
    },
  },
  'JE-PAIRES-RARES': {
    description:
      'Virement de la banque au débit d’un compte client (client débité par la banque, sans facture).',
    make: (id, r) => ({
      day(s, date) {
        const party = s.customers[0];
        // Three times the test's materiality (0.1 % of revenue).
        const x = Math.round(revenueEstimate(s, date) * 0.003) + r.int(0, 99_999);
        const d = bank(date, `VIR${yearOf(date)}-C`, `Virement ${party.name}`, [
          leg(ACC.customers, x, 0, party),
          leg(ACC.bank, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  'JE-CPT-RARES': {
    description:
      'Indemnité transactionnelle significative payée par la banque sur un compte jamais utilisé (658).',
    make: (id, r) => ({
      day(s, date) {
        // Three times the test's materiality (0.1 % of revenue, 5 000 € at least).
        const x = Math.max(1_500_000, Math.round(revenueEstimate(s, date) * 0.003)) + r.int(0, 99_999);
        const d = bank(date, `IND${yearOf(date)}`, 'Indemnité transactionnelle Dumas Conseil', [
          leg(OTHER_CHARGES, x, 0),
          leg(ACC.bank, 0, x),
        ]);
        return [tag(d, id, [d.lines[0]])];
      },
    }),
  },
  'JE-MOTS-CLES': {
    description: 'Frais bancaires libellés « Régularisation frais bancaires à reclasser ».',
    make: (id) => ({
      draft(d) {
        if (d.kind !== 'bank-fees') return false;
        d.lib = 'Régularisation frais bancaires à reclasser';
        tag(d, id);
        return true;
      },
    }),
  },
  'JE-RAFALES': {
    description:
      "Des centaines de tickets de caisse saisis le même jour (rattrapage d'un mois de caisse) : quinze fois le volume d'un jour ordinaire.",
    window: [0.3, 0.6],
    make: (id) => ({
      late(s, date, today) {
        // Fifteen times the day's own cash entries (at least 120): a burst whatever the file's size.
        const usual = today.filter((d) => d.journal.code === JOURNALS.cash.code).length;
        const burst = Array.from({ length: Math.max(120, 15 * usual) }, () => cashSale(s, date));
        // The burst is the journal's day: every cash entry of that day belongs to it.
        for (const d of today) if (d.journal.code === JOURNALS.cash.code) tag(d, id);
        for (const d of burst) tag(d, id);
        return burst;
      },
    }),
  },
  'JE-ATYPIQUES': {
    description:
      'Ticket de caisse saisi sans la virgule : cent fois son montant (plus de 40 000 € au lieu de 400 €).',
    make: (id) => ({
      draft(d, s) {
        if (d.kind !== 'cash-sale' || d.lines[0].debit < 40_000) return false;
        const [till, , vat] = d.lines;
        // The till and the VAT to declare follow the amounts typed.
        s.cash += till.debit * 99;
        const m = s.cal.monthIndex(d.date);
        if (m >= 0) s.vat[m].collected += vat.credit * 99;
        for (const l of d.lines) {
          l.debit *= 100;
          l.credit *= 100;
        }
        tag(d, id);
        return true;
      },
    }),
  },
} satisfies Partial<Record<AnomalyId, PlantDef>>;
