import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useRef, useState } from 'react';
import {
  useStatementsSetDeclaredTaxReturnMutation,
  useStatementsTaxReturnQuery,
} from '../../../__generated__/graphql';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { formatCents, formatDateTime, formatInteger } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import type { OpenLedger } from './LedgerLinkContext';

const FORMS: Record<string, string> = {
  '2050': 'Formulaires 2050 à 2053 (régime réel normal)',
  '2033': 'Formulaires 2033-A et 2033-B (régime simplifié)',
};
const SOURCES: Record<string, string> = {
  FORM: 'saisie',
  CSV: 'importée d’un fichier',
  EXTRA: 'résultat comptable des informations complémentaires du FEC',
};

/** A line's amount: cents for the accounting result, whole euros for a box. */
const amount = (code: string, value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : code === 'RESULTAT'
      ? formatCents(value)
      : `${formatInteger(value)} €`;

/**
 * « Liasse fiscale » (issue 36): the boxes of the form the FEC calls for, computed against declared, differences
 * highlighted (colour and words) with the accounts that explain them, and the upload of the declared boxes as a
 * `code;montant` CSV (refused whole, with its line numbers, when a line is wrong).
 */
export function TaxReturnView({
  analysisUuid,
  canDeclare,
  onOpenLedger,
}: {
  analysisUuid: string;
  canDeclare: boolean;
  onOpenLedger: OpenLedger;
}) {
  const { data, loading, error, refetch } = useStatementsTaxReturnQuery({
    variables: { uuid: analysisUuid },
  });
  const [declare, declaring] = useStatementsSetDeclaredTaxReturnMutation();
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [withEmpty, setWithEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  if (loading && !data) return <PageLoader label="Chargement de la liasse fiscale" />;
  if (error) return <ErrorAlert error={error} />;
  const reconciliation = data?.analysis?.taxReturnReconciliation;
  const taxReturn = data?.analysis?.taxReturn;
  if (!reconciliation || !taxReturn)
    return <Alert severity="info">La liasse fiscale n'est pas disponible.</Alert>;
  const declared = reconciliation.declared;
  const lines = reconciliation.lines.filter((l) =>
    onlyDifferences
      ? l.difference !== null && l.difference !== 0
      : withEmpty || l.computed !== 0 || (l.declared !== null && l.declared !== undefined),
  );
  const nothingDeclared = !declared.source;
  const lineErrors = uploadError ? fieldErrors(uploadError) : [];

  const upload = async (file: File) => {
    setUploadError(null);
    setSaved(null);
    try {
      await declare({ variables: { fecUuid: declared.fecUuid, input: { csv: await file.text() } } });
      await refetch();
      setSaved(`Liasse déclarée importée depuis « ${file.name} ».`);
    } catch (e) {
      setUploadError(e);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box component="section" aria-labelledby="liasse-title">
      <Typography id="liasse-title" variant="h5" component="h2">
        Liasse fiscale
      </Typography>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {FORMS[taxReturn.form] ?? `Formulaire ${taxReturn.form}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {taxReturn.formReason}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Chip
          color={nothingDeclared ? 'default' : reconciliation.differences ? 'warning' : 'success'}
          label={
            nothingDeclared
              ? 'Rien à comparer'
              : reconciliation.differences
                ? `${reconciliation.differences} écart${reconciliation.differences > 1 ? 's' : ''} avec la liasse déclarée`
                : 'Aucun écart avec la liasse déclarée'
          }
        />
        <Typography variant="body2" color="text.secondary">
          {declared.source
            ? `Liasse déclarée : ${SOURCES[declared.source] ?? ''}${declared.updatedAt ? `, le ${formatDateTime(declared.updatedAt)}` : ''}.`
            : 'Aucune liasse déclarée : importez ses cases pour les comparer.'}
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
          }
          label="Écarts seulement"
        />
        <FormControlLabel
          control={<Switch checked={withEmpty} onChange={(e) => setWithEmpty(e.target.checked)} />}
          label="Cases à zéro"
        />
        {canDeclare && (
          <Box sx={{ ml: 'auto' }}>
            <input
              ref={input}
              id="declared-csv"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button variant="contained" component="label" htmlFor="declared-csv" disabled={declaring.loading}>
              Importer la liasse déclarée (CSV code;montant)
            </Button>
          </Box>
        )}
      </Box>
      {saved && (
        <Alert severity="success" sx={{ mb: 1 }} onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      {uploadError !== null && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setUploadError(null)} role="alert">
          {errorMessage(uploadError)}
          {lineErrors.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {lineErrors.map((e) => (
                <li key={e.field}>{e.message}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {reconciliation.notes.map((n, i) => (
        <Alert key={`${n.code}-${i}`} severity="warning" sx={{ mb: 1 }}>
          {n.message}
        </Alert>
      ))}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="liasse-title">
          <TableHead>
            <TableRow>
              <TableCell scope="col">Case</TableCell>
              <TableCell scope="col">Libellé</TableCell>
              <TableCell scope="col" align="right">
                Calculé
              </TableCell>
              <TableCell scope="col" align="right">
                Déclaré
              </TableCell>
              <TableCell scope="col" align="right">
                Écart
              </TableCell>
              <TableCell scope="col">Comptes et explication</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => {
              const differs = l.difference !== null && l.difference !== undefined && l.difference !== 0;
              return (
                <TableRow
                  key={l.code}
                  sx={differs ? { bgcolor: 'warning.light' } : undefined}
                  data-difference={differs || undefined}
                >
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {l.code === 'RESULTAT' ? 'Résultat' : l.code}
                  </TableCell>
                  <TableCell>{l.label}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {amount(l.code, l.computed)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {amount(l.code, l.declared)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', ...(differs ? { fontWeight: 700 } : {}) }}
                  >
                    {differs
                      ? `Écart : ${amount(l.code, l.difference)}`
                      : l.difference === 0
                        ? 'Conforme'
                        : ''}
                  </TableCell>
                  <TableCell>
                    {l.accounts.length > 0 && (
                      // Each account behind a box opens its ledger, as behind a statement's figure.
                      <Typography variant="body2">
                        {l.accounts.map((a, i) => (
                          <Fragment key={a.account}>
                            {i > 0 && ', '}
                            <Link
                              component="button"
                              type="button"
                              variant="body2"
                              // On a highlighted difference, the row's own text colour keeps its contrast.
                              color={differs ? 'inherit' : 'primary'}
                              underline="always"
                              onClick={() => onOpenLedger(a.account)}
                              aria-label={`Grand livre du compte ${a.account} (case ${l.code})`}
                            >
                              {a.account}
                            </Link>{' '}
                            ({formatCents(a.amountCents)})
                          </Fragment>
                        ))}
                      </Typography>
                    )}
                    {l.explanation && (
                      <Typography variant="body2" color="text.secondary">
                        {l.explanation}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
