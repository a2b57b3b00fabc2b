import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useReportWizardLibraryQuery } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import type { WizardFec } from '../utils/wizard-fec';

const ROOT = '-1';

/**
 * The library's FECs to report on, searchable by file or company name. Only FECs whose analysis is done
 * can be chosen (a report starts from the latest finished analysis); at most `max` of them.
 */
export function FecPicker(props: {
  folderUuid?: string | null;
  selected: readonly WizardFec[];
  max: number;
  onChange: (fecs: WizardFec[]) => void;
}) {
  // `-1` (spec §2: the root as the default route's folder) means the whole library here.
  const folderUuid = props.folderUuid && props.folderUuid !== ROOT ? props.folderUuid : null;
  const { data, loading, error } = useReportWizardLibraryQuery({ variables: { folderUuid } });
  const [search, setSearch] = useState('');
  const selectedIds = useMemo(() => new Set(props.selected.map((f) => f.uuid)), [props.selected]);

  const options = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('fr-FR');
    return (data?.fecs.items ?? []).filter(
      (f) =>
        !needle ||
        f.originalName.toLocaleLowerCase('fr-FR').includes(needle) ||
        (f.companyName ?? '').toLocaleLowerCase('fr-FR').includes(needle),
    );
  }, [data, search]);

  const toggle = (fec: WizardFec) => {
    if (selectedIds.has(fec.uuid)) props.onChange(props.selected.filter((f) => f.uuid !== fec.uuid));
    else if (props.selected.length < props.max) props.onChange([...props.selected, fec]);
  };

  return (
    <Box>
      <TextField
        label="Rechercher un FEC"
        size="small"
        fullWidth
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 1 }}
      />
      {loading && !data && <PageLoader label="Chargement des FEC" />}
      <ErrorAlert error={error} />
      <Box
        role="group"
        aria-label="FEC de la bibliothèque"
        sx={{ maxHeight: 240, overflowY: 'auto', display: 'flex', flexDirection: 'column', px: 1 }}
      >
        {data && options.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Aucun FEC ne correspond.
          </Typography>
        )}
        {options.map((f) => {
          const checked = selectedIds.has(f.uuid);
          const analysed = f.status === 'DONE';
          const details = [f.companyName, f.fiscalEnd ? `clôture ${formatDate(f.fiscalEnd)}` : null]
            .filter(Boolean)
            .join(', ');
          return (
            <FormControlLabel
              key={f.uuid}
              control={
                <Checkbox
                  size="small"
                  checked={checked}
                  disabled={!checked && (!analysed || props.selected.length >= props.max)}
                  onChange={() => toggle({ uuid: f.uuid, name: f.originalName })}
                />
              }
              label={
                <span>
                  {f.originalName}
                  {details && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      ({details})
                    </Typography>
                  )}
                  {!analysed && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      — analyse non terminée
                    </Typography>
                  )}
                </span>
              }
            />
          );
        })}
      </Box>
    </Box>
  );
}
