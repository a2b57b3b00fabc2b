import type { LogLevel } from '../../../__generated__/graphql';

/** The levels of spec §4, in its order, as staff read them. */
export const LOG_LEVEL_OPTIONS: { value: LogLevel; label: string }[] = [
  { value: 'DISABLED', label: 'Désactivé' },
  { value: 'LOW', label: 'Faible (tout, diagnostic compris)' },
  { value: 'NORMAL', label: 'Normal' },
  { value: 'MEDIUM', label: 'Moyen (avertissements et erreurs)' },
  { value: 'HIGH', label: 'Élevé (erreurs)' },
  { value: 'CRITICAL', label: 'Critique (pannes seulement)' },
];

export const logLevelLabel = (level: LogLevel | null | undefined) =>
  LOG_LEVEL_OPTIONS.find((o) => o.value === level)?.label ?? 'Configuration du serveur';
