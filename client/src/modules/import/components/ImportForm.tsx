import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { formatSize } from '../../../shared/format';
import { rules } from '../../../shared/forms/validation';
import { anonymousFecStore, type AnonymousFec } from '../../session/browser-storage';
import { IMPORT_MESSAGES, parseLegalFileName, screenFiles, type ImportLimits } from '../utils/fec-file';
import { emptyFecValues, toApiMetadata, type ImportFormValues } from '../utils/metadata';
import { useFiscalYearSuggestion } from '../hooks/useFiscalYearSuggestion';
import { fiscalYearNote } from '../utils/fec-sample';
import { ANONYMOUS_UPLOAD_URL, buildUploadBody, UPLOAD_URL, UploadError, uploadFec } from '../utils/upload';
import { DropZone } from './DropZone';
import { FecFields } from './FecFields';
import { FiscalYearNote } from './FiscalYearNote';
import { FiscalYearQuestion, isAsking, type FiscalYearAsk } from './FiscalYearQuestion';
import { UploadStatus, type UploadState } from './UploadStatus';

let nextKey = 0;

/**
 * The import form (spec §2 "Import FEC"): chosen files each with their own fields, terms, then one
 * request per file so each has its progress and its own outcome. Signed out: one file, kept for the
 * next sign-in (spec §1, §4).
 */
export function ImportForm(props: { anonymous: boolean; folderUuid: string; limits: ImportLimits }) {
  const { anonymous, folderUuid } = props;
  const limits = anonymous ? { ...props.limits, maxFiles: 1 } : props.limits;
  const form = useForm<ImportFormValues>({ defaultValues: { files: [], terms: false }, mode: 'onTouched' });
  const { register, control, handleSubmit, watch, getValues, setValue, formState } = form;
  const list = useFieldArray({ control, name: 'files', keyName: 'id' });
  const chosen = useRef(new Map<string, File>());
  const [status, setStatus] = useState<Record<string, UploadState>>({});
  const [choiceErrors, setChoiceErrors] = useState<string[]>([]);
  const [noFile, setNoFile] = useState(false);
  const [sending, setSending] = useState(false);
  const [anonymousDone, setAnonymousDone] = useState(false);
  const [fiscalNotes, setFiscalNotes] = useState<Record<string, string>>({});
  // Issue 35: the files whose entries cannot settle the year, and whether the user was told to answer.
  const [asks, setAsks] = useState<Record<string, FiscalYearAsk>>({});
  const [unanswered, setUnanswered] = useState(false);
  const sent = useRef(new Set<string>());
  const suggestFiscalYear = useFiscalYearSuggestion();

  const setOne = (key: string, s: UploadState) => setStatus((all) => ({ ...all, [key]: s }));

  /**
   * Proposes the fiscal year the file's entries show (signed in only: it is part of the import right).
   * Dates the user typed meanwhile, or a file already sent, are left alone.
   */
  const proposeFiscalYear = async (
    key: string,
    file: File,
    fromName: { fiscalStart?: string; fiscalEnd?: string },
  ) => {
    const suggestion = await suggestFiscalYear(file);
    const index = getValues('files').findIndex((f) => f.key === key);
    if (!suggestion || index < 0 || sent.current.has(key)) return;
    const current = getValues(`files.${index}`);
    if (
      current.fiscalStart !== (fromName.fiscalStart ?? '') ||
      current.fiscalEnd !== (fromName.fiscalEnd ?? '')
    )
      return;
    const validate = formState.isSubmitted;
    setValue(`files.${index}.fiscalStart`, suggestion.fiscalStart, { shouldValidate: validate });
    setValue(`files.${index}.fiscalEnd`, suggestion.fiscalEnd, { shouldValidate: validate });
    setFiscalNotes((all) => ({ ...all, [key]: fiscalYearNote(suggestion, fromName.fiscalEnd) }));
    const question = suggestion.question;
    if (question)
      setAsks((all) => ({
        ...all,
        [key]: {
          question,
          fiscalStart: suggestion.fiscalStart,
          fiscalEnd: suggestion.fiscalEnd,
          confirmed: false,
        },
      }));
  };

  const confirmDates = (key: string) =>
    setAsks((all) => (all[key] ? { ...all, [key]: { ...all[key], confirmed: true } } : all));

  /** Files still to send whose fiscal-year question has no answer (neither confirmed nor retyped). */
  const waitingAnswers = () =>
    getValues('files').filter(
      (f) => status[f.key]?.state !== 'done' && isAsking(asks[f.key], f.fiscalStart, f.fiscalEnd),
    );

  const onFiles = (dropped: File[]) => {
    const pending = list.fields.filter((f) => status[f.key]?.state !== 'done').length;
    const { accepted, errors } = screenFiles(dropped, pending, limits);
    setChoiceErrors(errors);
    if (accepted.length) setNoFile(false);
    for (const file of accepted) {
      const key = `fec-${++nextKey}`;
      chosen.current.set(key, file);
      const fromName = parseLegalFileName(file.name);
      list.append(emptyFecValues(key, fromName), { shouldFocus: false });
      setOne(key, { state: 'waiting' });
      if (!anonymous) void proposeFiscalYear(key, file, fromName);
    }
  };

  const remove = (index: number) => {
    const key = list.fields[index].key;
    chosen.current.delete(key);
    list.remove(index);
  };

  const send = async (values: ImportFormValues) => {
    setSending(true);
    // From now on the values sent are these: a late suggestion must not change what the user sees.
    for (const entry of values.files) sent.current.add(entry.key);
    try {
      for (const entry of values.files) {
        const file = chosen.current.get(entry.key);
        if (!file || status[entry.key]?.state === 'done') continue;
        setOne(entry.key, { state: 'sending', progress: 0 });
        try {
          const body = buildUploadBody(file, toApiMetadata(entry), folderUuid);
          const answer = await uploadFec<AnonymousFec>(
            anonymous ? ANONYMOUS_UPLOAD_URL : UPLOAD_URL,
            body,
            (p) => setOne(entry.key, { state: 'sending', progress: p }),
          );
          setOne(entry.key, { state: 'done' });
          if (anonymous) {
            anonymousFecStore.set({
              token: answer.token,
              fec: { uuid: answer.fec.uuid },
              analysis: answer.analysis,
            });
            setAnonymousDone(true);
          }
        } catch (error) {
          const message =
            error instanceof UploadError
              ? [error.message, ...error.fields.map((f) => f.message)].join(' ')
              : "Problème lors de l'envoi vers le serveur de fichiers. Veuillez re-tenter.";
          setOne(entry.key, { state: 'error', message });
        }
      }
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    if (list.fields.length === 0) {
      event.preventDefault();
      setNoFile(true);
      return;
    }
    if (waitingAnswers().length > 0) {
      // The question comes before the upload: dates the entries cannot settle are the user's to give.
      event.preventDefault();
      setUnanswered(true);
      void form.trigger();
      return;
    }
    void handleSubmit(send)(event);
  };

  const allDone = list.fields.length > 0 && list.fields.every((f) => status[f.key]?.state === 'done');

  if (anonymous && anonymousDone) {
    return (
      <Alert severity="success" sx={{ my: 2 }}>
        <Typography sx={{ mb: 1 }}>Votre FEC a bien été importé.</Typography>
        <Typography sx={{ mb: 2 }}>Connectez-vous ou créez un compte pour lancer l&apos;analyse.</Typography>
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to="/login" variant="contained">
            Se connecter
          </Button>
          <Button component={RouterLink} to="/register?from=analyse" variant="outlined">
            Créer un compte
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Import de FEC">
      <DropZone
        onFiles={onFiles}
        multiple={!anonymous}
        maxFiles={limits.maxFiles}
        maxBytes={limits.maxBytes}
        limitsKnown={limits.known}
        disabled={sending}
      />
      {choiceErrors.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setChoiceErrors([])}>
          {choiceErrors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      )}
      {noFile && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {IMPORT_MESSAGES.atLeastOne}
        </Alert>
      )}

      <Stack spacing={2} sx={{ mt: 3 }}>
        {list.fields.map((field, index) => {
          const file = chosen.current.get(field.key);
          const s = status[field.key] ?? { state: 'waiting' };
          const locked = sending || s.state === 'done';
          return (
            <Paper
              key={field.id}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={file?.name}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle1" component="h2">
                  {file?.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({formatSize(file?.size ?? 0)})
                  </Typography>
                </Typography>
                <Button
                  onClick={() => remove(index)}
                  disabled={locked}
                  color="inherit"
                  aria-label={`Retirer ${file?.name ?? ''}`}
                >
                  Retirer
                </Button>
              </Stack>
              <UploadStatus name={file?.name ?? ''} status={s} />
              <FiscalYearNote note={fiscalNotes[field.key]} />
              <FiscalYearQuestion
                ask={asks[field.key]}
                fiscalStart={watch(`files.${index}.fiscalStart`)}
                fiscalEnd={watch(`files.${index}.fiscalEnd`)}
                missing={unanswered}
                disabled={locked}
                onConfirm={() => confirmDates(field.key)}
              />
              <FecFields
                index={index}
                register={register}
                watch={watch}
                getValues={getValues}
                setValue={setValue}
                errors={formState.errors}
                disabled={locked}
                anonymous={anonymous}
              />
            </Paper>
          );
        })}
      </Stack>

      <Box sx={{ mt: 3 }}>
        <FormControlLabel
          control={<Checkbox {...register('terms', rules.terms)} disabled={sending} />}
          label="J'accepte les conditions générales d'utilisation et la politique de confidentialité"
        />
        {formState.errors.terms && <FormHelperText error>{formState.errors.terms.message}</FormHelperText>}
      </Box>

      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={sending || allDone}>
          {sending ? 'Import en cours…' : 'Importer'}
        </Button>
        {allDone && !anonymous && (
          <>
            <Alert severity="success" sx={{ flex: 1 }}>
              Import terminé : l&apos;analyse de vos FEC est lancée.
            </Alert>
            <Button component={RouterLink} to={`/mes-dossiers/${folderUuid}`} variant="outlined">
              Voir mes analyses
            </Button>
          </>
        )}
      </Stack>
      {!anonymous && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Vos FEC sont aussi accessibles depuis{' '}
          <Link component={RouterLink} to={`/mes-dossiers/${folderUuid}`}>
            Mes analyses
          </Link>
          .
        </Typography>
      )}
    </Box>
  );
}
