import { useMemo } from 'react';
import { useReviewAnalysisDatesQuery } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format';

/** Creation dates of the analyses carried-over work comes from, to say « repris de l'analyse du … ». */
export function useAnalysisDates(
  ids: (string | null | undefined)[],
): (uuid: string | null | undefined) => string {
  const unique = useMemo(
    () => [...new Set(ids.filter((id): id is string => !!id))].sort().slice(0, 50),
    [ids],
  );
  const { data } = useReviewAnalysisDatesQuery({ variables: { ids: unique }, skip: unique.length === 0 });
  return (uuid) => {
    const found = data?.analyses.items.find((a) => a.uuid === uuid);
    return found
      ? `repris de l'analyse du ${formatDateTime(found.createdAt)}`
      : "repris d'une analyse précédente";
  };
}
