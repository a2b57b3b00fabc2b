import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useStatementsFinancialQuery, type StatementsFinancialQuery } from '../../../__generated__/graphql';
import { formatCents, formatDecimal } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';

type Statements = NonNullable<NonNullable<StatementsFinancialQuery['analysis']>['statements']>;
type Figure = { key: string; label: string; amountCents: number; accounts?: { account: string }[] };
type Section = { key: string; label: string; totalCents: number; figures: Figure[] };

/** The key figures Découverte shows of a locked FEC too. */
export function KeyFiguresCards({ year }: { year: Statements['current'] }) {
  const k = year.keyFigures;
  const cards = [
    ["Chiffre d'affaires", k.chiffreAffairesCents],
    ['Résultat net', k.resultatNetCents],
    ['Total du bilan', k.totalBilanCents],
    ['EBE', k.ebeCents],
  ] as const;
  return (
    <Box
      component="ul"
      aria-label="Chiffres clés"
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 0, m: 0, mb: 2, listStyle: 'none' }}
    >
      {cards.map(([label, value]) => (
        <Card component="li" key={label} variant="outlined" sx={{ minWidth: 200 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h6" component="p">
              {value === null || value === undefined ? 'Non calculé' : formatCents(value)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function FigureLabel({ figure, onOpenLedger }: { figure: Figure; onOpenLedger: (account: string) => void }) {
  const accounts = figure.accounts ?? [];
  if (accounts.length === 0) return <>{figure.label}</>;
  // Each account behind the figure opens its ledger.
  return (
    <>
      {figure.label} (
      {accounts.map((a, i) => (
        <Fragment key={a.account}>
          {i > 0 && ', '}
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => onOpenLedger(a.account)}
            aria-label={`Grand livre du compte ${a.account} (${figure.label})`}
          >
            {a.account}
          </Link>
        </Fragment>
      ))}
      )
    </>
  );
}

/** A statement table: N and, when known, N-1 side by side. */
function StatementTable({
  id,
  title,
  sections,
  previous,
  totals,
  onOpenLedger,
}: {
  id: string;
  title: string;
  sections: Section[];
  previous: Section[] | null;
  totals: { label: string; current: number; previous: number | null }[];
  onOpenLedger: (account: string) => void;
}) {
  const before = new Map(
    (previous ?? []).flatMap((s) => [
      [`s:${s.key}`, s.totalCents],
      ...s.figures.map((f) => [`f:${s.key}:${f.key}`, f.amountCents] as const),
    ]),
  );
  const hasPrevious = previous !== null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Poste</TableCell>
              <TableCell scope="col" align="right">
                N
              </TableCell>
              {hasPrevious && (
                <TableCell scope="col" align="right">
                  N-1
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {sections.map((s) => (
              <Fragment key={s.key}>
                {s.figures.map((f) => (
                  <TableRow key={f.key} hover>
                    <TableCell sx={{ pl: 4 }}>
                      <FigureLabel figure={f} onOpenLedger={onOpenLedger} />
                    </TableCell>
                    <TableCell align="right">{formatCents(f.amountCents)}</TableCell>
                    {hasPrevious && (
                      <TableCell align="right">
                        {formatCents(before.get(`f:${s.key}:${f.key}`) ?? null)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
                <TableRow sx={{ bgcolor: 'action.hover' }}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {s.label}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatCents(s.totalCents)}
                  </TableCell>
                  {hasPrevious && (
                    <TableCell align="right" sx={{ fontWeight: 700 }}>
                      {formatCents(before.get(`s:${s.key}`) ?? null)}
                    </TableCell>
                  )}
                </TableRow>
              </Fragment>
            ))}
            {totals.map((t) => (
              <TableRow key={t.label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700, borderTop: 2 }}>
                  {t.label}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, borderTop: 2 }}>
                  {formatCents(t.current)}
                </TableCell>
                {hasPrevious && (
                  <TableCell align="right" sx={{ fontWeight: 700, borderTop: 2 }}>
                    {formatCents(t.previous)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

const ratio = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? 'Non calculable' : `${formatDecimal(value)} ${unit}`;

/**
 * « États financiers » (issue 36): SIG, bilan and compte de résultat with N-1 when the multi-analysis has it, the
 * key ratios, the opening-balance continuity and what could not be computed. Each figure leads to the ledger
 * of the accounts behind it.
 */
export function FinancialStatementsView({
  analysisUuid,
  onOpenLedger,
}: {
  analysisUuid: string;
  onOpenLedger: (account: string) => void;
}) {
  const { data, loading, error } = useStatementsFinancialQuery({ variables: { uuid: analysisUuid } });
  if (loading && !data) return <PageLoader label="Chargement des états financiers" />;
  if (error) return <ErrorAlert error={error} />;
  const s = data?.analysis?.statements;
  if (!s)
    return <Alert severity="info">Les états financiers ne sont pas disponibles pour cette analyse.</Alert>;
  const n = s.current;
  const p = s.previous ?? null;
  const sigBefore = new Map((p?.sig ?? []).map((f) => [f.key, f.amountCents]));
  return (
    <Box component="section" aria-labelledby="statements-title">
      <Typography id="statements-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        États financiers
      </Typography>
      <KeyFiguresCards year={n} />
      {n.notes.map((note) => (
        <Alert key={note.code} severity="warning" sx={{ mb: 1 }}>
          {note.message}
        </Alert>
      ))}
      {n.sig && (
        <Box component="section" aria-labelledby="sig-title" sx={{ mb: 3 }}>
          <Typography id="sig-title" variant="h6" component="h3" sx={{ mb: 1 }}>
            Soldes intermédiaires de gestion
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby="sig-title">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Solde</TableCell>
                  <TableCell scope="col" align="right">
                    N
                  </TableCell>
                  {p && (
                    <TableCell scope="col" align="right">
                      N-1
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {n.sig.map((f) => (
                  <TableRow key={f.key} hover>
                    <TableCell component="th" scope="row">
                      <FigureLabel figure={f} onOpenLedger={onOpenLedger} />
                    </TableCell>
                    <TableCell align="right">{formatCents(f.amountCents)}</TableCell>
                    {p && <TableCell align="right">{formatCents(sigBefore.get(f.key) ?? null)}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
      {n.balanceSheet && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
          <StatementTable
            id="assets-title"
            title="Bilan — actif"
            sections={n.balanceSheet.assets}
            previous={p?.balanceSheet?.assets ?? null}
            totals={[
              {
                label: 'Total actif',
                current: n.balanceSheet.totalAssetsCents,
                previous: p?.balanceSheet?.totalAssetsCents ?? null,
              },
            ]}
            onOpenLedger={onOpenLedger}
          />
          <StatementTable
            id="liabilities-title"
            title="Bilan — passif"
            sections={n.balanceSheet.liabilities}
            previous={p?.balanceSheet?.liabilities ?? null}
            totals={[
              {
                label: 'Total passif',
                current: n.balanceSheet.totalLiabilitiesCents,
                previous: p?.balanceSheet?.totalLiabilitiesCents ?? null,
              },
            ]}
            onOpenLedger={onOpenLedger}
          />
        </Box>
      )}
      {n.incomeStatement && (
        <StatementTable
          id="income-title"
          title="Compte de résultat"
          sections={n.incomeStatement.sections}
          previous={p?.incomeStatement?.sections ?? null}
          totals={[
            {
              label: 'Total des produits',
              current: n.incomeStatement.totalProductsCents,
              previous: p?.incomeStatement?.totalProductsCents ?? null,
            },
            {
              label: 'Total des charges',
              current: n.incomeStatement.totalChargesCents,
              previous: p?.incomeStatement?.totalChargesCents ?? null,
            },
            {
              label: 'Résultat',
              current: n.incomeStatement.resultCents,
              previous: p?.incomeStatement?.resultCents ?? null,
            },
          ]}
          onOpenLedger={onOpenLedger}
        />
      )}
      {n.ratios && (
        <Box component="section" aria-labelledby="ratios-title" sx={{ mb: 3 }}>
          <Typography id="ratios-title" variant="h6" component="h3" sx={{ mb: 1 }}>
            Ratios
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}
          >
            {(
              [
                ['Taux de marge', ratio(n.ratios.margeRate, '%')],
                ['Délai clients', ratio(n.ratios.delaiClients, 'jours')],
                ['Délai fournisseurs', ratio(n.ratios.delaiFournisseurs, 'jours')],
                [
                  'Besoin en fonds de roulement',
                  n.ratios.bfrCents === null || n.ratios.bfrCents === undefined
                    ? 'Non calculable'
                    : formatCents(n.ratios.bfrCents),
                ],
                ['Endettement', ratio(n.ratios.endettement, '%')],
                ['Liquidité', ratio(n.ratios.liquidite, '%')],
              ] as const
            ).map(([label, value]) => (
              <Fragment key={label}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
          </Box>
        </Box>
      )}
      {s.continuity && (
        <Box component="section" aria-labelledby="continuity-title">
          <Typography id="continuity-title" variant="h6" component="h3" sx={{ mb: 1 }}>
            Continuité des à-nouveaux (N-1 → N)
          </Typography>
          {s.continuity.length === 0 ? (
            <Alert severity="success">
              Les à-nouveaux de N reprennent exactement les soldes de clôture de N-1.
            </Alert>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-labelledby="continuity-title">
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">Compte</TableCell>
                    <TableCell scope="col">Libellé</TableCell>
                    <TableCell scope="col" align="right">
                      Clôture N-1
                    </TableCell>
                    <TableCell scope="col" align="right">
                      Ouverture N
                    </TableCell>
                    <TableCell scope="col" align="right">
                      Écart
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {s.continuity.map((c) => (
                    <TableRow key={c.account}>
                      <TableCell component="th" scope="row">
                        <Link component="button" type="button" onClick={() => onOpenLedger(c.account)}>
                          {c.account}
                        </Link>
                      </TableCell>
                      <TableCell>{c.label}</TableCell>
                      <TableCell align="right">{formatCents(c.previousClosingCents)}</TableCell>
                      <TableCell align="right">{formatCents(c.openingCents)}</TableCell>
                      <TableCell align="right" sx={{ color: 'error.main', fontWeight: 700 }}>
                        {formatCents(c.differenceCents)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Box>
      )}
    </Box>
  );
}
