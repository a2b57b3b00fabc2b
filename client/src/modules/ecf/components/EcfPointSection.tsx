import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSetEcfChecklistItemMutation, type EcfPointDetailFragment } from '../../../__generated__/graphql';
import { formatDateTime, formatEuros, formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { cellText, columnsOf, type DetailRow } from '../../analyses/utils/rows';
import {
  CHECK_COLORS,
  CHECK_LABELS,
  CONCLUSION_COLORS,
  controlResultColor,
  controlResultLabel,
} from '../utils/labels';
import { ConclusionForm } from './ConclusionForm';

type Point = EcfPointDetailFragment;
type Check = Point['checks'][number];

/** Links of the mission's analysis: a control's detail, an account's ledger. */
export interface AnalysisLinks {
  analysis: string;
  control: (controlId: string) => string;
  ledger: ((account: string) => string) | null;
}

/** Rows shown under a check (the API gives at most 50). */
const SHOWN_ROWS = 10;

function CheckRows({ check }: { check: Check }) {
  const rows = (Array.isArray(check.rows) ? check.rows : []) as DetailRow[];
  if (rows.length === 0) return null;
  const shown = rows.slice(0, SHOWN_ROWS);
  const columns = columnsOf(shown);
  return (
    <Box sx={{ mt: 1 }}>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={`Lignes en cause : ${check.label}`}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.field} align={c.cents ? 'right' : 'left'}>
                  {c.headerName}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, i) => (
              <TableRow key={`${row.line ?? ''}-${i}`}>
                {columns.map((c) => (
                  <TableCell
                    key={c.field}
                    align={c.cents ? 'right' : 'left'}
                    sx={c.cents || c.date ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : {}}
                  >
                    {cellText(c, row[c.field])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {check.rowCount > shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {formatInteger(shown.length)} lignes affichées sur {formatInteger(check.rowCount)}.
        </Typography>
      )}
    </Box>
  );
}

function CheckBlock({ check, links }: { check: Check; links: AnalysisLinks }) {
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', borderLeft: 3, borderColor: 'divider', pl: 1.5, py: 0.5, mb: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={CHECK_COLORS[check.status]}
          variant={check.status === 'NOT_AVAILABLE' ? 'outlined' : 'filled'}
          label={CHECK_LABELS[check.status]}
        />
        <Typography component="h4" variant="subtitle2">
          {check.label}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {check.message}
      </Typography>
      {check.figures.length > 0 && (
        <Table size="small" aria-label={`Montants : ${check.label}`} sx={{ mt: 0.5, maxWidth: 720 }}>
          <TableBody>
            {check.figures.map((f) => (
              <TableRow key={f.label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {f.label}
                  {f.accounts.length > 0 && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      (
                      {f.accounts.map((a, i) => (
                        <span key={a}>
                          {i > 0 ? ', ' : ''}
                          {links.ledger ? (
                            <Link
                              component={RouterLink}
                              to={links.ledger(a)}
                              aria-label={`Grand livre du compte ${a}`}
                            >
                              {a}
                            </Link>
                          ) : (
                            a
                          )}
                        </span>
                      ))}
                      )
                    </Typography>
                  )}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', width: '12em' }}
                >
                  {f.amount !== null && f.amount !== undefined ? formatEuros(f.amount) : (f.text ?? '—')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <CheckRows check={check} />
    </Box>
  );
}

function Checklist(props: { missionUuid: string; point: Point; readOnly: boolean }) {
  const [setItem, { loading, error, reset }] = useSetEcfChecklistItemMutation({
    refetchQueries: ['EcfMission'],
  });
  const { point } = props;
  return (
    <Box component="section" aria-labelledby={`ecf-${point.number}-checklist`} sx={{ mt: 2 }}>
      <Typography
        id={`ecf-${point.number}-checklist`}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        Diligences sur pièces
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ce que le FEC ne permet pas d&apos;établir : à vérifier sur les documents de l&apos;entreprise.
      </Typography>
      <List
        dense
        disablePadding
        // Read-only after the signature, still readable (WCAG 1.4.3).
        sx={{ '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.secondary' } }}
      >
        {point.checklist.map((item) => (
          <ListItem key={item.key} disableGutters sx={{ display: 'block' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={item.checked}
                  disabled={props.readOnly || loading}
                  onChange={(e) =>
                    void setItem({
                      variables: {
                        missionUuid: props.missionUuid,
                        number: point.number,
                        key: item.key,
                        checked: e.target.checked,
                      },
                    }).catch(() => undefined)
                  }
                />
              }
              label={item.label}
            />
            {item.checked && (item.checkedBy || item.checkedAt) && (
              <Typography variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5 }}>
                Vérifié{item.checkedBy ? ` par ${item.checkedBy.displayName}` : ''}
                {item.checkedAt ? ` le ${formatDateTime(item.checkedAt)}` : ''}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
      <ErrorAlert error={error} onClose={() => reset()} />
    </Box>
  );
}

/** One of the ten points: what the FEC establishes, the analysis' controls, the checklist, the conclusion. */
export function EcfPointSection(props: {
  missionUuid: string;
  point: Point;
  links: AnalysisLinks;
  readOnly: boolean;
  canWrite: boolean;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
}) {
  const { point, links } = props;
  const headingId = `ecf-point-${point.number}-title`;
  const anomalies = point.checks.filter((c) => c.status === 'ANOMALY').length;
  const toReview = point.controls.filter((c) => !c.reviewed).length;
  return (
    <Accordion
      expanded={props.expanded}
      onChange={(_e, open) => props.onToggle(open)}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
      sx={{ '&:before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls={`ecf-point-${point.number}-content`}
        id={headingId}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: '100%' }}>
          <Typography component="span" sx={{ fontWeight: 600, flex: '1 1 280px' }}>
            Point {point.number} — {point.shortTitle}
          </Typography>
          {anomalies > 0 && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={`${anomalies} anomalie${anomalies > 1 ? 's' : ''}`}
            />
          )}
          {toReview > 0 && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={`${toReview} contrôle${toReview > 1 ? 's' : ''} à revoir`}
            />
          )}
          {point.conclusion ? (
            <Chip
              size="small"
              color={CONCLUSION_COLORS[point.conclusion]}
              label={point.conclusionLabel ?? ''}
            />
          ) : (
            <Chip size="small" variant="outlined" label="À conclure" />
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`ecf-point-${point.number}-content`}>
        <Typography sx={{ fontStyle: 'italic' }}>{point.title}</Typography>
        <Box component="section" aria-labelledby={`ecf-${point.number}-expect`} sx={{ mt: 2 }}>
          <Typography
            id={`ecf-${point.number}-expect`}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
          >
            Ce que le chemin d&apos;audit demande
          </Typography>
          <Typography variant="body2">{point.expectation}</Typography>
        </Box>

        <Box component="section" aria-labelledby={`ecf-${point.number}-checks`} sx={{ mt: 2 }}>
          <Typography
            id={`ecf-${point.number}-checks`}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
          >
            Examens automatiques
          </Typography>
          {point.checks.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Le FEC ne permet pas d&apos;examen automatique pour ce point.
            </Typography>
          ) : (
            <Box component="ul" sx={{ p: 0, m: 0, mt: 1 }}>
              {point.checks.map((c) => (
                <CheckBlock key={c.key} check={c} links={links} />
              ))}
            </Box>
          )}
        </Box>

        {point.controls.length > 0 && (
          <Box component="section" aria-labelledby={`ecf-${point.number}-controls`} sx={{ mt: 2 }}>
            <Typography
              id={`ecf-${point.number}-controls`}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600 }}
            >
              Contrôles de l&apos;analyse
            </Typography>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={`Contrôles de l'analyse rattachés au point ${point.number}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Contrôle</TableCell>
                    <TableCell>Résultat</TableCell>
                    <TableCell align="right">Lignes relevées</TableCell>
                    <TableCell>Revue</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {point.controls.map((c) => (
                    <TableRow key={c.controlId}>
                      <TableCell component="th" scope="row">
                        <Link component={RouterLink} to={links.control(c.controlId)}>
                          {c.controlId} — {c.label}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={controlResultColor(c.result)}
                          label={controlResultLabel(c.result)}
                        />
                      </TableCell>
                      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatInteger(c.findingsCount)}
                      </TableCell>
                      <TableCell>
                        {c.reviewed ? (
                          c.reviewStatus === 'TO_REVIEW' ? (
                            'Rien à revoir'
                          ) : (
                            c.reviewStatusLabel
                          )
                        ) : (
                          <Link
                            component={RouterLink}
                            to={links.control(c.controlId)}
                            aria-label={`${c.reviewStatusLabel} : revoir le contrôle ${c.controlId}`}
                          >
                            {c.reviewStatusLabel} : revoir le contrôle
                          </Link>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        )}

        {point.checklist.length > 0 && (
          <Checklist
            missionUuid={props.missionUuid}
            point={point}
            readOnly={props.readOnly || !props.canWrite}
          />
        )}

        <Box component="section" aria-labelledby={`ecf-${point.number}-conclusion`} sx={{ mt: 2 }}>
          <Typography
            id={`ecf-${point.number}-conclusion`}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
          >
            Conclusion
          </Typography>
          {point.conclusion && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {point.conclusionLabel}
              {point.concludedBy ? ` — ${point.concludedBy.displayName}` : ''}
              {point.concludedAt ? `, le ${formatDateTime(point.concludedAt)}` : ''}
              {point.comment ? ` : ${point.comment}` : ''}
            </Typography>
          )}
          {!props.readOnly && props.canWrite && (
            <ConclusionForm
              missionUuid={props.missionUuid}
              number={point.number}
              shortTitle={point.shortTitle}
              conclusion={point.conclusion ?? null}
              comment={point.comment ?? null}
              canConclude={point.canConclude}
              blockedReason={point.blockedReason ?? null}
            />
          )}
        </Box>

        {point.history.length > 0 && (
          <Box component="section" aria-labelledby={`ecf-${point.number}-history`} sx={{ mt: 2 }}>
            <Typography
              id={`ecf-${point.number}-history`}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600 }}
            >
              Historique
            </Typography>
            <List dense disablePadding>
              {point.history.map((h) => (
                <ListItem key={h.uuid} disableGutters>
                  <Typography variant="body2">
                    {formatDateTime(h.at)} — {h.conclusionLabel}
                    {h.actor ? ` par ${h.actor.displayName}` : ''}
                    {h.onBehalf ? ' (pour son compte)' : ''}
                    {h.comment ? ` : ${h.comment}` : ''}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
