import { PURCHASE_CATEGORIES, type PurchaseCategory } from './chart';
import type { Rng } from './prng';

/** A customer or supplier: auxiliary account number and name (CompAuxNum, CompAuxLib). */
export interface Party {
  aux: string;
  name: string;
  /** Suppliers: what they sell. */
  category?: PurchaseCategory;
  /** Days of credit granted (payment terms). */
  terms: number;
}

const SURNAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefèvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Masson',
  'Sanchez',
  'Gérard',
  'Nguyen',
  'Boyer',
  'Denis',
  'Lemaire',
  'Duval',
  'Joly',
  'Gautier',
  'Roger',
  'Roche',
  'Roy',
  'Noël',
  'Meyer',
  'Lucas',
  'Meunier',
  'Jean',
  'Perez',
  'Marchand',
  'Dufour',
  'Blanchard',
  'Marie',
  'Barbier',
  'Brun',
  'Dumas',
  'Brunet',
  'Schmitt',
  'Leroux',
  'Colin',
];

const CUSTOMER_TRADES = [
  'Boulangerie',
  'Garage',
  'Pharmacie',
  'Restaurant',
  'Hôtel',
  'Menuiserie',
  'Plomberie',
  'Librairie',
  'Fromagerie',
  'Imprimerie',
  'Transports',
  'Électricité',
  'Pâtisserie',
  'Boucherie',
  'Jardinerie',
  'Cave',
  'Atelier',
  'Clinique',
  'Cabinet',
  'Épicerie',
  "Bureau d'études",
  'Agence',
  'Pressing',
];

const PLACES = [
  'du Centre',
  'de la Gare',
  'des Halles',
  'du Port',
  'de Bretagne',
  'du Midi',
  'Provence',
  'Alsace',
  'Normandie',
  'du Lac',
  'des Alpes',
  'Atlantique',
  'de la Loire',
  'Bourgogne',
  'du Val',
  'Occitanie',
];

const FORMS = ['SARL', 'SAS', 'SA', 'EURL', 'SASU', 'SNC', '& Fils', 'et Associés', ''];

function companyName(rng: Rng, trades: readonly string[]): string {
  const trade = rng.pick(trades);
  const form = rng.pick(FORMS);
  const base = rng.chance(0.7) ? `${trade} ${rng.pick(SURNAMES)}` : `${trade} ${rng.pick(PLACES)}`;
  return form ? `${base} ${form}` : base;
}

/** `count` distinct names: a numbered suffix would look fake, so collisions are simply redrawn. */
function distinctNames(rng: Rng, count: number, make: (i: number) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  let guard = 0;
  while (out.length < count) {
    let name = make(out.length);
    if (seen.has(name)) {
      if (++guard < count * 20) continue;
      name = `${name} ${rng.pick(PLACES)} ${out.length}`;
    }
    seen.add(name);
    out.push(name);
  }
  return out;
}

export function makeCustomers(rng: Rng, count: number): Party[] {
  return distinctNames(rng, count, () => companyName(rng, CUSTOMER_TRADES)).map((name, i) => ({
    aux: 'C' + String(i + 1).padStart(5, '0'),
    name,
    terms: rng.pick([15, 30, 30, 45, 45, 60]),
  }));
}

export function makeSuppliers(rng: Rng, count: number): Party[] {
  const weights = PURCHASE_CATEGORIES.map((c) => c.weight);
  const cats = Array.from({ length: count }, (_, i) =>
    // Every category gets at least one supplier, then by weight.
    i < PURCHASE_CATEGORIES.length ? PURCHASE_CATEGORIES[i] : rng.weighted(PURCHASE_CATEGORIES, weights),
  );
  return distinctNames(rng, count, (i) => companyName(rng, cats[i].trades)).map((name, i) => ({
    aux: 'F' + String(i + 1).padStart(5, '0'),
    name,
    category: cats[i],
    terms: rng.pick([0, 30, 30, 45, 60]),
  }));
}
