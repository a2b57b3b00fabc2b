import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../shared/format';

/** What the form knows of a file's question: its text, the dates proposed with it, and the answer. */
export interface FiscalYearAsk {
  question: string;
  fiscalStart: string;
  fiscalEnd: string;
  confirmed: boolean;
}

export const QUESTION_MESSAGES = {
  title: 'Exercice à confirmer',
  confirm: 'Confirmer ces dates',
  confirmed: (start: string, end: string) =>
    `Dates de l'exercice confirmées : du ${formatDate(start)} au ${formatDate(end)}.`,
  pending: "Confirmez les dates de l'exercice, ou corrigez-les, avant d'importer.",
};

/**
 * Under a chosen file whose entries cannot settle the fiscal year (issue 35: a short first year, or an
 * extract of a year?): the question, with the dates proposed in the fields below. The user answers by
 * confirming them or by typing others; until then the import does not start (`missing` says so).
 */
export function FiscalYearQuestion(props: {
  ask: FiscalYearAsk | undefined;
  /** The dates in the fields now: typing others answers the question. */
  fiscalStart: string;
  fiscalEnd: string;
  /** The user tried to import without answering. */
  missing: boolean;
  disabled?: boolean;
  onConfirm(): void;
}) {
  const { ask, fiscalStart, fiscalEnd, missing, disabled, onConfirm } = props;
  if (!ask) return null;
  // Dates typed by the user answer the question as well: nothing more to say.
  if (fiscalStart !== ask.fiscalStart || fiscalEnd !== ask.fiscalEnd) return null;
  if (ask.confirmed)
    return (
      <Typography variant="body2" color="success.main" sx={{ mt: 1 }} data-testid="fiscal-year-confirmed">
        {QUESTION_MESSAGES.confirmed(fiscalStart, fiscalEnd)}
      </Typography>
    );
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="fiscal-year-question">
      <AlertTitle>{QUESTION_MESSAGES.title}</AlertTitle>
      {ask.question}
      {missing && (
        <Typography role="alert" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {QUESTION_MESSAGES.pending}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        <Button color="inherit" size="small" variant="outlined" onClick={onConfirm} disabled={disabled}>
          {QUESTION_MESSAGES.confirm}
        </Button>
      </Box>
    </Alert>
  );
}

/** The question still waits for an answer: not confirmed, and the proposed dates are still in the fields. */
export function isAsking(ask: FiscalYearAsk | undefined, fiscalStart: string, fiscalEnd: string): boolean {
  return Boolean(ask && !ask.confirmed && fiscalStart === ask.fiscalStart && fiscalEnd === ask.fiscalEnd);
}
