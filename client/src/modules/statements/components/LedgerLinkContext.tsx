import { createContext, useContext } from 'react';

/**
 * Opens an account's general ledger — or, with `aux`, the ledger of that auxiliary account within it — from
 * anywhere inside the analysis page (a finding's rows, a figure); null where there is no ledger to open (a
 * comparison of several analyses, a multi-analysis, a locked FEC).
 */
export type OpenLedger = (account: string, aux?: string | null) => void;

export const LedgerLinkContext = createContext<OpenLedger | null>(null);

export const useLedgerLink = () => useContext(LedgerLinkContext);

/** The ledger's title: an account's, or an auxiliary account's within its collective account. */
export const ledgerTitle = (account: string | null, aux: string | null) =>
  !account
    ? 'Grand livre'
    : aux
      ? `Grand livre auxiliaire du compte ${aux} (${account})`
      : `Grand livre du compte ${account}`;
