import { createContext, useContext } from 'react';

/**
 * Opens an account's general ledger from anywhere inside the analysis page (a finding's rows, a figure); null
 * where there is no ledger to open (a comparison of several analyses, a multi-analysis).
 */
export const LedgerLinkContext = createContext<((account: string) => void) | null>(null);

export const useLedgerLink = () => useContext(LedgerLinkContext);
