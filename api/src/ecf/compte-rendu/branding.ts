import type { ReportBranding } from '../../reports/documents/report-model';

/** The compte rendu is the provider's document: the product's sober blue, no account logo. */
export const BRANDING: ReportBranding = { principalColor: '#1f4e79', secondaryColor: '#f2a900', logo: null };
