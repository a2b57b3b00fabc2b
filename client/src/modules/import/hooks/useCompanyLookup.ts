import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ImportCompanyDocument } from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { isSiren } from '../../../shared/forms/validation';

/**
 * Looks a valid SIREN up in the public directory and hands the company name over (only when the name
 * is still empty: what the user typed wins). A failure leaves a French hint: fill it in by hand.
 */
export function useCompanyLookup(siren: string, currentName: () => string, setName: (name: string) => void) {
  const client = useApolloClient();
  const [hint, setHint] = useState<string | null>(null);
  const digits = siren.replace(/[\s.]/g, '');

  useEffect(() => {
    setHint(null);
    if (!isSiren(digits) || currentName().trim() !== '') return;
    let live = true;
    client
      .query({ query: ImportCompanyDocument, variables: { siren: digits }, fetchPolicy: 'cache-first' })
      .then((result) => {
        if (!live) return;
        const name = result.data?.company?.name;
        if (name && currentName().trim() === '') setName(name);
        else if (!name) setHint('Entreprise introuvable : saisissez la raison sociale.');
      })
      .catch((error: unknown) => {
        if (live) setHint(errorMessage(error));
      });
    return () => {
      live = false;
    };
    // Only a new SIREN starts a lookup (currentName/setName are read at answer time).
  }, [digits, client]);

  return hint;
}
