import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCents, formatDate } from '../../../shared/format';
import { useAnalysisRoute } from '../hooks/useAnalysisRoute';
import type { AnalysisItem } from '../types';
import { fecLabel } from '../utils/fec-label';
import { analysisUrl } from '../utils/route-state';
import { RISK_COLORS, RISK_LABELS, RISK_LOCKED_MESSAGE, type Risk } from '../utils/risk';

/**
 * « Risque du FEC » (synthesis page): the score out of 100, its level, what drives it, and the entries to
 * look at first; each control that flagged an entry opens that control's detail.
 */
export function RiskCard({ analysis, named }: { analysis: AnalysisItem; named: boolean }) {
  const risk = analysis.report?.risk;
  const title = named ? `Risque du FEC — ${fecLabel(analysis)}` : 'Risque du FEC';
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {!risk ? (
        <Typography color="text.secondary">
          Score de risque indisponible pour cette analyse : relancez l'analyse pour le calculer.
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <Typography
              component="p"
              aria-label={`Score de risque : ${risk.score} sur 100`}
              sx={{
                fontSize: '2rem',
                fontWeight: 700,
                lineHeight: 1,
                color: `${RISK_COLORS[risk.level]}.main`,
              }}
            >
              {risk.score}
              <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 500 }}>
                /100
              </Typography>
            </Typography>
            <Chip
              color={RISK_COLORS[risk.level]}
              label={RISK_LABELS[risk.level]}
              aria-label={`Niveau de risque : ${RISK_LABELS[risk.level]}`}
            />
          </Box>
          <Typography sx={{ mb: 2 }}>{risk.summary}</Typography>
          {analysis.locked ? (
            <Alert severity="info">{RISK_LOCKED_MESSAGE}</Alert>
          ) : risk.entries.length === 0 ? (
            <Typography color="text.secondary">Aucune écriture n'est signalée par les contrôles.</Typography>
          ) : (
            <RiskyEntries entries={risk.entries} />
          )}
        </>
      )}
    </Paper>
  );
}

function RiskyEntries({ entries }: { entries: Risk['entries'] }) {
  const { state } = useAnalysisRoute();
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Écritures à examiner en premier
      </Typography>
      {/* When narrow, the table scrolls in this box: the keyboard reaches it to scroll (WCAG 2.1.1). */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Écritures à examiner en premier"
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" aria-label="Écritures les plus risquées">
          <TableHead>
            <TableRow>
              <TableCell>Journal</TableCell>
              <TableCell>N° écriture</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Libellé</TableCell>
              <TableCell align="right">Montant</TableCell>
              <TableCell>Contrôles</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((e) => (
              <TableRow key={`${e.journalCode}|${e.ecritureNum}|${e.ecritureDate ?? ''}|${e.line}`}>
                <TableCell>{e.journalCode}</TableCell>
                <TableCell>{e.ecritureNum}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.ecritureDate)}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{e.label}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCents(e.amountCents)}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {e.controlIds.map((id) => (
                      <Link
                        key={id}
                        component={RouterLink}
                        to={analysisUrl({ ...state, view: 'detail', controlId: id })}
                        aria-label={`Voir le contrôle ${id}`}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {id}
                      </Link>
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
