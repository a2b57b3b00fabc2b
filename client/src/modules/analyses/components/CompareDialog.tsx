import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useAnalysisPageFolderFecsQuery } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import type { AnalysisItem } from '../types';
import { fecLabel, fecName, fiscalYear } from '../utils/fec-label';
import { MAX_SELECTED, MESSAGE_MAX_SELECTED, toggleSelection } from '../utils/route-state';

/** Choice of 1 to 3 analysed FECs of the folder to show side by side (spec §2, §5). */
export function CompareDialog(props: {
  open: boolean;
  folderUuid: string;
  selected: string[];
  current: AnalysisItem[];
  onClose: () => void;
  onApply: (analysisIds: string[]) => void;
}) {
  const { data, loading, error } = useAnalysisPageFolderFecsQuery({
    variables: { folderUuid: props.folderUuid },
    skip: !props.open,
  });
  const [choice, setChoice] = useState<string[]>(props.selected);
  const [refused, setRefused] = useState(false);

  // Analysed FECs of the folder (their latest analysis), plus whatever the URL shows already.
  const options = useMemo(() => {
    const list = (data?.fecs.items ?? [])
      .filter((f) => f.latestAnalysisUuid && f.status === 'DONE')
      .map((f) => ({
        analysisUuid: f.latestAnalysisUuid!,
        label: `${fecName(f)} (${f.originalName}${f.siren ? `, SIREN ${f.siren}` : ''}${
          f.fiscalStart || f.fiscalEnd ? `, exercice ${fiscalYear(f.fiscalStart, f.fiscalEnd)}` : ''
        })`,
      }));
    for (const a of props.current)
      if (!list.some((o) => o.analysisUuid === a.uuid))
        list.unshift({ analysisUuid: a.uuid, label: `${fecLabel(a)} (${a.fecs[0]?.originalName ?? ''})` });
    return list;
  }, [data, props.current]);

  const toggle = (uuid: string) => {
    const next = toggleSelection(choice, uuid);
    setRefused(next === null);
    if (next) setChoice(next);
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="compare-title" fullWidth maxWidth="sm">
      <DialogTitle id="compare-title">Choisir les FEC à comparer</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          Sélectionnez de 1 à {MAX_SELECTED} FEC analysés du dossier : leurs résultats s'affichent côte à
          côte.
        </Typography>
        {loading && !data && <PageLoader label="Chargement des FEC du dossier" />}
        <ErrorAlert error={error} />
        <FormGroup>
          {options.map((o) => {
            const checked = choice.includes(o.analysisUuid);
            return (
              <FormControlLabel
                key={o.analysisUuid}
                control={
                  <Checkbox
                    checked={checked}
                    disabled={(!checked && choice.length >= MAX_SELECTED) || (checked && choice.length === 1)}
                    onChange={() => toggle(o.analysisUuid)}
                  />
                }
                label={o.label}
              />
            );
          })}
        </FormGroup>
        {(refused || choice.length >= MAX_SELECTED) && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {MESSAGE_MAX_SELECTED}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Annuler</Button>
        <Button variant="contained" disabled={choice.length === 0} onClick={() => props.onApply(choice)}>
          Afficher la sélection
        </Button>
      </DialogActions>
    </Dialog>
  );
}
