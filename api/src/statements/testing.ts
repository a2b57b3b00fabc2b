import { Readable } from 'node:stream';
import { json } from '../db/database';
import type { ApiHarness } from '../testing/harness';
import { seedAnalysedFec, type SeededAnalysedFec } from '../reports/testing';
import type { Statements } from '../../../engine/src/statements/types';

/**
 * Test helpers of the statements domain (API, gateway, security and e2e-free suites): a FEC with a finished
 * analysis, its file in storage (the ledger is built from it) and the statements the engine would store,
 * written by hand so the suites do not run the engine.
 */

const HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';

const line = (
  j: string,
  n: string,
  date: string,
  account: string,
  label: string,
  aux: string,
  lib: string,
  debit: string,
  credit: string,
) =>
  [
    j,
    j === 'VT' ? 'Ventes' : j === 'BQ' ? 'Banque' : 'Achats',
    n,
    date,
    account,
    label,
    aux,
    aux ? `Tiers ${aux}` : '',
    `P${n}`,
    date,
    lib,
    debit,
    credit,
    '',
    '',
    date,
    '',
    '',
  ].join('\t');

/** Seven lines, three entries: a sale, its payment, a purchase. */
export const STATEMENTS_FEC =
  [
    HEADER,
    line('VT', '1', '20240115', '411000', 'Clients', 'C001', 'Facture F1', '1200,00', '0,00'),
    line('VT', '1', '20240115', '706000', 'Prestations de services', '', 'Facture F1', '0,00', '1000,00'),
    line('VT', '1', '20240115', '445710', 'TVA collectée', '', 'Facture F1', '0,00', '200,00'),
    line('BQ', '2', '20240120', '512000', 'Banque', '', 'Règlement F1', '1200,00', '0,00'),
    line('BQ', '2', '20240120', '411000', 'Clients', 'C001', 'Règlement F1', '0,00', '1200,00'),
    line('AC', '3', '20240201', '607000', 'Achats de marchandises', '', 'Facture A1', '300,00', '0,00'),
    line('AC', '3', '20240201', '401000', 'Fournisseurs', 'F001', 'Facture A1', '0,00', '300,00'),
  ].join('\r\n') + '\r\n';

const row = (
  account: string,
  label: string,
  cls: number,
  debit: number,
  credit: number,
  lines: number,
  aux: string | null = null,
) => ({
  account,
  aux,
  label,
  accountClass: cls,
  openingDebit: 0,
  openingCredit: 0,
  debit,
  credit,
  closingDebit: Math.max(0, debit - credit),
  closingCredit: Math.max(0, credit - debit),
  lines,
});

/** The statements of STATEMENTS_FEC (cents; the boxes in euros). */
export function statementsFixture(): Statements {
  const fig = (key: string, label: string, amount: number, accounts: [string, number][]) => ({
    key,
    label,
    amount,
    accounts: accounts.map(([account, a]) => ({ account, amount: a })),
  });
  return {
    trialBalance: [
      row('401000', 'Fournisseurs', 4, 0, 30000, 1),
      row('411000', 'Clients', 4, 120000, 120000, 2),
      row('445710', 'TVA collectée', 4, 0, 20000, 1),
      row('512000', 'Banque', 5, 120000, 0, 1),
      row('607000', 'Achats de marchandises', 6, 30000, 0, 1),
      row('706000', 'Prestations de services', 7, 0, 100000, 1),
      row('401000', 'Tiers F001', 4, 0, 30000, 1, 'F001'),
      row('411000', 'Tiers C001', 4, 120000, 120000, 2, 'C001'),
    ],
    sig: {
      figures: [
        fig('chiffreAffaires', "Chiffre d'affaires net", 100000, [['706000', 100000]]),
        fig('margeCommerciale', 'Marge commerciale', -30000, [['607000', -30000]]),
        fig('valeurAjoutee', 'Valeur ajoutée', 70000, [
          ['706000', 100000],
          ['607000', -30000],
        ]),
        fig('ebe', "Excédent brut d'exploitation", 70000, [
          ['706000', 100000],
          ['607000', -30000],
        ]),
        fig('resultatNet', 'Résultat net', 70000, [
          ['706000', 100000],
          ['607000', -30000],
        ]),
      ],
    },
    balanceSheet: {
      assets: [
        {
          key: 'disponibilites',
          label: 'Disponibilités',
          figures: [fig('CF', 'Disponibilités', 120000, [['512000', 120000]])],
          total: 120000,
        },
      ],
      liabilities: [
        {
          key: 'capitaux',
          label: 'Capitaux propres',
          figures: [fig('DI', "Résultat de l'exercice", 70000, [])],
          total: 70000,
        },
        {
          key: 'dettes',
          label: 'Dettes',
          figures: [
            fig('DX', 'Dettes fournisseurs', 30000, [['401000', 30000]]),
            fig('DY', 'Dettes fiscales et sociales', 20000, [['445710', 20000]]),
          ],
          total: 50000,
        },
      ],
      totalAssets: 120000,
      totalLiabilities: 120000,
    },
    incomeStatement: {
      sections: [
        {
          key: 'produitsExploitation',
          label: "Produits d'exploitation",
          figures: [fig('FC', 'Production vendue (services)', 100000, [['706000', 100000]])],
          total: 100000,
        },
        {
          key: 'chargesExploitation',
          label: "Charges d'exploitation",
          figures: [fig('FS', 'Achats de marchandises', 30000, [['607000', 30000]])],
          total: 30000,
        },
      ],
      totalProducts: 100000,
      totalCharges: 30000,
      result: 70000,
    },
    taxReturn: {
      form: '2033',
      formReason: 'Régime simplifié : chiffre d’affaires sous les seuils du réel normal.',
      boxes: { '210': 1000, '238': 300, '310': 700 },
      details: [
        {
          code: '210',
          label: 'Ventes de marchandises',
          euros: 1000,
          accounts: [{ account: '706000', amount: 100000 }],
        },
        {
          code: '238',
          label: 'Achats de matières premières et autres approvisionnements',
          euros: 300,
          accounts: [{ account: '607000', amount: 30000 }],
        },
        {
          code: '310',
          label: 'Bénéfice ou perte',
          euros: 700,
          accounts: [
            { account: '706000', amount: 100000 },
            { account: '607000', amount: -30000 },
          ],
        },
      ],
    },
    ratios: {
      margeRate: null,
      delaiClients: null,
      delaiFournisseurs: null,
      bfr: null,
      endettement: null,
      liquidite: null,
    },
    notes: [],
  };
}

/** A FEC analysed with its statements and its file in storage (for the ledger). */
export async function seedStatementsFec(
  h: Pick<ApiHarness, 'db' | 'deps'>,
  owner: { uuid: string; accountUuid: string },
  o: { locked?: boolean; fec?: string; statements?: Statements } = {},
): Promise<SeededAnalysedFec> {
  const seeded = await seedAnalysedFec(h, owner, { locked: o.locked });
  const fec = await h.db
    .selectFrom('fecs')
    .select('storage_key')
    .where('uuid', '=', seeded.fecUuid)
    .executeTakeFirstOrThrow();
  await h.deps.storage.put(fec.storage_key, Readable.from([Buffer.from(o.fec ?? STATEMENTS_FEC, 'utf8')]));
  await h.db
    .insertInto('analysis_statements')
    .values({ analysis_uuid: seeded.analysisUuid, statements: json(o.statements ?? statementsFixture()) })
    .execute();
  return seeded;
}
