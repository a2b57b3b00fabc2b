import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { BackOfficeAccountQuery } from '../../../__generated__/graphql';
import { formatDate, formatDateTime, formatInteger, formatSize } from '../../../shared/format';
import { CORRECTED_LABELS, STATUS_LABELS } from '../../files/utils/status';
import { BoSection, countText, Empty } from './BoSection';

type Detail = BackOfficeAccountQuery['backOfficeAccount'];

const cellWrap = { wordBreak: 'break-word' } as const;

/** The account's latest FECs (read only). */
export function AccountFecsSection({ detail }: { detail: Detail }) {
  const { fecs } = detail;
  const shown = fecs.length < detail.fecsCount ? ` (les ${fecs.length} derniers affichés)` : '';
  return (
    <BoSection title="FEC" subtitle={`${formatInteger(detail.fecsCount)} au total${shown}`}>
      {fecs.length === 0 ? (
        <Empty>Aucun FEC importé.</Empty>
      ) : (
        <Table size="small" aria-label="FEC du compte">
          <TableHead>
            <TableRow>
              <TableCell>Fichier</TableCell>
              <TableCell>Raison sociale</TableCell>
              <TableCell>SIREN</TableCell>
              <TableCell>Exercice</TableCell>
              <TableCell>Statut</TableCell>
              <TableCell align="right">Lignes</TableCell>
              <TableCell align="right">Taille</TableCell>
              <TableCell>Importé le</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fecs.map((f) => (
              <TableRow key={f.uuid}>
                <TableCell sx={cellWrap}>{f.originalName}</TableCell>
                <TableCell>{f.companyName ?? '—'}</TableCell>
                <TableCell>{f.siren ?? '—'}</TableCell>
                <TableCell>
                  {f.fiscalStart && f.fiscalEnd
                    ? `du ${formatDate(f.fiscalStart)} au ${formatDate(f.fiscalEnd)}`
                    : '—'}
                </TableCell>
                <TableCell>
                  {f.status ? STATUS_LABELS[f.status] : 'Non analysé'}
                  {f.locked ? ' · verrouillé' : ''}
                </TableCell>
                <TableCell align="right">{formatInteger(f.lineCount)}</TableCell>
                <TableCell align="right">{formatSize(f.size)}</TableCell>
                <TableCell>{formatDate(f.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </BoSection>
  );
}

/** The account's latest analyses and the state of their job in the queue. */
export function AccountAnalysesSection({ detail }: { detail: Detail }) {
  const names = new Map(detail.fecs.map((f) => [f.uuid, f.originalName]));
  const { analyses } = detail;
  return (
    <BoSection
      title="Analyses et tâches"
      subtitle={countText(analyses.length, 'analyse', 'les 100 dernières')}
    >
      {analyses.length === 0 ? (
        <Empty>Aucune analyse.</Empty>
      ) : (
        <Table size="small" aria-label="Analyses du compte">
          <TableHead>
            <TableRow>
              <TableCell>FEC</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Statut</TableCell>
              <TableCell>Tâche</TableCell>
              <TableCell align="right">Tentatives</TableCell>
              <TableCell>Début</TableCell>
              <TableCell>Fin</TableCell>
              <TableCell>Dernier signe de vie</TableCell>
              <TableCell>FEC corrigé</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {analyses.map((a) => (
              <TableRow key={a.uuid}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {names.get(a.fecUuid) ?? 'FEC plus ancien'}
                </TableCell>
                <TableCell>{a.kind === 'MULTI' ? 'Multi-analyse' : 'Analyse'}</TableCell>
                <TableCell>
                  {a.error ? (
                    <Tooltip title={a.error}>
                      <span>{STATUS_LABELS[a.status]} (voir l’erreur)</span>
                    </Tooltip>
                  ) : (
                    STATUS_LABELS[a.status]
                  )}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{a.jobId ?? '—'}</TableCell>
                <TableCell align="right">{a.attempts}</TableCell>
                <TableCell>{formatDateTime(a.startedAt) || '—'}</TableCell>
                <TableCell>{formatDateTime(a.finishedAt) || '—'}</TableCell>
                <TableCell>{formatDateTime(a.heartbeatAt) || '—'}</TableCell>
                <TableCell>{CORRECTED_LABELS[a.correctedStatus]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </BoSection>
  );
}
