import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useStatementsFinancialQuery } from '../../../__generated__/graphql';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useSession } from '../../session/SessionProvider';
import { BalanceView } from './BalanceView';
import { FinancialStatementsView, KeyFiguresCards } from './FinancialStatementsView';
import type { OpenLedger } from './LedgerLinkContext';
import { LedgerView } from './LedgerView';
import { TaxReturnView } from './TaxReturnView';

export type StatementsTabView = 'balance' | 'grand-livre' | 'etats-financiers' | 'liasse';

const LOCKED_MESSAGE =
  'Offre Découverte : les chiffres clés sont affichés. Débloquez le FEC pour voir la balance, le grand livre, les états financiers complets et la liasse fiscale.';

/** What a locked FEC (Découverte) shows on every accountant's view: its key figures, nothing account by account. */
function LockedStatements({ analysisUuid }: { analysisUuid: string }) {
  const { data, loading, error } = useStatementsFinancialQuery({ variables: { uuid: analysisUuid } });
  if (loading && !data) return <PageLoader label="Chargement des chiffres clés" />;
  if (error) return <ErrorAlert error={error} />;
  const current = data?.analysis?.statements?.current;
  const previous = data?.analysis?.statements?.previous ?? null;
  return (
    <Box component="section" aria-labelledby="key-figures-title">
      <Typography id="key-figures-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        Chiffres clés
      </Typography>
      {current && <KeyFiguresCards year={current} previous={previous} />}
      <Alert severity="info">{LOCKED_MESSAGE}</Alert>
    </Box>
  );
}

/**
 * The accountant's tabs of the analysis page (issue 36), for one analysis: balance, ledger, statements and the
 * tax return; a locked FEC shows its key figures only.
 */
export function StatementsTab({
  view,
  analysis,
  account,
  aux,
  onOpenLedger,
  onBack,
  backLabel,
}: {
  view: StatementsTabView;
  analysis: { uuid: string; locked: boolean; fecs: { canWrite: boolean }[] };
  account: string | null;
  /** With `account`: the auxiliary account whose ledger is shown. */
  aux: string | null;
  onOpenLedger: OpenLedger;
  /** Leaves the ledger for where it was opened from (the balance by default). */
  onBack: () => void;
  backLabel: string;
}) {
  const { can } = useSession();
  if (analysis.locked) return <LockedStatements analysisUuid={analysis.uuid} />;
  switch (view) {
    case 'balance':
      return <BalanceView analysisUuid={analysis.uuid} onOpenLedger={onOpenLedger} />;
    case 'grand-livre':
      return (
        <LedgerView
          analysisUuid={analysis.uuid}
          account={account}
          aux={aux}
          onOpen={onOpenLedger}
          onBack={onBack}
          backLabel={backLabel}
        />
      );
    case 'etats-financiers':
      return <FinancialStatementsView analysisUuid={analysis.uuid} onOpenLedger={onOpenLedger} />;
    case 'liasse':
      return (
        <TaxReturnView
          analysisUuid={analysis.uuid}
          onOpenLedger={onOpenLedger}
          canDeclare={can('fec', 'extra', 'edit') && analysis.fecs.some((f) => f.canWrite)}
        />
      );
  }
}
