import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useStatementsFinancialQuery, type StatementsFinancialQuery } from '../../../__generated__/graphql';
import { formatCents, formatDate, formatDecimal } from '../../../shared/format';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { variation, yearHeader, type Variation } from '../utils/variation';

type Statements = NonNullable<NonNullable<StatementsFinancialQuery['analysis']>['statements']>;
type Figure = { key: string; label: string; amountCents: number; accounts?: { account: string }[] };
type Section = { key: string; label: string; totalCents: number; figures: Figure[] };

/** Amount columns: digits of the same width and one line, so N, N-1 and the variation align down a table. */
// The widths are minimums (a longer amount widens its column): the same on every table of a screen.
const AMOUNT = {
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  width: { xs: '8.5rem', lg: '10rem' },
} as const;
const PERCENT = { ...AMOUNT, width: { xs: '6rem', lg: '6.5rem' } } as const;

/** The key figures Découverte shows of a locked FEC too; with N-1's beside when the previous year is known. */
export function KeyFiguresCards({
  year,
  previous = null,
}: {
  year: Pick<Statements['current'], 'keyFigures'>;
  previous?: Pick<Statements['current'], 'keyFigures'> | null;
}) {
  const k = year.keyFigures;
  const p = previous?.keyFigures;
  const cards = [
    ["Chiffre d'affaires", k.chiffreAffairesCents, p?.chiffreAffairesCents],
    ['Résultat net', k.resultatNetCents, p?.resultatNetCents],
    ['Total du bilan', k.totalBilanCents, p?.totalBilanCents],
    ['EBE', k.ebeCents, p?.ebeCents],
  ] as const;
  return (
    <Box
      component="ul"
      aria-label="Chiffres clés"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 2,
        p: 0,
        m: 0,
        mb: 2,
        listStyle: 'none',
      }}
    >
      {cards.map(([label, value, before]) => {
        const v = variation(value, before);
        return (
          <Card component="li" key={label} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {value === null || value === undefined ? 'Non calculé' : formatCents(value)}
              </Typography>
              {previous && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  N-1 : {before === null || before === undefined ? 'non calculé' : formatCents(before)}
                  {v.percent && (
                    <>
                      <br />
                      Variation : <PercentText v={v} />
                    </>
                  )}
                </Typography>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

/** A percentage of variation; « n.s. » spelled out for whoever hovers it or listens. */
function PercentText({ v }: { v: Variation }) {
  if (v.percent === 'n.s.')
    return (
      <abbr title={v.percentLabel} aria-label={v.percentLabel}>
        n.s.
      </abbr>
    );
  return <>{v.percent}</>;
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

/** The closing dates of the two years, for the column headers. */
interface Years {
  current: string | null | undefined;
  previous: string | null | undefined;
}

/** « N » over « (clos le 31/08/2022) »: a narrow column that still says which year it is. */
function YearHeader({ year, fiscalEnd }: { year: 'N' | 'N-1'; fiscalEnd: string | null | undefined }) {
  const full = yearHeader(year, fiscalEnd);
  if (full === year) return <>{year}</>;
  return (
    <>
      {`${year} `}
      <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
        {full.slice(year.length + 1)}
      </Box>
    </>
  );
}

/** Header cells of the amount columns: N, and with N-1 its column and the variation. */
function AmountHeaders({ years, hasPrevious }: { years: Years; hasPrevious: boolean }) {
  return (
    <>
      <TableCell scope="col" align="right" sx={AMOUNT}>
        <YearHeader year="N" fiscalEnd={years.current} />
      </TableCell>
      {hasPrevious && (
        <>
          <TableCell scope="col" align="right" sx={AMOUNT}>
            <YearHeader year="N-1" fiscalEnd={years.previous} />
          </TableCell>
          <TableCell scope="col" align="right" sx={AMOUNT}>
            Variation
          </TableCell>
          <TableCell scope="col" align="right" sx={PERCENT}>
            Variation %
          </TableCell>
        </>
      )}
    </>
  );
}

/** Amount cells of a line: N, and with N-1 its figure, N − N-1 and the percentage. */
function AmountCells({
  current,
  previous,
  hasPrevious,
  sx,
}: {
  current: number | null | undefined;
  previous: number | null | undefined;
  hasPrevious: boolean;
  sx?: Record<string, unknown>;
}) {
  const v = variation(current, previous);
  return (
    <>
      <TableCell align="right" sx={{ ...AMOUNT, ...sx }}>
        {formatCents(current)}
      </TableCell>
      {hasPrevious && (
        <>
          <TableCell align="right" sx={{ ...AMOUNT, ...sx }}>
            {formatCents(previous)}
          </TableCell>
          <TableCell align="right" sx={{ ...AMOUNT, ...sx }}>
            {v.amount}
          </TableCell>
          <TableCell align="right" sx={{ ...PERCENT, ...sx }}>
            <PercentText v={v} />
          </TableCell>
        </>
      )}
    </>
  );
}

/** A figure nil in both years: hidden unless asked (the printed forms list every box, the screen need not). */
const nil = (current: number | null | undefined, previous: number | null | undefined) =>
  !current && !previous;

/** A statement table: N and, when known, N-1 side by side with the variation. */
function StatementTable({
  id,
  title,
  sections,
  previous,
  totals,
  years,
  showNil,
  onOpenLedger,
}: {
  id: string;
  title: string;
  sections: Section[];
  previous: Section[] | null;
  totals: { label: string; current: number; previous: number | null }[];
  years: Years;
  showNil: boolean;
  onOpenLedger: (account: string) => void;
}) {
  const before = new Map(
    (previous ?? []).flatMap((s) => [
      [`s:${s.key}`, s.totalCents],
      ...s.figures.map((f) => [`f:${s.key}:${f.key}`, f.amountCents] as const),
    ]),
  );
  const hasPrevious = previous !== null;
  const shown = sections
    .map((s) => ({
      ...s,
      figures: s.figures.filter((f) => showNil || !nil(f.amountCents, before.get(`f:${s.key}:${f.key}`))),
    }))
    .filter((s) => showNil || s.figures.length > 0 || !nil(s.totalCents, before.get(`s:${s.key}`)));
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Poste</TableCell>
              <AmountHeaders years={years} hasPrevious={hasPrevious} />
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((s) => (
              <Fragment key={s.key}>
                {s.figures.map((f) => (
                  <TableRow key={f.key} hover>
                    <TableCell sx={{ pl: 4 }}>
                      <FigureLabel figure={f} onOpenLedger={onOpenLedger} />
                    </TableCell>
                    <AmountCells
                      current={f.amountCents}
                      previous={before.get(`f:${s.key}:${f.key}`)}
                      hasPrevious={hasPrevious}
                    />
                  </TableRow>
                ))}
                <TableRow sx={{ bgcolor: 'action.hover' }}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {s.label}
                  </TableCell>
                  <AmountCells
                    current={s.totalCents}
                    previous={before.get(`s:${s.key}`)}
                    hasPrevious={hasPrevious}
                    sx={{ fontWeight: 700 }}
                  />
                </TableRow>
              </Fragment>
            ))}
            {totals.map((t) => (
              <TableRow key={t.label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700, borderTop: 2 }}>
                  {t.label}
                </TableCell>
                <AmountCells
                  current={t.current}
                  previous={t.previous}
                  hasPrevious={hasPrevious}
                  sx={{ fontWeight: 700, borderTop: 2 }}
                />
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

type Ratios = NonNullable<Statements['current']['ratios']>;

/** The key ratios, N and N-1 in two columns (their units differ: no variation). */
const RATIOS: [string, (r: Ratios) => string][] = [
  ['Taux de marge', (r) => ratio(r.margeRate, '%')],
  ['Délai clients', (r) => ratio(r.delaiClients, 'jours')],
  ['Délai fournisseurs', (r) => ratio(r.delaiFournisseurs, 'jours')],
  [
    'Besoin en fonds de roulement',
    (r) => (r.bfrCents === null || r.bfrCents === undefined ? 'Non calculable' : formatCents(r.bfrCents)),
  ],
  ['Endettement', (r) => ratio(r.endettement, '%')],
  ['Liquidité', (r) => ratio(r.liquidite, '%')],
];

/**
 * « États financiers » (issue 36): SIG, bilan and compte de résultat with N-1 when the company's previous year
 * is known (a multi-analysis of both years, or another FEC of the same SIREN closing the year before), the
 * variation beside them, the key ratios, the opening-balance continuity and what could not be computed. Each
 * figure leads to the ledger of the accounts behind it.
 */
export function FinancialStatementsView({
  analysisUuid,
  onOpenLedger,
}: {
  analysisUuid: string;
  onOpenLedger: (account: string) => void;
}) {
  const { data, loading, error } = useStatementsFinancialQuery({ variables: { uuid: analysisUuid } });
  const [showNil, setShowNil] = useState(false);
  if (loading && !data) return <PageLoader label="Chargement des états financiers" />;
  if (error) return <ErrorAlert error={error} />;
  const s = data?.analysis?.statements;
  if (!s)
    return <Alert severity="info">Les états financiers ne sont pas disponibles pour cette analyse.</Alert>;
  const n = s.current;
  const p = s.previous ?? null;
  const years: Years = { current: n.fiscalEnd, previous: p?.fiscalEnd };
  const sigBefore = new Map((p?.sig ?? []).map((f) => [f.key, f.amountCents]));
  const sig = (n.sig ?? []).filter((f) => showNil || !nil(f.amountCents, sigBefore.get(f.key)));
  return (
    <Box component="section" aria-labelledby="statements-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="statements-title" variant="h5" component="h2">
          États financiers
        </Typography>
        <Typography color="text.secondary">
          {n.fiscalEnd ? `Exercice clos le ${formatDate(n.fiscalEnd)}` : 'Exercice N'}
          {p &&
            (p.fiscalEnd
              ? `, comparé à l'exercice clos le ${formatDate(p.fiscalEnd)} (N-1)`
              : ", comparé à l'exercice précédent (N-1)")}
        </Typography>
        <FormControlLabel
          sx={{ ml: 'auto' }}
          control={<Switch checked={showNil} onChange={(e) => setShowNil(e.target.checked)} />}
          label="Afficher les postes à zéro"
        />
      </Box>
      <KeyFiguresCards year={n} previous={p} />
      {!p && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Pas d'exercice N-1 : importez le FEC de l'exercice précédent de la même société (même SIREN),
          analysé et débloqué, pour voir N-1 à côté de N, la variation et la continuité des à-nouveaux.
        </Alert>
      )}
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
                  <AmountHeaders years={years} hasPrevious={p !== null} />
                </TableRow>
              </TableHead>
              <TableBody>
                {sig.map((f) => (
                  <TableRow key={f.key} hover>
                    <TableCell component="th" scope="row">
                      <FigureLabel figure={f} onOpenLedger={onOpenLedger} />
                    </TableCell>
                    <AmountCells
                      current={f.amountCents}
                      previous={sigBefore.get(f.key)}
                      hasPrevious={p !== null}
                    />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
      {n.balanceSheet && (
        // With N-1 and the variation, each side needs the page's width; alone, actif and passif face each other.
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: p ? '1fr' : '1fr 1fr' }, gap: 2 }}>
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
            years={years}
            showNil={showNil}
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
            years={years}
            showNil={showNil}
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
          years={years}
          showNil={showNil}
          onOpenLedger={onOpenLedger}
        />
      )}
      {n.ratios && (
        <Box component="section" aria-labelledby="ratios-title" sx={{ mb: 3 }}>
          <Typography id="ratios-title" variant="h6" component="h3" sx={{ mb: 1 }}>
            Ratios
          </Typography>
          <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 720 }}>
            <Table size="small" aria-labelledby="ratios-title">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Ratio</TableCell>
                  <TableCell scope="col" align="right" sx={AMOUNT}>
                    <YearHeader year="N" fiscalEnd={years.current} />
                  </TableCell>
                  {p?.ratios && (
                    <TableCell scope="col" align="right" sx={AMOUNT}>
                      <YearHeader year="N-1" fiscalEnd={years.previous} />
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {RATIOS.map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell align="right" sx={AMOUNT}>
                      {value(n.ratios!)}
                    </TableCell>
                    {p?.ratios && (
                      <TableCell align="right" sx={AMOUNT}>
                        {value(p.ratios)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
            <>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {s.continuity.length === 1
                  ? "1 compte de bilan dont l'à-nouveau de N diffère du solde de clôture de N-1"
                  : `${s.continuity.length} comptes de bilan dont l'à-nouveau de N diffère du solde de clôture de N-1`}{' '}
                (soldes débiteurs positifs, créditeurs négatifs ; le résultat de N-1 repris en capitaux
                propres n'est pas un écart).
              </Typography>
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-labelledby="continuity-title">
                  <TableHead>
                    <TableRow>
                      <TableCell scope="col">Compte</TableCell>
                      <TableCell scope="col">Libellé</TableCell>
                      <TableCell scope="col" align="right" sx={AMOUNT}>
                        Clôture N-1
                      </TableCell>
                      <TableCell scope="col" align="right" sx={AMOUNT}>
                        Ouverture N
                      </TableCell>
                      <TableCell scope="col" align="right" sx={AMOUNT}>
                        Écart
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {s.continuity.map((c) => (
                      <TableRow key={c.account}>
                        <TableCell component="th" scope="row">
                          <Link
                            component="button"
                            type="button"
                            onClick={() => onOpenLedger(c.account)}
                            aria-label={`Grand livre du compte ${c.account}`}
                          >
                            {c.account}
                          </Link>
                        </TableCell>
                        <TableCell>{c.label}</TableCell>
                        <TableCell align="right" sx={AMOUNT}>
                          {formatCents(c.previousClosingCents)}
                        </TableCell>
                        <TableCell align="right" sx={AMOUNT}>
                          {formatCents(c.openingCents)}
                        </TableCell>
                        <TableCell align="right" sx={{ ...AMOUNT, color: 'error.main', fontWeight: 700 }}>
                          {variation(c.openingCents, c.previousClosingCents).amount}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
