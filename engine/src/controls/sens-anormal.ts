// Control: SENS-ANORMAL — Sens anormal
import type { ControlDefinition } from '../model/control';
import { startsWithAny } from './shared/accounts';
import { accountRow, Findings } from './shared/findings';
import { eur } from './shared/format';

export interface SensAnormalParams {
  /** Accounts left out (prefixes), on top of the table's own exclusions. */
  exceptions: string[];
  /** Abnormal balance (cents) tolerated: below a euro, a rounding residue (VAT, payroll). */
  toleranceCents: number;
}

/**
 * The side a balance of the PCG (règlement ANC 2014-03) should be on at closing: 'debit' or 'credit',
 * or a control id when another control already judges that account's side (the same balance is not
 * reported twice), or 'either' when both sides are normal (the longest prefix wins, so 'either' also
 * carves exceptions out of a wider rule).
 */
type Side =
  | 'debit'
  | 'credit'
  | 'either'
  | 'FOUR-DEB'
  | 'CLI-CRED'
  | 'CCA-DEB'
  | 'BANQUE-CRED'
  | 'CAISSE-CRED'
  | 'ATTENTE';

/** [account prefix, normal side, nature as the message names it]. */
export const BALANCE_SIDES: readonly (readonly [string, Side, string])[] = [
  // Class 1: equity, provisions, borrowings.
  ['10', 'credit', 'capital ou réserves'],
  ['108', 'either', "compte de l'exploitant"],
  ['109', 'debit', 'capital souscrit non appelé'],
  // No rule for 11 and 12 (report à nouveau, résultat): their side is the company's result, whatever
  // sub-account (110/119, 120/129) the software keeps it in.
  ['13', 'credit', "subventions d'investissement"],
  ['139', 'debit', "subventions d'investissement inscrites au résultat"],
  ['14', 'credit', 'provisions réglementées'],
  ['15', 'credit', 'provisions pour risques et charges'],
  ['16', 'credit', 'emprunts et dettes assimilées'],
  ['169', 'debit', 'primes de remboursement des obligations'],
  ['17', 'credit', 'dettes rattachées à des participations'],
  // Class 2: fixed assets, less their depreciation.
  ['2', 'debit', 'immobilisations'],
  ['269', 'credit', 'versements restant à effectuer sur titres non libérés'],
  ['279', 'credit', 'versements restant à effectuer sur titres non libérés'],
  ['28', 'credit', 'amortissement'],
  ['29', 'credit', 'dépréciation'],
  // Class 3: inventories.
  ['3', 'debit', 'stocks et en-cours'],
  ['39', 'credit', 'dépréciation'],
  // Class 4: third parties.
  ['401', 'FOUR-DEB', 'fournisseurs'],
  ['403', 'credit', 'fournisseurs - effets à payer'],
  ['404', 'FOUR-DEB', "fournisseurs d'immobilisations"],
  ['405', 'credit', "fournisseurs d'immobilisations - effets à payer"],
  ['408', 'credit', 'fournisseurs - factures non parvenues'],
  ['409', 'debit', 'fournisseurs débiteurs (avances, avoirs à recevoir)'],
  ['411', 'CLI-CRED', 'clients'],
  ['413', 'debit', 'clients - effets à recevoir'],
  ['416', 'debit', 'clients douteux'],
  ['418', 'debit', 'clients - produits non encore facturés'],
  ['419', 'credit', 'clients créditeurs (avances, avoirs à établir)'],
  ['421', 'credit', 'personnel - rémunérations dues'],
  ['422', 'credit', 'comité social et économique'],
  ['424', 'credit', 'participation des salariés'],
  ['425', 'debit', 'personnel - avances et acomptes'],
  ['426', 'credit', 'personnel - dépôts'],
  ['427', 'credit', 'personnel - oppositions'],
  ['428', 'credit', 'personnel - charges à payer'],
  ['4287', 'debit', 'personnel - produits à recevoir'],
  ['431', 'credit', 'sécurité sociale'],
  ['437', 'credit', 'autres organismes sociaux'],
  ['438', 'credit', 'organismes sociaux - charges à payer'],
  ['4387', 'debit', 'organismes sociaux - produits à recevoir'],
  ['442', 'credit', 'impôts et taxes recouvrables sur des obligataires ou des associés'],
  ['4452', 'credit', 'TVA due intracommunautaire'],
  ['4455', 'credit', 'taxes sur le chiffre d’affaires à décaisser'],
  ['4456', 'debit', 'TVA déductible'],
  ['4457', 'credit', 'TVA collectée'],
  ['44586', 'debit', 'TVA sur factures non parvenues'],
  ['44587', 'credit', 'TVA sur factures à établir'],
  ['446', 'credit', 'obligations cautionnées'],
  ['447', 'credit', 'autres impôts, taxes et versements assimilés'],
  ['4482', 'credit', 'État - charges à payer'],
  ['4486', 'credit', 'État - charges à payer'],
  ['4487', 'debit', 'État - produits à recevoir'],
  ['455', 'CCA-DEB', "comptes courants d'associés"],
  ['457', 'credit', 'associés - dividendes à payer'],
  ['462', 'debit', "créances sur cessions d'immobilisations"],
  ['464', 'credit', 'dettes sur acquisitions de valeurs mobilières de placement'],
  ['465', 'debit', 'créances sur cessions de valeurs mobilières de placement'],
  ['4686', 'credit', 'divers - charges à payer'],
  ['4687', 'debit', 'divers - produits à recevoir'],
  ['471', 'ATTENTE', "comptes d'attente"],
  ['472', 'ATTENTE', "comptes d'attente"],
  ['473', 'ATTENTE', "comptes d'attente"],
  ['474', 'ATTENTE', "comptes d'attente"],
  ['475', 'ATTENTE', "comptes d'attente"],
  ['476', 'debit', 'différences de conversion actif'],
  ['477', 'credit', 'différences de conversion passif'],
  ['481', 'debit', "frais d'émission des emprunts"],
  ['486', 'debit', "charges constatées d'avance"],
  ['487', 'credit', "produits constatés d'avance"],
  ['49', 'credit', 'dépréciation'],
  // Class 5: financial accounts.
  ['50', 'debit', 'valeurs mobilières de placement'],
  ['509', 'credit', 'versements restant à effectuer sur valeurs mobilières non libérées'],
  ['511', 'debit', "valeurs à l'encaissement"],
  ['512', 'BANQUE-CRED', 'banque'],
  ['519', 'credit', 'concours bancaires courants'],
  ['53', 'CAISSE-CRED', 'caisse'],
  ['54', 'debit', "régies d'avance et accréditifs"],
  ['59', 'credit', 'dépréciation'],
  // Classes 6 and 7: the income statement, less the contra accounts.
  ['6', 'debit', 'charges'],
  ['603', 'either', 'variation des stocks'],
  ['609', 'credit', 'rabais, remises et ristournes obtenus'],
  ['619', 'credit', 'rabais, remises et ristournes obtenus'],
  ['629', 'credit', 'rabais, remises et ristournes obtenus'],
  ['6419', 'credit', 'remboursements de rémunérations'],
  ['6459', 'credit', 'remboursements de charges sociales'],
  ['7', 'credit', 'produits'],
  ['709', 'debit', 'rabais, remises et ristournes accordés'],
  ['713', 'either', 'variation des stocks'],
];

/** The table, longest prefix first: the first match is the most specific rule. */
const BY_LENGTH = [...BALANCE_SIDES].sort((a, b) => b[0].length - a[0].length);

/** The most specific rule for an account, or undefined when the PCG sets no side for it. */
export function balanceSide(compteNum: string): readonly [string, Side, string] | undefined {
  return BY_LENGTH.find(([prefix]) => compteNum.startsWith(prefix));
}

export const SENS_ANORMAL: ControlDefinition<SensAnormalParams> = {
  id: 'SENS-ANORMAL',
  label: 'Sens anormal',
  description:
    "Signale les comptes dont le solde de clôture est du côté contraire à leur nature selon le plan comptable général : capitaux, provisions ou emprunts (classe 1) débiteurs, immobilisations (2) ou stocks (3) créditeurs, amortissements et dépréciations (28, 29, 39, 49, 59) débiteurs, TVA déductible (4456) créditrice, TVA collectée (4457) débitrice, dettes sociales et fiscales (421, 43, 447) débitrices, charges ou produits constatés d'avance (486, 487) du mauvais côté, charges (6) créditrices, produits (7) débiteurs… C'est le signe d'une erreur d'imputation, d'une écriture d'extourne mal passée ou d'un compte mal soldé. Fournisseurs, clients, comptes courants d'associés, banque, caisse et comptes d'attente sont jugés par leurs propres contrôles.",
  theme: 'equilibres',
  cycle: 'cloture',
  categories: ['OK', 'WARNING'],
  params: { exceptions: [], toleranceCents: 100 },
  create(ctx, p) {
    return {
      finish(agg) {
        const f = new Findings(ctx.rowCap);
        for (const [compteNum, t] of agg.accounts) {
          const rule = balanceSide(compteNum);
          if (rule === undefined || startsWithAny(compteNum, p.exceptions)) continue;
          const [, side, nature] = rule;
          if (side !== 'debit' && side !== 'credit') continue;
          const abnormal = side === 'credit' ? t.debit - t.credit : t.credit - t.debit;
          if (abnormal <= p.toleranceCents) continue;
          f.count++;
          f.amount += abnormal;
          if (f.keep())
            f.add(
              accountRow(
                compteNum,
                t,
                `${nature[0].toUpperCase()}${nature.slice(1)} : solde ${side === 'credit' ? 'débiteur' : 'créditeur'} de ${eur(abnormal)}, normalement ${side === 'credit' ? 'créditeur' : 'débiteur'}`,
              ),
            );
        }
        f.rows.sort((a, b) => a.line - b.line);
        return f.outcome('WARNING');
      },
    };
  },
};
