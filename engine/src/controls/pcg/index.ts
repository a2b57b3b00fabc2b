/** The PCG version CPT-PCG checks against. */
export { PCG_ROOTS, PCG_VERSION } from './pcg-anc-2014-03';
