import type { Contribution } from './mapping';

/** Codegen mappers: what the parents of the `accounts(limit)` fields carry (every account, cut by the field). */
export interface StatementFigureDto {
  key: string;
  label: string;
  amountCents: number;
  rawAccounts: Contribution[];
}

export interface TaxReturnBoxDto {
  code: string;
  label: string;
  euros: number;
  rawAccounts: Contribution[];
}

export interface ReconciliationLineDto {
  code: string;
  label: string;
  computed: number;
  declared: number | null;
  difference: number | null;
  explanation: string | null;
  rawAccounts: Contribution[];
}
