import Cancel from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  useReportWizardCatalogueQuery,
  useReportWizardGenerateMutation,
  useReportWizardLimitsQuery,
  type ReportFormat,
  type ResultCategory,
} from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { CATEGORIES, CATEGORY_LABELS, THEME_ORDER, themeLabel } from '../../analyses/utils/labels';
import { FORMAT_LABELS, INTERNAL_NOTES_HELP, REPORT_FORMATS, REPORTS_HOME } from '../utils/labels';
import {
  DEFAULT_REPORT_LIMITS,
  fecsError,
  formatsError,
  mergeError,
  REPORT_MESSAGES,
  reportNameError,
} from '../utils/rules';
import type { WizardFec } from '../utils/wizard-fec';
import { FecPicker } from './FecPicker';

const toggled = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {props.title}
      </Typography>
      {props.children}
    </Box>
  );
}

/**
 * The report-generation wizard (spec §2, §3, §5, §9), one form in four groups: the FECs (pre-filled by
 * the caller, or picked from the library), the options (merge, by cycle), the filters (result types,
 * themes, controls) and the name and formats. « Générer » stays disabled until the required inputs are
 * valid; the gateway's refusal is shown in French. Mount it only while open: it starts from its props.
 */
export function ReportWizardDialog(props: {
  initialFecs: readonly WizardFec[];
  /** Folder whose FECs the picker offers (`-1` or absent: the whole library). */
  folderUuid?: string | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const limitsQuery = useReportWizardLimitsQuery();
  const catalogueQuery = useReportWizardCatalogueQuery();
  const [generate, generating] = useReportWizardGenerateMutation({ refetchQueries: ['ReportsList'] });
  const limits = limitsQuery.data?.reportLimits ?? DEFAULT_REPORT_LIMITS;

  const [fecs, setFecs] = useState<WizardFec[]>(() => [...props.initialFecs]);
  const [picking, setPicking] = useState(props.initialFecs.length === 0);
  const [merge, setMerge] = useState(false);
  const [byCycle, setByCycle] = useState(false);
  // The firm's own report by default; off for a report handed to the client (issue 37).
  const [internalNotes, setInternalNotes] = useState(true);
  const [categories, setCategories] = useState<ResultCategory[]>([]);
  const [themes, setThemes] = useState<string[]>([]);
  const [controlIds, setControlIds] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [formats, setFormats] = useState<ReportFormat[]>(['PDF']);

  const catalogue = useMemo(() => catalogueQuery.data?.controlCatalogue ?? [], [catalogueQuery.data]);
  const themeOptions = useMemo(() => {
    const present = new Set(catalogue.map((c) => c.theme));
    const known = THEME_ORDER.filter((t) => present.has(t));
    return [...known, ...[...present].filter((t) => !known.includes(t)).sort()];
  }, [catalogue]);
  // Controls offered: those of the chosen themes (all when none is chosen), by theme.
  const controlOptions = useMemo(() => {
    const order = (theme: string) => themeOptions.indexOf(theme);
    return catalogue
      .filter((c) => themes.length === 0 || themes.includes(c.theme))
      .sort((a, b) => order(a.theme) - order(b.theme) || a.controlId.localeCompare(b.controlId));
  }, [catalogue, themes, themeOptions]);

  const fecCount = fecs.length;
  const mergeOutOfRange = fecCount < 2 || fecCount > limits.maxMerged;
  const errors = {
    fecs: fecsError(fecCount, limits.maxFecs),
    merge: mergeError(merge, fecCount, limits.maxMerged),
    name: reportNameError(name, limits.nameMaxLength),
    formats: formatsError(formats),
  };
  const valid = !errors.fecs && !errors.merge && !errors.name && !errors.formats;
  const mergeHint = errors.merge
    ? errors.merge
    : fecCount > limits.maxMerged
      ? REPORT_MESSAGES.mergeTooMany(limits.maxMerged)
      : fecCount < 2
        ? REPORT_MESSAGES.mergeTooFew
        : `Un seul rapport présente les ${fecCount} FEC côte à côte.`;

  const onThemes = (theme: string) => {
    const next = toggled(themes, theme);
    setThemes(next);
    // A control of a theme no longer chosen would make the filters contradict each other.
    const kept = new Set(
      catalogue.filter((c) => next.length === 0 || next.includes(c.theme)).map((c) => c.controlId),
    );
    setControlIds((ids) => ids.filter((id) => kept.has(id)));
  };

  const submit = async () => {
    if (!valid) return;
    try {
      await generate({
        variables: {
          input: {
            name: name.trim(),
            fecUuids: fecs.map((f) => f.uuid),
            merge,
            byCycle,
            internalNotes,
            categories,
            themes,
            controlIds,
            formats: REPORT_FORMATS.filter((f) => formats.includes(f)),
          },
        },
      });
      props.onClose();
      navigate(REPORTS_HOME);
    } catch {
      // Shown by ErrorAlert (the gateway's French message and its field errors).
    }
  };

  const nameMessage = nameTouched ? errors.name : null;

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="report-wizard-title" fullWidth maxWidth="md">
      <DialogTitle id="report-wizard-title">Générer des rapports</DialogTitle>
      <DialogContent dividers>
        <Section title="FEC">
          {fecCount > 0 ? (
            <Box
              component="ul"
              aria-label="FEC sélectionnés"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 1 }}
            >
              {fecs.map((f) => (
                <li key={f.uuid}>
                  <Chip
                    label={f.name}
                    onDelete={() => setFecs((list) => list.filter((o) => o.uuid !== f.uuid))}
                    deleteIcon={<Cancel aria-label={`Retirer ${f.name}`} />}
                  />
                </li>
              ))}
            </Box>
          ) : null}
          <FormHelperText error={fecCount > 0 && Boolean(errors.fecs)} sx={{ mt: 0, mb: 1 }}>
            {errors.fecs ??
              `${fecCount} FEC sélectionné${fecCount > 1 ? 's' : ''} : ${
                merge ? 'un rapport fusionné' : `un rapport par FEC`
              } (${limits.maxFecs} au maximum).`}
          </FormHelperText>
          {picking ? (
            <FecPicker
              folderUuid={props.folderUuid}
              selected={fecs}
              max={limits.maxFecs}
              onChange={setFecs}
            />
          ) : (
            <Button size="small" onClick={() => setPicking(true)}>
              Choisir d&apos;autres FEC
            </Button>
          )}
        </Section>
        <Divider sx={{ mb: 2 }} />

        <Section title="Options">
          <FormControl error={Boolean(errors.merge)} sx={{ display: 'block' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={merge}
                  disabled={!merge && mergeOutOfRange}
                  onChange={(e) => setMerge(e.target.checked)}
                />
              }
              label="Fusionner en un seul rapport"
            />
            <FormHelperText sx={{ mt: 0 }}>{mergeHint}</FormHelperText>
          </FormControl>
          <FormControlLabel
            control={<Switch checked={byCycle} onChange={(e) => setByCycle(e.target.checked)} />}
            label="Présenter par cycle comptable"
          />
          <FormControl sx={{ display: 'block' }}>
            <FormControlLabel
              control={
                <Switch checked={internalNotes} onChange={(e) => setInternalNotes(e.target.checked)} />
              }
              label="Inclure les notes internes"
            />
            <FormHelperText sx={{ mt: 0 }}>{INTERNAL_NOTES_HELP}</FormHelperText>
          </FormControl>
        </Section>
        <Divider sx={{ mb: 2 }} />

        <Section title="Filtres">
          <FormControl component="fieldset" sx={{ display: 'block', mb: 1 }}>
            <FormLabel component="legend">Types de résultat</FormLabel>
            <FormGroup row>
              {CATEGORIES.map((c) => (
                <FormControlLabel
                  key={c}
                  control={
                    <Checkbox
                      size="small"
                      checked={categories.includes(c)}
                      onChange={() => setCategories((list) => toggled(list, c))}
                    />
                  }
                  label={CATEGORY_LABELS[c]}
                />
              ))}
            </FormGroup>
            <FormHelperText sx={{ mt: 0 }}>Aucun coché : tous les types.</FormHelperText>
          </FormControl>
          <FormControl component="fieldset" sx={{ display: 'block', mb: 1 }}>
            <FormLabel component="legend">Thèmes</FormLabel>
            <FormGroup row>
              {themeOptions.map((t) => (
                <FormControlLabel
                  key={t}
                  control={
                    <Checkbox size="small" checked={themes.includes(t)} onChange={() => onThemes(t)} />
                  }
                  label={themeLabel(t)}
                />
              ))}
            </FormGroup>
            <FormHelperText sx={{ mt: 0 }}>Aucun coché : tous les thèmes.</FormHelperText>
          </FormControl>
          <ErrorAlert error={catalogueQuery.error} />
          <Autocomplete
            multiple
            size="small"
            options={controlOptions}
            groupBy={(c) => themeLabel(c.theme)}
            getOptionLabel={(c) => `${c.controlId} — ${c.label}`}
            isOptionEqualToValue={(a, b) => a.controlId === b.controlId}
            value={catalogue.filter((c) => controlIds.includes(c.controlId))}
            onChange={(_e, value) => setControlIds(value.map((c) => c.controlId))}
            noOptionsText="Aucun contrôle"
            loading={catalogueQuery.loading}
            loadingText="Chargement des contrôles…"
            renderInput={(params) => (
              <TextField
                {...params}
                label="Contrôles"
                helperText="Aucun choisi : tous les contrôles des thèmes retenus."
              />
            )}
          />
        </Section>
        <Divider sx={{ mb: 2 }} />

        <Section title="Nom et formats">
          <TextField
            label="Nom du rapport"
            required
            fullWidth
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameTouched(true);
            }}
            onBlur={() => setNameTouched(true)}
            error={Boolean(nameMessage)}
            helperText={
              nameMessage ??
              `Aussi le nom des fichiers : lettres, chiffres, tirets, tirets bas et espaces (${limits.nameMaxLength} caractères au plus).`
            }
            sx={{ mb: 2 }}
          />
          <FormControl
            component="fieldset"
            error={Boolean(errors.formats)}
            required
            sx={{ display: 'block' }}
          >
            <FormLabel component="legend">Formats</FormLabel>
            <FormGroup row>
              {REPORT_FORMATS.map((f) => (
                <FormControlLabel
                  key={f}
                  control={
                    <Checkbox
                      size="small"
                      checked={formats.includes(f)}
                      onChange={() => setFormats((list) => toggled(list, f))}
                    />
                  }
                  label={FORMAT_LABELS[f]}
                />
              ))}
            </FormGroup>
            {errors.formats && <FormHelperText sx={{ mt: 0 }}>{errors.formats}</FormHelperText>}
          </FormControl>
        </Section>

        <Alert severity="info" sx={{ mt: 1 }}>
          Chaque rapport part de la dernière analyse terminée de son FEC et se génère en arrière-plan : il
          apparaît dans « Mes rapports », où il est gardé {limits.keptDays} jours.
        </Alert>
        <ErrorAlert error={generating.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Annuler</Button>
        <Button variant="contained" disabled={!valid || generating.loading} onClick={() => void submit()}>
          Générer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
