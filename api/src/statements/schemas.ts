import { z } from 'zod';
import { MSG } from '../http/messages';
import { safeText, uuidField } from '../http/validators';

export const tags = ['États financiers'];

export const uuidParams = z.object({ uuid: uuidField });

const cents = z.number().int();
const accountAmounts = z.array(z.object({ account: z.string(), amount: cents }));

export const trialBalanceRow = z.object({
  account: z.string(),
  aux: z.string().nullable(),
  label: z.string(),
  accountClass: z.number().int(),
  openingDebit: cents,
  openingCredit: cents,
  debit: cents,
  credit: cents,
  closingDebit: cents,
  closingCredit: cents,
  lines: z.number().int(),
});

export const trialBalanceTotals = z.object({
  openingDebit: cents,
  openingCredit: cents,
  debit: cents,
  credit: cents,
  closingDebit: cents,
  closingCredit: cents,
  lines: z.number().int(),
});

const pageQuery = {
  limit: z.coerce.number({ error: MSG.numberOnly }).int().min(1).max(500).default(100),
  offset: z.coerce.number({ error: MSG.numberOnly }).int().min(0).default(0),
};

const accountBound = z
  .string()
  .max(40)
  .regex(/^[0-9A-Za-z]*$/, { error: MSG.pattern });

export const trialBalanceFilterQuery = z.object({
  kind: z.enum(['general', 'auxiliary']).default('general').describe('Balance générale ou auxiliaire'),
  class: z.coerce.number({ error: MSG.numberOnly }).int().min(0).max(9).optional().describe('Classe du PCG'),
  from: accountBound.optional().describe('Premier compte (comparé sur sa longueur : 401)'),
  to: accountBound.optional().describe('Dernier compte (comparé sur sa longueur : 409)'),
  non_zero: z.enum(['true', 'false']).optional().describe('Seulement les comptes mouvementés ou soldés'),
  search: safeText(100).optional(),
});

export const trialBalanceQuery = trialBalanceFilterQuery.extend(pageQuery);

export const trialBalancePage = z.object({
  items: z.array(trialBalanceRow),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  totals: trialBalanceTotals,
});

export const ledgerQuery = z.object({
  account: z.string().min(1).max(40).describe('Numéro de compte (CompteNum)'),
  aux: z
    .string()
    .min(1)
    .max(40)
    .optional()
    .describe(
      'Compte auxiliaire (CompAuxNum) : le grand livre auxiliaire de ce tiers dans le compte général `account` (son compte collectif)',
    ),
  ...pageQuery,
});

export const ledgerLine = z.object({
  line: z.number().int(),
  journalCode: z.string(),
  ecritureNum: z.string(),
  ecritureDate: z.number().int().describe('AAAAMMJJ, 0 si absente'),
  pieceRef: z.string(),
  ecritureLib: z.string(),
  compAuxNum: z.string(),
  debit: cents,
  credit: cents,
  balance: cents.describe('Solde progressif après la ligne (débit − crédit), centimes'),
});

export const ledgerPage = z.object({
  account: z.string(),
  aux: z
    .string()
    .nullable()
    .describe('Compte auxiliaire du grand livre auxiliaire, null pour un compte général'),
  label: z.string().describe('Libellé du compte, ou du compte auxiliaire (CompAuxLib)'),
  accountLabel: z.string().describe('Libellé du compte général'),
  debit: cents,
  credit: cents,
  balance: cents,
  items: z.array(ledgerLine),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const keyFigures = z.object({
  chiffreAffaires: cents.nullable(),
  resultatNet: cents.nullable(),
  totalBilan: cents.nullable(),
  ebe: cents.nullable(),
});

const yearStatements = z.object({
  fiscalStart: z.string().nullable().describe('Début de l’exercice (AAAA-MM-JJ), null si inconnu'),
  fiscalEnd: z.string().nullable().describe('Clôture de l’exercice (AAAA-MM-JJ), null si inconnue'),
  keyFigures,
  sig: z.unknown().optional(),
  balanceSheet: z.unknown().optional(),
  incomeStatement: z.unknown().optional(),
  ratios: z.unknown().optional(),
  notes: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
  taxForm: z.string().optional(),
});

export const statementsView = z.object({
  locked: z.boolean(),
  analysisUuid: z.string(),
  current: yearStatements,
  previous: yearStatements.nullable(),
  continuity: z
    .array(
      z.object({
        account: z.string(),
        label: z.string(),
        previousClosing: cents,
        opening: cents,
        difference: cents,
      }),
    )
    .nullable(),
});

export const taxReturnBox = z.object({
  code: z.string(),
  label: z.string(),
  euros: z.number().int(),
  accounts: accountAmounts,
});

export const taxReturnView = z.object({
  form: z.string(),
  formReason: z.string(),
  boxes: z.record(z.string(), z.number()),
  details: z.array(taxReturnBox),
});

const declaredView = z.object({
  result: cents.nullable(),
  boxes: z.record(z.string(), z.number()),
  source: z.enum(['form', 'csv', 'extra']).nullable(),
  updatedAt: z.string().nullable(),
});

export const reconciliationView = z.object({
  form: z.string(),
  fecUuid: z.string(),
  lines: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      computed: z.number(),
      declared: z.number().nullable(),
      difference: z.number().nullable(),
      accounts: accountAmounts,
      explanation: z.string().nullable(),
    }),
  ),
  differences: z.number().int(),
  notes: z.array(z.object({ code: z.string(), message: z.string() })),
  declared: declaredView,
});

export const declareBody = z.object({
  result: z
    .number({ error: MSG.numberOnly })
    .nullable()
    .optional()
    .describe('Résultat comptable déclaré, euros'),
  boxes: z
    .record(z.string().max(10), z.number({ error: MSG.numberOnly }))
    .optional()
    .describe('Cases déclarées : code → euros'),
  csv: z.string().max(200_000).optional().describe('Fichier `code;montant` (remplace les cases)'),
});

export const declaredResponse = declaredView.extend({ fecUuid: z.string() });
