import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import type { ResultCategory } from '../../../__generated__/graphql';
import { useAnalysisPageControlsQuery } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import type { AnalysisItem } from '../types';
import { countByCategory, filterControls, groupByTheme, mergeControls } from '../utils/controls';
import { CONTROL_LIST_WIDTH } from '../utils/rows';
import { ControlDetail } from './ControlDetail';
import { ControlFilters } from './ControlFilters';
import { ControlTree } from './ControlTree';

/** Détail view: control tree with filters on the left, the selected control on the right. */
export function DetailView(props: {
  analyses: AnalysisItem[];
  selectedId: string | null;
  onSelect: (controlId: string) => void;
}) {
  const ids = useMemo(() => props.analyses.map((a) => a.uuid), [props.analyses]);
  // The results without their rows: one light call, whatever the FEC's size.
  const { data, loading, error } = useAnalysisPageControlsQuery({ variables: { ids } });
  const [categories, setCategories] = useState<ResultCategory[]>([]);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  const merged = useMemo(() => {
    const items = data?.analyses.items ?? [];
    return mergeControls(ids.map((id) => items.find((a) => a.uuid === id)?.controls ?? []));
  }, [data, ids]);
  const counts = useMemo(() => countByCategory(merged), [merged]);
  const groups = useMemo(
    () => groupByTheme(filterControls(merged, categories, deferredSearch)),
    [merged, categories, deferredSearch],
  );
  const selected = merged.find((c) => c.controlId === props.selectedId) ?? null;

  if (loading && !data) return <PageLoader label="Chargement des contrôles" />;
  if (error) return <ErrorAlert error={error} />;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: `minmax(300px, ${CONTROL_LIST_WIDTH}px) 1fr` },
      }}
    >
      <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }} component="nav" aria-label="Contrôles">
        <ControlFilters
          categories={categories}
          counts={counts}
          search={search}
          onCategoriesChange={setCategories}
          onSearchChange={setSearch}
        />
        <ControlTree groups={groups} selectedId={props.selectedId} onSelect={props.onSelect} />
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        {selected ? (
          <ControlDetail key={selected.controlId} control={selected} analyses={props.analyses} />
        ) : props.selectedId ? (
          <Alert severity="warning">Le contrôle {props.selectedId} n'existe pas dans cette analyse.</Alert>
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Sélectionnez un contrôle dans l'arbre pour voir son résultat, ses lignes et ses commentaires.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
