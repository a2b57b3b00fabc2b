import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAnalysisFiscalYearQuery } from '../../../__generated__/graphql';
import { useSession } from '../../session/SessionProvider';
import type { AnalysisItem } from '../types';
import { otherSuggestedYear, periodOf } from '../utils/fiscal-year';
import { FiscalYearDialog } from './FiscalYearDialog';

/**
 * Under an analysis stopped in POSTCONDITION because the declared year holds no entry: the year the
 * entries show, and « Corriger l'exercice et relancer » for whoever may re-run it (issue 14).
 */
export function FiscalYearCorrection(props: {
  analysis: AnalysisItem;
  onRerun: (analysisUuid: string) => void;
}) {
  const { analysis } = props;
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  const fec = analysis.fecs[0];
  const { data } = useAnalysisFiscalYearQuery({
    variables: { uuid: analysis.uuid },
    skip: analysis.kind !== 'SINGLE' || analysis.status !== 'POSTCONDITION',
  });
  const fy = data?.analysis?.report?.fiscalYear;
  const other = fy && fy.source === 'DECLARED' ? otherSuggestedYear(fy) : null;
  if (!fec || !other) return null;
  const canCorrect = can('analysis', 'result', 'rerun') && fec.canWrite;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2">
        Les écritures du fichier montrent l&apos;exercice {periodOf(other.start, other.end)}.
      </Typography>
      {canCorrect && (
        <Button variant="contained" size="small" color="error" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
          Corriger l&apos;exercice et relancer
        </Button>
      )}
      {open && (
        <FiscalYearDialog
          fecUuid={fec.uuid}
          fileName={fec.originalName}
          initial={{ fiscalStart: other.start, fiscalEnd: other.end }}
          onClose={() => setOpen(false)}
          onRerun={(uuid) => {
            setOpen(false);
            props.onRerun(uuid);
          }}
        />
      )}
    </Box>
  );
}
