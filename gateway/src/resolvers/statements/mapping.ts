/**
 * The API's statements (engine shapes, amounts in integer cents) as the GraphQL types name them (`…Cents`).
 * Shapes are read loosely: the API's OpenAPI types describe the engine's objects as free-form.
 */

export interface Contribution {
  account: string;
  amount: number;
}

export interface FigureDto {
  key: string;
  label: string;
  amount: number;
  accounts?: Contribution[];
}

export interface SectionDto {
  key: string;
  label: string;
  figures: FigureDto[];
  total: number;
}

/** `accounts(limit)`: the largest contributions first. */
export function contributions(accounts: Contribution[] | undefined, limit: number | null | undefined) {
  const size = Math.max(1, Math.min(limit ?? 20, 100));
  return [...(accounts ?? [])]
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))
    .slice(0, size)
    .map((c) => ({ account: c.account, amountCents: c.amount }));
}

export const figureOf = (f: FigureDto) => ({
  key: f.key,
  label: f.label,
  amountCents: f.amount,
  rawAccounts: f.accounts ?? [],
});

export const sectionOf = (s: SectionDto) => ({
  key: s.key,
  label: s.label,
  figures: s.figures.map(figureOf),
  totalCents: s.total,
});

interface YearDto {
  /** ISO dates (older API answers lack them). */
  fiscalStart?: string | null;
  fiscalEnd?: string | null;
  keyFigures: {
    chiffreAffaires: number | null;
    resultatNet: number | null;
    totalBilan: number | null;
    ebe: number | null;
  };
  sig?: unknown;
  balanceSheet?: unknown;
  incomeStatement?: unknown;
  ratios?: unknown;
  notes?: { code: string; message: string }[];
  taxForm?: string;
}

export function yearOf(y: YearDto) {
  const sig = y.sig as { figures: FigureDto[] } | undefined;
  const bs = y.balanceSheet as
    | { assets: SectionDto[]; liabilities: SectionDto[]; totalAssets: number; totalLiabilities: number }
    | undefined;
  const is = y.incomeStatement as
    { sections: SectionDto[]; totalProducts: number; totalCharges: number; result: number } | undefined;
  const ratios = y.ratios as Record<string, number | null> | undefined;
  return {
    fiscalStart: y.fiscalStart ?? null,
    fiscalEnd: y.fiscalEnd ?? null,
    keyFigures: {
      chiffreAffairesCents: y.keyFigures.chiffreAffaires,
      resultatNetCents: y.keyFigures.resultatNet,
      totalBilanCents: y.keyFigures.totalBilan,
      ebeCents: y.keyFigures.ebe,
    },
    sig: sig ? sig.figures.map(figureOf) : null,
    balanceSheet: bs
      ? {
          assets: bs.assets.map(sectionOf),
          liabilities: bs.liabilities.map(sectionOf),
          totalAssetsCents: bs.totalAssets,
          totalLiabilitiesCents: bs.totalLiabilities,
        }
      : null,
    incomeStatement: is
      ? {
          sections: is.sections.map(sectionOf),
          totalProductsCents: is.totalProducts,
          totalChargesCents: is.totalCharges,
          resultCents: is.result,
        }
      : null,
    ratios: ratios
      ? {
          margeRate: ratios.margeRate ?? null,
          delaiClients: ratios.delaiClients ?? null,
          delaiFournisseurs: ratios.delaiFournisseurs ?? null,
          bfrCents: ratios.bfr ?? null,
          endettement: ratios.endettement ?? null,
          liquidite: ratios.liquidite ?? null,
        }
      : null,
    notes: y.notes ?? [],
    taxForm: y.taxForm ?? null,
  };
}

export interface TrialBalanceRowDto {
  account: string;
  aux: string | null;
  label: string;
  accountClass: number;
  openingDebit: number;
  openingCredit: number;
  debit: number;
  credit: number;
  closingDebit: number;
  closingCredit: number;
  lines: number;
}

export const trialBalanceRowOf = (
  r: Omit<TrialBalanceRowDto, 'aux' | 'label' | 'account' | 'accountClass'> & Partial<TrialBalanceRowDto>,
) => ({
  account: r.account ?? '',
  aux: r.aux ?? null,
  label: r.label ?? '',
  accountClass: r.accountClass ?? 0,
  openingDebitCents: r.openingDebit,
  openingCreditCents: r.openingCredit,
  debitCents: r.debit,
  creditCents: r.credit,
  closingDebitCents: r.closingDebit,
  closingCreditCents: r.closingCredit,
  lines: r.lines,
});

/** AAAAMMJJ → 'AAAA-MM-JJ' (null for 0). */
export function isoDate(ymd: number): string | null {
  if (!ymd) return null;
  const s = String(ymd);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

export interface DeclaredDto {
  fecUuid: string;
  result: number | null;
  boxes: Record<string, number>;
  source: 'form' | 'csv' | 'extra' | null;
  updatedAt: string | null;
}

export const declaredOf = (d: DeclaredDto) => ({
  fecUuid: d.fecUuid,
  resultCents: d.result,
  boxes: Object.entries(d.boxes).map(([code, euros]) => ({ code, euros })),
  source: d.source ? (d.source.toUpperCase() as 'FORM' | 'CSV' | 'EXTRA') : null,
  updatedAt: d.updatedAt,
});
