import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useAnalysisReviewSummaryQuery,
  useAnalysisPageAddCommentMutation,
  useAnalysisPageDeleteCommentMutation,
} from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format';
import { MESSAGES, noHtml } from '../../../shared/forms/validation';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSession } from '../../session/SessionProvider';
import { useAnalysisDates } from '../hooks/useAnalysisDates';
import type { CommentItem } from '../types';

const MAX_BODY = 5000;

const authorName = (c: CommentItem) => {
  const a = c.author;
  if (!a) return 'Utilisateur supprimé';
  return [a.firstName, a.lastName].filter(Boolean).join(' ') || a.email || 'Utilisateur';
};

/** Comments of one control of one analysis: list, add, delete (author or account manager). */
export function ControlComments(props: {
  analysisUuid: string;
  controlId: string;
  comments: CommentItem[];
  onChanged: () => unknown;
}) {
  const { me, can } = useSession();
  // After the sign-off the API refuses comments too: the form gives way to a note (the page has read it already).
  const summary = useAnalysisReviewSummaryQuery({
    variables: { uuid: props.analysisUuid },
    fetchPolicy: 'cache-first',
  });
  const signedOff = !!summary.data?.analysis?.reviewSignOff?.active;
  const canWrite = can('analysis', 'comment', 'write') && !signedOff;
  const manager = me?.currentAccount?.role === 'ROLE_OWNER' || me?.currentAccount?.role === 'ROLE_MANAGER';
  const [add, adding] = useAnalysisPageAddCommentMutation();
  const [remove, removing] = useAnalysisPageDeleteCommentMutation();
  const [toDelete, setToDelete] = useState<CommentItem | null>(null);
  const form = useForm<{ body: string }>({ defaultValues: { body: '' } });
  const { errors } = form.formState;
  const carried = useAnalysisDates(props.comments.map((c) => (c.carriedOver ? c.analysisUuid : null)));

  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await add({
        variables: { analysisUuid: props.analysisUuid, controlId: props.controlId, body: body.trim() },
      });
      form.reset({ body: '' });
      await props.onChanged();
    } catch {
      // Shown by ErrorAlert from the mutation's state.
    }
  });

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove({ variables: { uuid: toDelete.uuid } });
      setToDelete(null);
      await props.onChanged();
    } catch {
      setToDelete(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={`comments-${props.controlId}`} sx={{ mt: 3 }}>
      <Typography id={`comments-${props.controlId}`} variant="h6" component="h3" sx={{ mb: 1 }}>
        Commentaires ({props.comments.length})
      </Typography>
      {props.comments.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Aucun commentaire sur ce contrôle.
        </Typography>
      ) : (
        <List dense aria-label="Commentaires du contrôle">
          {props.comments.map((c) => (
            <ListItem
              key={c.uuid}
              divider
              secondaryAction={
                canWrite && (manager || c.author?.uuid === me?.uuid) ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setToDelete(c)}
                    aria-label={`Supprimer le commentaire de ${authorName(c)} du ${formatDateTime(c.createdAt)}`}
                  >
                    Supprimer
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={<span style={{ whiteSpace: 'pre-wrap' }}>{c.body}</span>}
                secondary={`${authorName(c)} — ${formatDateTime(c.createdAt)}${c.carriedOver ? ` — ${carried(c.analysisUuid)}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ErrorAlert error={adding.error ?? removing.error} />
      {signedOff && (
        <Typography variant="body2" color="text.secondary">
          La revue est validée : les commentaires sont en lecture seule jusqu'à sa réouverture.
        </Typography>
      )}
      {canWrite && (
        <Box component="form" onSubmit={submit} noValidate sx={{ mt: 1 }}>
          <TextField
            label="Ajouter un commentaire"
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: MAX_BODY } }}
            error={!!errors.body}
            helperText={errors.body?.message}
            {...form.register('body', {
              validate: {
                required: (v) => v.trim() !== '' || MESSAGES.required,
                noHtml,
              },
              maxLength: { value: MAX_BODY, message: `${MAX_BODY} caractères au plus.` },
            })}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={adding.loading}>
            Ajouter le commentaire
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={!!toDelete}
        title="Supprimer le commentaire"
        confirmLabel="Supprimer"
        danger
        busy={removing.loading}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        Ce commentaire sera définitivement supprimé.
      </ConfirmDialog>
    </Box>
  );
}
