export { generateFec, writeGeneratedFec, DEFAULT_FISCAL_YEAR } from './generate';
export type { GenerateOptions, GeneratedFec, GenerationManifest, PlantedAnomaly } from './generate';
export {
  SUPPORTED_ANOMALIES,
  UNSUPPORTED_ANOMALIES,
  isSupportedAnomaly,
  type AnomalyId,
} from './anomaly-ids';
export { makeSiren, isValidSiren, luhnValid } from './siren';
export { Rng } from './prng';
