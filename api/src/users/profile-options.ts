/**
 * The option lists of the user profile (spec §3, "Option lists"): stored codes with their French labels.
 * The codes are what the API accepts and answers; the labels are served for the forms (profile-options).
 */
export const ORGANIZATION_TYPES = {
  cabinet_comptable: "Cabinet d'expertise comptable",
  cabinet_avocats: "Cabinet d'avocats",
  entreprise: 'Entreprise',
  pme_eti: 'PME / ETI',
  grande_entreprise: 'Grande entreprise',
  editeur_logiciel: 'Éditeur de logiciel',
  autre: 'Autre',
} as const;

export const COMPANY_SIZES = {
  '1-10': '1 à 10',
  '11-50': '11 à 50',
  '51-200': '51 à 200',
  '201-500': '201 à 500',
  '501-1000': '501 à 1 000',
  '1001-5000': '1 001 à 5 000',
  '5001-10000': '5 001 à 10 000',
  '10000+': 'Plus de 10 000',
} as const;

/** The three broad bands, then the finer ones (0-500 K€ up to more than 1 Md€). */
export const TURNOVERS = {
  '0-25M': '0 à 25 M€',
  '25-200M': '25 à 200 M€',
  '200M+': 'Plus de 200 M€',
  '0-500K': '0 à 500 K€',
  '500K-1M': '500 K€ à 1 M€',
  '1M-2M': '1 à 2 M€',
  '2M-5M': '2 à 5 M€',
  '5M-10M': '5 à 10 M€',
  '10M-25M': '10 à 25 M€',
  '25M-50M': '25 à 50 M€',
  '50M-100M': '50 à 100 M€',
  '100M-200M': '100 à 200 M€',
  '200M-500M': '200 à 500 M€',
  '500M-1B': '500 M€ à 1 Md€',
  '1B+': "Plus d'1 Md€",
} as const;

export const COMPANY_POSITIONS = {
  dirigeant: 'PDG / Président / Gérant',
  daf: 'Directeur administratif et financier',
  directeur_fiscal: 'Directeur fiscal',
  directeur_comptable: 'Directeur comptable',
  dsi: 'Directeur des systèmes d’information',
  audit_interne: "Directeur de l'audit interne",
  directeur_achats: 'Directeur des achats',
  autre: 'Autre',
} as const;

export const FIRM_POSITIONS = {
  associe_expert_comptable: 'Associé / Expert-comptable',
  chef_de_mission: 'Chef de mission',
  collaborateur: 'Collaborateur',
  fonctions_transverses: 'Fonctions transverses',
  autre: 'Autre',
} as const;

/** The value that requires the matching `*_other` text. */
export const OTHER = 'autre';

const keys = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const organizationTypeCodes = keys(ORGANIZATION_TYPES);
export const companySizeCodes = keys(COMPANY_SIZES);
export const turnoverCodes = keys(TURNOVERS);
export const positionCodes = [...new Set([...keys(COMPANY_POSITIONS), ...keys(FIRM_POSITIONS)])] as [
  string,
  ...string[],
];

/** The lists with labels, as the forms show them. */
export function profileOptions() {
  const list = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));
  return {
    organization_types: list(ORGANIZATION_TYPES),
    company_sizes: list(COMPANY_SIZES),
    turnovers: list(TURNOVERS),
    positions_company: list(COMPANY_POSITIONS),
    positions_accounting_firm: list(FIRM_POSITIONS),
  };
}
