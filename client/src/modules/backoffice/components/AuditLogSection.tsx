import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BackOfficeAuditRowFragment } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format';
import { auditActionLabel } from '../utils/labels';
import { BoSection, countText, Empty } from './BoSection';

const pad = (n: number) => String(n).padStart(2, '0');

/** `31/12/2024 à 14:05:33` in the browser's time zone: an audit line is read to the second. */
export function formatAuditDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(value)} à ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function outcome(status: number): string {
  if (status < 400) return 'Réussie';
  if (status === 401 || status === 403) return 'Refusée';
  return `Échec (${status})`;
}

const isImpersonatedRead = (l: BackOfficeAuditRowFragment) => /^impersonated (GET|HEAD) /.test(l.action);

/** The account's audit log: who did what, as whom, why and when (latest first). */
export function AuditLogSection(props: {
  lines: BackOfficeAuditRowFragment[];
  emailOf: (uuid: string) => string | undefined;
}) {
  const [hideReads, setHideReads] = useState(false);
  const reads = props.lines.filter(isImpersonatedRead).length;
  const lines = hideReads ? props.lines.filter((l) => !isImpersonatedRead(l)) : props.lines;
  return (
    <BoSection
      title="Journal d’audit"
      subtitle={countText(props.lines.length, 'ligne', 'les 100 dernières lignes')}
      action={
        reads > 0 ? (
          <FormControlLabel
            control={
              <Switch size="small" checked={hideReads} onChange={(e) => setHideReads(e.target.checked)} />
            }
            label={`Masquer les ${reads} consultations faites pendant une usurpation`}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ) : null
      }
    >
      {lines.length === 0 ? (
        <Empty>Aucune ligne.</Empty>
      ) : (
        <Table size="small" aria-label="Journal d’audit du compte">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 180 }}>Date</TableCell>
              <TableCell>Qui</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Motif</TableCell>
              <TableCell sx={{ width: 100 }}>Résultat</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => {
              const action = auditActionLabel(l.action, props.emailOf);
              const impersonated = l.action.startsWith('impersonated ');
              return (
                <TableRow key={l.id} title={l.action}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAuditDate(l.at)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {l.actorEmail ?? 'Système'}
                    {l.actingAsEmail ? (
                      <Typography variant="body2" color="text.secondary" component="div">
                        en tant que {l.actingAsEmail}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {action.label}
                    {action.target ? ` : ${action.target}` : ''}
                    {impersonated ? (
                      <Typography variant="body2" color="text.secondary" component="div">
                        {l.path}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{l.detail ?? '—'}</TableCell>
                  <TableCell>{outcome(l.status)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </BoSection>
  );
}
