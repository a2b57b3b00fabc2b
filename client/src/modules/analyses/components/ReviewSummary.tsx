import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import {
  useAnalysisReviewSummaryQuery,
  useReopenAnalysisReviewMutation,
  useSignOffAnalysisMutation,
} from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { MAX_REASON, REOPEN_REASON_REQUIRED, SIGNED_OFF_NOTE, changesSentence } from '../utils/review';

/**
 * The review of an analysis at a glance (issue 37): « x contrôles revus sur y », the sign-off and its
 * actions (Owner, Manager), and what changed since the previous analysis of the dossier.
 */
export function ReviewSummary(props: { analysisUuid: string }) {
  const { can } = useSession();
  const query = useAnalysisReviewSummaryQuery({ variables: { uuid: props.analysisUuid } });
  const [signOff, signing] = useSignOffAnalysisMutation();
  const [reopen, reopening] = useReopenAnalysisReviewMutation();
  const [confirming, setConfirming] = useState(false);
  const [reopenOpen, setReopenOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // Signing off swaps « Valider la revue » for « Rouvrir la revue » (and reopening the reverse): the button
  // that opened the dialog is gone when it closes, so the keyboard's place goes to the one that replaced it
  // rather than to the top of the page (WCAG 2.4.3).
  const actionRef = useRef<HTMLButtonElement>(null);
  const [focusAction, setFocusAction] = useState(false);
  useEffect(() => {
    if (!focusAction || confirming || reopenOpen) return;
    const frame = requestAnimationFrame(() => actionRef.current?.focus());
    setFocusAction(false);
    return () => cancelAnimationFrame(frame);
  }, [focusAction, confirming, reopenOpen]);
  const analysis = query.data?.analysis;
  if (!analysis?.reviewProgress) return query.error ? <ErrorAlert error={query.error} /> : null;

  const { reviewProgress: progress, reviewSignOff: signed, changesSincePrevious: changes } = analysis;
  const active = !!signed?.active;
  const mayValidate = can('analysis', 'review', 'signoff');
  // The other queries of the page (a control's review) read the sign-off too: refetch them all.
  const refetchQueries = ['AnalysisReviewSummary', 'ControlReview', 'ControlFindings'];

  const doSignOff = async () => {
    try {
      await signOff({
        variables: { analysisUuid: props.analysisUuid },
        refetchQueries,
        awaitRefetchQueries: true,
      });
      setConfirming(false);
      setFocusAction(true);
    } catch {
      setConfirming(false);
    }
  };
  const doReopen = async (e: React.FormEvent) => {
    e.preventDefault();
    if (reason.trim() === '') {
      setReasonError(REOPEN_REASON_REQUIRED);
      return;
    }
    try {
      await reopen({
        variables: { analysisUuid: props.analysisUuid, reason: reason.trim() },
        refetchQueries,
        awaitRefetchQueries: true,
      });
      setReopenOpen(false);
      setReason('');
      setFocusAction(true);
    } catch {
      // Shown by ErrorAlert in the dialog.
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="review-summary-title"
      sx={{ p: 1.5, my: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="review-summary-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Revue
        </Typography>
        <Box sx={{ minWidth: 200 }}>
          <Typography variant="body2">{progress.label}</Typography>
          {/* A drawing of the label above, not a `progressbar` (that role means « loading » in the product). */}
          <Box aria-hidden="true" sx={{ mt: 0.5, height: 4, borderRadius: 2, bgcolor: 'action.selected' }}>
            <Box
              sx={{
                height: 4,
                borderRadius: 2,
                bgcolor: 'primary.main',
                width: `${progress.total > 0 ? (100 * progress.reviewed) / progress.total : 100}%`,
              }}
            />
          </Box>
        </Box>
        <Typography variant="body2" sx={{ fontWeight: active ? 600 : 400 }}>
          {active ? signed!.message : 'Revue non validée'}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {mayValidate &&
          (active ? (
            <Button ref={actionRef} variant="outlined" onClick={() => setReopenOpen(true)}>
              Rouvrir la revue
            </Button>
          ) : (
            <Button ref={actionRef} variant="contained" onClick={() => setConfirming(true)}>
              Valider la revue
            </Button>
          ))}
      </Box>
      {active && <Typography variant="body2">{SIGNED_OFF_NOTE}</Typography>}
      {!active && signed?.reopenedAt && (
        <Typography variant="body2" color="text.secondary">
          Revue rouverte par {signed.reopenedBy?.displayName ?? 'utilisateur supprimé'} le{' '}
          {formatDateTime(signed.reopenedAt)}
          {signed.reopenReason ? ` : ${signed.reopenReason}` : ''} (validée auparavant : {signed.message}).
        </Typography>
      )}
      {changes && <Typography variant="body2">{changesSentence(changes)}.</Typography>}
      <ErrorAlert error={signing.error} />

      <ConfirmDialog
        open={confirming}
        title="Valider la revue"
        confirmLabel="Valider la revue"
        busy={signing.loading}
        onConfirm={() => void doSignOff()}
        onClose={() => setConfirming(false)}
      >
        {progress.label}. Une fois validée, la revue de ce dossier (statuts, justifications, affectations)
        passe en lecture seule jusqu'à sa réouverture.
      </ConfirmDialog>

      <Dialog open={reopenOpen} onClose={() => setReopenOpen(false)} aria-labelledby="reopen-title">
        <Box component="form" onSubmit={doReopen} noValidate>
          <DialogTitle id="reopen-title">Rouvrir la revue</DialogTitle>
          <DialogContent>
            <Alert severity="info" sx={{ mb: 2 }}>
              {signed?.message}. La réouverture et sa raison sont journalisées.
            </Alert>
            <TextField
              autoFocus
              label="Raison de la réouverture"
              required
              fullWidth
              multiline
              minRows={2}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
              error={!!reasonError}
              helperText={reasonError ?? ' '}
              slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
            />
            <ErrorAlert error={reopening.error} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setReopenOpen(false)}>Annuler</Button>
            <Button type="submit" variant="contained" disabled={reopening.loading}>
              Rouvrir la revue
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Paper>
  );
}
