import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  useAssignControlMutation,
  useControlReviewQuery,
  useReviewColleaguesQuery,
  useSetReviewMutation,
  type ReviewStatus,
} from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { useAnalysisDates } from '../hooks/useAnalysisDates';
import {
  MAX_JUSTIFICATION,
  REVIEW_STATUSES,
  SIGNED_OFF_NOTE,
  justificationError,
  setBySentence,
} from '../utils/review';
import { FindingsReview } from './FindingsReview';
import { ReviewAttachments } from './ReviewAttachments';

/**
 * The review of one control (issue 37): status and justification, who set it and when, assignment to a
 * colleague, history; then its findings. Read-only while the dossier's review is signed off.
 */
export function ControlReviewPanel(props: { analysisUuid: string; controlId: string }) {
  const { can } = useSession();
  const query = useControlReviewQuery({
    variables: { uuid: props.analysisUuid, search: props.controlId },
  });
  const analysis = query.data?.analysis;
  const review = analysis?.controls.find((c) => c.controlId === props.controlId)?.review;
  const signedOff = !!analysis?.reviewSignOff?.active;
  const canWrite = can('analysis', 'review', 'write') && !signedOff;
  const canAssign = can('analysis', 'review', 'assign') && !signedOff;
  const carried = useAnalysisDates([review?.carriedOver ? review.setInAnalysisUuid : null]);

  const [status, setStatus] = useState<ReviewStatus>('TO_REVIEW');
  const [justification, setJustification] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!review) return;
    setStatus(review.status);
    setJustification(review.justification ?? '');
  }, [review]);

  const [save, saving] = useSetReviewMutation();
  const [assign, assigning] = useAssignControlMutation();
  const colleagues = useReviewColleaguesQuery({ skip: !canAssign });

  if (query.loading && !query.data) return null;
  if (query.error) return <ErrorAlert error={query.error} />;
  if (!analysis || !review) return null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const invalid = justificationError(status, justification);
    setError(invalid);
    if (invalid) return;
    try {
      await save({
        variables: {
          analysisUuid: props.analysisUuid,
          controlId: props.controlId,
          status,
          justification: justification.trim() || null,
        },
        refetchQueries: ['AnalysisReviewSummary'],
      });
      await query.refetch();
      setSaved(true);
    } catch {
      // Shown by ErrorAlert.
    }
  };

  const changeAssignee = async (uuid: string) => {
    try {
      await assign({
        variables: {
          analysisUuid: props.analysisUuid,
          controlId: props.controlId,
          assigneeUuid: uuid || null,
        },
      });
      await query.refetch();
    } catch {
      // Shown by ErrorAlert.
    }
  };

  const people = (colleagues.data?.users.items ?? []).filter((u) => u.enabled);
  const who = setBySentence(review);
  const titleId = `review-${props.controlId}`;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        Revue du contrôle
      </Typography>
      {signedOff && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {SIGNED_OFF_NOTE} {analysis.reviewSignOff?.message}.
        </Alert>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        {who ? (
          <>
            Statut : <strong>{who}</strong>
            {review.carriedOver ? ` (${carried(review.setInAnalysisUuid)})` : ''}
          </>
        ) : (
          <>
            Statut : <strong>{review.statusLabel}</strong> — personne ne s'est encore prononcé.
          </>
        )}
      </Typography>
      {review.justification && (
        <Typography variant="body2" sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
          Justification : {review.justification}
        </Typography>
      )}

      {canWrite && (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 640, mb: 2 }}
        >
          <TextField
            select
            size="small"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            label="Statut du contrôle"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ReviewStatus);
              setSaved(false);
            }}
            sx={{ maxWidth: 320 }}
          >
            {REVIEW_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </TextField>
          <TextField
            label={
              status === 'JUSTIFIED' ? 'Justification du contrôle (obligatoire)' : 'Justification du contrôle'
            }
            multiline
            minRows={2}
            value={justification}
            onChange={(e) => {
              setJustification(e.target.value);
              if (error) setError(null);
            }}
            required={status === 'JUSTIFIED'}
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: MAX_JUSTIFICATION } }}
          />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={saving.loading}>
              Enregistrer la revue
            </Button>
            <Typography role="status" variant="body2" color="success.main">
              {saved ? 'Revue enregistrée.' : ''}
            </Typography>
          </Box>
        </Box>
      )}
      <ErrorAlert error={saving.error ?? assigning.error} />

      <ReviewAttachments
        analysisUuid={props.analysisUuid}
        controlId={props.controlId}
        attachments={review.attachments}
        canWrite={canWrite}
        onChanged={() => query.refetch()}
      />

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {canAssign ? (
          <TextField
            select
            size="small"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            label="Affecté à"
            value={review.assignee?.uuid ?? ''}
            onChange={(e) => void changeAssignee(e.target.value)}
            disabled={assigning.loading}
            sx={{ minWidth: 280 }}
          >
            <option value="">Personne</option>
            {/* The current assignee stays listed even when the colleague list has not loaded yet. */}
            {review.assignee && !people.some((p) => p.uuid === review.assignee!.uuid) && (
              <option value={review.assignee.uuid}>{review.assignee.displayName}</option>
            )}
            {people.map((p) => (
              <option key={p.uuid} value={p.uuid}>
                {[p.firstName, p.lastName].filter(Boolean).join(' ') || p.email}
              </option>
            ))}
          </TextField>
        ) : (
          <Typography variant="body2">
            Affecté à : {review.assignee ? review.assignee.displayName : 'personne'}
          </Typography>
        )}
        {review.assignee && review.assignedAt && (
          <Typography variant="body2" color="text.secondary">
            par {review.assignedBy?.displayName ?? 'utilisateur supprimé'}, le{' '}
            {formatDateTime(review.assignedAt)}
          </Typography>
        )}
      </Box>

      {review.history.length > 0 && (
        <details>
          <summary>
            <Typography component="span" variant="body2">
              Historique ({review.history.length})
            </Typography>
          </summary>
          <List dense aria-label="Historique de la revue du contrôle">
            {review.history.map((h) => (
              <ListItem key={h.uuid} divider>
                <ListItemText
                  primary={
                    h.kind === 'STATUS'
                      ? `${h.statusLabel ?? ''}${h.justification ? ` : ${h.justification}` : ''}`
                      : h.assignee
                        ? `Affecté à ${h.assignee.displayName}`
                        : 'Affectation retirée'
                  }
                  secondary={`${h.actor?.displayName ?? 'Utilisateur supprimé'}${h.onBehalf ? ' (pour son compte)' : ''} — ${formatDateTime(h.at)}`}
                />
              </ListItem>
            ))}
          </List>
        </details>
      )}

      <FindingsReview analysisUuid={props.analysisUuid} controlId={props.controlId} readOnly={!canWrite} />
    </Box>
  );
}
