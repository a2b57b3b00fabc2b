import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ConnectorCardFragment } from '../../../__generated__/graphql';
import { formatDate, formatDateTime } from '../../../shared/format';
import { PROVIDER_NAMES, importStatusLabel } from '../utils/labels';

export type FiscalYear = ConnectorCardFragment['fiscalYears'][number];

/**
 * One connector (spec §3 « Connector token »): the company as the software describes it, the token's end,
 * the last reading and its problem, then the fiscal years with their last import and « Importer ».
 */
export function ConnectorCard(props: {
  connector: ConnectorCardFragment;
  canManage: boolean;
  canImport: boolean;
  busy?: boolean;
  onImport: (fy: FiscalYear) => void;
  onRefresh: () => void;
  onAutoRefresh: (enabled: boolean) => void;
  onDelete: () => void;
}) {
  const c = props.connector;
  return (
    <Card variant="outlined" data-testid={`connector-${c.uuid}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {c.companyName}
          </Typography>
          <Chip size="small" label={PROVIDER_NAMES[c.provider] ?? c.provider} />
          <Chip size="small" variant="outlined" label={`Jeton •••• ${c.tokenHint}`} />
        </Stack>
        <Typography variant="body2">SIREN : {c.siren ?? '—'}</Typography>
        <Typography variant="body2">Activité : {c.activity ?? '—'}</Typography>
        <Typography variant="body2">Adresse : {c.address ?? '—'}</Typography>
        <Typography variant="body2" color="text.secondary">
          Dernière synchronisation : {c.lastSyncedAt ? formatDateTime(c.lastSyncedAt) : 'jamais'}
        </Typography>
        {c.lastError && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {c.lastError}
          </Alert>
        )}
        <Table size="small" sx={{ mt: 2 }} aria-label={`Exercices de ${c.companyName}`}>
          <TableHead>
            <TableRow>
              <TableCell>Exercice</TableCell>
              <TableCell>Période</TableCell>
              <TableCell>Dernier import</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {c.fiscalYears.map((fy) => (
              <TableRow key={`${fy.startDate}-${fy.endDate}`}>
                <TableCell>
                  {fy.label}
                  {fy.current && <Chip size="small" label="En cours" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>
                  {formatDate(fy.startDate)} – {formatDate(fy.endDate)}
                </TableCell>
                <TableCell>
                  {fy.lastImport ? importStatusLabel(fy.lastImport.status) : 'Jamais importé'}
                </TableCell>
                <TableCell align="right">
                  {props.canImport && (
                    <Button size="small" onClick={() => props.onImport(fy)} disabled={props.busy}>
                      Importer
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      {props.canManage && (
        <CardActions sx={{ flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch checked={c.autoRefresh} onChange={(e) => props.onAutoRefresh(e.target.checked)} />
            }
            label="Actualiser chaque nuit l’exercice en cours"
          />
          <Button onClick={props.onRefresh} disabled={props.busy}>
            Actualiser
          </Button>
          <Button color="error" onClick={props.onDelete} disabled={props.busy}>
            Supprimer
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
