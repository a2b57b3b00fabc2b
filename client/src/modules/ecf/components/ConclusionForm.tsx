import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useConcludeEcfPointMutation, type EcfConclusion } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { CONCLUSION_LABELS, conclusionError } from '../utils/labels';

const CHOICES: EcfConclusion[] = ['CONFORME', 'NON_CONFORME', 'SANS_OBJET'];

/**
 * The provider's conclusion on a point (« Conforme », « Non conforme » with a written comment, « Sans objet »).
 * Disabled, with the reason, while the point cannot be concluded (controls to review, mission signed).
 */
export function ConclusionForm(props: {
  missionUuid: string;
  number: number;
  shortTitle: string;
  conclusion: EcfConclusion | null;
  comment: string | null;
  canConclude: boolean;
  blockedReason: string | null;
  onConcluded?: () => void;
}) {
  const [conclusion, setConclusion] = useState<EcfConclusion | ''>(props.conclusion ?? '');
  const [comment, setComment] = useState(props.comment ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [conclude, { loading, error, reset }] = useConcludeEcfPointMutation({
    refetchQueries: ['EcfMission'],
    awaitRefetchQueries: true,
  });
  const disabled = !props.canConclude;
  const id = `ecf-point-${props.number}`;
  const commentRequired = conclusion === 'NON_CONFORME';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const problem = conclusionError(conclusion, comment);
    setInvalid(problem);
    if (problem || !conclusion) return;
    try {
      await conclude({
        variables: {
          missionUuid: props.missionUuid,
          number: props.number,
          conclusion,
          comment: comment.trim() || null,
        },
      });
      setSaved(true);
      props.onConcluded?.();
    } catch {
      // Shown by ErrorAlert.
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={`Conclusion du point ${props.number}`}
      // A blocked form stays readable (WCAG 1.4.3): its texts keep the secondary colour, not the faded one.
      sx={{
        '& .MuiFormLabel-root.Mui-disabled, & .MuiFormControlLabel-label.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled, & .MuiInputLabel-root.Mui-disabled':
          { color: 'text.secondary' },
      }}
    >
      {disabled && props.blockedReason ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {props.blockedReason}
        </Alert>
      ) : null}
      <FormControl
        component="fieldset"
        disabled={disabled}
        error={invalid === 'Veuillez choisir une conclusion.'}
      >
        <FormLabel component="legend">Conclusion du point {props.number}</FormLabel>
        <RadioGroup
          row
          name={`${id}-conclusion`}
          value={conclusion}
          onChange={(e) => {
            setConclusion(e.target.value as EcfConclusion);
            setInvalid(null);
            setSaved(false);
          }}
        >
          {CHOICES.map((c) => (
            <FormControlLabel key={c} value={c} control={<Radio />} label={CONCLUSION_LABELS[c]} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        id={`${id}-comment`}
        label={commentRequired ? 'Commentaire (obligatoire)' : 'Commentaire'}
        multiline
        minRows={2}
        fullWidth
        margin="dense"
        disabled={disabled}
        value={comment}
        onChange={(e) => {
          setComment(e.target.value);
          setInvalid(null);
          setSaved(false);
        }}
        error={!!invalid && invalid !== 'Veuillez choisir une conclusion.'}
        helperText={
          invalid ??
          (commentRequired
            ? 'Expliquez ce qui n’est pas conforme : le commentaire figure au compte rendu.'
            : 'Facultatif : il figure au compte rendu.')
        }
        slotProps={{ htmlInput: { maxLength: 5000, 'aria-required': commentRequired } }}
      />
      {invalid === 'Veuillez choisir une conclusion.' && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {invalid}
        </Alert>
      )}
      <ErrorAlert error={error} onClose={() => reset()} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
        <Button type="submit" variant="contained" disabled={disabled || loading}>
          Enregistrer la conclusion
        </Button>
        {saved && (
          <span role="status" aria-live="polite">
            Conclusion enregistrée.
          </span>
        )}
      </Box>
    </Box>
  );
}
