import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useControlFindingsQuery,
  useSetReviewMutation,
  type ReviewStatus,
} from '../../../__generated__/graphql';
import { formatDateTime, formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useAnalysisDates } from '../hooks/useAnalysisDates';
import type { DetailRow } from '../utils/rows';
import { MAX_JUSTIFICATION, REVIEW_STATUSES, findingText, justificationError } from '../utils/review';

const PAGE = 50;

/**
 * The findings of a control (`ControlResult.findings`), 50 a page: « Nouveau » / « Inchangé » against the
 * previous analysis of the dossier, each one's status, and one status applied to a selection.
 */
export function FindingsReview(props: { analysisUuid: string; controlId: string; readOnly: boolean }) {
  const [offset, setOffset] = useState(0);
  const query = useControlFindingsQuery({
    variables: { uuid: props.analysisUuid, search: props.controlId, offset },
  });
  const page = query.data?.analysis?.controls.find((c) => c.controlId === props.controlId)?.findings;
  const items = page?.items ?? [];
  const carried = useAnalysisDates(
    items.map((f) => (f.review.carriedOver ? f.review.setInAnalysisUuid : null)),
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<ReviewStatus>('JUSTIFIED');
  const [justification, setJustification] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [save, saving] = useSetReviewMutation();

  if (query.error) return <ErrorAlert error={query.error} />;
  if (!page || page.pageInfo.total === 0) return null;

  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setSelected(next);
    setDone('');
  };
  const allOnPage = items.length > 0 && items.every((f) => selected.has(f.key));

  const apply = async () => {
    const invalid = justificationError(status, justification);
    setError(invalid);
    if (invalid) return;
    try {
      const keys = [...selected];
      await save({
        variables: {
          analysisUuid: props.analysisUuid,
          controlId: props.controlId,
          findingKeys: keys,
          status,
          justification: justification.trim() || null,
        },
      });
      await query.refetch();
      setSelected(new Set());
      setJustification('');
      setDone(`Statut appliqué à ${keys.length} constat${keys.length > 1 ? 's' : ''}.`);
    } catch {
      // Shown by ErrorAlert.
    }
  };

  const titleId = `findings-${props.controlId}`;
  const { total } = page.pageInfo;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        Constats ({formatInteger(total)})
      </Typography>
      {!props.readOnly && (
        <Paper
          variant="outlined"
          role="group"
          aria-label="Action sur les constats sélectionnés"
          sx={{ p: 1, my: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <Typography variant="body2" sx={{ alignSelf: 'center', minWidth: 150 }} aria-live="polite">
            {selected.size === 0
              ? 'Aucun constat sélectionné'
              : `${selected.size} constat${selected.size > 1 ? 's' : ''} sélectionné${selected.size > 1 ? 's' : ''}`}
          </Typography>
          <TextField
            select
            size="small"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            label="Statut à appliquer"
            value={status}
            onChange={(e) => setStatus(e.target.value as ReviewStatus)}
            sx={{ minWidth: 220 }}
          >
            {REVIEW_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            label={
              status === 'JUSTIFIED'
                ? 'Justification des constats sélectionnés (obligatoire)'
                : 'Justification des constats sélectionnés'
            }
            value={justification}
            onChange={(e) => {
              setJustification(e.target.value);
              if (error) setError(null);
            }}
            required={status === 'JUSTIFIED'}
            error={!!error}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { maxLength: MAX_JUSTIFICATION } }}
            sx={{ flex: '1 1 260px' }}
          />
          <Button
            variant="contained"
            onClick={() => void apply()}
            disabled={selected.size === 0 || saving.loading}
            sx={{ alignSelf: 'center' }}
          >
            Appliquer à la sélection
          </Button>
        </Paper>
      )}
      <Typography role="status" variant="body2" color="success.main">
        {done}
      </Typography>
      <ErrorAlert error={saving.error} />
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {!props.readOnly && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allOnPage}
                    indeterminate={!allOnPage && items.some((f) => selected.has(f.key))}
                    onChange={() => {
                      const next = new Set(selected);
                      for (const f of items) {
                        if (allOnPage) next.delete(f.key);
                        else next.add(f.key);
                      }
                      setSelected(next);
                    }}
                    slotProps={{ input: { 'aria-label': 'Sélectionner les constats de la page' } }}
                  />
                </TableCell>
              )}
              <TableCell>Constat</TableCell>
              <TableCell>Évolution</TableCell>
              <TableCell>Statut</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((f) => {
              const text = findingText(f.row as DetailRow);
              return (
                <TableRow key={f.key} hover selected={selected.has(f.key)}>
                  {!props.readOnly && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(f.key)}
                        onChange={() => toggle(f.key)}
                        slotProps={{ input: { 'aria-label': `Sélectionner le constat ${text}` } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>
                    {text}
                    {f.line ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {` (ligne ${formatInteger(f.line)})`}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {f.change === 'NEW' ? (
                      <Chip size="small" color="info" label="Nouveau" />
                    ) : f.change === 'UNCHANGED' ? (
                      <Chip size="small" variant="outlined" label="Inchangé" />
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>
                    <strong>{f.review.statusLabel}</strong>
                    {f.review.setAt && (
                      <Typography variant="body2" color="text.secondary">
                        {f.review.setBy?.displayName ?? 'Utilisateur supprimé'}, le{' '}
                        {formatDateTime(f.review.setAt)}
                        {f.review.carriedOver ? ` — ${carried(f.review.setInAnalysisUuid)}` : ''}
                      </Typography>
                    )}
                    {f.review.justification && (
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                        {f.review.justification}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {total > PAGE && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <Button size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            Constats précédents
          </Button>
          <Typography variant="body2">
            {formatInteger(offset + 1)}–{formatInteger(Math.min(offset + PAGE, total))} sur{' '}
            {formatInteger(total)}
          </Typography>
          <Button size="small" disabled={!page.pageInfo.hasNextPage} onClick={() => setOffset(offset + PAGE)}>
            Constats suivants
          </Button>
        </Box>
      )}
    </Box>
  );
}
