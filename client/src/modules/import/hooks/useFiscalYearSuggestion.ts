import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ImportFiscalYearSuggestionDocument } from '../../../__generated__/graphql';
import { readFecSample, type FiscalYearSuggestion } from '../utils/fec-sample';

/**
 * Asks the fiscal year a chosen file's entries show. Never blocks the import: any failure (no right,
 * network, unreadable file) answers null and the form keeps the dates of the file name.
 */
export function useFiscalYearSuggestion() {
  const client = useApolloClient();
  return useCallback(
    async (file: File): Promise<FiscalYearSuggestion | null> => {
      try {
        const sample = await readFecSample(file);
        const result = await client.query({
          query: ImportFiscalYearSuggestionDocument,
          variables: { fileName: file.name, sample },
          // A sample is read once: nothing to keep in the cache.
          fetchPolicy: 'no-cache',
        });
        return result.data?.fiscalYearSuggestion ?? null;
      } catch {
        return null;
      }
    },
    [client],
  );
}
