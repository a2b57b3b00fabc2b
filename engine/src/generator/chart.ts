/**
 * The accounts and journals the generator uses: PCG numbers (6 digits, as most French software pads
 * them) with their usual labels. Only roots of the ANC 2014-03 plan, no class 8/9.
 */

export interface Account {
  num: string;
  lib: string;
}

const a = (num: string, lib: string): Account => ({ num, lib });

export const ACC = {
  capital: a('101300', 'Capital souscrit - appelé, versé'),
  legalReserve: a('106100', 'Réserve légale'),
  otherReserves: a('106800', 'Autres réserves'),
  retainedEarnings: a('110000', 'Report à nouveau (solde créditeur)'),
  result: a('120000', "Résultat de l'exercice (bénéfice)"),
  loan: a('164000', 'Emprunts auprès des établissements de crédit'),
  industrialEquipment: a('215400', 'Matériel industriel'),
  officeEquipment: a('218300', 'Matériel de bureau et matériel informatique'),
  vehicles: a('218200', 'Matériel de transport'),
  deprIndustrial: a('281540', 'Amortissements du matériel industriel'),
  deprOffice: a('281830', 'Amortissements du matériel de bureau et informatique'),
  deprVehicles: a('281820', 'Amortissements du matériel de transport'),
  deposits: a('275000', 'Dépôts et cautionnements versés'),
  stock: a('370000', 'Stocks de marchandises'),
  suppliers: a('401000', 'Fournisseurs'),
  assetSuppliers: a('404000', "Fournisseurs d'immobilisations"),
  supplierAccruals: a('408000', 'Fournisseurs - Factures non parvenues'),
  customers: a('411000', 'Clients'),
  customerAccruals: a('418000', 'Clients - Produits non encore facturés'),
  wagesDue: a('421000', 'Personnel - Rémunérations dues'),
  urssaf: a('431000', 'Sécurité sociale'),
  pensionFunds: a('437000', 'Autres organismes sociaux'),
  withholdingTax: a('442100', 'Prélèvements à la source (impôt sur le revenu)'),
  vatPayable: a('445510', 'TVA à décaisser'),
  vatAssets: a('445620', 'TVA déductible sur immobilisations'),
  vatDeductible: a('445660', 'TVA déductible sur autres biens et services'),
  vatCredit: a('445670', 'Crédit de TVA à reporter'),
  vatCollected: a('445710', 'TVA collectée'),
  vatAccrualsPurchases: a('445860', 'TVA sur factures non parvenues'),
  vatAccrualsSales: a('445870', 'TVA sur factures à établir'),
  partnerAccount: a('455000', 'Associés - Comptes courants'),
  dividendsPayable: a('457000', 'Associés - Dividendes à payer'),
  bank: a('512000', 'Banque'),
  cash: a('530000', 'Caisse'),
  internalTransfers: a('580000', 'Virements internes'),
  bankFees: a('627000', 'Services bancaires et assimilés'),
  localTax: a('635110', 'Cotisation foncière des entreprises'),
  wages: a('641100', 'Salaires, appointements'),
  urssafCharges: a('645100', "Cotisations à l'URSSAF"),
  pensionCharges: a('645300', 'Cotisations aux caisses de retraite'),
  interest: a('661100', 'Intérêts des emprunts et dettes'),
  goodsSales: a('707000', 'Ventes de marchandises'),
  servicesSales: a('706000', 'Prestations de services'),
  shippingSales: a('708500', 'Ports et frais accessoires facturés'),
  goodsPurchases: a('607000', 'Achats de marchandises'),
  transportOnPurchases: a('624100', 'Transports sur achats'),
} as const;

/** VAT rates in basis points (20 %, 10 %, 5,5 %, 2,1 %): VAT = round(HT × rate / 10 000). */
export type VatRate = 2000 | 1000 | 550 | 210;

export function vatOf(htCents: number, rate: number): number {
  return Math.round((htCents * rate) / 10000);
}

/** Sales accounts by VAT rate: one account per rate, as the CA3 return needs. */
export const SALES_BY_RATE: Record<VatRate, Account> = {
  2000: ACC.goodsSales,
  1000: a('707100', 'Ventes de marchandises TVA 10 %'),
  550: a('707200', 'Ventes de marchandises TVA 5,5 %'),
  210: a('707300', 'Ventes de marchandises TVA 2,1 %'),
};

/** What a supplier sells: the charge account, its VAT rate and the usual size of an invoice (HT). */
export interface PurchaseCategory {
  account: Account;
  rate: VatRate;
  minCents: number;
  maxCents: number;
  /** Relative frequency among purchase invoices. */
  weight: number;
  /** Activity words for supplier names. */
  trades: readonly string[];
}

export const PURCHASE_CATEGORIES: readonly PurchaseCategory[] = [
  {
    account: ACC.goodsPurchases,
    rate: 2000,
    minCents: 5_000,
    maxCents: 5_000_000,
    weight: 40,
    trades: ['Grossiste', 'Distribution', 'Négoce', 'Import'],
  },
  {
    account: a('601000', 'Achats stockés - Matières premières'),
    rate: 2000,
    minCents: 5_000,
    maxCents: 5_000_000,
    weight: 10,
    trades: ['Matériaux', 'Aciers', 'Bois'],
  },
  {
    account: a('607100', 'Achats de marchandises TVA 5,5 %'),
    rate: 550,
    minCents: 20_000,
    maxCents: 2_000_000,
    weight: 8,
    trades: ['Primeurs', 'Minoterie', 'Épicerie en gros'],
  },
  {
    account: a('606100', 'Fournitures non stockables (eau, énergie)'),
    rate: 2000,
    minCents: 5_000,
    maxCents: 500_000,
    weight: 5,
    trades: ['Énergies', 'Gaz et électricité'],
  },
  {
    account: a('606300', "Fournitures d'entretien et de petit équipement"),
    rate: 2000,
    minCents: 5_000,
    maxCents: 50_000,
    weight: 6,
    trades: ['Quincaillerie', 'Outillage'],
  },
  {
    account: a('606400', 'Fournitures administratives'),
    rate: 2000,
    minCents: 5_000,
    maxCents: 500_000,
    weight: 5,
    trades: ['Papeterie', 'Bureautique'],
  },
  {
    account: a('615500', 'Entretien et réparations sur biens mobiliers'),
    rate: 2000,
    minCents: 6_000,
    maxCents: 600_000,
    weight: 4,
    trades: ['Maintenance', 'Dépannage'],
  },
  {
    account: a('622600', 'Honoraires'),
    rate: 2000,
    minCents: 20_000,
    maxCents: 2_000_000,
    weight: 3,
    trades: ['Cabinet', 'Conseil'],
  },
  {
    account: a('624100', 'Transports sur achats'),
    rate: 2000,
    minCents: 5_000,
    maxCents: 500_000,
    weight: 6,
    trades: ['Transports', 'Logistique'],
  },
  {
    account: a('625100', 'Voyages et déplacements'),
    rate: 1000,
    minCents: 10_000,
    maxCents: 1_000_000,
    weight: 3,
    trades: ['Hôtel', 'Voyages'],
  },
  {
    account: a('626000', 'Frais postaux et de télécommunications'),
    rate: 2000,
    minCents: 5_000,
    maxCents: 500_000,
    weight: 4,
    trades: ['Télécom', 'Réseaux'],
  },
  {
    account: a('623100', 'Annonces et insertions'),
    rate: 2000,
    minCents: 5_000,
    maxCents: 500_000,
    weight: 3,
    trades: ['Publicité', 'Communication'],
  },
];

/** Small cash purchases (paid from the till, under 400 € TTC). */
export const CASH_PURCHASE_ACCOUNTS: readonly { account: Account; rate: VatRate; label: string }[] = [
  {
    account: a('606300', "Fournitures d'entretien et de petit équipement"),
    rate: 2000,
    label: 'Petit outillage',
  },
  { account: a('606400', 'Fournitures administratives'), rate: 2000, label: 'Fournitures de bureau' },
  { account: a('606800', 'Autres matières et fournitures'), rate: 2000, label: "Produits d'entretien" },
];

/**
 * Smallest invoice HT per VAT rate (cents), so that the VAT line is at least 10 €: amounts under
 * 10 € are left out of Benford tests, and a range cut in the middle of a decade bends the digits.
 * Ranges span whole decades (min × 10^k) for the same reason.
 */
export const MIN_HT_BY_RATE: Record<VatRate, number> = {
  2000: 5_000,
  1000: 10_000,
  550: 20_000,
  210: 50_000,
};

/** Fixed assets bought during the year (always above the 500 € HT expensing threshold). */
export const ASSET_CATEGORIES: readonly {
  account: Account;
  minCents: number;
  maxCents: number;
  label: string;
}[] = [
  { account: ACC.officeEquipment, minCents: 80_000, maxCents: 800_000, label: 'Ordinateur portable' },
  { account: ACC.officeEquipment, minCents: 90_000, maxCents: 900_000, label: 'Serveur et réseau' },
  { account: ACC.industrialEquipment, minCents: 150_000, maxCents: 4_000_000, label: 'Machine' },
  { account: ACC.vehicles, minCents: 900_000, maxCents: 4_500_000, label: 'Véhicule utilitaire' },
];

export interface JournalDef {
  code: string;
  lib: string;
}

export const JOURNALS = {
  opening: { code: 'AN', lib: 'À nouveaux' },
  purchases: { code: 'AC', lib: 'Achats' },
  sales: { code: 'VT', lib: 'Ventes' },
  bank: { code: 'BQ', lib: 'Banque' },
  cash: { code: 'CA', lib: 'Caisse' },
  misc: { code: 'OD', lib: 'Opérations diverses' },
  payroll: { code: 'PAIE', lib: 'Paie' },
} as const satisfies Record<string, JournalDef>;

export const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** The landlord's monthly rent (commercial lease, VAT opted). */
export const RENT_CATEGORY: PurchaseCategory = {
  account: a('613200', 'Locations immobilières'),
  rate: 2000,
  minCents: 100_000,
  maxCents: 1_000_000,
  weight: 0,
  trades: ['SCI'],
};
