/** The product's name, after every page's own title (WCAG 2.4.2: each route its title). */
export const PRODUCT_NAME = 'FEC Analyse';

/** Route patterns (spec §2) and their pages' titles, first match wins; ids and uuids never matter. */
const TITLES: [RegExp, string][] = [
  [/^\/$|^\/import-fec$/, 'Importer un FEC'],
  [/^\/login$|^\/ssoLogin/, 'Connexion'],
  [/^\/register\/confirm$|^\/validate$/, 'Validation du compte'],
  [/^\/register$/, 'Créer un compte'],
  [/^\/compte-supprime$/, 'Compte supprimé'],
  [/^\/resetting\/request$/, 'Mot de passe oublié'],
  [/^\/resetting\/reset$/, 'Nouveau mot de passe'],
  [/^\/group\/users\/password\//, 'Invitation'],
  [/^\/mes-(dossiers|fecs)\/[^/]+\/multi-analyse\//, 'Analyse comparée'],
  [/^\/mes-(dossiers|fecs)\/[^/]+\/analyse\//, 'Analyse'],
  [/^\/mes-analyses\/[^/]+\/[^/]+\//, 'Analyse'],
  [/^\/mes-(dossiers|fecs|analyses)(\/|$)/, 'Mes analyses'],
  [/^\/mes-rapports(\/|$)/, 'Mes rapports'],
  [/^\/mes-travaux$/, 'Mes travaux'],
  [/^\/missions-ecf\/[^/]+$/, 'Mission ECF'],
  [/^\/missions-ecf$/, 'Missions ECF'],
  [/^\/mon-compte\/profil-utilisateur/, 'Mon profil'],
  [/^\/mon-compte\/acces/, 'Accès'],
  [/^\/mon-compte\/reseau/, 'Réseau'],
  [/^\/mon-compte\/configuration/, 'Configuration'],
  [/^\/mon-compte\/ma-documentation/, 'Ma documentation'],
  [/^\/mon-compte\/connecteurs/, 'Connecteurs'],
  [/^\/mon-compte\/facturation\/credits/, 'Crédits'],
  [/^\/mon-compte\/facturation\/moyens-de-paiement/, 'Moyens de paiement'],
  [/^\/mon-compte\/facturation/, 'Factures'],
  [/^\/mon-compte(\/|$)/, 'Mon compte'],
  [/^\/abonnement/, "S'abonner"],
  [/^\/panier/, 'Panier'],
  [/^\/paiement\//, 'Paiement'],
  [/^\/accessibilite$/, "Déclaration d'accessibilité"],
];

/** The page's own title for `pathname`, or null for a route without one (the product's name alone). */
export function pageTitle(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TITLES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** The document's title: « Connexion – FEC Analyse ». */
export function documentTitle(pathname: string): string {
  const title = pageTitle(pathname);
  return title ? `${title} – ${PRODUCT_NAME}` : PRODUCT_NAME;
}
