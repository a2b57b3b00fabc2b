import type { AnalysisStatus } from '../../../__generated__/graphql';
import { STATUS_LABELS } from '../../files/utils/status';

export const CONNECTORS_IMPORT_PATH = '/mon-compte/connecteurs/import';

/** While an imported FEC is produced or analysed, the page asks again every 2 s (like the FEC table). */
export const CONNECTORS_POLL_INTERVAL = 2000;

const RUNNING: ReadonlySet<AnalysisStatus> = new Set(['WAITSTART', 'INPROGRESS', 'GENERATING']);
export const isRunning = (status: AnalysisStatus | null | undefined) => !!status && RUNNING.has(status);

/** The status of the last imported FEC as the library shows it (« En cours de génération »…). */
export const importStatusLabel = (status: AnalysisStatus | null | undefined) =>
  status ? STATUS_LABELS[status] : 'Importé';

export const PROVIDER_NAMES: Record<string, string> = { PENNYLANE: 'Pennylane' };
