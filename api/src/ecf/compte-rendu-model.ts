/**
 * The ECF mission (issue 38) as its compte rendu de mission needs it: what the mission domain (service, store)
 * hands to the document renderers (Word and PDF, in the layout of the arrêté du 13 janvier 2021's annex 3).
 * Shared between the domain and the renderers so each can be built and tested alone.
 */

/** The ten points of the chemin d'audit (arrêté du 13 janvier 2021, annex 1), numbered as there. */
export type EcfPointNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** The provider's conclusion on a point (REST spelling; GraphQL CONFORME, NON_CONFORME, SANS_OBJET). */
export const ECF_CONCLUSIONS = ['conforme', 'non_conforme', 'sans_objet'] as const;
export type EcfConclusion = (typeof ECF_CONCLUSIONS)[number];

/** What the user reads for each conclusion. */
export const ECF_CONCLUSION_LABELS: Record<EcfConclusion, string> = {
  conforme: 'Conforme',
  non_conforme: 'Non conforme',
  sans_objet: 'Sans objet',
};

/** One point as the compte rendu states it. */
export interface CompteRenduPoint {
  number: EcfPointNumber;
  /** The point's wording in the chemin d'audit. */
  title: string;
  /** Null while the provider has not concluded (a draft compte rendu says so). */
  conclusion: EcfConclusion | null;
  /** The provider's comment (required when « non conforme »). */
  comment: string | null;
  /** What the FEC and the analysis establish for the point, one short French sentence each. */
  established: string[];
  /** Who concluded, and when (ISO date-time). */
  concludedBy: string | null;
  concludedAt: string | null;
}

/** Everything a compte rendu de mission shows. */
export interface CompteRenduModel {
  missionUuid: string;
  /** The company examined. */
  company: { name: string; siren: string | null; address: string | null };
  /** The fiscal year examined (AAAA-MM-JJ). */
  fiscalStart: string | null;
  fiscalEnd: string | null;
  /** The provider: the firm and the person who signs. */
  provider: {
    firmName: string;
    signatoryName: string;
    signatoryQuality: string | null;
    address: string | null;
  };
  /** Date of the engagement letter (lettre de mission, AAAA-MM-JJ). */
  engagementLetterDate: string;
  points: CompteRenduPoint[];
  /** Null until the mission is signed: the document is then marked « Projet ». */
  signedAt: string | null;
  signedBy: string | null;
  /** When the document was generated (ISO date-time). */
  generatedAt: string;
}
