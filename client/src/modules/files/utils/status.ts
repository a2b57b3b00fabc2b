/** Analysis and corrected-FEC states as the library shows them (spec §4), and what "still running" means. */
import type { AnalysisStatus, CorrectedStatus, FilesFecRowFragment } from '../../../__generated__/graphql';

export const STATUS_LABELS: Record<AnalysisStatus, string> = {
  WAITSTART: 'En attente',
  INPROGRESS: 'En cours',
  DONE: 'Terminée',
  NOTDONE: 'Non traitée',
  GENERATING: 'En cours de génération',
  ERROR: 'Erreur',
  POSTCONDITION: 'Incohérences',
};

export const CORRECTED_LABELS: Record<CorrectedStatus, string> = {
  NONE: 'Aucun',
  IN_PROGRESS: 'En cours',
  DONE: 'Prêt',
};

const RUNNING: ReadonlySet<AnalysisStatus> = new Set(['WAITSTART', 'INPROGRESS', 'GENERATING']);

export const statusOf = (fec: FilesFecRowFragment): AnalysisStatus | null =>
  fec.latestAnalysis?.status ?? fec.status ?? null;

/** True while the page must keep asking: an analysis or a corrected FEC is still being produced. */
export function anyRunning(fecs: readonly FilesFecRowFragment[]): boolean {
  return fecs.some((f) => {
    const status = statusOf(f);
    return (status !== null && RUNNING.has(status)) || f.latestAnalysis?.correctedStatus === 'IN_PROGRESS';
  });
}

export const POLL_INTERVAL = 2000;

/** Spec §5 and §9: 1 to 3 FECs per (multi-)analysis. */
export const MAX_SELECTION = 3;
export const SELECTION_MESSAGE = 'Vous pouvez sélectionner 3 FEC au maximum.';
