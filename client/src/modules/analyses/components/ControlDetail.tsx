import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useAnalysisPageControlDetailQuery } from '../../../__generated__/graphql';
import { formatCents, formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { LockedValue } from '../../billing/components/LockedValue';
import type { AnalysisItem } from '../types';
import type { MergedControl } from '../utils/controls';
import { cycleLabel, themeLabel } from '../utils/labels';
import { TRUNCATED_MESSAGE, type DetailRow } from '../utils/rows';
import { fecLabel } from '../utils/fec-label';
import { CategoryChip } from './CategoryChip';
import { ControlComments } from './ControlComments';
import { ControlReviewPanel } from './ControlReviewPanel';
import { ControlRowsGrid } from './ControlRowsGrid';
import { ExamplesHeading } from './ExamplesHeading';
import { FindingsCount } from './FindingsCount';
import { PatternPanel } from './PatternPanel';

/** The selected control: description, result per FEC, rows of one FEC (on demand), comments. */
export function ControlDetail({ control, analyses }: { control: MergedControl; analyses: AnalysisItem[] }) {
  const [tab, setTab] = useState(0);
  const index = Math.min(tab, analyses.length - 1);
  const analysis = analyses[index];
  const result = control.results[index];
  const detail = useAnalysisPageControlDetailQuery({
    variables: { uuid: analysis.uuid, search: control.controlId },
    skip: !result,
  });
  const loaded = detail.data?.analysis?.controls.find((c) => c.controlId === control.controlId);
  const rows = useMemo(() => (loaded?.rows ?? []) as DetailRow[], [loaded]);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="control-title">
      <Typography id="control-title" variant="h5" component="h2">
        {control.controlId} — {control.label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Thème : {themeLabel(control.theme)}
        {result ? ` — Cycle : ${cycleLabel(result.cycle)}` : ''}
      </Typography>
      {control.description && <Typography sx={{ mb: 2 }}>{control.description}</Typography>}

      <Table size="small" aria-label="Résultat du contrôle" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell />
            {analyses.map((a) => (
              <TableCell key={a.uuid}>{fecLabel(a)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              Résultat
            </TableCell>
            {control.results.map((r, i) => (
              <TableCell key={i}>{r ? <CategoryChip category={r.result} /> : '—'}</TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Constats
            </TableCell>
            {control.results.map((r, i) => (
              <TableCell key={i}>{r ? <FindingsCount result={r} /> : '—'}</TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Montant en jeu
            </TableCell>
            {control.results.map((r, i) => (
              <TableCell key={i}>
                {!r ? (
                  '—'
                ) : r.locked || r.amount === null || r.amount === undefined ? (
                  <LockedValue />
                ) : r.pattern && r.amount === 0 ? (
                  // A systemic pattern has no amount of its own.
                  '—'
                ) : (
                  formatCents(r.amount)
                )}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Lignes de détail
            </TableCell>
            {control.results.map((r, i) => (
              <TableCell key={i}>{r ? formatInteger(r.total) : '—'}</TableCell>
            ))}
          </TableRow>
          {control.results.some((r) => r?.reason) && (
            <TableRow>
              <TableCell component="th" scope="row">
                Explication
              </TableCell>
              {control.results.map((r, i) => (
                <TableCell key={i}>{r?.reason ?? ''}</TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>

      {analyses.length > 1 && (
        <Tabs
          value={index}
          onChange={(_e, v: number) => setTab(v)}
          aria-label="FEC dont afficher les lignes"
          sx={{ mb: 1 }}
        >
          {analyses.map((a) => (
            <Tab key={a.uuid} label={fecLabel(a)} />
          ))}
        </Tabs>
      )}

      {!result ? (
        <Alert severity="info">Ce contrôle n'a pas de résultat pour ce FEC.</Alert>
      ) : detail.loading && !detail.data ? (
        <PageLoader label="Chargement des lignes du contrôle" />
      ) : detail.error ? (
        <ErrorAlert error={detail.error} />
      ) : loaded ? (
        <>
          {result.pattern && <PatternPanel pattern={result.pattern} />}
          {loaded.locked ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {loaded.truncatedMessage ||
                'Ce FEC est verrouillé : débloquez-le pour voir le détail des lignes.'}
            </Alert>
          ) : rows.length === 0 ? (
            <Typography color="text.secondary">Aucune ligne de détail pour ce contrôle.</Typography>
          ) : (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2">
                  {formatInteger(rows.length)} ligne{rows.length > 1 ? 's' : ''} affichée
                  {rows.length > 1 ? 's' : ''} sur {formatInteger(loaded.total)}
                </Typography>
                {/* Every row, not only the 1,000 kept here: the API streams the full detail from storage. */}
                <Button
                  size="small"
                  variant="outlined"
                  href={`/download/analyses/${analysis.uuid}/controls/${encodeURIComponent(control.controlId)}/export.csv`}
                  download
                >
                  Exporter toutes les lignes en CSV
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  href={`/download/analyses/${analysis.uuid}/controls/${encodeURIComponent(control.controlId)}/export.xlsx`}
                  download
                >
                  Exporter toutes les lignes en Excel
                </Button>
              </Box>
              {(loaded.truncated || loaded.total > rows.length) && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  {TRUNCATED_MESSAGE}
                </Alert>
              )}
              {result.pattern && <ExamplesHeading />}
              <ControlRowsGrid rows={rows} label={`Lignes du contrôle ${control.controlId}`} />
            </>
          )}
          {analysis.kind === 'SINGLE' && !loaded.locked && (
            <ControlReviewPanel analysisUuid={analysis.uuid} controlId={control.controlId} />
          )}
          <ControlComments
            analysisUuid={analysis.uuid}
            controlId={control.controlId}
            comments={loaded.comments}
            onChanged={() => detail.refetch()}
          />
        </>
      ) : null}
    </Paper>
  );
}
