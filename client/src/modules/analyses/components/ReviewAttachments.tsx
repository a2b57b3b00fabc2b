import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import {
  useDeleteReviewAttachmentMutation,
  type ReviewAttachmentFieldsFragment,
} from '../../../__generated__/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDateTime, formatSize } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { uploadFec, UploadError } from '../../import/utils/upload';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  attachmentUploadUrl,
} from '../utils/attachments';

/** Out of sight but still in the page (a `display: none` input would not receive files in every browser). */
const HIDDEN_INPUT = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * « Pièces jointes » of a control's or a finding's review (issue 37 item 4): the evidence behind the
 * justification, each with a download link; while the review may be written, a file input (one file at a
 * time, sent through the gateway's REST upload route like a FEC) and a delete button that asks first.
 */
export function ReviewAttachments(props: {
  analysisUuid: string;
  controlId: string;
  findingKey?: string;
  attachments: ReviewAttachmentFieldsFragment[];
  canWrite: boolean;
  /** After an upload or a removal: the caller reads the review again. */
  onChanged: () => Promise<unknown>;
}) {
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [removing, setRemoving] = useState<ReviewAttachmentFieldsFragment | null>(null);
  const [remove, removal] = useDeleteReviewAttachmentMutation();
  const input = useRef<HTMLInputElement>(null);
  const id = `attachments-${props.controlId}${props.findingKey ? `-${props.findingKey}` : ''}`;

  const send = async (file: File) => {
    setError(null);
    setDone('');
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setError(ATTACHMENT_TOO_LARGE);
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    setUploading(0);
    try {
      await uploadFec(
        attachmentUploadUrl(props.analysisUuid, props.controlId, props.findingKey),
        body,
        setUploading,
      );
      await props.onChanged();
      setDone(`« ${file.name} » a été joint.`);
    } catch (e) {
      setError(e instanceof UploadError ? e.message : errorMessage(e));
    } finally {
      setUploading(null);
      if (input.current) input.current.value = '';
    }
  };

  const confirmRemove = async () => {
    const target = removing;
    setRemoving(null);
    if (!target) return;
    setError(null);
    setDone('');
    try {
      await remove({ variables: { uuid: target.uuid } });
      await props.onChanged();
      setDone(`« ${target.fileName} » a été retiré.`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mb: 2, maxWidth: 640 }}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h4">
        Pièces jointes ({props.attachments.length})
      </Typography>
      {props.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Aucune pièce jointe.
        </Typography>
      ) : (
        <List dense aria-label="Pièces jointes" disablePadding>
          {props.attachments.map((a) => (
            <ListItem
              key={a.uuid}
              divider
              disableGutters
              secondaryAction={
                props.canWrite ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRemoving(a)}
                    aria-label={`Supprimer ${a.fileName}`}
                    disabled={removal.loading}
                  >
                    Supprimer
                  </Button>
                ) : undefined
              }
              sx={{ pr: props.canWrite ? 12 : 0 }}
            >
              <ListItemText
                primary={
                  <Link href={a.downloadUrl} download={a.fileName} sx={{ wordBreak: 'break-all' }}>
                    {a.fileName}
                  </Link>
                }
                secondary={`${formatSize(a.size)} — ${a.uploadedBy?.displayName ?? 'Utilisateur supprimé'}, le ${formatDateTime(a.uploadedAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {props.canWrite && (
        <Box sx={{ mt: 1 }}>
          {/* The browser's own file input speaks its UI language: it is kept in the page, out of sight, and reached
              with Tab (Enter or Space opens the picker); its label, drawn as a button, says it in French. */}
          <Box
            sx={{
              '& input:focus-visible + label': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept={ATTACHMENT_ACCEPT}
              disabled={uploading !== null}
              aria-describedby={`${id}-help`}
              style={HIDDEN_INPUT}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void send(file);
              }}
            />
            <Box
              component="label"
              htmlFor={`${id}-file`}
              sx={{
                display: 'inline-block',
                typography: 'button',
                px: 1.5,
                py: 0.5,
                border: 1,
                borderRadius: 1,
                color: uploading !== null ? 'text.disabled' : 'primary.main',
                borderColor: uploading !== null ? 'action.disabled' : 'primary.main',
                cursor: uploading !== null ? 'default' : 'pointer',
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              Joindre un fichier
            </Box>
          </Box>
          <Typography
            id={`${id}-help`}
            variant="caption"
            component="p"
            color="text.secondary"
            sx={{ mt: 0.5 }}
          >
            PDF, image (PNG, JPEG), tableur (xlsx, xls, ods, csv) ou texte (docx, odt) ; 10 Mo au maximum.
          </Typography>
        </Box>
      )}
      <Typography role="status" variant="body2" color="success.main">
        {uploading !== null ? `Envoi en cours… ${uploading} %` : done}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={!!removing}
        title={`Supprimer « ${removing?.fileName ?? ''} » ?`}
        confirmLabel="Supprimer"
        danger
        busy={removal.loading}
        onClose={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      >
        La pièce jointe sera retirée de la revue pour tout le dossier.
      </ConfirmDialog>
    </Box>
  );
}
