/** The PCG version CPT-PCG checks against, and the sector charts it recognises. */
export { PCG_ROOTS, PCG_VERSION } from './pcg-anc-2014-03';
export { AGRICULTURAL_CHART, ASSOCIATIONS_CHART, SECTOR_CHARTS, type SectorChart } from './charts';
