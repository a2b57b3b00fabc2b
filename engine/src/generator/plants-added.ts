import type { FecLine } from '../model';
import { addDays, yearOf } from '../util/dates';
import type { AnomalyId } from './anomaly-ids';
import { cashAvailable, cashOut } from './cash';
import { ACC, JOURNALS, type JournalDef, MONTHS_FR, vatOf } from './chart';
import { type Draft, leg, tag } from './draft';
import { assetSpec, bookInvoice } from './invoices';
import type { Party } from './parties';
import { acc, bank, misc, type PlantDef } from './plant-kit';

/**
 * Plants that add something: an entry the company should not have booked (a fine, a class-8 line,
 * a cash payment over the ceiling…) or opening lines it should not carry forward.
 */

const OTHER_SECURITIES = acc('508000', 'Autres valeurs mobilières et créances assimilées');
const SUSPENSE = acc('471000', "Compte d'attente");
const OTHER_INCOME = acc('758000', 'Produits divers de gestion courante');
const FINES = acc('671200', 'Pénalités, amendes fiscales et pénales');
const GIFTS = acc('671300', 'Dons et libéralités');
const FUEL = acc('606140', 'Carburants');
const COMMITMENTS = acc('801000', "Engagements donnés par l'entité");
const COMMITMENTS_OFFSET = acc('809000', 'Contrepartie des engagements');
const PROVISION_CHARGE = acc('681500', "Dotations aux provisions pour risques et charges d'exploitation");
const PROVISION = acc('151100', 'Provisions pour litiges');
const OFFICE_SUPPLIES = acc('606400', 'Fournitures administratives');
const PRIOR_VAT_CREDIT = acc('445671', 'Crédit de TVA à reporter - exercice antérieur');
const CENTRAL_JOURNAL: JournalDef = { code: 'CEN', lib: 'Centralisation des ventes' };

function newParty(aux: string, name: string): Party {
  return { aux, name, terms: 30 };
}

function lastCashLine(today: Draft[]): FecLine | null {
  for (let i = today.length - 1; i >= 0; i--) {
    const lines = today[i].lines;
    for (let k = lines.length - 1; k >= 0; k--) if (lines[k].compteNum.startsWith('53')) return lines[k];
  }
  return null;
}

export const ADDED = {
  'AN-TETE': {
    description: "Écriture d'à-nouveaux complémentaire passée en cours d'exercice (dépôt de garantie).",
    window: [0.08, 0.2],
    needsOpening: true,
    make: (id, r) => ({
      day(s, date) {
        const x = r.int(150_000, 900_000);
        const d: Draft = {
          kind: 'planted',
          journal: JOURNALS.opening,
          date,
          pieceRef: `RAN${yearOf(date)}-C`,
          pieceDate: date,
          lib: 'Reprise à-nouveaux complémentaire dépôt de garantie',
          lines: [leg(ACC.deposits, x, 0), leg(ACC.partnerAccount, 0, x)],
        };
        return [tag(d, id)];
      },
    }),
  },
  'AN-CONTENU': {
    description:
      "À-nouveaux reprenant des soldes de charges (607) et de produits (707) de l'exercice précédent.",
    needsOpening: true,
    make: (id, r) => ({
      opening(book) {
        const x = r.int(100_000, 5_000_000);
        const a = leg(ACC.goodsPurchases, x, 0, undefined, 'Report à nouveau Achats de marchandises');
        const b = leg(ACC.goodsSales, 0, x, undefined, 'Report à nouveau Ventes de marchandises');
        book.entry.lines.push(a, b);
        tag(book.entry, id, [a, b]);
      },
    }),
  },
  CENTRAL: {
    description: 'Écriture de centralisation mensuelle des ventes dans un journal de centralisation.',
    make: (id, r) => ({
      day(s, date) {
        const ht = r.int(1_000_000, 9_000_000);
        const vat = vatOf(ht, 2000);
        const month = Math.floor(date / 100) % 100;
        const d: Draft = {
          kind: 'planted',
          journal: CENTRAL_JOURNAL,
          date,
          pieceRef: `CEN${String(date).slice(0, 6)}`,
          pieceDate: date,
          lib: `Centralisation ventes ${MONTHS_FR[month - 1]} ${yearOf(date)}`,
          lines: [leg(ACC.customers, ht + vat, 0), leg(ACC.goodsSales, 0, ht), leg(ACC.vatCollected, 0, vat)],
        };
        return [tag(d, id)];
      },
    }),
  },
  'SOLDE-67': {
    description:
      "Virement de soldes de charges et de produits au compte de résultat (120) en cours d'exercice.",
    alsoTriggers: ['JE-PAIRES-RARES'],
    window: [0.4, 0.6],
    make: (id, r) => ({
      day(_s, date) {
        const a = r.int(2_000_000, 5_000_000);
        const b = Math.round(a * 0.62);
        const d = misc(date, `RES${yearOf(date)}`, 'Virement des comptes de gestion au résultat', [
          leg(ACC.goodsSales, a, 0),
          leg(ACC.goodsPurchases, 0, b),
          leg(ACC.result, 0, a - b),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  'CLASSE-89': {
    description: 'Engagement hors bilan (caution donnée) comptabilisé en classe 8.',
    make: (id, r) => ({
      day(_s, date) {
        const x = r.int(1_000_000, 9_000_000);
        const d = misc(date, `ENG${yearOf(date)}`, 'Caution bancaire donnée au bailleur', [
          leg(COMMITMENTS, x, 0),
          leg(COMMITMENTS_OFFSET, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  'CAISSE-CRED': {
    description: 'Achat payé en espèces au-delà du solde de la caisse, laissée créditrice en fin de journée.',
    window: [0.3, 0.7],
    make: (id, r) => {
      let planted = false;
      let negative = false;
      return {
        lingering: () => negative,
        late(s, date, today) {
          if (planted) {
            // Keep pointing at the last cash line of every day the till stays negative.
            negative = s.cash < 0;
            const lastCash = negative ? lastCashLine(today) : null;
            const d = lastCash ? today.find((x) => x.lines.includes(lastCash)) : undefined;
            if (lastCash && d) tag(d, id, [lastCash]);
            return [];
          }
          if (s.cash < 0 || s.cash > 70_000) return null;
          const ht = Math.ceil((s.cash + r.int(2_000, 15_000)) / 1.2);
          const d = cashOut(s, date, OFFICE_SUPPLIES, ht, vatOf(ht, 2000), 'Fournitures de bureau');
          planted = true;
          negative = true;
          return [tag(d, id, [d.lines[d.lines.length - 1]])];
        },
      };
    },
  },
  'BANQUE-CRED': {
    description: 'Souscription de SICAV le dernier jour qui laisse la banque créditrice à la clôture.',
    alsoTriggers: ['JE-CPT-RARES'],
    make: (id, r) => ({
      last(s, date) {
        const x = (s.ledger.get(ACC.bank.num) ?? 0) + r.int(500_000, 2_000_000);
        const d = bank(date, `SIC${yearOf(date)}`, 'Souscription SICAV monétaire', [
          leg(OTHER_SECURITIES, x, 0),
          leg(ACC.bank, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  'FOUR-DEB': {
    description: 'Acompte versé à un fournisseur sans facture à la clôture : fournisseur débiteur.',
    make: (id, r) => ({
      day(s, date) {
        const party = newParty('F09901', 'Agencement Blanchard SARL');
        const x = r.int(150_000, 900_000);
        const d = bank(date, `ACF${yearOf(date)}`, `Acompte commande ${party.name}`, [
          leg(ACC.suppliers, x, 0, party),
          leg(ACC.bank, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  'CLI-CRED': {
    description: "Acompte reçu d'un client sans facture à la clôture : client créditeur.",
    make: (id, r) => ({
      day(s, date) {
        const party = newParty('C09901', 'Restaurant Le Provençal SARL');
        const x = r.int(150_000, 900_000);
        const d = bank(date, `ACC${yearOf(date)}`, `Acompte reçu ${party.name}`, [
          leg(ACC.bank, x, 0),
          leg(ACC.customers, 0, x, party),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  'SENS-ANORMAL': {
    description: "Annulation passée au débit d'un compte de produits (758) jamais crédité.",
    alsoTriggers: ['JE-MOTS-CLES'],
    make: (id, r) => ({
      day(s, date) {
        const x = r.int(20_000, 400_000);
        const d = bank(date, `ANN${yearOf(date)}`, 'Annulation produit divers', [
          leg(OTHER_INCOME, x, 0),
          leg(ACC.bank, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  ATTENTE: {
    description: "Virement reçu non identifié laissé en compte d'attente (471).",
    make: (id, r) => ({
      day(s, date) {
        const x = r.int(20_000, 400_000);
        const d = bank(date, `ATT${yearOf(date)}`, 'Virement reçu à identifier', [
          leg(ACC.bank, x, 0),
          leg(SUSPENSE, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  'CCA-DEB': {
    description: "Remboursement du compte courant d'associé au-delà de son solde.",
    window: [0.7, 0.85],
    make: (id, r) => ({
      day(s, date) {
        const x = (s.ledger.get(ACC.partnerAccount.num) ?? 0) * -1 + r.int(100_000, 500_000);
        const d = bank(date, `CCA${yearOf(date)}-R`, 'Remboursement compte courant associé', [
          leg(ACC.partnerAccount, x, 0),
          leg(ACC.bank, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  EXTOURNE: {
    description: "Factures non parvenues (408) de l'exercice précédent jamais extournées.",
    needsOpening: true,
    make: (id) => ({
      opening(book) {
        book.skipSupplierReversal = true;
        tag(book.entry, id, [book.supplierAccrual]);
      },
    }),
  },
  'TVA-JOURNAL': {
    description: "Remise d'espèces passée dans le journal de caisse directement au compte 512.",
    make: (id, r) => ({
      day(s, date) {
        const available = cashAvailable(s);
        if (available < 20_000) return null;
        const x = Math.min(available - 5_000, 90_000 + r.int(0, 5_000));
        s.cash -= x;
        s.cashSpentToday += x;
        const d: Draft = {
          kind: 'planted',
          journal: JOURNALS.cash,
          date,
          pieceRef: `BR${yearOf(date)}-X`,
          pieceDate: date,
          lib: "Remise d'espèces en banque",
          lines: [leg(ACC.bank, x, 0), leg(ACC.cash, 0, x)],
        };
        return [tag(d, id, [d.lines[0]])];
      },
    }),
  },
  'TVA-CARBU': {
    description: 'Plein de gazole payé par carte bancaire, TVA comprise dans la charge.',
    make: (id, r) => ({
      day(s, date) {
        const x = r.int(5_000, 15_000);
        const d = bank(date, `CB${String(date).slice(2)}`, 'CB station TotalEnergies gazole', [
          leg(FUEL, x, 0),
          leg(ACC.bank, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  'TVA-CREDIT': {
    description: "Crédit de TVA de l'exercice précédent (44567) jamais imputé ni remboursé.",
    needsOpening: true,
    make: (id, r) => ({
      opening(book) {
        const x = r.int(200_000, 900_000);
        // Its own sub-account: the credits of the year's returns (445670) would otherwise move it.
        const l = leg(PRIOR_VAT_CREDIT, x, 0, undefined, 'Report à nouveau Crédit de TVA antérieur');
        book.entry.lines.push(l);
        book.bankLine.debit -= x;
        tag(book.entry, id, [l]);
      },
    }),
  },
  'DOUBLON-FACT': {
    description:
      "Facture d'achat saisie une seconde fois (même fournisseur, montant et pièce) quelques jours après.",
    make: (id) => ({
      day(s, date) {
        const src = s.lastPurchase;
        if (src === null || addDays(src.date, 3) < date || src.date >= date) return null;
        const lines = src.lines.map((l) =>
          leg(
            { num: l.compteNum, lib: l.compteLib },
            l.debit,
            l.credit,
            l.compAuxNum ? { aux: l.compAuxNum, name: l.compAuxLib, terms: 0 } : undefined,
          ),
        );
        const m = s.cal.monthIndex(date);
        for (const l of lines)
          if (l.compteNum === ACC.vatDeductible.num && m >= 0) s.vat[m].deductible += l.debit;
        const d: Draft = { ...src, lines, date, tags: undefined, post: undefined, validDate: undefined };
        return [tag(d, id)];
      },
    }),
  },
  'DOUBLON-REGL': {
    description:
      "Facture d'achat prélevée par la banque directement en charge quelques jours après sa saisie, puis réglée aussi au fournisseur (401) à l'échéance.",
    window: [0.15, 0.6],
    make: (id) => ({
      day(s, date) {
        const src = s.lastPurchase;
        const party = src?.party;
        if (src === null || party === undefined || addDays(src.date, 5) < date || src.date >= date)
          return null;
        // The invoice's own payment must come within the year (its lettering date says when).
        const third = src.lines[src.lines.length - 1];
        if (third.credit < 10_000 || third.dateLet === 0 || third.dateLet > s.fy.end) return null;
        const lines = src.lines
          .slice(0, -1)
          .map((l) => leg({ num: l.compteNum, lib: l.compteLib }, l.debit, l.credit));
        lines.push(leg(ACC.bank, 0, third.credit));
        const m = s.cal.monthIndex(date);
        for (const l of lines)
          if (l.compteNum === ACC.vatDeductible.num && m >= 0) s.vat[m].deductible += l.debit;
        const d = bank(date, `PRLV${String(date).slice(2)}`, `Prélèvement ${party.name}`, lines);
        return [tag(d, id)];
      },
    }),
  },
  'FIN-EXO': {
    description:
      "Provision pour litige significative passée en opérations diverses le dernier jour de l'exercice.",
    alsoTriggers: ['JE-CPT-RARES'],
    make: (id, r) => ({
      last(s, date) {
        const x = Math.max(600_000, Math.round(s.scale.annualSales * 0.01)) + r.int(0, 99_999);
        const d = misc(date, `PROV${yearOf(date)}`, "Provision pour litige prud'homal", [
          leg(PROVISION_CHARGE, x, 0),
          leg(PROVISION, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  ESPECES: {
    description: 'Achat de fournitures de plus de 1 000 € payé en espèces.',
    window: [0.3, 0.6],
    make: (id, r) => ({
      day(s, date) {
        s.holdDeposits = true;
        const available = cashAvailable(s);
        if (available < 125_000) return null;
        const ttc = r.int(105_000, Math.min(available - 5_000, 120_000));
        const ht = Math.round(ttc / 1.2);
        const d = cashOut(s, date, OFFICE_SUPPLIES, ht, vatOf(ht, 2000), 'Mobilier et fournitures de bureau');
        s.holdDeposits = false;
        return [tag(d, id, [d.lines[d.lines.length - 1]])];
      },
    }),
  },
  AMENDES: {
    description: 'Majoration de retard URSSAF comptabilisée en 6712.',
    make: (id, r) => ({
      day(s, date) {
        const x = r.int(5_000, 80_000);
        const d = bank(date, `MAJ${yearOf(date)}`, 'Majoration de retard URSSAF', [
          leg(FINES, x, 0),
          leg(ACC.bank, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
  'PETIT-MAT': {
    description: 'Écran de moins de 500 € HT immobilisé en 2183.',
    make: (id, r) => ({
      day(s, date) {
        const spec = assetSpec(s, date, {
          account: ACC.officeEquipment,
          minCents: 15_000,
          maxCents: 45_000,
          label: 'Écran 27 pouces',
        });
        spec.parts[0].ht = r.int(15_000, 45_000);
        spec.vat = vatOf(spec.parts[0].ht, 2000);
        const d = bookInvoice(s, spec, 'asset-purchase');
        return [tag(d, id, [d.lines[0]])];
      },
    }),
  },
  'PROV-CLIENTS': {
    description: 'Créance client de plus de 400 jours reprise en à-nouveaux, jamais réglée ni dépréciée.',
    needsOpening: true,
    make: (id, r) => ({
      opening(book, s) {
        const party = s.customers[s.customers.length - 1];
        const x = r.int(50_000, 500_000);
        const pieceDate = s.cal.previousWorkingDay(addDays(s.fy.end, -400));
        const ref = `F${yearOf(pieceDate)}-0${r.int(1000, 9999)}`;
        const l = leg(ACC.customers, x, 0, party, `Facture ${ref} ${party.name}`);
        l.pieceRef = ref;
        l.pieceDate = pieceDate;
        book.entry.lines.push(l);
        book.bankLine.debit -= x;
        tag(book.entry, id, [l]);
      },
    }),
  },
  MECENAT: {
    description: 'Don à une association comptabilisé en 6713.',
    make: (id, r) => ({
      day(s, date) {
        const x = r.int(20_000, 300_000);
        const d = bank(date, `DON${yearOf(date)}`, 'Don association Les Restos du Cœur', [
          leg(GIFTS, x, 0),
          leg(ACC.bank, 0, x),
        ]);
        return [tag(d, id)];
      },
    }),
  },
} satisfies Partial<Record<AnomalyId, PlantDef>>;
