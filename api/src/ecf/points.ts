import type { EcfPointNumber } from './compte-rendu-model';

/** One point of the chemin d'audit: its number, its wording in the arrêté, and a short name for lists and headings. */
export interface EcfPointDefinition {
  number: EcfPointNumber;
  /** The point as the chemin d'audit words it (arrêté du 13 janvier 2021, annex 1), first letter capitalised. */
  title: string;
  /** A few words for headings, menus and file lists. */
  shortTitle: string;
}

/**
 * The ten points of the examen de conformité fiscale's chemin d'audit (décret n° 2021-25 du 13 janvier 2021,
 * arrêté du même jour, annex 1), in their order there. The compte rendu de mission states a conclusion on each.
 */
export const ECF_POINTS: readonly EcfPointDefinition[] = [
  {
    number: 1,
    title: 'La conformité du FEC au format défini à l’article A. 47 A-1 du LPF',
    shortTitle: 'Format du FEC',
  },
  {
    number: 2,
    title: 'La qualité comptable du FEC au regard des principes comptables',
    shortTitle: 'Qualité comptable du FEC',
  },
  {
    number: 3,
    title:
      'La détention d’un certificat ou d’une attestation individuelle de l’éditeur, dans le cas où l’entreprise ' +
      'est dans le champ de l’obligation prévue au 3° bis du I de l’article 286 du CGI (logiciel ou système de caisse)',
    shortTitle: 'Logiciel ou système de caisse',
  },
  {
    number: 4,
    title: 'Le respect des règles sur le délai et le mode de conservation des documents',
    shortTitle: 'Conservation des documents',
  },
  {
    number: 5,
    title:
      'La validation du respect des règles liées au régime d’imposition appliqué (RSI, RN…) en matière de BIC, ' +
      'BA, BNC, IS et de TVA au regard de la nature de l’activité et du chiffre d’affaires',
    shortTitle: 'Régime d’imposition',
  },
  {
    number: 6,
    title: 'Les règles de détermination des amortissements et leur traitement fiscal',
    shortTitle: 'Amortissements',
  },
  {
    number: 7,
    title: 'Les règles de détermination des provisions et leur traitement fiscal',
    shortTitle: 'Provisions',
  },
  {
    number: 8,
    title: 'Les règles de détermination des charges à payer et leur traitement fiscal',
    shortTitle: 'Charges à payer',
  },
  {
    number: 9,
    title: 'La qualification et la déductibilité des charges exceptionnelles',
    shortTitle: 'Charges exceptionnelles',
  },
  {
    number: 10,
    title: 'Le respect des règles d’exigibilité en matière de TVA (collectée et déductible)',
    shortTitle: 'Exigibilité de la TVA',
  },
];

/** The definition of point `n`. */
export function ecfPoint(n: EcfPointNumber): EcfPointDefinition {
  const point = ECF_POINTS.find((p) => p.number === n);
  if (!point) throw new Error(`Point ECF inconnu : ${n}`);
  return point;
}
